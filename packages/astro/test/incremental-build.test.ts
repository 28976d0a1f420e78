// Incremental builds: a build reuses every page whose inputs did not change since the last build,
// renders exactly the pages an edit affects, and writes the same bytes a clean build writes.
// Each build is its own `quire build` process, as on a machine or the hosting service.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { appendFileSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { petsAndStoresSpec } from '../../../test-support/pets-and-stores-spec.ts';
import { differingFiles } from '../../../test-support/site-files.ts';
import { writeFiles } from '../../../test-support/write-files.ts';

const cli = join(import.meta.dirname, '../../cli/bin/quire.js');

async function quireBuild(...args: string[]): Promise<void> {
  await promisify(execFile)(process.execPath, [cli, 'build', ...args], { env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
}

const docsJson = (primary: string) =>
  JSON.stringify({
    name: 'Pets',
    colors: { primary },
    navigation: {
      groups: [
        { group: 'Guides', pages: ['index', 'guide-a', 'guide-b', 'guide-c'] },
        { group: 'API', openapi: 'openapi.json' },
      ],
    },
  });

let docs: string;
/** Outside the docs folder, as a CI's output and cache folders are. */
let work: string;
let cacheDir: string;
let round = 0;
let lastOut: string;

interface LastBuild {
  rendered: string[];
  reused: number;
  shared: { quire: string; site: string };
}

function lastBuild(cache: string): LastBuild {
  return JSON.parse(readFileSync(join(cache, 'last-build.json'), 'utf8')) as LastBuild;
}

/** Why a build rendered pages the build before it (`before`) had rendered: which of the inputs every page shares changed, if any. */
function whyRendered(before: LastBuild, after: LastBuild): string {
  if (before.shared.quire !== after.shared.quire) return "Quire's code changed between the builds: a source file of its packages was edited meanwhile";
  if (before.shared.site !== after.shared.site) return "the site's shared inputs changed between the builds (docs.json, the navigation, the stylesheets)";
  return "the inputs every page shares are the same: the pages' own inputs, the browser assets' names or the cached pages' stamps differ";
}

let last: LastBuild | undefined;

/** Builds the docs with the cache; returns the pages rendered (not reused), the output folder and why pages were rendered. */
async function build(): Promise<{ rendered: string[]; out: string; why: string }> {
  const out = join(work, `out-${round++}`);
  await quireBuild(docs, '-o', out, '--cache-dir', cacheDir);
  lastOut = out;
  const report = lastBuild(cacheDir);
  const why = last ? whyRendered(last, report) : 'a first build';
  last = report;
  return { rendered: report.rendered.sort(), out, why };
}

/** Whether `dir` exists on a file system other than `other`'s, where no hard link between them can be made. */
function onAnotherFileSystem(dir: string, other: string): boolean {
  return existsSync(dir) && statSync(dir).dev !== statSync(other).dev;
}

function edit(path: string, change: (text: string) => string): void {
  writeFileSync(join(docs, path), change(readFileSync(join(docs, path), 'utf8')));
}

function assertSameSite(a: string, b: string): void {
  assert.deepEqual(differingFiles(a, b), [], 'files that differ from a clean build');
}

describe('incremental builds', () => {
  let everyPage: string[];
  before(async () => {
    docs = await writeFiles({
      'docs.json': docsJson('#0B7A75'),
      'openapi.json': JSON.stringify(petsAndStoresSpec({ petName: 'What the pet answers to.', stores: 'Every store.' })),
      'index.mdx': '---\ntitle: Home\n---\nWelcome.\n',
      'guide-a.mdx': "---\ntitle: Guide A\n---\nimport Shared from '/snippets/shared.mdx';\n\n<Shared />\n",
      'guide-b.mdx': "---\ntitle: Guide B\n---\nimport Shared from '/snippets/shared.mdx';\n\nB first.\n\n<Shared />\n",
      'guide-c.mdx': '---\ntitle: Guide C\n---\nC alone.\n',
      'snippets/shared.mdx': 'Shared words.\n',
    });
    work = await mkdtemp(join(tmpdir(), 'quire-incremental-'));
    cacheDir = join(work, 'cache');
    everyPage = (await build()).rendered;
  });

  it('a first build renders every page; a second, with nothing changed, renders none and writes the same site', async () => {
    assert.ok(everyPage.includes('/guide-a') && everyPage.length >= 8, everyPage.join(' '));
    const { rendered, out, why } = await build();
    assert.deepEqual(rendered, [], why);
    assertSameSite(join(work, 'out-0'), out);
  });

  it('an edited MDX page is the only page rendered', async () => {
    edit('guide-c.mdx', (text) => text.replace('C alone.', 'C alone, edited.'));
    const { rendered, out } = await build();
    assert.deepEqual(rendered, ['/guide-c']);
    assert.match(readFileSync(join(out, 'guide-c/index.html'), 'utf8'), /C alone, edited\./);
  });

  it('an edited operation renders its page only', async () => {
    edit('openapi.json', (text) => text.replace('Every store.', 'Every store, by city.'));
    const { rendered } = await build();
    assert.equal(rendered.length, 1, rendered.join(' '));
    assert.match(rendered[0]!, /stores/);
  });

  it('a snippet renders the two pages that import it', async () => {
    edit('snippets/shared.mdx', () => 'Shared words, edited.\n');
    const { rendered, out } = await build();
    assert.deepEqual(rendered, ['/guide-a', '/guide-b']);
    assert.match(readFileSync(join(out, 'guide-b/index.html'), 'utf8'), /Shared words, edited\./);
  });

  it('a shared schema renders the pages that show it, and its own page', async () => {
    edit('openapi.json', (text) => text.replace('What the pet answers to.', 'The name it answers to.'));
    const { rendered } = await build();
    const pets = rendered.filter((slug) => /pet/i.test(slug));
    assert.deepEqual(rendered, pets, 'no page without the schema');
    assert.equal(pets.length, 3, `GET /pets, POST /pets and the Pet schema page: ${rendered.join(' ')}`);
  });

  it('docs.json renders every page again, and the incremental site is byte for byte a clean build', async () => {
    writeFileSync(join(docs, 'docs.json'), docsJson('#9333EA'));
    const { rendered, out } = await build();
    assert.deepEqual(rendered, everyPage);
    const clean = join(work, 'clean');
    await quireBuild(docs, '-o', clean, '--no-cache');
    assertSameSite(clean, out);
  });

  it('a page or search file edited in place in a built site is made again, not taken from the cache that shares its file', async () => {
    // The cache holds links to the site's files: a script that edits a built page in place edits the cached one too.
    appendFileSync(join(lastOut, 'guide-a/index.html'), '<!-- added after the build -->');
    appendFileSync(join(lastOut, 'pagefind/pagefind-entry.json'), ' ');
    const { rendered, out } = await build();
    assert.deepEqual(rendered, ['/guide-a']);
    assertSameSite(join(work, 'clean'), out);
  });

  it('a cache on another file system than the site gets copies, and still serves the next build', {
    skip: !onAnotherFileSystem('/dev/shm', tmpdir()) && 'no second file system at /dev/shm',
  }, async () => {
    const cacheElsewhere = await mkdtemp('/dev/shm/quire-incremental-cache-');
    try {
      const first = join(work, 'out-shm-1');
      const second = join(work, 'out-shm-2');
      await quireBuild(docs, '-o', first, '--cache-dir', cacheElsewhere);
      const before = lastBuild(cacheElsewhere);
      await quireBuild(docs, '-o', second, '--cache-dir', cacheElsewhere);
      const report = lastBuild(cacheElsewhere);
      assert.deepEqual(report.rendered, [], whyRendered(before, report));
      assert.equal(report.reused, everyPage.length);
      assertSameSite(join(work, 'clean'), second);
    } finally {
      await rm(cacheElsewhere, { recursive: true, force: true });
    }
  });
});
