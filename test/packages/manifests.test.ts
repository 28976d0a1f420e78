// Each package's package.json tells the truth about what it needs once installed on its own: every
// package its code imports is a dependency or a peer (inside this repository a missing one is
// found anyway, in the root node_modules, so only this test notices), it ships no tests or
// fixtures, and it says which Node it runs on.
import { strict as assert } from 'node:assert';
import { globSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { test } from 'node:test';

const root = resolve(import.meta.dirname, '..', '..');

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  files?: string[];
  engines?: { node?: string };
  exports?: Record<string, unknown>;
}

const packages = globSync('packages/*/package.json', { cwd: root })
  .sort()
  .map((file) => ({ dir: join(root, file, '..'), manifest: JSON.parse(readFileSync(join(root, file), 'utf8')) as Manifest }));

/** `import x from 'p'`, `import type { T } from 'p'`, `export * from 'p'`, `import 'p'`, `import('p')`, `require('p')`, `import.meta.resolve('p')`. */
const importPattern = /(?:^|[\s;{}])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\brequire(?:\.resolve)?\(\s*['"]([^'"]+)['"]\s*\)|import\.meta\.resolve\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The package a bare specifier names (`@scope/name/sub` -> `@scope/name`), or undefined for relative, node: and virtual ones. */
export function packageOf(specifier: string): string | undefined {
  if (/^(\.|\/|node:|virtual:|astro:|data:)/.test(specifier) || builtinModules.includes(specifier.split('/')[0]!)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Each package a file's code imports, and whether every import of it is type-only. */
export function importsOf(code: string): Map<string, { typeOnly: boolean }> {
  const found = new Map<string, { typeOnly: boolean }>();
  for (const match of code.matchAll(importPattern)) {
    const name = packageOf(match[2] ?? match[3] ?? match[4] ?? match[5] ?? '');
    if (!name) continue;
    const typeOnly = Boolean(match[1]);
    found.set(name, { typeOnly: (found.get(name)?.typeOnly ?? true) && typeOnly });
  }
  return found;
}

test('the import finder reads the forms the packages use', () => {
  const code = [
    "import { a } from 'alpha';",
    "import type { B } from 'beta/sub';",
    "import * as g from '@scope/gamma/x';",
    "export { d } from 'delta';",
    "import 'epsilon/style.css';",
    "const z = await import('zeta');",
    "import { l } from './local.ts';",
    "import { r } from 'node:fs';",
    "import.meta.resolve('eta/package.json');",
  ].join('\n');
  assert.deepEqual(Object.fromEntries(importsOf(code)), {
    alpha: { typeOnly: false },
    beta: { typeOnly: true },
    '@scope/gamma': { typeOnly: false },
    delta: { typeOnly: false },
    epsilon: { typeOnly: false },
    zeta: { typeOnly: false },
    eta: { typeOnly: false },
  });
});

for (const { dir, manifest } of packages) {
  test(`${manifest.name} declares every package it imports`, () => {
    const declared = new Set([manifest.name, ...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
    const missing: string[] = [];
    for (const file of globSync('{src,bin}/**/*.{ts,js,astro}', { cwd: dir }).sort()) {
      if (file.endsWith('.test.ts')) continue;
      for (const [name, { typeOnly }] of importsOf(readFileSync(join(dir, file), 'utf8'))) {
        // A type-only import is met by the package or by its DefinitelyTyped types.
        const types = `@types/${name.replace(/^@(.+)\//, '$1__')}`;
        if (!declared.has(name) && !(typeOnly && declared.has(types))) missing.push(`${name} (${file})`);
      }
    }
    assert.deepEqual(missing, [], `${manifest.name} imports these without declaring them in dependencies or peerDependencies`);
  });

  test(`${manifest.name} ships only what runs (files), and says which Node it needs (engines)`, () => {
    assert.ok(manifest.files?.includes('dist'), 'files names dist/, the built JavaScript');
    for (const entry of manifest.files ?? []) assert.doesNotMatch(entry, /test|fixture|^src/, `files ships ${entry}`);
    assert.match(manifest.engines?.node ?? '', /^>=2[2-9]\.\d+/);
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      if (typeof target === 'string' && target.startsWith('./src/')) assert.match(target, /^\.\/src\/.+\.ts$/, `${subpath}: a source export is a .ts file under src/, packed as dist/`);
    }
  });
}
