import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import { runQuire, writeFiles } from './run-quire.ts';

const chat = await readFile(new URL('../../asyncapi/test/fixtures/chat.yaml', import.meta.url), 'utf8');
const broken =
  'asyncapi: 3.0.0\ninfo: {title: x, version: "1"}\nchannels:\n  chat:\n    address: /chat\noperations:\n  send:\n    action: sendd\n    channel: {$ref: "#/channels/chat"}\n';

describe('quire check <asyncapi document>', () => {
  it('exits 0 with a one-line summary for a valid document', async () => {
    const dir = await writeFiles({ 'chat.yaml': chat });
    const { code, stdout } = await runQuire(['check', 'chat.yaml'], dir);
    assert.equal(code, 0, stdout);
    assert.equal(stdout.trim(), '✓ chat.yaml: valid AsyncAPI 3.0.0 (2 channels, 4 operations, 3 servers)');
  });

  it('prints each error as `file:line:col  message  (hint)` and exits 1', async () => {
    const dir = await writeFiles({ 'broken.yaml': broken });
    const { code, stdout } = await runQuire(['check', 'broken.yaml'], dir);
    assert.equal(code, 1);
    assert.match(stdout.split('\n')[0]!, /^broken\.yaml:8:\d+ {2}.*"send", "receive".* {2}\(.+\)$/);
    assert.equal(stdout.trim().split('\n').at(-1), '✗ broken.yaml: 1 error');
  });

  it('--json gives code, pointer and line; 2.x documents are read through the converter; older ones get the convert hint', async () => {
    const info = { title: 'x', version: '1' };
    const dir = await writeFiles({
      'broken.yaml': broken,
      'v2.json': JSON.stringify({ asyncapi: '2.6.0', info, channels: {} }),
      'v1.json': JSON.stringify({ asyncapi: '1.2.0', info, topics: {} }),
    });
    const bad = JSON.parse((await runQuire(['check', 'broken.yaml', '--json'], dir)).stdout);
    assert.equal(bad.ok, false);
    assert.deepEqual(
      bad.diagnostics.map((d: Record<string, unknown>) => [d.code, d.pointer, d.line]),
      [['ASYNCAPI_INVALID', '/operations/send/action', 8]],
    );
    const v2 = JSON.parse((await runQuire(['check', 'v2.json', '--json'], dir)).stdout);
    assert.equal(v2.ok, true);
    assert.equal(v2.summary, 'v2.json: valid AsyncAPI 2.6.0, read as 3.0.0 (0 channels, 0 operations, 0 servers)');
    const v1 = JSON.parse((await runQuire(['check', 'v1.json', '--json'], dir)).stdout);
    assert.equal(v1.diagnostics[0].code, 'ASYNCAPI_UNSUPPORTED_VERSION');
    assert.match(v1.diagnostics[0].hint, /npx @asyncapi\/cli convert/);
  });

  it('reads an AsyncAPI document from a URL as the AsyncAPI document it is', async () => {
    const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/yaml' }).end(chat));
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/chat.yaml`;
      const { code, stdout } = await runQuire(['check', url], process.cwd());
      assert.equal(code, 0, stdout);
      assert.equal(stdout.trim(), `✓ ${url}: valid AsyncAPI 3.0.0 (2 channels, 4 operations, 3 servers)`);
    } finally {
      server.close();
    }
  });
});
