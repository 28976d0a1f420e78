// quire keeps Node's compiled code between runs (bin/run.js); the worker threads and Node
// processes it starts are Node instances of their own, which use that cache only when their
// environment names its folder.
import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, test } from 'node:test';
import { bin } from './run-quire.ts';

const dir = mkdtempSync(join(tmpdir(), 'quire-compile-cache-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('the threads and processes quire starts are handed its compile cache, outside CI', async () => {
  // What a worker started at the end of the command would be handed: the environment as it is then.
  const probe = join(dir, 'probe.mjs');
  writeFileSync(probe, "process.on('exit', () => process.stderr.write(`\\ncache=${process.env.NODE_COMPILE_CACHE ?? 'none'}\\n`));\n");
  const run = (env: NodeJS.ProcessEnv) =>
    new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', pathToFileURL(probe).href, bin, '--version'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('error', reject);
      child.on('close', () => resolve(/cache=(.*)/.exec(stderr)?.[1] ?? ''));
    });
  const { CI: _ci, NODE_COMPILE_CACHE: _cache, ...env } = process.env;
  const cacheRoot = join(dir, 'tmp');
  const handed = await run({ ...env, TMPDIR: cacheRoot });
  assert.equal(handed, join(cacheRoot, 'node-compile-cache'));
  assert.equal(await run({ ...env, CI: 'true' }), 'none', 'CI runs nothing twice: no cache');
});
