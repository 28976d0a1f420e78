// `quire preview` serves the built site's MCP server at /mcp over streamable HTTP: the official
// SDK client lists exactly the enabled operations and calls one against a real local API, with
// the credential from a request header.
import { strict as assert } from 'node:assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { bin, runQuire, writeFiles } from './run-quire.ts';

const running: { close(): void }[] = [];
after(() => {
  for (const thing of running) thing.close();
});

function startPreview(dir: string): Promise<{ base: string; output: () => string }> {
  const child: ChildProcess = spawn(process.execPath, [bin, 'preview', dir, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  running.push({ close: () => child.kill('SIGTERM') });
  let output = '';
  return new Promise((found, fail) => {
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const address = /(http:\/\/\S+?)\/?\s/.exec(output)?.[1];
      if (address && /MCP server/.test(output)) found({ base: address, output: () => output });
    });
    child.once('exit', (code) => fail(new Error(`quire preview exited with ${code}:\n${output}`)));
  });
}

it('quire preview answers MCP at /mcp with the tools the build found', async () => {
  const received: IncomingMessage[] = [];
  const api = createServer((req, res) => {
    received.push(req);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"things":[]}');
  });
  await new Promise<void>((ready) => api.listen(0, '127.0.0.1', ready));
  running.push(api);
  const port = (api.address() as AddressInfo).port;
  const dir = await writeFiles({
    'docs.json': JSON.stringify({ name: 'Mini', navigation: { groups: [{ group: 'API', openapi: 'api.yaml' }] } }),
    'api.yaml': `openapi: 3.1.0
info: { title: Mini, version: 1.0.0 }
servers: [{ url: 'http://127.0.0.1:${port}/v1' }]
components: { securitySchemes: { apiKey: { type: apiKey, in: header, name: X-Api-Key } } }
security: [{ apiKey: [] }]
paths:
  /things:
    get: { operationId: listThings, summary: List things, x-docs: { mcp: { enabled: true } }, responses: { '200': { description: OK } } }
    post: { operationId: createThing, summary: Create a thing, responses: { '201': { description: Created } } }
`,
  });
  const out = join(dir, 'site');
  const build = await runQuire(['build', dir, '-o', out], dir);
  assert.equal(build.code, 0, build.stderr);

  const { base, output } = await startPreview(out);
  assert.match(output(), new RegExp(`MCP server \\(streamable HTTP\\): ${base}/mcp`));
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers: { 'X-Quire-Auth-Api-Key': 'k-123' } } }));
  const { tools } = await client.listTools();
  assert.deepEqual(tools.map((t) => t.name).sort(), ['get_page', 'listThings', 'search']);
  const result = await client.callTool({ name: 'listThings', arguments: {} });
  assert.notEqual(result.isError, true, JSON.stringify(result.content));
  assert.equal(received.length, 1);
  assert.equal(received[0]!.url, '/v1/things');
  assert.equal(received[0]!.headers['x-api-key'], 'k-123');
  // Search answers from the index the build wrote (_quire/mcp-search.json), the pages' text included.
  const found = await client.callTool({ name: 'search', arguments: { query: 'create a thing' } });
  assert.match(JSON.stringify(found.content), /Create a thing/);
  assert.doesNotMatch(JSON.stringify(found.content), /titles only/);
  assert.equal((await fetch(`${base}/_quire/mcp-search.json`)).status, 200);
  await client.close();
  // The site itself is still served around it.
  assert.equal((await fetch(`${base}/_quire/relay.json`)).status, 200);
});
