import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const made: string[] = [];
process.on('exit', () => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** Writes `{ 'a/b.yaml': text }` into a new temporary folder (removed when the tests end) and returns its path. */
export function writeFilesSync(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'quire-test-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

/** writeFilesSync, for the tests that await it. */
export async function writeFiles(files: Record<string, string>): Promise<string> {
  return writeFilesSync(files);
}
