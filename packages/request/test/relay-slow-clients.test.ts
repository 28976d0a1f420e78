// Clients that post slowly cannot shut the relay for others: a payload still arriving takes no
// place among the relay's concurrent requests, it must all arrive within a deadline (a total, so
// trickling bytes does not extend it), and each client address may hold only a few requests open.
// Every client here is a real socket from its own loopback address (Linux routes all of
// 127.0.0.0/8 to the loopback interface).
import assert from 'node:assert/strict';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, describe, it } from 'node:test';
import { readBodyText } from '../src/read-body.ts';
import { createRelayHandler } from '../src/relay/relay-handler.ts';
import { answerRelayHttp } from '../src/relay/relay-http.ts';
import type { RelayOptions } from '../src/relay/relay-options.ts';
import { relayProblemType } from '../src/relay/relay-problems.ts';
import { get, startTarget } from '../../../test-support/relay-fixture.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** The relay on a real server that counts the requests it has begun to answer. */
async function startCountingRelay(options: RelayOptions): Promise<{ port: number; arrived: () => number }> {
  const relay = createRelayHandler(options);
  let arrived = 0;
  const server = createServer((req, res) => {
    arrived += 1;
    void relay(req, res);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  // Connections still sending (a failed test's slow clients) are cut, so closing never waits on them.
  after(() => new Promise<void>((done) => server.close(() => done()).closeAllConnections()));
  return { port: (server.address() as AddressInfo).port, arrived: () => arrived };
}

/** A whole relay request from `localAddress`, as the playground posts it. */
function post(port: number, localAddress: string, payload: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/api/request', method: 'POST', localAddress, agent: false, headers: { 'content-type': 'application/json' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject).end(JSON.stringify(payload));
  });
}

interface SlowClient {
  /** Settles with what the relay answered, once it closes the connection. */
  answered: Promise<Answer>;
  /** Whether any answer has come yet. */
  hasAnswer(): boolean;
  close(): void;
}

/** The attack: a post that promises a 1000-byte payload and sends one byte of it every `everyMs`. */
function slowClient(port: number, localAddress: string, everyMs: number): SlowClient {
  const req = request({
    host: '127.0.0.1',
    port,
    path: '/api/request',
    method: 'POST',
    localAddress,
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': '1000' },
  });
  req.flushHeaders();
  req.write('{');
  const drip = setInterval(() => req.write(' '), everyMs);
  let responded = false;
  const answered = new Promise<Answer>((resolve) => {
    req.once('response', (res) => {
      responded = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
  });
  // A write racing the relay's close fails (EPIPE, ECONNRESET); the answer, if any, came before.
  req.on('error', () => {});
  req.once('close', () => clearInterval(drip));
  const close = () => {
    clearInterval(drip);
    req.destroy();
  };
  after(close);
  return { answered, hasAnswer: () => responded, close };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((next) => setTimeout(next, 10));
}

describe('relay: slow clients', () => {
  it('40 clients trickling their payloads take no place: a reader is relayed while they are still sending', { timeout: 60_000 }, async () => {
    const target = await startTarget((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'));
    // A deadline far beyond the test: the slow clients are still connected when the reader is answered.
    const relay = await startCountingRelay({ targets: { origins: [target.origin] }, loopback: 'declared', limits: { payloadMs: 600_000 } });
    const slow = Array.from({ length: 40 }, (_, i) => slowClient(relay.port, `127.0.1.${i + 1}`, 100));
    try {
      await until(() => relay.arrived() === 40);
      const answer = await post(relay.port, '127.0.0.2', get(`${target.origin}/pets`));
      assert.equal(answer.status, 200, answer.body);
      assert.equal((JSON.parse(answer.body) as { body: string }).body, 'ok');
      assert.ok(
        slow.every((client) => !client.hasAnswer()),
        'the slow clients are still sending',
      );
    } finally {
      for (const client of slow) client.close();
    }
  });

  it('a payload that trickles in is cut with 408 at the deadline though bytes keep coming, and frees its place', { timeout: 60_000 }, async () => {
    const target = await startTarget();
    const relay = await startCountingRelay({ targets: { origins: [target.origin] }, loopback: 'declared', limits: { payloadMs: 300, perClient: 1 } });
    // A byte every 20 ms: an idle timeout of 300 ms would never fire.
    const answer = await slowClient(relay.port, '127.0.0.3', 20).answered;
    assert.equal(answer.status, 408);
    assert.equal(answer.headers['content-type'], 'application/problem+json');
    assert.equal(answer.headers.connection, 'close');
    const problem = JSON.parse(answer.body) as { type: string; status: number; detail: string };
    assert.equal(problem.type, relayProblemType('payload-timeout'));
    assert.equal(problem.status, 408);
    assert.match(problem.detail, /did not arrive within 0\.3 s, the most the relay waits for it: nothing was sent to the API/);
    assert.equal(target.received.length, 0);
    // Its one place is back: the same address is relayed again.
    assert.equal((await post(relay.port, '127.0.0.3', get(`${target.origin}/`))).status, 200);
  });

  it('an address past its own limit of open requests gets 429 at once, while another address is relayed', { timeout: 60_000 }, async () => {
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    const target = await startTarget((req, res) => (req.url === '/held' ? void held.then(() => res.end('late')) : res.end('ok')));
    const relay = await startCountingRelay({ targets: { origins: [target.origin] }, loopback: 'declared', limits: { perClient: 2, payloadMs: 600_000 } });
    // One request waiting on the API, one payload still arriving: both count against the address.
    const waiting = post(relay.port, '127.0.0.4', get(`${target.origin}/held`));
    const trickling = slowClient(relay.port, '127.0.0.4', 100);
    try {
      await until(() => target.received.length === 1 && relay.arrived() === 2);

      const refused = await post(relay.port, '127.0.0.4', get(`${target.origin}/quick`));
      assert.equal(refused.status, 429);
      assert.equal(refused.headers['retry-after'], '1');
      const problem = JSON.parse(refused.body) as { type: string; detail: string };
      assert.equal(problem.type, relayProblemType('client-busy'));
      assert.match(problem.detail, /^This address \(127\.0\.0\.4\) already has 2 requests open at the relay, the most one client may\./);
      assert.equal(target.received.length, 1, 'the refused request never reached the API');

      const other = await post(relay.port, '127.0.0.5', get(`${target.origin}/quick`));
      assert.equal(other.status, 200);
    } finally {
      release();
      trickling.close();
    }
    assert.equal((await waiting).status, 200);
  });

  it('a web-standard request (relayRoute) has the same deadline, and its body stops being read', { timeout: 60_000 }, async () => {
    let cancelled = false;
    // A body that sends its first byte and then nothing more, as a stalled client's would.
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode('{')),
      cancel: () => void (cancelled = true),
    });
    const request = new Request('http://site.test/api/request', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    const envelope = {
      method: 'POST',
      contentType: 'application/json',
      contentLength: 0,
      readBody: (maxBytes: number, stop: AbortSignal) => readBodyText(request, maxBytes, stop),
    };
    const answer = await answerRelayHttp(envelope, { targets: { origins: [] }, limits: { payloadMs: 100 } });
    assert.equal(answer.status, 408);
    assert.equal((JSON.parse(answer.body as string) as { type: string }).type, relayProblemType('payload-timeout'));
    assert.ok(cancelled, 'the body was cancelled, not left to arrive');
  });
});
