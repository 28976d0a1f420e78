// The relay as an Astro server route (adapters) streams too: the first event reaches the reader
// while the API is still sending, and a reader that cancels drops the API's connection.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, test } from 'node:test';
import { relayRoute } from '../src/relay/relay-route.ts';

test('the route streams an event stream as it arrives and lets go of the API when the reader cancels', async () => {
  let sent = 0;
  let hungUp = false;
  const api = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const timer = setInterval(() => res.write(`data: {"n":${++sent}}\n\n`), 150);
    res.once('close', () => {
      clearInterval(timer);
      hungUp = true;
    });
  });
  await new Promise<void>((ready) => api.listen(0, '127.0.0.1', ready));
  after(
    () =>
      new Promise<void>((done) => {
        api.closeAllConnections();
        api.close(() => done());
      }),
  );
  const origin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

  const route = relayRoute({ targets: { origins: [origin] }, loopback: 'declared' });
  const payload = JSON.stringify({ method: 'GET', url: `${origin}/events`, headers: {}, body: null, bodyEncoding: 'utf8', stream: true });
  const response = await route({
    request: new Request('http://docs.test/api/request', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(payload.length) },
      body: payload,
    }),
  });
  assert.equal(response.headers.get('content-type'), 'application/vnd.quire.relay-stream+jsonl');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (!text.includes('"type":"chunk"')) text += (await reader.read()).value ?? '';
  assert.match(text.split('\n')[0]!, /^\{"type":"head","status":200,/);
  assert.ok(sent < 3, `the first event came through after ${sent} were sent`);
  await reader.cancel();
  for (let waited = 0; !hungUp && waited < 3000; waited += 50) await new Promise((r) => setTimeout(r, 50));
  assert.ok(hungUp, "the API's connection was closed once the reader cancelled");
});
