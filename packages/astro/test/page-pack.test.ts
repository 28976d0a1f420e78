// The pages' data is one file: each page and each shared file read back is exactly what was
// written, whatever characters came before it, and a run's pack replaces the last one whole.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { readPagePack, writePagePack } from '../src/data/page-pack.ts';

test('each page and shared file of the pack reads back as written, after text of several bytes a character', () => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-page-pack-'));
  try {
    const file = join(dir, 'pages.pack');
    const pages = ['{"title":"Café ☕"}', '{"title":"日本語のページ"}', '{}', '{"title":"emoji 🐕‍🦺 then plain"}'];
    writePagePack(file, pages, new Map([['refs-a.json', '{"#/components/schemas/Ünïcode":{}}']]));
    const pack = readPagePack(file);
    assert.deepEqual(
      pages.map((_, id) => pack.page(id)),
      pages,
    );
    assert.equal(pack.file('refs-a.json'), '{"#/components/schemas/Ünïcode":{}}');
    assert.throws(() => pack.page(4), /has no page 4/);

    writePagePack(file, ['{"title":"again"}'], new Map());
    assert.equal(readPagePack(file).page(0), '{"title":"again"}');
    assert.equal(pack.page(1), pages[1], 'a pack read before holds its own pages');
    assert.deepEqual(readdirSync(dir), ['pages.pack'], 'written beside and renamed over');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
