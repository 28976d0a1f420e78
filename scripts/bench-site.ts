/**
 * Site build figures on GitHub's REST spec (1,223 operations), as issue targets ask for them:
 * wall time and peak RSS of `quire build` beside a bare Astro build of a trivial page per
 * operation (the floor, built just before it), pages built, output size and page weight, HTML of a typical
 * operation page, JavaScript and first-load bytes of an endpoint page, and how long `quire dev`
 * takes to serve its first endpoint page. Run `npm run bench` (fetches the spec first).
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, globSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildFloorSite } from './lib/floor-site.ts';
import { measure } from './lib/measure.ts';
import { describeWeight, outputWeight } from './lib/output-weight.ts';
import { run } from './lib/run.ts';

const ROOT = resolve(import.meta.dirname, '..');
const CLI = join(ROOT, 'packages/cli/bin/quire.js');
const SPEC = join(ROOT, '.cache/corpus/rest/api.github.com.json');
const TARGETS = { floorRatio: 2, seconds: 20, peakMb: 1024, typicalKb: 80, outputMb: 120, pageKb: 30, jsKb: 10, firstLoadGzKb: 40, islandGzKb: 35 };

if (!existsSync(SPEC)) {
  console.error(`${SPEC} is missing: run \`node scripts/corpus.ts github\` first (npm run bench does).`);
  process.exit(1);
}
const work = mkdtempSync(join(tmpdir(), 'quire-bench-'));
// An empty user cache: the build is cold; `quire dev` afterwards finds the spec's validation
// findings the build kept, as a second run on a machine does.
process.env.XDG_CACHE_HOME = join(work, 'user-cache');
const docs = join(work, 'github');
const out = join(work, 'out');
mkdirSync(docs);
cpSync(SPEC, join(docs, 'github.json'));
writeFileSync(join(docs, 'docs.json'), JSON.stringify({ name: 'GitHub REST API', navigation: { openapi: 'github.json' } }));

// The floor first, then Quire, back to back: the ratio compares runs under the same load.
const floor = await buildFloorSite(SPEC);
const built = await measure(process.execPath, [CLI, 'build', docs, '-o', out], 10 * 60_000);
if (built.code !== 0) {
  console.error(`quire build failed:\n${built.stderr}${built.stdout}`);
  process.exit(1);
}
const routes = JSON.parse((await run(process.execPath, [CLI, 'routes', docs, '--json'], { capture: true })).output) as {
  routes: { slug: string; kind: string }[];
};
const operations = routes.routes.filter((r) => r.kind === 'operation');
const pageFile = (slug: string) => join(out, slug, 'index.html');
const sizes = operations.map((r) => statSync(pageFile(r.slug)).size).sort((a, b) => a - b);
const median = sizes[Math.floor(sizes.length / 2)]!;
const typical = operations.find((r) => statSync(pageFile(r.slug)).size === median)!;
const load = firstLoad(pageFile(typical.slug));
const weight = outputWeight(out);
const island = islandSize('http');
const wsIsland = islandSize('websocket');
const check = responseCheckSize();
const devMs = await devFirstPage(docs, `/${typical.slug}`);

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const rows: [string, string, string][] = [
  ['build wall time', `${built.seconds.toFixed(1)} s`, `< ${TARGETS.seconds} s`],
  ['build peak RSS', `${((built.peakKb ?? 0) / 1024).toFixed(0)} MB`, `< ${TARGETS.peakMb} MB`],
  [
    'bare Astro floor (a trivial page per operation)',
    `${floor.measured.seconds.toFixed(1)} s, ${((floor.measured.peakKb ?? 0) / 1024).toFixed(0)} MB peak, ${floor.pages} pages`,
    '',
  ],
  ['Quire over the floor', `${(built.seconds / floor.measured.seconds).toFixed(2)}×`, `≤ ${TARGETS.floorRatio}×`],
  ['pages built', String(globSync('**/*.html', { cwd: out, exclude: ['_quire/**', '404.html'] }).length), `${operations.length} operations`],
  ['output size', `${(weight.totalBytes / 1024 / 1024).toFixed(0)} MB`, `≤ ${TARGETS.outputMb} MB`],
  ['median page HTML (every page)', `${kb(weight.medianPageBytes)} (p90 ${kb(weight.p90PageBytes)})`, `≤ ${TARGETS.pageKb} KB`],
  ['typical operation page (median) HTML', `${kb(median)} (${typical.slug})`, `< ${TARGETS.typicalKb} KB`],
  ['largest operation page HTML', kb(sizes.at(-1)!), ''],
  ['JavaScript an endpoint page loads', `${kb(load.js)} (${kb(load.jsGz)} gzipped)`, `< ${TARGETS.jsKb} KB`],
  ['endpoint page first load, gzipped (HTML+CSS+JS)', kb(load.html + load.css + load.jsGz), `< ${TARGETS.firstLoadGzKb} KB`],
  ['playground island, on opening (gzipped JS + CSS)', `${kb(island.js)} + ${kb(island.css)}`, `< ${TARGETS.islandGzKb} KB of JS`],
  ['WebSocket playground island (gzipped JS + CSS)', `${kb(wsIsland.js)} + ${kb(wsIsland.css)}`, `< ${TARGETS.islandGzKb} KB of JS`],
  ['response check, with the first answer (gzipped JS)', kb(check), ''],
  ['quire dev: first endpoint page served', `${(devMs / 1000).toFixed(1)} s`, ''],
];
console.log(`\nQuire site build on GitHub's REST spec (node ${process.version})\n`);
for (const [what, value, target] of rows) console.log(`${what.padEnd(48)} ${value.padEnd(48)} ${target}`);
console.log(`\n${describeWeight(weight).join('\n')}`);
rmSync(work, { recursive: true, force: true });

/** Gzipped bytes of a page's HTML and its stylesheets, and its scripts raw and gzipped. */
function firstLoad(file: string): { html: number; css: number; js: number; jsGz: number } {
  const html = readFileSync(file, 'utf8');
  const local = (href: string) => join(out, href.replace(/^\//, '').split('?')[0]!);
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => gzipSync(readFileSync(local(m[1]!))).length);
  const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => readFileSync(local(m[1]!)));
  const imports = scripts.flatMap((code) =>
    [...code.toString().matchAll(/from"(\.\/[^"]+\.js)"/g)].map((m) => readFileSync(join(out, '_astro', m[1]!.slice(2)))),
  );
  const inline = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => Buffer.from(m[1]!));
  const all = [...scripts, ...imports, ...inline];
  return {
    html: gzipSync(html).length,
    css: css.reduce((a, b) => a + b, 0),
    js: all.reduce((a, b) => a + b.length, 0),
    jsGz: scripts.concat(imports).reduce((a, b) => a + gzipSync(b).length, 0),
  };
}

/**
 * Gzipped bytes of a playground island: the chunk loaded when a reader opens it, the chunks it
 * imports (and they import), and its stylesheet. The three islands are `island.*` files, told
 * apart by their text: an endpoint page opens the HTTP one, never the GraphQL or WebSocket one.
 */
function islandSize(which: 'http' | 'websocket'): { js: number; css: number } {
  const files = (ext: string) => globSync(`_astro/island.*.${ext}`, { cwd: out }).map((p) => readFileSync(join(out, p)));
  const kind = (file: Buffer) => (file.includes('ws-log') ? 'websocket' : file.includes('GraphQL playground') || file.includes('.gql') ? 'graphql' : 'http');
  const pick = (ext: string) => files(ext).filter((f) => kind(f) === which);
  // Chunks shared with another island count; the page script (already loaded) and lazy imports do not.
  const loaded = new Map<string, Buffer>();
  const follow = (code: Buffer) => {
    for (const [, name] of code.toString().matchAll(/(?:from|import)"\.\/([^"]+\.js)"/g)) {
      if (name!.startsWith('page.') || loaded.has(name!)) continue;
      loaded.set(name!, readFileSync(join(out, '_astro', name!)));
      follow(loaded.get(name!)!);
    }
  };
  const chunks = pick('js');
  chunks.forEach(follow);
  const gz = (list: Buffer[]) => list.reduce((sum, f) => sum + gzipSync(f).length, 0);
  return { js: gz(chunks) + gz([...loaded.values()]), css: gz(pick('css')) };
}

/**
 * Gzipped bytes the playground loads when its first answer arrives: the response check
 * (`check.*.js`, imported lazily) and the chunks it imports that the island has not loaded already
 * (the JSON Schema validator, shared with the WebSocket island).
 */
function responseCheckSize(): number {
  const [chunk] = globSync('_astro/check.*.js', { cwd: out });
  if (!chunk) return 0;
  const code = readFileSync(join(out, chunk));
  const imported = [...code.toString().matchAll(/from"\.\/([^"]+\.js)"/g)]
    .map((m) => m[1]!)
    .filter((name) => !name.startsWith('page.') && !name.startsWith('island.'));
  return [code, ...imported.map((name) => readFileSync(join(out, '_astro', name)))].reduce((sum, f) => sum + gzipSync(f).length, 0);
}

/** Milliseconds from starting `quire dev` until it answers 200 for `path`. */
async function devFirstPage(dir: string, path: string): Promise<number> {
  const port = 4900 + Math.floor(Math.random() * 90);
  const started = performance.now();
  const child = spawn(process.execPath, [CLI, 'dev', dir, '--port', String(port)], { stdio: 'ignore', detached: true });
  try {
    for (;;) {
      if (performance.now() - started > 120_000) throw new Error('quire dev did not serve the page within 2 minutes');
      const status = await fetch(`http://localhost:${port}${path}`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
  }
}
