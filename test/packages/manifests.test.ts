// Each package's package.json tells the truth about what it is once installed on its own: it ships
// no tests or fixtures, and it says which Node it runs on. That it declares every package its code
// imports is declared-imports.test.ts's, which reads the imports with a parser.
import { strict as assert } from 'node:assert';
import { globSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';

const root = resolve(import.meta.dirname, '..', '..');

interface Manifest {
  name: string;
  files?: string[];
  engines?: { node?: string };
  exports?: Record<string, unknown>;
}

const packages = globSync('packages/*/package.json', { cwd: root })
  .sort()
  .map((file) => JSON.parse(readFileSync(join(root, file), 'utf8')) as Manifest);

for (const manifest of packages) {
  test(`${manifest.name} ships only what runs (files), and says which Node it needs (engines)`, () => {
    assert.ok(manifest.files?.includes('dist'), 'files names dist/, the built JavaScript');
    for (const entry of manifest.files ?? []) assert.doesNotMatch(entry, /test|fixture|^src/, `files ships ${entry}`);
    assert.match(manifest.engines?.node ?? '', /^>=2[2-9]\.\d+/);
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      if (typeof target === 'string' && target.startsWith('./src/'))
        assert.match(target, /^\.\/src\/.+\.ts$/, `${subpath}: a source export is a .ts file under src/, packed as dist/`);
    }
  });
}
