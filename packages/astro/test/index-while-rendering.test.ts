// The search index is built while the pages render. It must be the index the written pages give,
// byte for byte, for a site of one index and for one of versions (every version while rendering); and a build whose page fails, or whose Pagefind stops answering, must end
// with its error, not wait on Pagefind's process.
import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chmod, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, it } from 'node:test';
import { setTimeout } from 'node:timers/promises';
import { loadSite } from '@quire/site';
import { writeFiles } from '../../../test-support/write-files.ts';
import { buildSite } from './build-site.ts';
import { buildStandalone } from '../src/build-standalone.ts';
import { indexForSearch } from '../src/post-build/index-for-search.ts';
import { urlStyle } from '../src/data/site-urls.ts';

const cli = join(import.meta.dirname, '../../cli/bin/quire.js');

function quireBuild(docs: string, out: string) {
  return promisify(execFile)(process.execPath, [cli, 'build', docs, '-o', out, '--no-cache'], {
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    // A guard against a hang only: bundling alone takes over 35 s on a machine at load 24.
    timeout: 600_000,
  });
}

const guides = Object.fromEntries(
  Array.from({ length: 12 }, (_, i) => [`guide-${i}.mdx`, `---\ntitle: Guide ${i}\n---\n## Step ${i}\n\nWords about otters number ${i}.\n`]),
);
// Enough pages for rendering to get more than 8 ahead of an index held up, and wait for it.
const manyGuides = Object.fromEntries(
  Array.from({ length: 24 }, (_, i) => [`guide-${i}.mdx`, `---\ntitle: Guide ${i}\n---\nWords about otters number ${i}.\n`]),
);
const manyGuidesNavigation = { groups: [{ group: 'Guides', pages: Object.keys(manyGuides).map((f) => f.replace('.mdx', '')) }] };
const spec = {
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1' },
  paths: { '/pets': { get: { summary: 'List pets', responses: { '200': { description: 'The pets.' } } } } },
};

/** The commands of this process's children (`ps` finds none: exit 1). */
function childProcesses(): string {
  try {
    return execFileSync('ps', ['-o', 'comm=', '--ppid', String(process.pid)], { encoding: 'utf8' });
  } catch {
    return '';
  }
}

/** Every file of a folder, by path, as bytes. */
function filesOf(dir: string): Map<string, Buffer> {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [join(e.parentPath, e.name).slice(dir.length), readFileSync(join(e.parentPath, e.name))]),
  );
}

/** The pages of a built Pagefind index, from its fragments: the URL and the text a search finds. */
function indexedPages(index: string): { url: string; content: string }[] {
  const folder = join(index, 'fragment');
  return readdirSync(folder).map((name) =>
    JSON.parse(
      gunzipSync(readFileSync(join(folder, name)))
        .toString('utf8')
        .replace(/^pagefind_dcd/, ''),
    ),
  );
}

/** Builds the site, then indexes its written pages again after the fact: both indexes must be equal. Returns the built site's folder. */
async function assertSameIndexAsFromFiles(docs: string): Promise<string> {
  const work = await mkdtemp(join(tmpdir(), 'quire-index-'));
  const [built, again] = [join(work, 'built'), join(work, 'again')];
  await quireBuild(docs, built);
  await cp(built, again, { recursive: true });
  await rm(join(again, 'pagefind'), { recursive: true });
  const site = await loadSite(docs);
  const pages = await indexForSearch(again, site.manifest!.routes, urlStyle({}));
  assert.ok(pages >= 12, `pages indexed: ${pages}`);
  const [whileRendering, fromFiles] = [filesOf(join(built, 'pagefind')), filesOf(join(again, 'pagefind'))];
  assert.deepEqual([...whileRendering.keys()].sort(), [...fromFiles.keys()].sort());
  assert.deepEqual(
    [...whileRendering].filter(([path, bytes]) => !bytes.equals(fromFiles.get(path)!)).map(([path]) => path),
    [],
  );
  return built;
}

describe('search index built while rendering', () => {
  it('is byte for byte the index of the written pages', async () => {
    const docs = await writeFiles({
      'docs.json': JSON.stringify({
        name: 'Otters',
        navigation: {
          groups: [
            { group: 'Guides', pages: Object.keys(guides).map((f) => f.replace('.mdx', '')) },
            { group: 'API', openapi: 'openapi.json' },
          ],
        },
      }),
      'openapi.json': JSON.stringify(spec),
      ...guides,
    });
    await assertSameIndexAsFromFiles(docs);
  });

  it('with versions, every index is the one of the written pages', async () => {
    const pages = (v: string) =>
      Object.keys(guides)
        .slice(0, v === 'v2' ? 8 : 4)
        .map((f) => `${v}/${f.replace('.mdx', '')}`);
    const files = Object.fromEntries(['v1', 'v2'].flatMap((v) => Object.entries(guides).map(([f, text]) => [`${v}/${f}`, text])));
    const docs = await writeFiles({
      'docs.json': JSON.stringify({
        name: 'Otters',
        navigation: { versions: ['v2', 'v1'].map((version) => ({ version, groups: [{ group: 'Guides', pages: pages(version) }] })) },
      }),
      ...files,
    });
    await assertSameIndexAsFromFiles(docs);
  });

  it('with versions, every version is indexed from its pages as they render, not from the written files read back', async () => {
    const versions = ['v2', 'v1'];
    const docs = await writeFiles({
      'docs.json': JSON.stringify({
        name: 'Otters',
        navigation: {
          versions: versions.map((version) => ({
            version,
            groups: [{ group: 'Guides', pages: Object.keys(guides).map((f) => `${version}/${f.replace('.mdx', '')}`) }],
          })),
        },
      }),
      ...Object.fromEntries(versions.flatMap((v) => Object.entries(guides).map(([f, text]) => [`${v}/${f}`, text]))),
    });
    const out = join(docs, 'dist');
    // Once the pages are written, each says beavers instead: an index that reads the files back says so too.
    const onPagesWritten = () => {
      for (const v of versions)
        for (const guide of readdirSync(join(out, v))) {
          const page = join(out, v, guide, 'index.html');
          writeFileSync(page, readFileSync(page, 'utf8').replaceAll('otters', 'beavers'));
        }
    };
    await buildStandalone({ docs, outDir: out, logLevel: 'error', cacheDir: false, onPagesWritten });
    for (const v of versions) {
      const pages = indexedPages(join(out, 'pagefind', `version-${v}`));
      assert.equal(pages.length, Object.keys(guides).length, v);
      assert.deepEqual(
        pages.filter((page) => !/otters number/.test(page.content)).map((page) => page.url),
        [],
        `${v}: pages indexed from the files read back`,
      );
    }
  });

  it("a docs.json redirect from a page's own path: the build skips that page as Astro does and indexes the others", async () => {
    // The redirect takes /guide-1, Astro drops the page there. With 22 pages after it, rendering
    // gets more than 8 pages ahead of an index that would wait for that page: the build hung.
    const docs = await writeFiles({
      'docs.json': JSON.stringify({ name: 'Otters', redirects: [{ source: '/guide-1', destination: '/guide-4' }], navigation: manyGuidesNavigation }),
      ...manyGuides,
    });
    const built = await assertSameIndexAsFromFiles(docs);
    assert.match(readFileSync(join(built, 'guide-1/index.html'), 'utf8'), /Redirecting to: \/guide-4\//);
    const pages = indexedPages(join(built, 'pagefind'));
    assert.deepEqual(
      pages.map((page) => page.url).sort(),
      Object.keys(manyGuides)
        .filter((f) => f !== 'guide-1.mdx')
        .map((f) => `/${f.replace('.mdx', '')}/`)
        .sort(),
    );
    assert.match(pages.find((page) => page.url === '/guide-23/')!.content, /otters number 23/);
  });

  it('a request Pagefind leaves unanswered fails the build (exit 1) with an error naming Pagefind', async () => {
    // A Pagefind that answers the request opening the index (always message 1) and no other: the
    // first page's request is lost, as the pagefind library can lose one under load. Its promise
    // never settles, so without a time limit the build waits forever.
    const opened = Buffer.from(JSON.stringify({ message_id: 1, payload: { type: 'NewIndex', index_id: 0 } })).toString('base64');
    const work = await writeFiles({ pagefind: `#!/bin/sh\nprintf '%s,' '${opened}'\nexec cat > /dev/null\n` });
    const fake = join(work, 'pagefind');
    await chmod(fake, 0o755);
    // Rendering waits for the index held up: the build ends only if that wait ends with the request.
    const docs = await writeFiles({ 'docs.json': JSON.stringify({ name: 'Otters', navigation: manyGuidesNavigation }), ...manyGuides });
    // A build in a process of its own, as `quire build` runs one: its exit code is the point
    // (13 is Node's for a top-level await that never settled).
    const build = `import { buildStandalone } from ${JSON.stringify(join(import.meta.dirname, '../src/build-standalone.ts'))};
await buildStandalone({ docs: ${JSON.stringify(docs)}, outDir: ${JSON.stringify(join(work, 'out'))}, logLevel: 'silent', cacheDir: false, searchIndexTimeoutMs: 3000 });`;
    const env: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', PAGEFIND_BINARY_PATH: fake };
    delete env.PAGEFIND_EXTENDED_BINARY_PATH;
    const ended = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', build], { env, timeout: 600_000 }).then(
      () => ({ code: 0, killed: false, stderr: '' }),
      (error: { code: number; killed: boolean; stderr: string }) => error,
    );
    assert.equal(ended.killed, false, 'the build ended by itself');
    assert.equal(ended.code, 1, ended.stderr);
    assert.match(ended.stderr, /Pagefind, the search indexer, gave no answer in 3 s while indexing guide-0\/index\.html/);
  });

  it('an index whose Pagefind loses an answer while the pages render is built again from the written pages', async () => {
    // The first Pagefind process answers only the opening of its index, as one can lose a request
    // on a busy machine; every process after it is the real Pagefind.
    const real = join(import.meta.dirname, '../../../node_modules/@pagefind/linux-x64/bin/pagefind_extended');
    const opened = Buffer.from(JSON.stringify({ message_id: 1, payload: { type: 'NewIndex', index_id: 0 } })).toString('base64');
    const work = await writeFiles({
      pagefind: `#!/bin/sh\nif mkdir "$(dirname "$0")/lost" 2>/dev/null; then printf '%s,' '${opened}'; exec cat > /dev/null; fi\nexec ${JSON.stringify(real)} "$@"\n`,
    });
    const fake = join(work, 'pagefind');
    await chmod(fake, 0o755);
    const docs = await writeFiles({ 'docs.json': JSON.stringify({ name: 'Otters', navigation: manyGuidesNavigation }), ...manyGuides });
    const out = join(work, 'out');
    const build = `import { buildStandalone } from ${JSON.stringify(join(import.meta.dirname, '../src/build-standalone.ts'))};
await buildStandalone({ docs: ${JSON.stringify(docs)}, outDir: ${JSON.stringify(out)}, logLevel: 'silent', cacheDir: false, searchIndexTimeoutMs: 3000 });`;
    const env: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', PAGEFIND_BINARY_PATH: fake };
    delete env.PAGEFIND_EXTENDED_BINARY_PATH;
    await promisify(execFile)(process.execPath, ['--input-type=module', '-e', build], { env, timeout: 600_000 });
    assert.ok(readdirSync(work).includes('lost'), 'the first Pagefind lost its answer');
    const indexed = indexedPages(join(out, 'pagefind')).map((page) => page.url);
    assert.deepEqual(
      indexed.sort(),
      Object.keys(manyGuides)
        .map((file) => `/${file.replace('.mdx', '')}/`)
        .sort(),
    );
  });

  it('a page that fails to render fails the build, and ends the Pagefind process begun for its index', async () => {
    const files = {
      'docs.json': JSON.stringify({
        name: 'Otters',
        navigation: { groups: [{ group: 'Guides', pages: [...Object.keys(guides).map((f) => f.replace('.mdx', '')), 'zzz-broken'] }] },
      }),
      ...guides,
      // Rendered last: the index has begun with the pages before it.
      'zzz-broken.mdx': '---\ntitle: Broken\n---\nexport const fail = () => { throw new Error("the otters escaped") };\n\n{fail()}\n',
    };
    await assert.rejects(buildSite(files), /the otters escaped/);
    // In a process that lives on (a dev server, a test run), a left Pagefind process would stay.
    // Ended processes go within moments (killed, then reaped); a left one stays.
    for (let tries = 0; tries < 50 && /pagefind/.test(childProcesses()); tries++) await setTimeout(100);
    assert.doesNotMatch(childProcesses(), /pagefind/);
  });
});
