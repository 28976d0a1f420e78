/**
 * The relay's added latency, as issue 5 asks for it: 200 requests to a local API server straight
 * from fetch, and 200 through `POST /api/request` (the relay handler on a real http server, as
 * `quire preview` runs it), alternating so that both see the same machine. Prints the median and
 * p95 of each and what the relay adds at the median. Run `node scripts/bench-relay.ts`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRelayHandler } from '../packages/request/src/relay/relay-handler.ts';

const REQUESTS = 200;
const WARMUP = 20;
const answer = JSON.stringify({ pets: Array.from({ length: 10 }, (_, i) => ({ id: i, name: `Pet ${i}`, tag: 'dog' })) });

async function listen(server: Server): Promise<string> {
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const api = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(answer));
const apiOrigin = await listen(api);
const relay = createServer(createRelayHandler({ targets: { origins: [apiOrigin] }, loopback: 'declared' }));
const relayUrl = `${await listen(relay)}/api/request`;
const payload = JSON.stringify({ method: 'GET', url: `${apiOrigin}/pets?limit=10`, headers: { accept: 'application/json' }, body: null, bodyEncoding: 'utf8' });

async function direct(): Promise<void> {
  const response = await fetch(`${apiOrigin}/pets?limit=10`, { headers: { accept: 'application/json' } });
  if (response.status !== 200) throw new Error(`the API answered ${response.status}`);
  await response.text();
}

async function relayed(): Promise<void> {
  const response = await fetch(relayUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload });
  const body = (await response.json()) as { status?: number; detail?: string };
  if (response.status !== 200 || body.status !== 200) throw new Error(`the relay answered ${response.status}: ${body.detail ?? JSON.stringify(body)}`);
}

async function time(call: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await call();
  return performance.now() - started;
}

for (let i = 0; i < WARMUP; i++) await Promise.all([direct(), relayed()]);
const times = { direct: [] as number[], relay: [] as number[] };
for (let i = 0; i < REQUESTS; i++) {
  times.direct.push(await time(direct));
  times.relay.push(await time(relayed));
}
api.close();
relay.close();

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
const ms = (value: number) => `${value.toFixed(2)} ms`;
console.log(`Relay latency over ${REQUESTS} requests to a local API (${answer.length}-byte JSON answer):`);
console.log(`  direct   median ${ms(percentile(times.direct, 50))}   p95 ${ms(percentile(times.direct, 95))}`);
console.log(`  relay    median ${ms(percentile(times.relay, 50))}   p95 ${ms(percentile(times.relay, 95))}`);
console.log(`  added by the relay at the median: ${ms(percentile(times.relay, 50) - percentile(times.direct, 50))}`);
