// packages/playground/tsconfig.json stands alone on purpose (its comment says why: the bundler
// reads an island's nearest tsconfig.json, and a hosted build's sandbox shows the packages, not
// the repository's root), so its compiler options are a copy of the root's. This holds the copy
// to the root's, but for the options the browser needs otherwise.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..', '..');

/** Where the islands differ from the rest: the browser's DOM iterables in `lib`, and none of Node's `types`. */
const browserOnly = ['lib', 'types'];

function tsconfig(path: string): { extends?: unknown; compilerOptions: Record<string, unknown> } {
  const { config, error } = ts.parseConfigFileTextToJson(path, readFileSync(join(root, path), 'utf8'));
  assert.ok(!error, `${path}: ${ts.flattenDiagnosticMessageText(error?.messageText ?? '', '\n')}`);
  return config;
}

const repository = tsconfig('tsconfig.json');
const playground = tsconfig('packages/playground/tsconfig.json');

test("the playground's tsconfig has the root's compiler options, but for lib and types", () => {
  const names = new Set([...Object.keys(repository.compilerOptions), ...Object.keys(playground.compilerOptions)]);
  const drifted = [...names]
    .filter((name) => !browserOnly.includes(name))
    .filter((name) => JSON.stringify(playground.compilerOptions[name]) !== JSON.stringify(repository.compilerOptions[name]))
    .map(
      (name) =>
        `${name}: ${JSON.stringify(playground.compilerOptions[name])} in the playground, ${JSON.stringify(repository.compilerOptions[name])} at the root`,
    );
  assert.deepEqual(drifted, []);
});

test("the playground's tsconfig stands alone, and gives its islands the DOM and no Node types", () => {
  assert.equal(playground.extends, undefined, 'a hosted build does not see the root tsconfig.json');
  assert.ok((playground.compilerOptions.lib as string[]).includes('dom'));
  assert.deepEqual(playground.compilerOptions.types, []);
});
