// The relay passes a stream on as it arrives (a real SSE server that emits over time, the relay
// behind node's http server, read with fetch as the island does), caps it cleanly, and lets go of
// the API as soon as the reader does.
import assert from 'node:assert/strict';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { relayRequest } from '../src/relay/relay-request.ts';
import type { RelayStreamFrame } from '../src/relay-types.ts';
import { relayStreamType } from '../src/relay-types.ts';
import { get, startRelay, startTarget } from '../../../test-support/relay-fixture.ts';

/** An API whose `/events` sends `count` events `gapMs` apart (forever with count 0); it records when each reader hung up. */
async function startEventApi(): Promise<{ origin: string; sent: () => number; closed: Promise<void> }> {
  let sent = 0;
  let hungUp!: () => void;
  const closed = new Promise<void>((resolve) => (hungUp = resolve));
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://api');
    const count = Number(url.searchParams.get('count') ?? 3);
    const gapMs = Number(url.searchParams.get('gap') ?? 300);
    const type = url.searchParams.get('type') ?? 'text/event-stream';
    res.once('close', () => hungUp());
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
    void emit(res, type, count, gapMs, () => sent++);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  after(
    () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  );
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sent: () => sent, closed };
}

async function emit(res: ServerResponse, type: string, count: number, gapMs: number, onSent: () => void): Promise<void> {
  for (let i = 1; count === 0 || i <= count; i++) {
    if (res.destroyed) return;
    res.write(type === 'text/event-stream' ? `event: tick\nid: ${i}\ndata: {"n":${i}}\n\n` : `{"n":${i}}\n`);
    onSent();
    await sleep(gapMs);
  }
  res.end();
}

/** Posts a stream request to the relay and reads its frames as they come, noting when each arrived. */
async function readFrames(relayUrl: string, url: string, onFrame: (frame: RelayStreamFrame) => void = () => {}, signal?: AbortSignal) {
  const response = await fetch(relayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...get(url), stream: true }),
    ...(signal ? { signal } : {}),
  });
  const frames: RelayStreamFrame[] = [];
  let pending = '';
  const decoder = new TextDecoder();
  for await (const bytes of response.body!) {
    pending += decoder.decode(bytes as Uint8Array, { stream: true });
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      const frame = JSON.parse(line) as RelayStreamFrame;
      frames.push(frame);
      onFrame(frame);
    }
  }
  return { contentType: response.headers.get('content-type'), frames };
}

test('an event stream reaches the reader event by event, before the API has finished', async () => {
  const api = await startEventApi();
  const relay = await startRelay({ targets: { origins: [api.origin] }, loopback: 'declared' });
  let sentWhenFirstArrived = -1;
  const { contentType, frames } = await readFrames(relay.url, `${api.origin}/events?count=4&gap=400`, (frame) => {
    if (frame.type === 'chunk' && sentWhenFirstArrived < 0) sentWhenFirstArrived = api.sent();
  });
  assert.equal(contentType, relayStreamType);
  assert.ok(sentWhenFirstArrived >= 1 && sentWhenFirstArrived < 4, `the first event arrived after ${sentWhenFirstArrived} of 4 were sent`);
  assert.deepEqual(frames[0], { type: 'head', status: 200, statusText: 'OK', headers: frames[0]!.type === 'head' ? frames[0]!.headers : {} });
  assert.equal(frames[0]!.type === 'head' && frames[0]!.headers['content-type'], 'text/event-stream');
  const text = frames.flatMap((f) => (f.type === 'chunk' ? [f.text] : [])).join('');
  assert.equal(text.match(/^data: /gm)?.length, 4);
  const end = frames.at(-1)!;
  assert.equal(end.type === 'end' && end.reason, 'ended');
});

test("the relay's time cap ends an endless stream cleanly, with what arrived and why it stopped", async () => {
  const api = await startEventApi();
  const relay = await startRelay({ targets: { origins: [api.origin] }, loopback: 'declared', limits: { timeMs: 1200 } });
  const { frames } = await readFrames(relay.url, `${api.origin}/events?count=0&gap=200&type=application/jsonl`);
  const end = frames.at(-1)!;
  assert.equal(end.type, 'end');
  assert.equal(end.type === 'end' && end.reason, 'time-cap');
  assert.match(end.type === 'end' ? end.detail : '', /Stopped after 1\.2 s, the time the relay gives a request/);
  assert.ok(frames.filter((f) => f.type === 'chunk').length >= 3);
  await api.closed; // the API's connection was dropped, not left open
});

test("the relay's size cap ends a stream at that size and says so", async () => {
  const api = await startEventApi();
  const relay = await startRelay({ targets: { origins: [api.origin] }, loopback: 'declared', limits: { responseBytes: 200 } });
  const { frames } = await readFrames(relay.url, `${api.origin}/events?count=0&gap=20`);
  const end = frames.at(-1)!;
  assert.equal(end.type === 'end' && end.reason, 'size-cap');
  assert.match(end.type === 'end' ? end.detail : '', /Stopped after 200 bytes, the most the relay passes on/);
  assert.ok(end.type === 'end' && end.bytes <= 200);
  await api.closed;
});

test('a reader that stops reading ends the request to the API', async () => {
  const api = await startEventApi();
  const relay = await startRelay({ targets: { origins: [api.origin] }, loopback: 'declared' });
  const stop = new AbortController();
  let chunks = 0;
  await assert.rejects(
    readFrames(
      relay.url,
      `${api.origin}/events?count=0&gap=100`,
      (frame) => {
        if (frame.type === 'chunk' && ++chunks === 2) stop.abort();
      },
      stop.signal,
    ),
    { name: 'AbortError' },
  );
  const sentAtStop = api.sent();
  await Promise.race([api.closed, sleep(3000).then(() => assert.fail('the API connection stayed open after the reader left'))]);
  assert.ok(api.sent() <= sentAtStop + 2);
});

test('without "stream", the relay answers whole as before; a non-stream answer stays whole even when asked to stream', async () => {
  const api = await startEventApi();
  const relay = await startRelay({ targets: { origins: [api.origin] }, loopback: 'declared' });
  const whole = await relay.send(get(`${api.origin}/events?count=2&gap=10`));
  assert.equal(whole.response?.body, 'event: tick\nid: 1\ndata: {"n":1}\n\nevent: tick\nid: 2\ndata: {"n":2}\n\n');
  const json = await relay.send({ ...get(`${api.origin}/events?count=1&gap=10&type=image/png`), stream: true });
  assert.equal(json.contentType, 'application/json; charset=utf-8');
  assert.equal(json.response?.bodyEncoding, 'base64');
});

/** An API that sends its answer of type `?type=` in two chunks 100 ms apart, without a Content-Length (chunked). */
async function startChunkedApi() {
  return startTarget((request, res) => {
    const type = new URL(request.url, 'http://api').searchParams.get('type')!;
    const [first, second] = type.includes('json')
      ? ['{"pets":[{"id":1,', '"name":"Rex"}]}']
      : type.includes('xml')
        ? ['<pets><pet id="1">', 'Rex</pet></pets>']
        : ['line one\n', 'line two\n'];
    res.writeHead(200, { 'content-type': type });
    res.write(first);
    setTimeout(() => res.end(second), 100);
  });
}

test('chunked JSON or XML asked to stream comes whole, as without the flag, so it can be pretty-printed and checked', async () => {
  const api = await startChunkedApi();
  const relay = await startRelay({ targets: { origins: [api.origin] }, loopback: 'declared' });
  for (const type of ['application/json', 'application/problem+json; charset=utf-8', 'application/xml', 'text/xml']) {
    const answer = await relay.send({ ...get(`${api.origin}/pets?type=${encodeURIComponent(type)}`), stream: true });
    assert.equal(answer.contentType, 'application/json; charset=utf-8', type);
    assert.equal(answer.response?.body, type.includes('json') ? '{"pets":[{"id":1,"name":"Rex"}]}' : '<pets><pet id="1">Rex</pet></pets>', type);
  }
});

test('chunked plain text asked to stream still streams, chunk by chunk', async () => {
  const api = await startChunkedApi();
  const relay = await startRelay({ targets: { origins: [api.origin] }, loopback: 'declared' });
  const { contentType, frames } = await readFrames(relay.url, `${api.origin}/log?type=text/plain`);
  assert.equal(contentType, relayStreamType);
  assert.deepEqual(
    frames.flatMap((f) => (f.type === 'chunk' ? [f.text] : [])),
    ['line one\n', 'line two\n'],
  );
  assert.equal(frames.at(-1)!.type, 'end');
});

test('relayed whole (as MCP tools do), an endless stream is collected up to the time cap and marked capped', async () => {
  const api = await startEventApi();
  const result = await relayRequest(get(`${api.origin}/events?count=0&gap=100`), {
    targets: { origins: [api.origin] },
    loopback: 'declared',
    limits: { timeMs: 800 },
  });
  assert.ok(result.ok);
  assert.match(result.value.capped ?? '', /Stopped after 0\.8 s/);
  assert.ok((result.value.body.match(/^data: /gm)?.length ?? 0) >= 3);
});

test('"stream" must be a boolean', async () => {
  const relay = await startRelay({ targets: { origins: ['http://127.0.0.1:9'] }, loopback: 'declared' });
  const answer = await relay.send({ ...get('http://127.0.0.1:9/'), stream: 'yes' });
  assert.equal(answer.status, 400);
  assert.match(answer.problem?.detail ?? '', /"stream" must be true or false, not the string "yes"/);
});
