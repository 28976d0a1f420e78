// A rebuild into the same folder: the previous output is moved aside and removed in the
// background, never left behind, and left in place where moving it would lose something.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { countPoolCalls } from '../../../test-support/pool-calls.ts';
import { removePreviousOutput } from '../src/previous-output.ts';
import { buildStandalone } from '../src/build-standalone.ts';
import { writeFiles } from '../../../test-support/write-files.ts';

async function folderWith(files: string[]): Promise<{ parent: string; out: string }> {
  const parent = await mkdtemp(join(tmpdir(), 'quire-previous-'));
  const out = join(parent, 'dist');
  for (const file of files) {
    mkdirSync(join(out, file, '..'), { recursive: true });
    writeFileSync(join(out, file), 'old');
  }
  return { parent, out };
}

describe('the previous output of a rebuild', () => {
  it('is gone once removed, with nothing left beside it', async () => {
    const { parent, out } = await folderWith(['index.html', 'guide/index.html', 'pagefind/index/a.pf_index']);
    const removing = removePreviousOutput(out);
    assert.equal(existsSync(out), false, 'moved out of the way at once');
    await removing;
    assert.deepEqual(readdirSync(parent), []);
  });

  // The build reads the docs through the thread pool meanwhile: a removal walking the old output
  // with a call per file and folder there held up the reads and cost most of a rebuild's system time.
  it('is removed without a call per file through the thread pool the build reads with', async () => {
    const files = Array.from({ length: 40 }, (_, i) => `page-${i}/index.html`);
    const { parent, out } = await folderWith(files);
    const { calls } = await countPoolCalls(() => removePreviousOutput(out));
    assert.deepEqual(readdirSync(parent), []);
    assert.ok(calls < files.length, `${calls} asynchronous file system calls for ${files.length} files`);
  });

  it('a removal an earlier build left unfinished is finished', async () => {
    const { parent, out } = await folderWith(['index.html']);
    mkdirSync(join(parent, '.dist-previous-1-2', 'guide'), { recursive: true });
    await removePreviousOutput(out);
    assert.deepEqual(readdirSync(parent), []);
  });

  it('stays in place for Astro to empty when it holds a .git folder or is a link', async () => {
    const { parent, out } = await folderWith(['index.html', '.git/HEAD']);
    await removePreviousOutput(out);
    assert.ok(existsSync(join(out, '.git/HEAD')));
    const linked = join(parent, 'linked');
    symlinkSync(out, linked);
    await removePreviousOutput(linked);
    assert.ok(existsSync(join(linked, 'index.html')));
  });

  it('a first build, with no output yet, has nothing to remove', async () => {
    const { parent } = await folderWith([]);
    await removePreviousOutput(join(parent, 'dist'));
    assert.deepEqual(readdirSync(parent), []);
  });
  // crewAI's previous output (78,000 files) took longer to remove than the rebuild itself: the
  // build sat idle 13 s for it, when `quire build` still had the MCP files to write.
  it('is handed to the caller of a build that asks for it, to finish while the caller writes its own files', async () => {
    const docs = await writeFiles({ 'docs.json': JSON.stringify({ name: 'Rebuilt', navigation: { pages: ['index'] } }), 'index.mdx': '# Home\n' });
    const out = join(docs, 'site');
    mkdirSync(join(out, 'old-page'), { recursive: true });
    writeFileSync(join(out, 'old-page', 'index.html'), 'old');
    process.env.ASTRO_TELEMETRY_DISABLED = '1';
    let removal: Promise<void> | undefined;
    await buildStandalone({ docs, outDir: out, logLevel: 'error', cacheDir: false, onRemovingPreviousOutput: (removed) => void (removal = removed) });
    assert.ok(removal, 'the removal was handed over');
    await removal;
    assert.deepEqual(
      readdirSync(docs).filter((name) => name.startsWith('.site-previous-')),
      [],
      'gone once the handed removal settles',
    );
    assert.ok(existsSync(join(out, 'index.html')));
    assert.equal(existsSync(join(out, 'old-page')), false);
  });
});
