/**
 * A hosted build's cost with and without the service's compile cache (compile-cache.ts): a small
 * docs repo (a home page, a guide, one operation) built in the sandbox as the hosting service
 * builds it, BENCH_PAIRS times each way (default 8), in turn. A sandboxed build is no child the
 * bench could wait for, so the build reports its own CPU (every thread of its process) as it exits.
 * Prints the warm-up's time, then each way's median CPU, wall time and the median ratio of pairs.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runBuildProcess } from '../packages/server/src/builds/build-process.ts';
import { warmCompileCache } from '../packages/server/src/builds/compile-cache.ts';
import { miniDocs } from '../packages/server/test/build-helpers.ts';

const pairs = Number(process.env.BENCH_PAIRS ?? 8);
const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'quire-bench-hosted-'));
// In the repository, so the sandbox shows it Quire's node_modules as it shows the real script.
const benchDir = join(root, '.cache', 'bench');
mkdirSync(benchDir, { recursive: true });
const cli = join(benchDir, 'quire-with-cpu.mjs');
writeFileSync(
  cli,
  `process.on('exit', () => { const { user, system } = process.cpuUsage(); process.stderr.write('\\ncpu-us ' + (user + system) + '\\n'); });\nawait import(${JSON.stringify(join(root, 'packages', 'cli', 'bin', 'quire.js'))});\n`,
);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function build(cache: string | undefined): Promise<{ cpu: number; wall: number }> {
  const checkout = mkdtempSync(join(work, 'checkout-'));
  for (const [name, text] of Object.entries(miniDocs)) writeFileSync(join(checkout, name), text);
  const lines: string[] = [];
  const started = performance.now();
  const result = await runBuildProcess({
    checkoutDir: checkout,
    docsDir: checkout,
    home: mkdtempSync(join(work, 'home-')),
    memoryMb: 2048,
    log: (line) => lines.push(line),
    signal: new AbortController().signal,
    cli,
    ...(cache ? { compileCache: { dir: cache } } : {}),
  });
  const wall = (performance.now() - started) / 1000;
  const cpu = lines.map((line) => /^cpu-us (\d+)$/.exec(line)).find(Boolean);
  if (result.exitCode !== 0 || !cpu) throw new Error(`the build failed:\n${lines.join('\n')}`);
  return { cpu: Number(cpu[1]) / 1e6, wall };
}

try {
  const started = performance.now();
  const cache = await warmCompileCache({ cli, memoryMb: 2048, root: join(work, 'compile-cache') });
  if (!cache) throw new Error('the compile cache could not be warmed');
  console.log(`warm-up (one build of the service's own docs): ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const runs = { with: [] as { cpu: number; wall: number }[], without: [] as { cpu: number; wall: number }[] };
  for (let i = 0; i < pairs; i++) {
    runs.without.push(await build(undefined));
    runs.with.push(await build(cache));
  }
  for (const [name, list] of Object.entries(runs))
    console.log(
      `${name.padEnd(7)} the cache: CPU median ${median(list.map((r) => r.cpu)).toFixed(2)} s, wall median ${median(list.map((r) => r.wall)).toFixed(2)} s`,
    );
  const ratios = runs.with.map((r, i) => r.cpu / runs.without[i]!.cpu);
  console.log(
    `CPU with / without, median of ${pairs} pairs: ${median(ratios).toFixed(2)} (range ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
