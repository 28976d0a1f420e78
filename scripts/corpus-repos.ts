/**
 * Builds every real docs repository in a folder with the real `quire` binary and reports, per repo:
 * the build's exit status, the pages built against the pages its navigation names (each named
 * page must exist in the output), the operation hrefs that name a page of the site against those
 * whose page is there, its warnings by code, wall time and peak memory.
 *
 *   npm run corpus:repos -- <folder>      every folder below it (two levels deep) holding a docs.json
 *
 * The repos are snapshots of public repositories (shared/real-docs-repos.md), brought onto the
 * machine by hand: not for CI, and none of their content is committed.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { measure } from './lib/measure.ts';

const cli = resolve(import.meta.dirname, '../packages/cli/bin/quire.js');
const buildTimeoutMs = 30 * 60_000;

interface NavNode {
  type: string;
  slug?: string;
  children?: NavNode[];
}

/** An operation's `x-docs.href` / `x-mint.href` as `quire routes --json` reports it, with the page it led to. */
interface OperationHref {
  operation: { spec: string; key: string };
  href: string;
  slug?: string;
}

const folder = process.argv[2];
if (!folder) {
  console.error('usage: npm run corpus:repos -- <folder holding docs repositories>');
  process.exit(2);
}
const repos = docsFolders(resolve(folder));
if (!repos.length) {
  console.error(`no docs.json in ${folder} or the folders below it (two levels deep)`);
  process.exit(2);
}

let failed = 0;
for (const repo of repos) {
  const name = relative(resolve(folder), repo) || '.';
  const routes = await measure(process.execPath, [cli, 'routes', repo, '--json'], 10 * 60_000);
  const manifest = parse<{ nav?: NavNode[]; hrefs?: OperationHref[]; diagnostics?: { code: string; severity: string }[] }>(routes.stdout);
  const named = manifest ? navSlugs(manifest.nav ?? []) : [];
  // Hrefs to other sites are links; the others name the URL where the operation's page must answer.
  const hrefs = (manifest?.hrefs ?? []).filter((h) => !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(h.href.trim()));
  const check = await measure(process.execPath, [cli, 'check', repo, '--json'], 10 * 60_000);
  const diagnostics = parse<{ diagnostics: { code: string; severity: string; file?: string }[] }>(check.stdout)?.diagnostics ?? [];
  const out = mkdtempSync(join(tmpdir(), 'quire-corpus-repo-'));
  // Specs named by URLs this machine cannot reach: the rest of the repo is built without them (as an
  // offline build with an empty copy of each), and the pages they would make are counted missing.
  const unreachable = [...new Set(diagnostics.filter((d) => d.code === 'SPEC_FETCH_FAILED' && d.file).map((d) => d.file!))];
  const onlyUnreachable = unreachable.length > 0 && diagnostics.every((d) => d.severity !== 'error' || d.code === 'SPEC_FETCH_FAILED');
  try {
    const build = await measure(
      process.execPath,
      [cli, 'build', repo, '-o', out],
      buildTimeoutMs,
      onlyUnreachable ? withoutSpecs(unreachable, out) : process.env,
    );
    const built = /Built (\d+) pages?/.exec(build.stdout)?.[1];
    const missing = build.code === 0 ? named.filter((slug) => !existsSync(join(out, slug, 'index.html'))) : named;
    const hrefsMissing = build.code === 0 ? hrefs.filter((h) => h.slug === undefined || !existsSync(join(out, h.slug, 'index.html'))) : hrefs;
    if (build.code !== 0 || missing.length || hrefsMissing.length) failed++;
    console.log(`\n${name}`);
    const root = build.code === 0 && existsSync(join(out, 'index.html')) ? 'a page at /' : 'no page at /';
    console.log(
      `  build: ${build.timedOut ? 'timed out' : `exit ${build.code}`}, ${built ?? 0} pages built, ${named.length} named by the navigation, ${missing.length} of those missing, ${root}`,
    );
    console.log(`  operation hrefs: ${hrefs.length - hrefsMissing.length} present of ${hrefs.length} named`);
    if (hrefsMissing.length)
      console.log(
        `  hrefs missing: ${hrefsMissing
          .slice(0, 5)
          .map((h) => `${h.operation.key} -> ${h.href}`)
          .join(', ')}${hrefsMissing.length > 5 ? ', …' : ''}`,
      );
    console.log(
      `  time ${build.seconds.toFixed(1)} s, peak ${build.peakKb ? Math.round(build.peakKb / 1024) : '?'} MB (check ${check.seconds.toFixed(1)} s, peak ${check.peakKb ? Math.round(check.peakKb / 1024) : '?'} MB)`,
    );
    console.log(`  diagnostics: ${byCode(diagnostics) || 'none'}`);
    if (unreachable.length) console.log(`  specs at unreachable URLs${onlyUnreachable ? ' (the rest built without them)' : ''}: ${unreachable.join(', ')}`);
    if (missing.length)
      console.log(
        `  missing: ${missing
          .slice(0, 10)
          .map((slug) => `/${slug}`)
          .join(', ')}${missing.length > 10 ? ', …' : ''}`,
      );
    if (build.code !== 0) console.log(`  ${lastLines(build.stderr || build.stdout, 5).replaceAll('\n', '\n  ')}`);
  } finally {
    for (const path of [out, `${out}-empty-spec.json`, `${out}-remote-specs.json`]) rmSync(path, { recursive: true, force: true });
  }
}
console.log(`\n${repos.length - failed} of ${repos.length} repos built with every navigation page and every operation href's page`);
process.exitCode = failed ? 1 : 0;

/** The environment of an offline build that finds an empty OpenAPI document at each of these URLs. */
function withoutSpecs(urls: string[], out: string): NodeJS.ProcessEnv {
  const empty = join(out, '..', `${basename(out)}-empty-spec.json`);
  writeFileSync(empty, JSON.stringify({ openapi: '3.1.0', info: { title: 'Not reachable from this machine', version: '0' }, paths: {} }));
  const copies = join(out, '..', `${basename(out)}-remote-specs.json`);
  writeFileSync(copies, JSON.stringify(Object.fromEntries(urls.map((url) => [url, empty]))));
  return { ...process.env, QUIRE_OFFLINE: '1', QUIRE_REMOTE_SPECS: copies };
}

/** Whether a folder holds a docs config: docs.json, or the hosted platform's legacy mint.json. */
function hasDocsConfig(dir: string): boolean {
  return existsSync(join(dir, 'docs.json')) || existsSync(join(dir, 'mint.json'));
}

/** The folder itself, or the folders one or two levels below it, that hold a docs.json (or a mint.json). */
function docsFolders(root: string): string[] {
  if (hasDocsConfig(root)) return [root];
  // Links count as the folders they lead to: a corpus folder may link to snapshots kept elsewhere.
  const folders = (dir: string) =>
    readdirSync(dir)
      .map((name) => join(dir, name))
      .filter((path) => statSync(path, { throwIfNoEntry: false })?.isDirectory());
  const found: string[] = [];
  for (const repo of folders(root)) {
    if (hasDocsConfig(repo)) found.push(repo);
    else for (const inner of folders(repo)) if (hasDocsConfig(inner)) found.push(inner);
  }
  return found.sort();
}

/** Slugs of the pages the navigation lists, links left out. */
function navSlugs(nodes: NavNode[]): string[] {
  return nodes.flatMap((node) => [...(node.type === 'page' && node.slug !== undefined ? [node.slug] : []), ...navSlugs(node.children ?? [])]);
}

/** `MDX_COMPONENT_UNKNOWN 3 warnings, MDX_IMAGE_MISSING 1 error` */
function byCode(diagnostics: { code: string; severity: string }[]): string {
  const counts = new Map<string, number>();
  for (const d of diagnostics) counts.set(`${d.code} ${d.severity}`, (counts.get(`${d.code} ${d.severity}`) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([key, n]) => `${key.split(' ')[0]} ${n} ${key.split(' ')[1]}${n === 1 ? '' : 's'}`)
    .join(', ');
}

function parse<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

function lastLines(text: string, n: number): string {
  return text.trim().split('\n').slice(-n).join('\n');
}
