// `/mcp` as a web-standard handler (a server function's): the same answers as the Node handler
// for what is not an MCP call, and get_page takes a path with the site's base.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createDocsMcpServer, pageSlug } from '../src/index.ts';
import { createMcpWebHandler } from '../src/http/index.ts';

const handler = createMcpWebHandler(
  () =>
    createDocsMcpServer({
      tools: [],
      pages: [{ slug: 'guide', title: 'Guide' }],
      readPage: async (slug) => (slug === 'guide' ? '# Guide\n\nBack [home](/docs/).\n' : undefined),
      relay: { targets: { origins: [] } },
      baseUrl: '/docs/',
    }),
  { maxBodyBytes: 4096 },
);

const post = (body: string) =>
  new Request('http://site.test/docs/mcp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body,
  });
const rpc = (id: number, method: string, params: unknown) => post(JSON.stringify({ jsonrpc: '2.0', id, method, params }));

test('other methods get 405 with Allow, bodies over the limit 413, bodies that are not JSON 400', async () => {
  const get = await handler(new Request('http://site.test/docs/mcp'));
  assert.equal(get.status, 405);
  assert.equal(get.headers.get('allow'), 'POST');
  assert.equal((await handler(post('x'.repeat(5000)))).status, 413);
  const bad = await handler(post('{'));
  assert.equal(bad.status, 400);
  assert.match(((await bad.json()) as { error: { message: string } }).error.message, /not JSON/);
});

test('get_page answers a page by the URL search gives it, base included', async () => {
  const answer = await handler(rpc(1, 'tools/call', { name: 'get_page', arguments: { path: '/docs/guide/' } }));
  assert.equal(answer.status, 200);
  const { result } = (await answer.json()) as { result: { content: { text: string }[]; isError?: boolean } };
  assert.notEqual(result.isError, true);
  assert.equal(result.content[0]?.text, '# Guide\n\nBack [home](/docs/).\n');
});

test('pageSlug takes off the base only where the path starts with it', () => {
  assert.equal(pageSlug('/docs/guide/', '/docs/'), 'guide');
  assert.equal(pageSlug('https://example.com/docs/guide', '/docs/'), 'guide');
  assert.equal(pageSlug('/docs', '/docs/'), '');
  assert.equal(pageSlug('/docsets/a', '/docs/'), 'docsets/a');
  assert.equal(pageSlug('/docs/guide', '/'), 'docs/guide');
});
