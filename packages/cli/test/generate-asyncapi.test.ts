import assert from 'node:assert/strict';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parse as parseYaml } from 'yaml';
import { runQuire, writeFiles } from './run-quire.ts';

const live = await readFile(new URL('../../../sites/demo/asyncapi/live.yaml', import.meta.url), 'utf8');
// A real document from another project: @asyncapi/specs ships only fragments of documents as
// examples (they do not validate alone), so the full example is Scalar's Galaxy (AsyncAPI 3.0).
const galaxy = await readFile(new URL('../../../node_modules/@scalar/galaxy/dist/asyncapi/3.0.yaml', import.meta.url), 'utf8');
const galaxyChannels = ['planetEvents', 'userEvents', 'systemEvents', 'celestialBodyEvents', 'subscriptionAck', 'planetRequest', 'planetResponse'];
const broken =
  'asyncapi: 3.0.0\ninfo: {title: x, version: "1"}\nchannels:\n  chat:\n    address: /chat\noperations:\n  send:\n    action: sendd\n    channel: {$ref: "#/channels/chat"}\n';
const chat26 = await readFile(new URL('../../asyncapi/test/fixtures/chat-2.6.yaml', import.meta.url), 'utf8');
const v1 = JSON.stringify({ asyncapi: '1.2.0', info: { title: 'x', version: '1' }, topics: {} });

async function frontmatterOf(file: string): Promise<Record<string, unknown>> {
  const text = await readFile(file, 'utf8');
  return parseYaml(/^---\n([\s\S]*?)\n---\n/.exec(text)![1]!);
}

async function mdxFiles(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.mdx')).sort();
}

/** A docs.json whose navigation is the printed entries, so the written pages must resolve as they are. */
function docsJson(navigation: unknown): string {
  return JSON.stringify({ name: 'Generated', navigation: { groups: navigation } }, null, 2);
}

describe('quire generate <asyncapi document>', () => {
  it('writes one MDX page per channel with title, description and asyncapi frontmatter, and prints a navigation group', async () => {
    const dir = await writeFiles({ 'asyncapi/live.yaml': live });
    const { code, stdout, stderr } = await runQuire(['generate', 'asyncapi/live.yaml', '-o', 'live'], dir);
    assert.equal(code, 0, stderr);
    assert.deepEqual(JSON.parse(stdout), [{ group: 'Petstore Live', pages: ['live/pet-updates', 'live/shelter-chat'] }]);
    assert.match(stderr, /Wrote 2 page\(s\) to live/);
    assert.deepEqual(await frontmatterOf(join(dir, 'live/pet-updates.mdx')), {
      title: 'Pet updates',
      description: "Follow one pet's status, photos and visits as they change.",
      asyncapi: 'asyncapi/live.yaml petUpdates',
    });
    assert.equal((await frontmatterOf(join(dir, 'live/shelter-chat.mdx'))).asyncapi, 'asyncapi/live.yaml shelterChat');
  });

  it('the written pages resolve in a site whose docs.json lists the printed entries: quire check passes and lists them', async () => {
    const dir = await writeFiles({ 'asyncapi/live.yaml': live });
    const generated = await runQuire(['generate', 'asyncapi/live.yaml', '-o', 'live'], dir);
    await writeFile(join(dir, 'docs.json'), docsJson(JSON.parse(generated.stdout)));
    const checked = await runQuire(['check', '.', '--json'], dir);
    const result = JSON.parse(checked.stdout);
    assert.equal(checked.code, 0, checked.stdout);
    assert.deepEqual(result.diagnostics, []);
    assert.equal(result.summary, '.: 2 pages (2 MDX, 0 API, 0 channels), 0 OpenAPI specs, 1 AsyncAPI document');
    const routes = await runQuire(['routes', '.'], dir);
    assert.equal(routes.code, 0, routes.stderr);
    assert.match(routes.stdout, /^Petstore Live\n {2}WS Pet updates {2}\/live\/pet-updates\n {2}WS Shelter chat {2}\/live\/shelter-chat\n/);
  });

  it('over a real-world AsyncAPI 3.0 document (Scalar Galaxy): every channel gets a page that resolves', async () => {
    const dir = await writeFiles({ 'galaxy.yaml': galaxy });
    const generated = await runQuire(['generate', 'galaxy.yaml', '-o', 'events', '--json'], dir);
    assert.equal(generated.code, 0, generated.stdout);
    const result = JSON.parse(generated.stdout);
    assert.equal(result.ok, true);
    assert.equal(result.written.length, galaxyChannels.length);
    assert.deepEqual(result.navigation, [
      { group: 'Scalar Galaxy Events', pages: galaxyChannels.map((id) => `events/${id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`) },
    ]);
    for (const [i, id] of galaxyChannels.entries()) assert.equal((await frontmatterOf(join(dir, result.written[i]))).asyncapi, `galaxy.yaml ${id}`);
    await writeFile(join(dir, 'docs.json'), docsJson(result.navigation));
    const checked = await runQuire(['check', '.'], dir);
    assert.equal(checked.code, 0, checked.stdout);
    assert.match(checked.stdout, /✓ \.: 7 pages \(7 MDX, 0 API, 0 channels\), 0 OpenAPI specs, 1 AsyncAPI document/);
  });

  it('x-excluded channels get no page; x-hidden ones get a page that the navigation leaves out', async () => {
    const flagged = live
      .replace('  shelterChat:\n', '  shelterChat:\n    x-hidden: true\n')
      .replace('  petUpdates:\n', '  petUpdates:\n    x-excluded: true\n');
    const dir = await writeFiles({ 'live.yaml': flagged });
    const { code, stdout, stderr } = await runQuire(['generate', 'live.yaml', '-o', 'live'], dir);
    assert.equal(code, 0, stderr);
    assert.deepEqual(await mdxFiles(dir), ['live/shelter-chat.mdx']);
    assert.deepEqual(JSON.parse(stdout), [], 'the only written channel is hidden');
  });

  it("keeps existing files unless --overwrite, and --json has the OpenAPI generator's shape", async () => {
    const dir = await writeFiles({ 'live.yaml': live, 'live/pet-updates.mdx': 'my edits' });
    const kept = await runQuire(['generate', 'live.yaml', '-o', 'live', '--json'], dir);
    assert.equal(kept.code, 0);
    const result = JSON.parse(kept.stdout);
    assert.deepEqual(Object.keys(result), ['ok', 'written', 'kept', 'navigation', 'diagnostics']);
    assert.deepEqual([result.written, result.kept], [['live/shelter-chat.mdx'], ['live/pet-updates.mdx']]);
    assert.equal(result.diagnostics[0].code, 'GENERATE_FILE_KEPT');
    assert.deepEqual(result.navigation[0].pages, ['live/pet-updates', 'live/shelter-chat'], 'kept pages stay in the navigation');
    assert.equal(await readFile(join(dir, 'live/pet-updates.mdx'), 'utf8'), 'my edits');
    const overwritten = await runQuire(['generate', 'live.yaml', '-o', 'live', '--overwrite'], dir);
    assert.equal(overwritten.code, 0);
    assert.match(await readFile(join(dir, 'live/pet-updates.mdx'), 'utf8'), /asyncapi: live\.yaml petUpdates/);
  });

  it('writes nothing for an invalid document, prints each error with file and line, and exits 1', async () => {
    const dir = await writeFiles({ 'broken.yaml': broken });
    const { code, stdout, stderr } = await runQuire(['generate', 'broken.yaml', '-o', 'out'], dir);
    assert.equal(code, 1);
    assert.equal(stdout, '');
    assert.match(stderr, /^broken\.yaml:8:\d+ {2}.*"send", "receive".* {2}\(.+\)$/m);
    assert.match(stderr, /no files were written/);
    assert.deepEqual(await readdir(dir), ['broken.yaml']);
    const json = JSON.parse((await runQuire(['generate', 'broken.yaml', '--json'], dir)).stdout);
    assert.equal(json.ok, false);
    assert.deepEqual(
      json.diagnostics.map((d: Record<string, unknown>) => [d.code, d.file, d.pointer, d.line]),
      [['ASYNCAPI_INVALID', 'broken.yaml', '/operations/send/action', 8]],
    );
    assert.ok(json.diagnostics[0].hint);
  });

  it('refuses an AsyncAPI version Quire does not read, and writes nothing', async () => {
    const dir = await writeFiles({ 'v1.json': v1 });
    const { code, stderr } = await runQuire(['generate', 'v1.json', '-o', 'out'], dir);
    assert.equal(code, 1);
    assert.match(stderr, /^v1\.json:\d+:\d+ {2}AsyncAPI 1\.2\.0 is not supported/m);
    assert.deepEqual(await readdir(dir), ['v1.json']);
  });

  it('an AsyncAPI 2.6 document is read through the converter: its channels, named by their 2.x address, get pages that resolve', async () => {
    const dir = await writeFiles({ 'chat.yaml': chat26 });
    const generated = await runQuire(['generate', 'chat.yaml', '-o', 'chat'], dir);
    assert.equal(generated.code, 0, generated.stderr);
    const navigation = JSON.parse(generated.stdout);
    assert.deepEqual(navigation, [{ group: 'Parlor Chat API (2.6)', pages: ['chat/rooms-room-id'] }]);
    assert.equal((await frontmatterOf(join(dir, 'chat/rooms-room-id.mdx'))).asyncapi, 'chat.yaml rooms/{roomId}');
    await writeFile(join(dir, 'docs.json'), docsJson(navigation));
    const checked = await runQuire(['check', '.'], dir);
    assert.equal(checked.code, 0, checked.stdout);
    assert.match(checked.stdout, /1 AsyncAPI document/);
  });
});

describe('quire check <docs folder> with AsyncAPI', () => {
  it('fails on a `channel` entry that names no channel, at its line of docs.json', async () => {
    const docs =
      '{\n  "name": "T",\n  "navigation": {\n    "asyncapi": "live.yaml",\n    "groups": [\n      { "group": "Live", "pages": ["channel petUpdates", "channel nope"] }\n    ]\n  }\n}\n';
    const dir = await writeFiles({ 'live.yaml': live, 'docs.json': docs });
    const text = await runQuire(['check', '.'], dir);
    assert.equal(text.code, 1);
    assert.match(text.stdout, /^docs\.json:6:\d+ {2}`channel nope` names no channel of live\.yaml\. Its channels: petUpdates, shelterChat\. {2}\(.+\)$/m);
    const json = JSON.parse((await runQuire(['check', '.', '--json'], dir)).stdout);
    assert.deepEqual(
      json.diagnostics.map((d: Record<string, unknown>) => [d.code, d.file, d.pointer, d.line]),
      [['NAV_CHANNEL_NOT_FOUND', 'docs.json', '/navigation/groups/0/pages/1', 6]],
    );
  });

  it('counts channel pages and AsyncAPI documents apart from MDX, API pages and OpenAPI specs', async () => {
    const dir = await writeFiles({
      'live.yaml': live,
      'index.mdx': '# Home\n',
      'docs.json': JSON.stringify({
        name: 'T',
        navigation: {
          tabs: [
            { tab: 'Home', pages: ['index'] },
            { tab: 'Live', asyncapi: 'live.yaml' },
          ],
        },
      }),
    });
    const { code, stdout } = await runQuire(['check', '.'], dir);
    assert.equal(code, 0, stdout);
    assert.equal(stdout.trim(), '✓ .: 3 pages (1 MDX, 0 API, 2 channels), 0 OpenAPI specs, 1 AsyncAPI document');
  });

  it("prints an invalid AsyncAPI document's errors with its file and line, and a missing default asyncapi at docs.json's line", async () => {
    const docs =
      '{\n  "name": "T",\n  "navigation": {\n    "groups": [\n      { "group": "Live", "asyncapi": "broken.yaml" },\n      { "group": "Orphan", "pages": ["channel chat"] }\n    ]\n  }\n}\n';
    const dir = await writeFiles({ 'broken.yaml': broken, 'docs.json': docs });
    const { code, stdout } = await runQuire(['check', '.'], dir);
    assert.equal(code, 1);
    assert.match(stdout, /^broken\.yaml:8:\d+ {2}.*"send", "receive"/m);
    assert.match(stdout, /^docs\.json:6:\d+ {2}`channel chat` names a channel, but no `asyncapi` document is set here or on a parent element\./m);
    assert.match(stdout, /✗ \.: 2 errors/);
  });

  it('an AsyncAPI document of a version Quire does not read fails the docs folder, at the document', async () => {
    const dir = await writeFiles({ 'v1.json': v1, 'docs.json': JSON.stringify({ name: 'T', navigation: { asyncapi: 'v1.json' } }) });
    const json = JSON.parse((await runQuire(['check', '.', '--json'], dir)).stdout);
    assert.equal(json.ok, false);
    assert.deepEqual(
      [json.diagnostics[0].code, json.diagnostics[0].file, json.diagnostics[0].pointer],
      ['ASYNCAPI_UNSUPPORTED_VERSION', 'v1.json', '/asyncapi'],
    );
  });
});
