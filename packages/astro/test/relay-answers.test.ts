// What the relay sends to a declared server and what it answers: the API's own response,
// whatever its status, with bodies that survive the trip byte for byte.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { relayRoute } from '../src/relay/relay-route.ts';
import { fakeDns, get, readAnswer, startRelay, startTarget } from '../../../test-support/relay-fixture.ts';

describe('relay answers', () => {
  it('relays a JSON answer as text, with status, headers and the time it took', async () => {
    const target = await startTarget((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': 'r-1' }).end('{"pets":[{"name":"Rex"}]}'),
    );
    const relay = await startRelay({ targets: { origins: [target.origin] }, loopback: 'declared' });
    const answer = await relay.send(get(`${target.origin}/pets`, { Accept: 'application/json' }));
    assert.equal(answer.status, 200);
    assert.equal(answer.contentType, 'application/json; charset=utf-8');
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    const response = answer.response!;
    assert.deepEqual([response.status, response.statusText, response.bodyEncoding], [200, 'OK', 'utf8']);
    assert.deepEqual(JSON.parse(response.body), { pets: [{ name: 'Rex' }] });
    assert.equal(response.headers['x-request-id'], 'r-1');
    assert.equal(response.headers.connection, undefined, "the connection's own headers are not the API's");
    assert.equal(typeof response.timeMs, 'number');
    assert.ok(response.timeMs >= 0 && response.timeMs < 5000);
    assert.equal(target.received[0]!.headers.accept, 'application/json');
  });

  it('sends bytes posted as base64 unchanged and answers binary bodies as base64', async () => {
    const bytes = randomBytes(64 * 1024);
    const target = await startTarget((req, res) => res.writeHead(201, { 'content-type': 'application/octet-stream' }).end(req.body));
    const relay = await startRelay({ targets: { origins: [target.origin] }, loopback: 'declared' });
    const answer = await relay.send({
      method: 'POST',
      url: `${target.origin}/files`,
      headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': '3' },
      body: bytes.toString('base64'),
      bodyEncoding: 'base64',
    });
    const received = target.received[0]!;
    assert.ok(received.body.equals(bytes), 'the target got the very bytes');
    assert.equal(received.headers['content-length'], String(bytes.length), 'Content-Length is counted, not taken from the payload');
    assert.equal(answer.response?.status, 201);
    assert.equal(answer.response?.bodyEncoding, 'base64');
    assert.ok(Buffer.from(answer.response!.body, 'base64').equals(bytes));
  });

  it("relays the API's 404 and 500 as a 200 from the relay carrying that status", async () => {
    const target = await startTarget((req, res) => {
      const status = req.url === '/missing' ? 404 : 500;
      res.writeHead(status, { 'content-type': 'application/problem+json' }).end(JSON.stringify({ title: `error ${status}` }));
    });
    const relay = await startRelay({ targets: { origins: [target.origin] }, loopback: 'declared' });
    for (const [path, status, statusText] of [
      ['/missing', 404, 'Not Found'],
      ['/broken', 500, 'Internal Server Error'],
    ] as const) {
      const answer = await relay.send(get(`${target.origin}${path}`));
      assert.equal(answer.status, 200);
      assert.equal(answer.contentType, 'application/json; charset=utf-8');
      assert.deepEqual([answer.response?.status, answer.response?.statusText], [status, statusText]);
      assert.equal(JSON.parse(answer.response!.body).title, `error ${status}`);
    }
  });

  it('keeps the query string as written and leaves the fragment behind', async () => {
    const target = await startTarget();
    const relay = await startRelay({ targets: { origins: [target.origin] }, loopback: 'declared' });
    await relay.send(get(`${target.origin}/pets?limit=10&tag=a%20b&tag=c&q=%C3%A9#section`));
    assert.equal(target.received[0]!.url, '/pets?limit=10&tag=a%20b&tag=c&q=%C3%A9');
  });

  it('sends HEAD as HEAD and answers an empty body with the headers', async () => {
    const target = await startTarget((_req, res) => res.writeHead(200, { 'content-type': 'application/json', 'content-length': '42', etag: '"v1"' }).end());
    const relay = await startRelay({ targets: { origins: [target.origin] }, loopback: 'declared' });
    const answer = await relay.send({ method: 'head', url: `${target.origin}/pets`, headers: {}, body: null, bodyEncoding: 'utf8' });
    assert.equal(target.received[0]!.method, 'HEAD');
    assert.deepEqual(
      [answer.response?.status, answer.response?.body, answer.response?.headers.etag, answer.response?.headers['content-length']],
      [200, '', '"v1"', '42'],
    );
  });

  it('decodes gzip and brotli answers, and text in another charset', async () => {
    const target = await startTarget((req, res) => {
      if (req.url === '/gzip') return res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(gzipSync('{"ok":true}'));
      if (req.url === '/br') return res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'br' }).end(brotliCompressSync('brotli text'));
      res.writeHead(200, { 'content-type': 'text/plain; charset=iso-8859-1' }).end(Buffer.from([0x63, 0x61, 0x66, 0xe9]));
    });
    const relay = await startRelay({ targets: { origins: [target.origin] }, loopback: 'declared' });
    const gzip = (await relay.send(get(`${target.origin}/gzip`))).response!;
    assert.deepEqual([gzip.body, gzip.bodyEncoding, gzip.headers['content-encoding']], ['{"ok":true}', 'utf8', undefined]);
    assert.equal((await relay.send(get(`${target.origin}/br`))).response?.body, 'brotli text');
    assert.equal((await relay.send(get(`${target.origin}/latin1`))).response?.body, 'café');
    assert.equal(target.received[0]!.headers['accept-encoding'], 'gzip, deflate, br');
  });

  it("never forwards the docs site's cookies or the browser's headers, only the payload's", async () => {
    const target = await startTarget();
    const relay = await startRelay({ targets: { origins: [target.origin] }, loopback: 'declared' });
    await relay.send(
      get(`${target.origin}/me`, { 'X-Api-Key': 'key-123', Cookie: 'api_session=abc', Connection: 'x-drop', 'X-Drop': '1', Host: 'evil.test' }),
      {
        headers: { 'content-type': 'application/json', cookie: 'docs_session=secret', authorization: 'Bearer docs-site', 'x-forwarded-for': '1.2.3.4' },
      },
    );
    const { headers } = target.received[0]!;
    assert.equal(headers['x-api-key'], 'key-123');
    assert.equal(headers.cookie, 'api_session=abc', "the API's own cookie, set in the playground, goes");
    assert.equal(headers.authorization, undefined);
    assert.equal(headers['x-forwarded-for'], undefined);
    assert.equal(headers['x-drop'], undefined, 'headers named in Connection belong to the hop');
    assert.equal(headers.host, `127.0.0.1:${target.port}`);
    assert.match(headers['user-agent'] ?? '', /^Quire-Relay/);
  });

  it('follows redirects like a browser: 303 becomes a GET without body, credentials stay behind on another origin', async () => {
    const other = await startTarget();
    const first = await startTarget((req, res) => {
      if (req.url === '/create') return res.writeHead(303, { location: '/created/1' }).end();
      if (req.url === '/elsewhere') return res.writeHead(307, { location: `http://other.test:${other.port}/moved` }).end();
      res.writeHead(200, { 'content-type': 'text/plain' }).end('done');
    });
    const relay = await startRelay({
      targets: { origins: [`http://api.test:${first.port}`, `http://other.test:${other.port}`] },
      loopback: 'declared',
      resolveHost: fakeDns({ 'api.test': ['127.0.0.1'], 'other.test': ['127.0.0.1'] }),
    });
    const created = await relay.send({
      method: 'POST',
      url: `http://api.test:${first.port}/create`,
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer t' },
      body: '{"name":"Rex"}',
      bodyEncoding: 'utf8',
    });
    assert.equal(created.response?.body, 'done');
    const [post, follow] = first.received;
    assert.deepEqual([post!.method, post!.body.toString()], ['POST', '{"name":"Rex"}']);
    assert.deepEqual(
      [follow!.method, follow!.url, follow!.body.length, follow!.headers['content-type'], follow!.headers.authorization],
      ['GET', '/created/1', 0, undefined, 'Bearer t'],
    );

    await relay.send({
      method: 'PUT',
      url: `http://api.test:${first.port}/elsewhere`,
      headers: { Authorization: 'Bearer t', Cookie: 'a=1', 'X-Keep': 'yes' },
      body: 'payload',
      bodyEncoding: 'utf8',
    });
    const moved = other.received[0]!;
    assert.deepEqual(
      [moved.method, moved.body.toString(), moved.headers.authorization, moved.headers.cookie, moved.headers['x-keep']],
      ['PUT', 'payload', undefined, undefined, 'yes'],
    );
  });

  it('answers through the web-standard route (Astro server routes) the same way', async () => {
    const target = await startTarget((_req, res) => res.writeHead(418, { 'content-type': 'text/plain' }).end('teapot'));
    const route = relayRoute({ targets: { origins: [target.origin] }, loopback: 'declared' });
    const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
      route({ request: new Request('http://docs.test/api/request', { method: 'POST', headers, body }) });
    const ok = await readAnswer(await post(JSON.stringify(get(`${target.origin}/tea`))));
    assert.deepEqual([ok.status, ok.response?.status, ok.response?.body], [200, 418, 'teapot']);
    const refusedTarget = await readAnswer(await post(JSON.stringify(get('https://evil.test/'))));
    assert.deepEqual([refusedTarget.status, refusedTarget.problem?.type], [403, 'urn:quire:relay:target-not-allowed']);
    assert.equal((await post('{}', { 'content-type': 'text/plain' })).status, 415);
    const wrongMethod = await route({ request: new Request('http://docs.test/api/request') });
    assert.deepEqual([wrongMethod.status, wrongMethod.headers.get('allow')], [405, 'POST']);
    assert.equal(target.received.length, 1);
  });
});
