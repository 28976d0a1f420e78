// The search index is built while the pages render. It must be the index the written pages give,
// byte for byte, for a site of one index and for one of versions (largest index while rendering,
// the others after); and a build whose page fails must end, not wait on Pagefind's process.
import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { readdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { setTimeout } from 'node:timers/promises';
import { loadSite } from '@quire/config';
import { writeFiles } from '../../../test-support/write-files.ts';
import { buildSite } from './build-site.ts';
import { indexForSearch } from '../src/post-build/index-for-search.ts';
import { urlStyle } from '../src/data/site-urls.ts';

const cli = join(import.meta.dirname, '../../cli/bin/quire.js');

function quireBuild(docs: string, out: string) {
  return promisify(execFile)(process.execPath, [cli, 'build', docs, '-o', out, '--no-cache'], { env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' }, timeout: 60_000 });
}

const guides = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`guide-${i}.mdx`, `---\ntitle: Guide ${i}\n---\n## Step ${i}\n\nWords about otters number ${i}.\n`]));
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
  return new Map(readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => [join(e.parentPath, e.name).slice(dir.length), readFileSync(join(e.parentPath, e.name))]));
}

/** Builds the site, then indexes its written pages again after the fact: both indexes must be equal. */
async function assertSameIndexAsFromFiles(docs: string): Promise<void> {
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
  assert.deepEqual([...whileRendering].filter(([path, bytes]) => !bytes.equals(fromFiles.get(path)!)).map(([path]) => path), []);
}

describe('search index built while rendering', () => {
  it('is byte for byte the index of the written pages', async () => {
    const docs = await writeFiles({
      'docs.json': JSON.stringify({ name: 'Otters', navigation: { groups: [{ group: 'Guides', pages: Object.keys(guides).map((f) => f.replace('.mdx', '')) }, { group: 'API', openapi: 'openapi.json' }] } }),
      'openapi.json': JSON.stringify(spec),
      ...guides,
    });
    await assertSameIndexAsFromFiles(docs);
  });

  it('with versions, every index is the one of the written pages', async () => {
    const pages = (v: string) => Object.keys(guides).slice(0, v === 'v2' ? 8 : 4).map((f) => `${v}/${f.replace('.mdx', '')}`);
    const files = Object.fromEntries(['v1', 'v2'].flatMap((v) => Object.entries(guides).map(([f, text]) => [`${v}/${f}`, text])));
    const docs = await writeFiles({
      'docs.json': JSON.stringify({ name: 'Otters', navigation: { versions: ['v2', 'v1'].map((version) => ({ version, groups: [{ group: 'Guides', pages: pages(version) }] })) } }),
      ...files,
    });
    await assertSameIndexAsFromFiles(docs);
  });

  it('a page that fails to render fails the build, and ends the Pagefind process begun for its index', async () => {
    const files = {
      'docs.json': JSON.stringify({ name: 'Otters', navigation: { groups: [{ group: 'Guides', pages: [...Object.keys(guides).map((f) => f.replace('.mdx', '')), 'zzz-broken'] }] } }),
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
