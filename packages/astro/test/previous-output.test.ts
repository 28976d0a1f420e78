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
});
