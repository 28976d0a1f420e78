// Each package's imports, read by a parser (module-imports.ts), against three rules:
// - every package it imports is declared in its package.json (inside this repository an
//   undeclared one resolves anyway, from the root node_modules, so only this test notices);
// - no relative import leaves the package: another package is reached by its name and public
//   entry points (its package.json `exports`), as an installed copy would reach it;
// - @quire packages import one another only along the README's dependency direction.
import { strict as assert } from 'node:assert';
import { globSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { test } from 'node:test';
import { importsOf, type ModuleImport } from './module-imports.ts';

const root = resolve(import.meta.dirname, '..', '..');

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/**
 * The README's "Dependencies point one way", as layers: a package may import the packages of
 * earlier layers, never those of its own or a later one. `changes`, `graphql` and `sdk-reference`
 * are placed by what they read: OpenAPI and AsyncAPI models (`changes`), nothing but diagnostics (the others);
 * `site` reads docs.json (`config`) and every kind of spec.
 */
const layers: string[][] = [
  ['diagnostics'],
  ['openapi', 'asyncapi', 'graphql', 'sdk-reference'],
  ['config', 'changes'],
  ['site'],
  ['request'],
  // The browser islands: they read the request model and the specs' browser-safe types; the site hands them their data.
  ['playground'],
  ['astro', 'mcp'],
  ['server'],
  ['cli'],
];

/** Imports the layers would allow but the README rules out: the relay is `@quire/request/node`, not the Astro integration's. */
const forbidden: Record<string, string[]> = { mcp: ['astro'], server: ['astro'] };

/** Why `from` may not import `to` (both folder names under packages/), or undefined when it may. */
export function directionRule(from: string, to: string): string | undefined {
  if (from === to) return undefined;
  const layerOf = (name: string) => layers.findIndex((layer) => layer.includes(name));
  if (forbidden[from]?.includes(to)) return `${from} does not import ${to}`;
  if (layerOf(to) === -1 || layerOf(from) === -1) return `${from} -> ${to} is not in the dependency table of ${basename(import.meta.filename)}`;
  if (layerOf(to) >= layerOf(from))
    return `dependencies point one way: ${layers
      .slice(0, Math.max(layerOf(from), layerOf(to)) + 1)
      .map((layer) => layer.join(', '))
      .join(' -> ')}`;
  return undefined;
}

/** The package a bare specifier names (`@scope/name/sub` -> `@scope/name`); undefined for relative, node: and virtual ones. */
export function packageOf(specifier: string): string | undefined {
  if (/^(\.|\/|node:|virtual:|astro:|data:)/.test(specifier) || builtinModules.includes(specifier.split('/')[0]!)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The DefinitelyTyped package of a module: `@types/hast`, `@types/scope__name`. */
const typesOf = (name: string) => `@types/${name.replace(/^@(.+)\//, '$1__')}`;

/** Tests, their fixtures and the package's scripts run only in this repository: devDependencies serve them. */
const isDevelopmentFile = (file: string) => /^(test|scripts)\//.test(file) || /\.test\.tsx?$/.test(file);

/** Helpers the packages' tests share, at the repository's root: the one place outside a package a test may reach. */
const testSupport = join(root, 'test-support') + sep;

const packages = globSync('packages/*/package.json', { cwd: root })
  .sort()
  .map((file) => ({ dir: join(root, dirname(file)), manifest: JSON.parse(readFileSync(join(root, file), 'utf8')) as Manifest }));

interface Finding {
  file: string;
  found: ModuleImport;
}

/** Every import of every source, test and script file of a package, with the file it is in (relative to the package). */
function importsOfPackage(dir: string): Finding[] {
  const files = globSync('{src,bin,test,scripts}/**/*.{ts,tsx,mts,js,mjs,astro}', { cwd: dir, exclude: (name) => name === 'node_modules' });
  return files.sort().flatMap((file) => importsOf(file, readFileSync(join(dir, file), 'utf8')).map((found) => ({ file, found })));
}

const where = (dir: string, { file, found }: Finding) => `${relative(root, join(dir, file))}:${found.line} imports '${found.specifier}'`;

test('a type-only import, a re-export, a dynamic import and an import in an .astro frontmatter are all read; comments and strings are not', () => {
  const script = [
    "import type { Root } from 'hast';",
    "export { a } from '@scope/alpha/sub';",
    "// import nope from 'commented';",
    'const s = "import x from \'quoted\'";',
    "await import('beta');",
  ].join('\n');
  assert.deepEqual(
    importsOf('x.ts', script).map(({ specifier, typeOnly, line }) => [specifier, typeOnly, line]),
    [
      ['hast', true, 1],
      ['@scope/alpha/sub', false, 2],
      ['beta', false, 5],
    ],
  );
  const component = [
    '---',
    "import Card from './Card.astro';",
    "import { load } from '@quire/config';",
    '---',
    '<Card />',
    '<script>',
    "import 'gamma/style.css';",
    '</script>',
  ].join('\n');
  assert.deepEqual(
    importsOf('X.astro', component).map(({ specifier, line }) => [specifier, line]),
    [
      ['./Card.astro', 2],
      ['@quire/config', 3],
      ['gamma/style.css', 7],
    ],
  );
});

test('the direction table lets a package import those before it, and only those', () => {
  assert.equal(directionRule('config', 'openapi'), undefined);
  assert.equal(directionRule('cli', 'server'), undefined);
  assert.match(directionRule('openapi', 'config') ?? '', /one way: diagnostics -> .* -> config, changes$/);
  assert.match(directionRule('server', 'cli') ?? '', /one way/);
  assert.equal(directionRule('mcp', 'astro'), 'mcp does not import astro');
  assert.match(directionRule('astro', 'newcomer') ?? '', /not in the dependency table/);
});

for (const { dir, manifest } of packages) {
  const findings = importsOfPackage(dir);
  const folder = basename(dir);

  test(`${manifest.name} declares every package it imports (devDependencies only for tests and scripts)`, () => {
    const runtime = new Set([manifest.name, ...Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies, ...manifest.optionalDependencies })]);
    const development = new Set([...runtime, ...Object.keys(manifest.devDependencies ?? {})]);
    const undeclared: string[] = [];
    for (const finding of findings) {
      const name = packageOf(finding.found.specifier);
      if (!name) continue;
      const declared = isDevelopmentFile(finding.file) ? development : runtime;
      // A type-only import is erased before the code runs, but the packed declaration files keep
      // it, so it needs a runtime dependency too: the package itself or its DefinitelyTyped types.
      if (!declared.has(name) && !(finding.found.typeOnly && declared.has(typesOf(name)))) undeclared.push(`${where(dir, finding)}: ${name} is not declared`);
    }
    assert.deepEqual(undeclared, []);
  });

  test(`${manifest.name} reaches other packages by name, never by a relative path out of its folder`, () => {
    const escapes: string[] = [];
    for (const finding of findings) {
      if (!finding.found.specifier.startsWith('.')) continue;
      const target = resolve(dir, dirname(finding.file), finding.found.specifier);
      if (target.startsWith(dir + sep)) continue;
      if (isDevelopmentFile(finding.file) && target.startsWith(testSupport)) continue;
      escapes.push(
        `${where(dir, finding)}: ${relative(root, target)} is outside ${relative(root, dir)}; import the package by its name and an entry point of its exports`,
      );
    }
    assert.deepEqual(escapes, []);
  });

  test(`${manifest.name} imports @quire packages only along the dependency direction`, () => {
    const against: string[] = [];
    for (const finding of findings) {
      const name = packageOf(finding.found.specifier);
      if (!name?.startsWith('@quire/')) continue;
      const rule = directionRule(folder, name.slice('@quire/'.length));
      if (rule) against.push(`${where(dir, finding)}: ${rule}`);
    }
    assert.deepEqual(against, []);
  });
}
