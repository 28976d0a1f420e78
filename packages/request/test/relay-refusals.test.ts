// The relay is not an open proxy: each refused case answers its problem, and the target it
// would have reached gets nothing (every target counts what it receives).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { relayProblemType, type RelayProblemKind } from '../src/relay/relay-problems.ts';
import { fakeDns, get, startRelay, startTarget, type RelayAnswer } from '../../../test-support/relay-fixture.ts';

function assertProblem(answer: RelayAnswer, kind: RelayProblemKind, status: number, detail: RegExp): void {
  assert.equal(answer.contentType, 'application/problem+json');
  assert.equal(answer.status, status);
  assert.equal(answer.problem?.type, relayProblemType(kind));
  assert.equal(answer.problem?.status, status);
  assert.ok(answer.problem?.title);
  assert.match(answer.problem?.detail ?? '', detail);
}

describe('relay refusals: targets', () => {
  it('an origin no spec declares is refused and told where to allow it', async () => {
    const [declared, other] = await Promise.all([startTarget(), startTarget()]);
    const relay = await startRelay({ targets: { origins: [declared.origin] }, loopback: 'declared' });
    const answer = await relay.send(get(`${other.origin}/pets`));
    assertProblem(
      answer,
      'target-not-allowed',
      403,
      /^http:\/\/127\.0\.0\.1:\d+ is not a server of this site's API specs\. .*api\.playground\.allowedOrigins in docs\.json/,
    );
    assert.equal(other.received.length, 0);
  });

  it('another port of a declared host is another origin: refused, naming the declared one', async () => {
    const [declared, other] = await Promise.all([startTarget(), startTarget()]);
    const relay = await startRelay({
      targets: { origins: [`http://api.test:${declared.port}`] },
      loopback: 'declared',
      resolveHost: fakeDns({ 'api.test': ['127.0.0.1'] }),
    });
    const answer = await relay.send(get(`http://api.test:${other.port}/`));
    assertProblem(
      answer,
      'target-not-allowed',
      403,
      new RegExp(`On this host the specs declare http://api\\.test:${declared.port}: check the scheme and port`),
    );
    assert.equal(other.received.length, 0);
  });

  it('private, link-local and metadata IP literals are refused even when declared', async () => {
    const literals = [
      'http://10.0.0.7',
      'http://192.168.1.20:8080',
      'http://169.254.1.1',
      'http://169.254.169.254',
      'http://[fd00::1]',
      'http://[::ffff:a9fe:a9fe]',
      'http://0.0.0.0:4010',
    ];
    const relay = await startRelay({ targets: { origins: literals.map((url) => new URL(url).origin) }, loopback: 'declared', limits: { timeMs: 2000 } });
    const expected = [
      /private network/,
      /private network/,
      /link-local/,
      /cloud metadata/,
      /private network/,
      /cloud metadata/,
      /reserved address .* such as localhost/,
    ];
    for (const [i, url] of literals.entries()) {
      const answer = await relay.send(get(`${url}/latest/meta-data`));
      assertProblem(answer, 'address-blocked', 403, expected[i]!);
    }
  });

  it('a host name that resolves to loopback is refused where loopback is never allowed (the hosting service)', async () => {
    const target = await startTarget();
    const relay = await startRelay({
      targets: { origins: [`http://api.test:${target.port}`] },
      loopback: 'never',
      resolveHost: fakeDns({ 'api.test': ['127.0.0.1'] }),
    });
    const answer = await relay.send(get(`http://api.test:${target.port}/`));
    assertProblem(
      answer,
      'address-blocked',
      403,
      /resolves to 127\.0\.0\.1, which is a loopback address: the relay's own host.*`quire dev` or `quire preview`/,
    );
    assert.equal(target.received.length, 0);
  });

  it('a loopback literal is refused by default: loopback must be asked for', async () => {
    const target = await startTarget();
    const relay = await startRelay({ targets: { origins: [target.origin] } });
    assertProblem(await relay.send(get(`${target.origin}/`)), 'address-blocked', 403, /loopback/);
    assert.equal(target.received.length, 0);
  });

  it('one blocked address in a DNS answer refuses the host, even beside allowed ones', async () => {
    const target = await startTarget();
    const relay = await startRelay({
      targets: { origins: [`http://api.test:${target.port}`] },
      loopback: 'declared',
      resolveHost: fakeDns({ 'api.test': ['127.0.0.1', '10.1.2.3'] }),
    });
    assertProblem(
      await relay.send(get(`http://api.test:${target.port}/`)),
      'address-blocked',
      403,
      /resolves to 10\.1\.2\.3, which is a private network address/,
    );
    assert.equal(target.received.length, 0);
  });

  it("the operator's allowlist opens loopback and private addresses to its origins only, never metadata", async () => {
    const target = await startTarget();
    const origins = [`http://sandbox.test:${target.port}`, `http://other.test:${target.port}`, 'http://meta.test'];
    const relay = await startRelay({
      targets: { origins },
      loopback: 'never',
      privateOrigins: origins,
      resolveHost: fakeDns({ 'sandbox.test': ['127.0.0.1'], 'other.test': ['127.0.0.1'], 'meta.test': ['169.254.169.254'] }),
    });
    assert.equal((await relay.send(get(`http://sandbox.test:${target.port}/`))).response?.status, 200);
    assertProblem(await relay.send(get('http://meta.test/')), 'address-blocked', 403, /cloud metadata/);
    assert.equal(target.received.length, 1);
  });
});

describe('relay refusals: redirects', () => {
  it('a redirect to an undeclared origin is refused, and that origin gets nothing', async () => {
    const elsewhere = await startTarget();
    const declared = await startTarget((_req, res) => res.writeHead(302, { location: `${elsewhere.origin}/steal` }).end());
    const relay = await startRelay({ targets: { origins: [declared.origin] }, loopback: 'declared' });
    const answer = await relay.send(get(`${declared.origin}/start`));
    assertProblem(answer, 'target-not-allowed', 403, /redirected to http:\/\/127\.0\.0\.1:\d+, and .* is not a server of this site's API specs/);
    assert.equal(declared.received.length, 1);
    assert.equal(elsewhere.received.length, 0);
  });

  it('a redirect to a declared origin whose address is blocked is refused after resolving it again', async () => {
    const internal = await startTarget();
    const entry = await startTarget((_req, res) => res.writeHead(307, { location: `http://internal.test:${internal.port}/admin` }).end());
    const relay = await startRelay({
      targets: { origins: [`http://public.test:${entry.port}`, `http://internal.test:${internal.port}`, 'http://169.254.169.254'] },
      loopback: 'never',
      privateOrigins: [`http://public.test:${entry.port}`],
      resolveHost: fakeDns({ 'public.test': ['127.0.0.1'], 'internal.test': ['127.0.0.1'] }),
    });
    assertProblem(
      await relay.send(get(`http://public.test:${entry.port}/`)),
      'address-blocked',
      403,
      /redirected to http:\/\/internal\.test:\d+, and .* resolves to 127\.0\.0\.1/,
    );
    assert.equal(entry.received.length, 1);
    assert.equal(internal.received.length, 0);
  });

  it('a redirect to a metadata address literal is refused', async () => {
    const entry = await startTarget((_req, res) => res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end());
    const relay = await startRelay({ targets: { origins: [entry.origin, 'http://169.254.169.254'] }, loopback: 'declared' });
    assertProblem(await relay.send(get(`${entry.origin}/`)), 'address-blocked', 403, /169\.254\.169\.254 is a cloud metadata address/);
  });

  it('more than five redirects are refused after the sixth request', async () => {
    const loop = await startTarget((req, res) =>
      res.writeHead(302, { location: `/hop?n=${Number(new URL(req.url, 'http://x').searchParams.get('n') ?? 0) + 1}` }).end(),
    );
    const relay = await startRelay({ targets: { origins: [loop.origin] }, loopback: 'declared' });
    assertProblem(
      await relay.send(get(`${loop.origin}/hop`)),
      'too-many-redirects',
      424,
      /redirected more than 5 times \(the last time to http:\/\/127\.0\.0\.1:\d+\/hop\?n=6\)/,
    );
    assert.equal(loop.received.length, 6);
  });
});

describe('relay refusals: limits', () => {
  it('a request body over the limit is refused before anything is sent', async () => {
    const target = await startTarget();
    const relay = await startRelay({ targets: { origins: [target.origin] }, loopback: 'declared', limits: { requestBytes: 1000 } });
    const body = Buffer.alloc(1500, 1).toString('base64');
    assertProblem(
      await relay.send({ method: 'POST', url: `${target.origin}/upload`, headers: {}, body, bodyEncoding: 'base64' }),
      'request-too-large',
      413,
      /1\.5 KB; the relay sends at most 1000 bytes/,
    );
    assertProblem(
      await relay.send({ method: 'POST', url: `${target.origin}/upload`, headers: {}, body: 'x'.repeat(1001), bodyEncoding: 'utf8' }),
      'request-too-large',
      413,
      /at most 1000 bytes/,
    );
    assert.equal(target.received.length, 0);
  });

  it('a payload over what the relay reads is refused while it arrives', async () => {
    const target = await startTarget();
    const relay = await startRelay({ targets: { origins: [target.origin] }, loopback: 'declared', limits: { requestBytes: 1000 } });
    const answer = await relay.send({ method: 'POST', url: `${target.origin}/`, headers: {}, body: 'x'.repeat(2 * 1024 * 1024), bodyEncoding: 'utf8' });
    assertProblem(answer, 'request-too-large', 413, /payload is over/);
    assert.equal(target.received.length, 0);
  });

  it('an answer over the limit is refused, compressed or not', async () => {
    const big = await startTarget((_req, res) => res.end(Buffer.alloc(5000, 65)));
    const bomb = await startTarget((_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(Buffer.alloc(1024 * 1024))));
    const relay = await startRelay({ targets: { origins: [big.origin, bomb.origin] }, loopback: 'declared', limits: { responseBytes: 4096 } });
    assertProblem(await relay.send(get(`${big.origin}/`)), 'response-too-large', 424, /larger than 4 KB/);
    assertProblem(await relay.send(get(`${bomb.origin}/`)), 'response-too-large', 424, /larger than 4 KB/);
  });

  it('an API that does not answer in time is a timeout, as is one that stops halfway and DNS that never answers', async () => {
    const silent = await startTarget(() => {});
    const stalling = await startTarget((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).write('first half'));
    const relay = await startRelay({
      targets: { origins: [silent.origin, stalling.origin, 'http://slow-dns.test'] },
      loopback: 'declared',
      limits: { timeMs: 300 },
      resolveHost: () => new Promise(() => {}),
    });
    const started = performance.now();
    assertProblem(await relay.send(get(`${silent.origin}/`)), 'timeout', 408, /did not answer within 0\.3 s/);
    assertProblem(await relay.send(get(`${stalling.origin}/`)), 'timeout', 408, /did not answer within 0\.3 s/);
    assertProblem(await relay.send(get('http://slow-dns.test/')), 'timeout', 408, /slow-dns\.test did not answer/);
    assert.ok(performance.now() - started < 4000);
  });

  it('a server that is down is unreachable, and an unknown host does not resolve', async () => {
    const target = await startTarget();
    const relay = await startRelay({ targets: { origins: ['http://127.0.0.1:1', 'http://nowhere.test'] }, loopback: 'declared', resolveHost: fakeDns({}) });
    assertProblem(await relay.send(get('http://127.0.0.1:1/')), 'unreachable', 424, /refused the connection \(ECONNREFUSED\)/);
    assertProblem(await relay.send(get('http://nowhere.test/')), 'unreachable', 424, /host name nowhere\.test does not resolve \(ENOTFOUND\)/);
    assert.equal(target.received.length, 0);
  });
});

describe('relay refusals: malformed payloads', () => {
  it('each malformed field gets an invalid-request problem that names it, and nothing is sent', async () => {
    const target = await startTarget();
    const relay = await startRelay({ targets: { origins: [target.origin] }, loopback: 'declared' });
    const url = `${target.origin}/pets`;
    const ok = { method: 'GET', url, headers: {}, body: null, bodyEncoding: 'utf8' };
    const cases: [unknown, RegExp][] = [
      [['GET', url], /takes a JSON object .* not an array/],
      ['GET', /takes a JSON object .* not the string "GET"/],
      [{ ...ok, method: 42 }, /"method" must be a string/],
      [
        { ...ok, method: 'CONNECT' },
        /"method" must be GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS, QUERY or another method an API documents \(such as COPY\), not "CONNECT": CONNECT, TRACE and TRACK are never relayed/,
      ],
      [{ ...ok, method: 'TRACE' }, /not "TRACE"/],
      [{ ...ok, method: 'track' }, /not "track"/],
      [{ ...ok, method: 'GET /x' }, /not "GET \/x"/],
      [{ ...ok, url: undefined }, /"url" must be a string/],
      [{ ...ok, url: '/pets' }, /absolute http or https URL .* not "\/pets"/],
      [{ ...ok, url: 'file:///etc/passwd' }, /absolute http or https URL .* not "file:\/\/\/etc\/passwd"/],
      [{ ...ok, url: 'gopher://127.0.0.1:25/' }, /absolute http or https URL/],
      [{ ...ok, url: `http://user:secret@${new URL(url).host}/` }, /user name or password: send credentials in an Authorization header/],
      [{ ...ok, headers: ['x'] }, /"headers" must be an object/],
      [{ ...ok, headers: { 'X-Bad Name': '1' } }, /Header name "X-Bad Name" is not valid/],
      [{ ...ok, headers: { 'X-Injected': 'a\r\nHost: evil.test' } }, /Header "X-Injected" contains a line break/],
      [{ ...ok, headers: { 'X-Emoji': '🙂' } }, /Header "X-Emoji" contains a character HTTP headers cannot carry/],
      [{ ...ok, headers: { 'X-Count': 3 } }, /Header "X-Count" must have a string value, not the number 3/],
      [{ ...ok, headers: { accept: 'a', Accept: 'b' } }, /Header "Accept" is given twice/],
      [{ ...ok, body: { a: 1 } }, /"body" must be a string or null, not an object/],
      [{ ...ok, bodyEncoding: 'hex' }, /"bodyEncoding" must be "utf8" or "base64", not the string "hex"/],
      [{ ...ok, method: 'POST', body: 'not base64!', bodyEncoding: 'base64' }, /"body" is not base64/],
      [{ ...ok, method: 'POST', body: 'QUJD\nREVG', bodyEncoding: 'base64' }, /"body" is not base64/],
    ];
    for (const [payload, detail] of cases) assertProblem(await relay.send(payload), 'invalid-request', 400, detail);
    const notJson = await fetch(relay.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"method":' });
    assert.equal(notJson.status, 400);
    assert.match(((await notJson.json()) as { detail: string }).detail, /The payload is not JSON/);
    assert.equal(target.received.length, 0);
  });
});

describe('relay refusals: the HTTP edge', () => {
  it('answers 405 with Allow: POST to any other method, and 415 to a payload that is not JSON', async () => {
    const target = await startTarget();
    const relay = await startRelay({ targets: { origins: [target.origin] }, loopback: 'declared' });
    const getAnswer = await fetch(relay.url);
    assert.equal(getAnswer.status, 405);
    assert.equal(getAnswer.headers.get('allow'), 'POST');
    assert.equal(((await getAnswer.json()) as { type: string }).type, relayProblemType('method-not-allowed'));
    const options = await fetch(relay.url, { method: 'OPTIONS' });
    assert.equal(options.status, 405, 'no CORS preflight is ever granted');
    assert.equal(options.headers.get('access-control-allow-origin'), null);
    await options.body?.cancel();
    // A cross-site form or a "simple" fetch can only send these types; they never reach a target.
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const answer = await relay.send(get(`${target.origin}/`), { headers: { 'content-type': type } });
      assert.equal(answer.status, 415, type);
      assert.equal(answer.problem?.type, relayProblemType('unsupported-media-type'));
    }
    assert.equal(target.received.length, 0);
  });
});

describe('relay refusals: load', () => {
  it('requests past the concurrent limit are refused at once with 429 and Retry-After; the relay takes requests again when they end', async () => {
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    const target = await startTarget((_req, res) => void held.then(() => res.writeHead(200, { 'content-type': 'text/plain' }).end('late')));
    const relay = await startRelay({ targets: { origins: [target.origin] }, loopback: 'declared', limits: { concurrent: 2 } });
    const slow = [relay.send(get(`${target.origin}/a`)), relay.send(get(`${target.origin}/b`))];
    while (target.received.length < 2) await new Promise((r) => setTimeout(r, 10));
    const third = await relay.send(get(`${target.origin}/c`));
    assertProblem(third, 'busy', 429, /already relaying 2 requests, the most it takes at once/);
    assert.equal(third.headers.get('retry-after'), '1');
    assert.equal(target.received.length, 2, 'the third request never reached the API');
    release();
    for (const answer of await Promise.all(slow)) assert.equal(answer.response?.body, 'late');
    assert.equal((await relay.send(get(`${target.origin}/d`))).response?.body, 'late');
  });
});
