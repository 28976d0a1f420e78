// The zero-setup key file: two nodes starting at once on a new data folder both end with the one
// complete key, never a half-written file. Real processes racing on real folders.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, it } from 'node:test';
import { promisify } from 'node:util';
import { SECRET_KEY_FILE } from '../src/storage/secret-keys.ts';

const run = promisify(execFile);
const child = join(import.meta.dirname, 'storage-secret-key-child.ts');

it('two nodes creating the key file at once both read the same complete key, and leave no temporary file', { timeout: 60_000 }, async () => {
  const parent = mkdtempSync(join(tmpdir(), 'quire-secret-race-'));
  after(() => rmSync(parent, { recursive: true, force: true }));
  // Many folders, each raced once: a window of a few microseconds is met some of these times.
  const count = 2000;
  const startAt = String(Date.now() + 1500);
  const [first, second] = await Promise.all([0, 1].map(() => run(process.execPath, [child, parent, String(count), startAt], { maxBuffer: 1 << 24 })));
  const keysOf = (output: string) => output.trim().split('\n');
  const a = keysOf(first!.stdout);
  const b = keysOf(second!.stdout);
  assert.equal(a.length, count);
  const errors = [...a, ...b].filter((line) => line.startsWith('error'));
  assert.equal(errors.length, 0, `${errors.length} starts met a half-written key, such as: ${errors[0]}`);
  assert.deepEqual(a, b, 'both nodes use the same key in every folder');
  for (const index of [0, count - 1]) {
    const folder = join(parent, String(index));
    assert.deepEqual(readdirSync(folder), [SECRET_KEY_FILE], 'only the key file is left');
    assert.equal(readFileSync(join(folder, SECRET_KEY_FILE), 'utf8').trim(), a[index]);
    assert.equal(statSync(join(folder, SECRET_KEY_FILE)).mode & 0o777, 0o600);
  }
});
