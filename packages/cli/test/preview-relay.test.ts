// `quire build` writes the relay's targets from the specs, and `quire preview` relays the
// playground's requests to them, and only to them.
import { strict as assert } from 'node:assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { bin, runQuire, writeFiles } from './run-quire.ts';

const running: { close(): void }[] = [];
after(() => {
  for (const thing of running) thing.close();
});

/** A local API that records the requests it gets. */
async function startApi(): Promise<{ port: number; received: IncomingMessage[] }> {
  const received: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    received.push(req);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"things":[]}');
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  running.push(server);
  return { port: (server.address() as AddressInfo).port, received };
}

/** `quire preview` on a free port; resolves with the address it prints. */
function startPreview(dir: string): Promise<string> {
  const child: ChildProcess = spawn(process.execPath, [bin, 'preview', dir, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  running.push({ close: () => child.kill('SIGTERM') });
  return new Promise((found, fail) => {
    let output = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const address = /(http:\/\/\S+?)\/?\s/.exec(output)?.[1];
      if (address) found(address);
    });
    child.once('exit', (code) => fail(new Error(`quire preview exited with ${code}:\n${output}`)));
  });
}

describe('quire preview relays playground requests', () => {
  it('to the servers the specs declare, variables expanded, and refuses any other', async () => {
    const api = await startApi();
    const spec = `openapi: 3.1.0
info: { title: Mini, version: 1.0.0 }
servers:
  - url: http://127.0.0.1:{port}/v1
    variables: { port: { default: '${api.port}', enum: ['${api.port}', '4010'] } }
  - url: https://{region}.mini.test
    variables: { region: { default: eu, enum: [eu, us] } }
paths:
  /things:
    get: { operationId: listThings, summary: List things, responses: { '200': { description: OK } } }
`;
    const dir = await writeFiles({
      'docs.json': JSON.stringify({
        name: 'Mini',
        navigation: { groups: [{ group: 'API', openapi: 'api.yaml' }] },
        api: { playground: { allowedOrigins: ['https://sandbox.mini.test'] } },
      }),
      'api.yaml': spec,
    });
    const out = join(dir, 'site');
    const build = await runQuire(['build', dir, '-o', out], dir);
    assert.equal(build.code, 0, build.stderr);
    assert.deepEqual(JSON.parse(await readFile(join(out, '_quire/relay.json'), 'utf8')), {
      origins: ['http://127.0.0.1:4010', `http://127.0.0.1:${api.port}`, 'https://eu.mini.test', 'https://sandbox.mini.test', 'https://us.mini.test'].sort(),
    });

    const base = await startPreview(out);
    const send = (url: string, init: RequestInit = {}) =>
      fetch(`${base}/api/request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: 'docs=secret' },
        body: JSON.stringify({ method: 'GET', url, headers: { 'X-Api-Key': 'k' }, body: null, bodyEncoding: 'utf8' }),
        ...init,
      });

    const ok = await send(`http://127.0.0.1:${api.port}/v1/things?limit=2`);
    assert.equal(ok.status, 200);
    const relayed = (await ok.json()) as { status: number; body: string; bodyEncoding: string };
    assert.deepEqual([relayed.status, relayed.body, relayed.bodyEncoding], [200, '{"things":[]}', 'utf8']);
    assert.equal(api.received.length, 1);
    assert.equal(api.received[0]!.url, '/v1/things?limit=2');
    assert.equal(api.received[0]!.headers['x-api-key'], 'k');
    assert.equal(api.received[0]!.headers.cookie, undefined, "the docs site's cookie stays behind");

    const refused = await send(`http://127.0.0.1:${api.port + 1}/v1/things`);
    assert.equal(refused.status, 403);
    assert.equal(refused.headers.get('content-type'), 'application/problem+json');
    assert.equal(((await refused.json()) as { type: string }).type, 'urn:quire:relay:target-not-allowed');
    const wrongMethod = await fetch(`${base}/api/request`);
    assert.deepEqual([wrongMethod.status, wrongMethod.headers.get('allow')], [405, 'POST']);
    assert.equal(api.received.length, 1);
    const page = await fetch(`${base}/api-reference/list-things`);
    assert.equal(page.status, 200, 'pages are still served');

    // DNS rebinding: a page of another site, under a name that resolves to this machine, or
    // sending its own Origin, gets nothing from the relay; the API sees no request.
    const body = JSON.stringify({ method: 'GET', url: `http://127.0.0.1:${api.port}/v1/things`, headers: {}, body: null, bodyEncoding: 'utf8' });
    const { port } = new URL(base);
    for (const headers of [{ host: `rebind.attacker.example:${port}` }, { host: `127.0.0.1:${port}`, origin: 'https://attacker.example' }] as Record<
      string,
      string
    >[]) {
      const answer = await rawPost(Number(port), '/api/request', headers, body);
      assert.equal(answer.status, 403, JSON.stringify(headers));
      assert.match(answer.body, /answers only its own pages/);
    }
    assert.equal(api.received.length, 1, 'no request reached the API');
    const own = await rawPost(Number(port), '/api/request', { host: `localhost:${port}`, origin: `http://localhost:${port}` }, body);
    assert.equal(own.status, 200, "the preview's own pages still reach it");
  });
});

function rawPost(port: number, path: string, headers: Record<string, string>, body: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', fail);
    req.end(body);
  });
}
