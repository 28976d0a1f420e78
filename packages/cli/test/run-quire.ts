import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const bin = fileURLToPath(new URL('../bin/quire.js', import.meta.url));

/** Runs the real `quire` binary, as a user's shell would. */
export function runQuire(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(process.execPath, [bin, ...args], { cwd, env: { ...process.env, NO_COLOR: '1' } }, (error, stdout, stderr) => {
      done({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

const made: string[] = [];
process.on('exit', () => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Writes `{ 'a/b.yaml': text }` into a new temporary folder (removed when the tests end) and returns its path. */
export async function writeFiles(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'quire-cli-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  return dir;
}
