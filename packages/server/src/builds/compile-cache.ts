// Node's compile cache for hosted builds. Every build compiles the same modules (Quire, Astro,
// Vite and their dependencies): with the compiled code kept, a small site's build takes about 8 %
// less CPU and wall time (scripts/bench-hosted-build.ts). A cache a build could write would let one tenant plant code for the next, so
// builds only read one, and the service fills it itself: one build of a docs repo of its own, run
// in the same sandbox as tenants' (the same uid, Node and flags, hence the same cache entries),
// before the first tenant's build. Node checks each entry against its module's source, so an entry
// that no longer matches is only a miss.
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { runBuildProcess } from './build-process.ts';
import { makeScratch } from './scratch.ts';

/** Where the services of this user keep their caches, one folder per Node and Quire: shared, so each is warmed once on a machine. */
export const defaultCompileCacheRoot = (): string => join(tmpdir(), `quire-compile-cache-${userInfo().uid}`);

/** The warm-up's docs: a page with components, and an operation with its playground. */
const warmUpDocs: Record<string, string> = {
  'docs.json': JSON.stringify({ name: 'Warm-up', navigation: { pages: ['index', { group: 'API', openapi: 'openapi.yaml' }] } }),
  'index.mdx': '---\ntitle: Home\n---\n\n<Note>Built by the service to fill its compile cache.</Note>\n\n```js\nconsole.log(1);\n```\n',
  'openapi.yaml':
    "openapi: 3.1.0\ninfo: { title: Warm-up, version: '1' }\npaths:\n  /things:\n    post:\n      summary: Add a thing\n      requestBody: { content: { application/json: { schema: { type: object, properties: { name: { type: string } } } } } }\n      responses: { '200': { description: OK } }\n",
};

/** A warm-up takes seconds; one that takes longer is given up, and builds run without a cache. */
const warmUpLimitMs = 5 * 60_000;

const warmed = new Map<string, Promise<string | undefined>>();

/**
 * The folder of a warmed cache for builds run with `cli`: reused when this Node and this Quire
 * already have one under `root`, warmed otherwise. Undefined when none could be made; builds then
 * run without a cache, as they did before there was one.
 */
export async function warmCompileCache(options: { cli: string; memoryMb: number; root?: string; signal?: AbortSignal }): Promise<string | undefined> {
  try {
    return await warmedFolder(options.root ?? defaultCompileCacheRoot(), options);
  } catch (error) {
    // A build never fails for the cache (a root it may not write, a script gone): it runs without one.
    process.emitWarning(`Hosted builds run without Node's compile cache: ${(error as Error).message}`);
    return undefined;
  }
}

async function warmedFolder(root: string, options: { cli: string; memoryMb: number; signal?: AbortSignal }): Promise<string | undefined> {
  const folder = join(root, cacheName(options.cli));
  // A folder removed since (a temporary-files sweep) is warmed again.
  let ready = warmed.get(folder);
  if (!ready || ((await ready) && !existsSync(folder))) {
    ready = warm(root, folder, options);
    warmed.set(folder, ready);
    // A warm-up that failed (the service stopping) is tried again by the next build.
    const forget = () => warmed.delete(folder);
    void ready.then((dir) => dir || forget(), forget);
  }
  const dir = await ready;
  // In use: not removed as unused by the warm-up of another version (removeUnusedCaches).
  if (dir) utimesSync(dir, new Date(), new Date());
  return dir;
}

async function warm(root: string, folder: string, options: { cli: string; memoryMb: number; signal?: AbortSignal }): Promise<string | undefined> {
  const unsafe = privateFolderProblem(root);
  if (unsafe) {
    process.emitWarning(`Hosted builds run without Node's compile cache: ${unsafe}`);
    return undefined;
  }
  if (existsSync(join(folder, '.complete'))) return folder;
  const checkout = await makeScratch();
  const home = await makeScratch();
  const filling = `${folder}.warming-${process.pid}-${Date.now()}`;
  try {
    for (const [name, text] of Object.entries(warmUpDocs)) writeFileSync(join(checkout, name), text);
    mkdirSync(filling);
    const build = await runBuildProcess({
      checkoutDir: checkout,
      docsDir: checkout,
      home,
      memoryMb: options.memoryMb,
      log: () => {},
      signal: AbortSignal.any([AbortSignal.timeout(warmUpLimitMs), ...(options.signal ? [options.signal] : [])]),
      cli: options.cli,
      cacheDir: join(home, 'pages'),
      compileCache: { dir: filling, writable: true },
    });
    if (build.exitCode !== 0) return undefined;
    writeFileSync(join(filling, '.complete'), '');
    try {
      renameSync(filling, folder);
    } catch {
      // Another service of this user warmed the same one first.
      if (!existsSync(join(folder, '.complete'))) return undefined;
    }
    removeUnusedCaches(root);
    return folder;
  } finally {
    for (const dir of [checkout, home, filling]) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Named for what its entries were made with: Node's version and the Quire the script runs (its
 * real path and the version and date of its package.json, which an upgrade rewrites).
 */
function cacheName(cli: string): string {
  const script = realpathSync(cli);
  const manifest = nearestManifest(dirname(script));
  const quire = manifest ? `${(JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version}@${statSync(manifest).mtimeMs}` : '';
  const hash = createHash('sha256').update(`${script}\0${quire}`).digest('hex').slice(0, 16);
  return `${process.version}-${process.arch}-${hash}`;
}

function nearestManifest(start: string): string | undefined {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return join(dir, 'package.json');
    if (dir === dirname(dir)) return undefined;
  }
}

/** The root is in a shared temporary folder: it must be this user's own, and no one else's to write. */
function privateFolderProblem(root: string): string | undefined {
  mkdirSync(root, { recursive: true, mode: 0o700 });
  const found = lstatSync(root);
  if (!found.isDirectory()) return `${root} is not a folder (a link?): remove it.`;
  if (found.uid !== process.getuid?.()) return `${root} belongs to another user (uid ${found.uid}): remove it.`;
  if (found.mode & 0o022) return `others may write in ${root}: remove it, and the service makes it again.`;
  return undefined;
}

/** A cache no service has used for this long was left by an older Node or Quire. */
const unusedMs = 7 * 24 * 3600_000;

function removeUnusedCaches(root: string): void {
  for (const name of readdirSync(root)) {
    const dir = join(root, name);
    // Another service may be renaming or removing one meanwhile.
    const modified = statSync(dir, { throwIfNoEntry: false })?.mtimeMs;
    if (modified !== undefined && Date.now() - modified > unusedMs) rmSync(dir, { recursive: true, force: true });
  }
}
