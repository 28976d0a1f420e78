// quire dev's module runners map a stack trace when it is read, with Vite's interceptor, instead of
// turning on Node's source maps, under which Node decodes the inline map of every module the
// runner evaluates (about 520 before the demo's first page) in case one throws.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { createServer } from 'vite';
import { stackTracesOnDemand } from '../src/integration/stack-traces-on-demand.ts';

test("an error thrown by a module the dev server runs names its source's line, with Node's source maps left off", async () => {
  const root = mkdtempSync(join(tmpdir(), 'quire-stack-'));
  // Types on the lines before the throw: the code the runner evaluates has them removed, so only a mapped trace names line 7.
  writeFileSync(
    join(root, 'throws.ts'),
    [
      'interface Pet {',
      '  name: string;',
      '  tag?: string;',
      '}',
      'type Pets = Pet[];',
      'export function fail(pets: Pets): never {',
      '  throw new Error(`no pet among ${pets.length}`);',
      '}',
      '',
    ].join('\n'),
  );
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    server: { middlewareMode: true, ws: false, watch: null },
    plugins: [stackTracesOnDemand()],
  });
  try {
    const runner = (server.environments.ssr as unknown as { runner: { import: (url: string) => Promise<{ fail: (pets: unknown[]) => never }> } }).runner;
    const { fail } = await runner.import(join(root, 'throws.ts'));
    const error = (() => {
      try {
        fail([]);
      } catch (error) {
        return error as Error;
      }
    })();
    assert.match(error?.stack ?? '', /throws\.ts:7:9\)/);
    assert.equal(process.sourceMapsEnabled, false);
  } finally {
    await server.close();
  }
});
