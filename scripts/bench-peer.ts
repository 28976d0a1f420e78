/**
 * Build speed against the closest open-source peer, as issue 21 asks for it: GitHub's REST spec
 * (1,223 operations) built into a whole docs site by Quire (exactly as bench-site.ts builds it)
 * and by starlight-openapi (a minimal Starlight site: the plugin, its sidebar groups, one index
 * page), in the same run on the same machine. Rounds alternate (Quire, peer, Quire, peer) so that
 * both see the same noise; every build is cold (a new output folder, the tool's caches absent).
 * Nothing is deleted until the rounds are over: on ext4 without a journal (this machine's disk), a
 * file created within about 35 s of many deletions makes the kernel skip every recently freed
 * inode, and a build right after removing the last round's 15,000 files spent 4 s more in the
 * kernel than a build in a fresh folder. A CI runner's cold build deletes nothing first.
 * Prints the median wall time and peak RSS of each, the pages each built, and the ratio of the
 * peer's wall time to Quire's against the target: Quire at most a third of the peer's time.
 *
 * The peer is installed once, at pinned versions, into .cache/bench-peer/ and reinstalled only
 * when the pins change. Part of `npm run bench`; `node scripts/bench-peer.ts --rounds N` (2 by
 * default). Exits 0 whatever the verdict (a benchmark, not a test), 1 when a build fails.
 */
import { cpSync, existsSync, globSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Measurement, measure } from './lib/measure.ts';
import { run } from './lib/run.ts';

const ROOT = resolve(import.meta.dirname, '..');
const CLI = join(ROOT, 'packages/cli/bin/quire.js');
const SPEC = join(ROOT, '.cache/corpus/rest/api.github.com.json');
const PEER = join(ROOT, '.cache/bench-peer');
const PEER_ASTRO = join(PEER, 'node_modules/astro/bin/astro.mjs');
const PINS_STAMP = join(PEER, 'node_modules/.quire-bench-pins.json');
/** Exact versions: astro is Quire's; the rest are what starlight-openapi 0.26.1 and Starlight 0.42.4 ask for as peers. */
const PINS = {
  astro: '7.3.5',
  '@astrojs/starlight': '0.42.4',
  'starlight-openapi': '0.26.1',
  '@astrojs/markdown-satteri': '0.4.2',
  '@astrojs/markdown-remark': '7.3.1',
};
const TARGETS = { ratio: 3, peakMb: 1024 };
const BUILD_TIMEOUT_MS = 30 * 60_000;

type Tool = 'quire' | 'peer';
const NAMES: Record<Tool, string> = { quire: 'Quire', peer: 'starlight-openapi' };
type Results = Record<Tool, { runs: Measurement[]; pages: number }>;

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '2' } } });
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1) fail(`--rounds wants a whole number of at least 1, not ${values.rounds}`);
if (!existsSync(SPEC)) fail(`${SPEC} is missing: run \`node scripts/corpus.ts github\` first (npm run bench does).`);

await installPeer();
writePeerSite();
const work = mkdtempSync(join(tmpdir(), 'quire-bench-peer-'));
try {
  report(await alternate());
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** Builds with Quire, then the peer, `rounds` times; throws when a build fails. */
async function alternate(): Promise<Results> {
  const results: Results = { quire: { runs: [], pages: 0 }, peer: { runs: [], pages: 0 } };
  for (let round = 1; round <= rounds; round++) {
    for (const tool of ['quire', 'peer'] as const) {
      // Each round's folders are new (see the top of this file); `work` goes when all are done.
      const out = join(work, `round-${round}`, `out-${tool}`);
      const built = tool === 'quire' ? await buildQuire(writeQuireDocs(join(work, `round-${round}`, 'github')), out) : await buildPeer(out);
      if (built.code !== 0) {
        const how = built.timedOut ? `timed out after ${BUILD_TIMEOUT_MS / 60_000} minutes` : `exit ${built.code ?? built.signal}`;
        throw new Error(`${NAMES[tool]} build failed in round ${round} (${how}):\n${tail(built.stderr + built.stdout)}`);
      }
      results[tool].runs.push(built);
      results[tool].pages = countPages(out);
      console.log(
        `round ${round}/${rounds}: ${NAMES[tool].padEnd(17)} ${built.seconds.toFixed(1)} s, peak ${mb(built.peakKb)} MB, ${results[tool].pages} pages`,
      );
    }
  }
  return results;
}

/** Installs the pinned peer into .cache/bench-peer/ unless the installed pins are already these. */
async function installPeer(): Promise<void> {
  const pins = JSON.stringify(PINS);
  if (existsSync(PINS_STAMP) && readFileSync(PINS_STAMP, 'utf8') === pins && existsSync(PEER_ASTRO)) return;
  mkdirSync(PEER, { recursive: true });
  writeFileSync(join(PEER, 'package.json'), `${JSON.stringify({ name: 'quire-bench-peer', private: true, type: 'module', dependencies: PINS }, null, 2)}\n`);
  console.log(
    `Installing the peer into ${PEER} (${Object.entries(PINS)
      .map(([name, version]) => `${name}@${version}`)
      .join(', ')})`,
  );
  // `npm run bench` hands its own npm_config_* (prefix among them) to children: drop them, so this
  // install goes to the bench folder and nowhere else.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_config_')));
  const installed = await run('npm', ['install', '--prefix', PEER, '--no-audit', '--no-fund', '--loglevel=error'], { capture: true, env });
  if (installed.code !== 0) fail(`npm install of the peer failed:\n${tail(installed.output)}`);
  writeFileSync(PINS_STAMP, pins);
}

/** The minimal Starlight site: starlight-openapi on the spec at /api, its sidebar groups, one index page. */
function writePeerSite(): void {
  mkdirSync(join(PEER, 'src/content/docs'), { recursive: true });
  writeFileSync(
    join(PEER, 'astro.config.mjs'),
    `import starlight from '@astrojs/starlight';
import { defineConfig } from 'astro/config';
import starlightOpenAPI, { openAPISidebarGroups } from 'starlight-openapi';

export default defineConfig({
  integrations: [
    starlight({
      title: 'GitHub REST API',
      plugins: [starlightOpenAPI([{ base: 'api', schema: ${JSON.stringify(SPEC)} }])],
      sidebar: [{ label: 'Start', link: '/' }, ...openAPISidebarGroups],
    }),
  ],
});
`,
  );
  writeFileSync(
    join(PEER, 'src/content.config.ts'),
    `import { defineCollection } from 'astro:content';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';

export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };
`,
  );
  writeFileSync(join(PEER, 'src/content/docs/index.md'), "---\ntitle: GitHub REST API\n---\n\nGitHub's REST API reference, built by starlight-openapi.\n");
}

/** Quire's docs folder, as bench-site.ts writes it: the spec and a docs.json that points at it. */
function writeQuireDocs(docs: string): string {
  mkdirSync(docs, { recursive: true });
  cpSync(SPEC, join(docs, 'github.json'));
  writeFileSync(join(docs, 'docs.json'), JSON.stringify({ name: 'GitHub REST API', navigation: { openapi: 'github.json' } }));
  return docs;
}

/**
 * A cold `quire build` of a new docs folder: no output folder, no `<docs>/.quire` (where Quire's
 * Astro project and page cache live), and an empty user cache (where specs' validation findings
 * are kept between runs).
 */
function buildQuire(docs: string, out: string): Promise<Measurement> {
  const userCache = process.env.XDG_CACHE_HOME;
  process.env.XDG_CACHE_HOME = mkdtempSync(join(tmpdir(), 'quire-bench-cache-'));
  try {
    return measure(process.execPath, [CLI, 'build', docs, '-o', out], BUILD_TIMEOUT_MS); // spawns before it returns
  } finally {
    if (userCache === undefined) delete process.env.XDG_CACHE_HOME;
    else process.env.XDG_CACHE_HOME = userCache;
  }
}

/**
 * A cold `astro build` of the peer site into a new output folder, with no content layer store or
 * Astro cache (a few files, removed first).
 * It runs from the peer's folder: Astro writes its prerender bundle under the working directory
 * whatever `--root` says, and the repository's own `.astro/` is not the bench's to write.
 */
function buildPeer(out: string): Promise<Measurement> {
  for (const dir of [join(PEER, '.astro'), join(PEER, 'node_modules/.astro'), join(PEER, 'dist')]) rmSync(dir, { recursive: true, force: true });
  const here = process.cwd();
  process.chdir(PEER); // measure() spawns before it returns, so the child starts here.
  try {
    return measure(process.execPath, [PEER_ASTRO, 'build', '--root', PEER, '--outDir', out], BUILD_TIMEOUT_MS);
  } finally {
    process.chdir(here);
  }
}

/** HTML pages in an output folder, the 404 page and Quire's `_quire/` files aside. */
function countPages(out: string): number {
  return globSync('**/*.html', { cwd: out, exclude: ['_quire/**', '404.html'] }).length;
}

/** The table: median wall time and peak RSS of each, pages, each round, and the ratio against the target. */
function report(results: Results): void {
  const wall = (tool: Tool) => median(results[tool].runs.map((r) => r.seconds));
  const peak = (tool: Tool) => median(results[tool].runs.map((r) => r.peakKb ?? 0));
  const ratio = wall('peer') / wall('quire');
  const rows: [string, string, string, string][] = [
    ['', NAMES.quire, NAMES.peer, 'target'],
    ['wall time (median)', `${wall('quire').toFixed(1)} s`, `${wall('peer').toFixed(1)} s`, ''],
    ['peak RSS (median)', `${mb(peak('quire'))} MB`, `${mb(peak('peer'))} MB`, `Quire <= ${TARGETS.peakMb} MB`],
    ['pages built', String(results.quire.pages), String(results.peer.pages), ''],
    ['each round (s)', seconds(results.quire.runs), seconds(results.peer.runs), ''],
    ['wall time, peer / Quire', `${ratio.toFixed(2)}x`, '', `>= ${TARGETS.ratio}x (Quire at most 1/${TARGETS.ratio} of the peer's time)`],
  ];
  console.log(`\nQuire against starlight-openapi on GitHub's REST spec (node ${process.version}, ${rounds} alternating rounds, cold builds)\n`);
  for (const [what, quire, peer, target] of rows) console.log(`${what.padEnd(26)} ${quire.padEnd(20)} ${peer.padEnd(20)} ${target}`);
  const met = (ok: boolean) => (ok ? 'met' : 'missed');
  console.log(`\nspeed target ${met(ratio >= TARGETS.ratio)}; memory target ${met(peak('quire') / 1024 <= TARGETS.peakMb)}`);
}

function median(list: number[]): number {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function mb(kb: number | undefined): string {
  return kb === undefined ? '?' : String(Math.round(kb / 1024));
}

function seconds(runs: Measurement[]): string {
  return runs.map((r) => r.seconds.toFixed(1)).join(', ');
}

/** The last lines of a build's output: enough to see the error, not a thousand page lines. */
function tail(output: string, lines = 40): string {
  return output.trimEnd().split('\n').slice(-lines).join('\n');
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
