/** The one table of MDX components (components/registry.ts): what the unknown-tag check knows is what pages render with. */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { describe, test } from 'node:test';
import { componentModules, componentNames, mdxComponentsOf } from '../src/components/registry.ts';

/** The component files as index.ts's glob hands them over, each a stand-in naming its file. */
const files = Object.fromEntries(
  readdirSync(new URL('../src/components/', import.meta.url))
    .filter((file) => file.endsWith('.astro'))
    .map((file) => [`./${file}`, { file }]),
);
const passthrough = { file: 'Passthrough.astro' };
const pageComponents = mdxComponentsOf(files, passthrough);

describe('component registry', () => {
  test('the names the unknown-tag check knows are the components pages render with, and no other', () => {
    assert.deepEqual(Object.keys(pageComponents).sort(), [...componentNames].sort());
  });

  test('every file the table names is a component file beside it', () => {
    for (const [name, module] of Object.entries(componentModules)) assert.ok(files[module], `<${name}>: ${module}`);
  });

  test('a table entry without its file fails loudly instead of leaving the tag undefined', () => {
    assert.throws(() => mdxComponentsOf(files, passthrough, { Gone: './Gone.astro' }), /Gone\.astro for <Gone>/);
  });

  test('parts hang off their parent component, as MDX reads <Tree.Folder>', () => {
    const tree = pageComponents.Tree as Record<string, unknown>;
    assert.equal((tree as { file: string }).file, 'Tree.astro');
    assert.deepEqual(tree.Folder, { file: 'TreeFolder.astro' });
    assert.deepEqual((pageComponents.Color as Record<string, unknown>).Row, { file: 'ColorRow.astro' });
  });

  test('a namespace renders its known members, and the children of a member Quire lacks', () => {
    const github = pageComponents.GitHub as Record<string, unknown>;
    assert.deepEqual(github.Repo, { file: 'GitHubRepo.astro' });
    assert.equal(github.Issue, passthrough);
    assert.equal(github.then, undefined);
  });
});
