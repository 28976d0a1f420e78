import assert from 'node:assert/strict';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parse as parseYaml } from 'yaml';
import { brokenSpec, shopSpec } from './fixtures.ts';
import { runQuire, writeFiles } from './run-quire.ts';

async function frontmatterOf(file: string): Promise<{ data: Record<string, unknown>; body: string }> {
  const text = await readFile(file, 'utf8');
  const [, yaml, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)!;
  return { data: parseYaml(yaml!), body: body! };
}

describe('quire generate (rule 14)', () => {
  it('writes one MDX page per operation and webhook and prints the navigation entries', async () => {
    const dir = await writeFiles({ 'shop.yaml': shopSpec });
    const { code, stdout, stderr } = await runQuire(['generate', 'shop.yaml', '-o', 'api-reference'], dir);
    assert.equal(code, 0, stderr);
    assert.deepEqual(JSON.parse(stdout), [
      { group: 'Orders', pages: ['api-reference/orders/list-orders', 'api-reference/orders/create-an-order'] },
      { group: 'Endpoints', pages: ['api-reference/get-health'] },
      { group: 'Webhooks', pages: ['api-reference/webhooks/order-shipped'] },
    ]);
    assert.match(stderr, /Wrote 4 page\(s\)/);
    const list = await frontmatterOf(join(dir, 'api-reference/orders/list-orders.mdx'));
    assert.deepEqual(list.data, {
      title: 'List orders',
      description: 'Every order, newest first.',
      openapi: 'GET /orders',
      sidebarTitle: 'All orders',
      'og:title': 'Orders',
    });
    assert.equal(list.body.trim(), '<Note>Orders are kept for 90 days.</Note>', 'x-docs.content is the page body');
    const create = await frontmatterOf(join(dir, 'api-reference/orders/create-an-order.mdx'));
    assert.equal(create.data.deprecated, true);
    const webhook = await frontmatterOf(join(dir, 'api-reference/webhooks/order-shipped.mdx'));
    assert.equal(webhook.data.openapi, 'webhook orderShipped');
  });

  it('writes to the working directory by default, and x-excluded operations get no page', async () => {
    const dir = await writeFiles({ 'shop.yaml': shopSpec });
    const { code } = await runQuire(['generate', 'shop.yaml'], dir);
    assert.equal(code, 0);
    const written = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.mdx')).sort();
    assert.deepEqual(written, ['get-health.mdx', 'orders/create-an-order.mdx', 'orders/list-orders.mdx', 'webhooks/order-shipped.mdx']);
  });

  it('keeps existing files unless --overwrite', async () => {
    const dir = await writeFiles({ 'shop.yaml': shopSpec, 'out/get-health.mdx': 'my edits' });
    const kept = await runQuire(['generate', 'shop.yaml', '-o', 'out'], dir);
    assert.equal(kept.code, 0);
    assert.match(kept.stderr, /out\/get-health\.mdx exists and was kept/);
    assert.equal(await readFile(join(dir, 'out/get-health.mdx'), 'utf8'), 'my edits');
    assert.deepEqual(JSON.parse(kept.stdout)[1], { group: 'Endpoints', pages: ['out/get-health'] }, 'kept pages stay in the navigation');
    const overwritten = await runQuire(['generate', 'shop.yaml', '-o', 'out', '--overwrite'], dir);
    assert.equal(overwritten.code, 0);
    assert.match(await readFile(join(dir, 'out/get-health.mdx'), 'utf8'), /openapi: GET \/health/);
  });

  it('writes nothing for an invalid document, prints the errors and exits 1', async () => {
    const dir = await writeFiles({ 'broken.yaml': brokenSpec });
    const { code, stdout, stderr } = await runQuire(['generate', 'broken.yaml', '-o', 'out'], dir);
    assert.equal(code, 1);
    assert.equal(stdout, '');
    assert.match(stderr, /broken\.yaml:6:\d+ {2}`in` must be equal to one of the allowed values/);
    assert.match(stderr, /no files were written/);
    assert.deepEqual(await readdir(dir), ['broken.yaml']);
  });

  it('rejects Swagger 2.0 with the conversion hint', async () => {
    const dir = await writeFiles({ 'swagger.json': JSON.stringify({ swagger: '2.0', info: { title: 'x', version: '1' }, paths: {} }) });
    const { code, stderr } = await runQuire(['generate', 'swagger.json'], dir);
    assert.equal(code, 1);
    assert.match(stderr, /Swagger 2\.0/);
    assert.match(stderr, /swagger2openapi/);
  });

  it('--json reports written files, navigation and diagnostics for tools', async () => {
    const dir = await writeFiles({ 'shop.yaml': shopSpec });
    await writeFile(join(dir, 'get-health.mdx'), 'keep me');
    const { code, stdout } = await runQuire(['generate', 'shop.yaml', '--json'], dir);
    assert.equal(code, 0);
    const result = JSON.parse(stdout);
    assert.equal(result.ok, true);
    assert.equal(result.written.length, 3);
    assert.deepEqual(result.kept, ['get-health.mdx']);
    assert.equal(result.diagnostics[0].code, 'GENERATE_FILE_KEPT');
    assert.equal(result.navigation.length, 3);
  });

  it('explains wrong usage', async () => {
    const dir = await writeFiles({});
    const { code, stderr } = await runQuire(['generate'], dir);
    assert.equal(code, 2);
    assert.match(stderr, /missing <spec>/);
  });
});
