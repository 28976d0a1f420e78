/**
 * The MCP server on GitHub's REST spec with every operation enabled (a root `x-docs.mcp` added in
 * memory), as issue 7 asks for it: how many tools, the size of the tools/list answer, and the
 * list-tools latency through the official SDK client over an in-memory transport (median of 20
 * after a warm-up). Run `node scripts/bench-mcp.ts` (npm run bench fetches the spec first).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { loadSpec } from '../packages/openapi/src/index.ts';
import { createDocsMcpServer, mcpToolSpecs } from '../packages/mcp/src/index.ts';

const ROOT = resolve(import.meta.dirname, '..');
const SPEC = join(ROOT, '.cache/corpus/rest/api.github.com.json');
const RUNS = 20;

if (!existsSync(SPEC)) {
  console.error(`${SPEC} is missing: run \`node scripts/corpus.ts github\` first (npm run bench does).`);
  process.exit(1);
}
const loaded = await loadSpec(SPEC);
const model = loaded.model;
if (!model) throw new Error(`${SPEC} did not load`);
model.docs = { ...model.docs, mcp: { enabled: true } };

let started = performance.now();
const tools = mcpToolSpecs([model]);
const buildMs = performance.now() - started;
const server = createDocsMcpServer({ tools, pages: [], readPage: async () => undefined, relay: { targets: { origins: [] } } });
const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
await server.connect(serverSide);
const client = new Client({ name: 'bench', version: '1.0.0' });
await client.connect(clientSide);

let listed = (await client.listTools()).tools;
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  started = performance.now();
  listed = (await client.listTools()).tools;
  times.push(performance.now() - started);
}
await client.close();
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
const bytes = Buffer.byteLength(JSON.stringify({ tools: listed }));

console.log(`MCP on GitHub's REST spec (${model.operations.length} operations, every one enabled):`);
console.log(`  tools                 ${tools.length} API tools (+ search, get_page = ${listed.length} listed)`);
console.log(`  tool specs built in   ${buildMs.toFixed(0)} ms`);
console.log(`  tools/list answer     ${(bytes / 1024 / 1024).toFixed(1)} MB of JSON`);
console.log(
  `  listTools latency     median ${median.toFixed(1)} ms, min ${times[0]!.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms (${RUNS} runs, in-memory transport)`,
);
