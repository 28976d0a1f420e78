/**
 * What every `quire build` costs before its pages do: a one-page docs folder built by Quire beside
 * a bare Astro project's one trivial page (the floor), in alternating rounds on the same machine.
 * The difference is Quire's fixed cost (its modules, bundled at each build, and its own steps):
 * what a small site's build, each of the test suite's builds and the hosting service's builds of
 * small repos pay. `node scripts/bench-small-site.ts [--rounds N]`, part of `npm run bench`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildFloorPages } from './lib/floor-site.ts';
import { type Measurement, measure } from './lib/measure.ts';

const CLI = join(resolve(import.meta.dirname, '..'), 'packages/cli/bin/quire.js');
const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error(`--rounds wants a whole number of at least 1, not ${values.rounds}`);
  process.exit(1);
}

/** A fresh one-page docs folder built with `quire build`, cache off: a cold build, as in CI. */
async function quireOnePage(): Promise<Measurement> {
  const docs = mkdtempSync(join(tmpdir(), 'quire-bench-small-'));
  try {
    writeFileSync(join(docs, 'docs.json'), JSON.stringify({ name: 'Small', navigation: { pages: ['index'] } }));
    writeFileSync(join(docs, 'index.mdx'), '---\ntitle: Home\n---\n\nWelcome.\n');
    const measured = await measure(process.execPath, [CLI, 'build', docs, '-o', join(docs, 'out'), '--no-cache'], 5 * 60_000, {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: '1',
    });
    if (measured.code !== 0) throw new Error(`quire build failed:\n${measured.stderr}`);
    return measured;
  } finally {
    rmSync(docs, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const quire: Measurement[] = [];
const floor: Measurement[] = [];
for (let round = 0; round < rounds; round++) {
  floor.push((await buildFloorPages([{ slug: 'index', title: 'Home', method: 'GET', path: '/' }])).measured);
  quire.push(await quireOnePage());
}
const row = (what: string, runs: Measurement[]) =>
  `${what.padEnd(28)} ${median(runs.map((m) => m.seconds)).toFixed(2)} s   ${(median(runs.map((m) => m.peakKb ?? 0)) / 1024).toFixed(0)} MB peak`;
console.log(`One-page site, median of ${rounds} alternating rounds:`);
console.log(row('bare Astro (the floor)', floor));
console.log(row('quire build', quire));
console.log(`${'Quire over the floor'.padEnd(28)} +${(median(quire.map((m) => m.seconds)) - median(floor.map((m) => m.seconds))).toFixed(2)} s`);
