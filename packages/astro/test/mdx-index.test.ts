// quire dev's first page waits for its own MDX page only: Astro's dev server transforms every
// module a route imports while it collects the route's styles, lazy imports included, so the
// pages' index names no page where Vite's import analysis reads it. A build's index is as before.
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { parseAst } from 'vite';
import { mdxIndexModule } from '../src/integration/mdx-index.ts';

/** The specifiers of the `import(...)` calls Vite's import analysis can read: string literals. */
function readableImports(code: string): string[] {
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as { type?: string; source?: { type: string; value: unknown } };
    if (n.type === 'ImportExpression' && n.source?.type === 'Literal') found.push(String(n.source.value));
    for (const value of Object.values(node)) visit(value);
  };
  visit(parseAst(code));
  return found;
}

test("dev's MDX page index loads a page on demand without naming it to Vite's import analysis", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'quire-mdx-index-'));
  const guide = join(dir, 'guide.mjs');
  await writeFile(guide, 'export const title = "Guide";\n');
  const modules = {
    mdx: new Map([
      ['guide.mdx', guide],
      ['intro.mdx', join(dir, 'intro.mjs')],
    ]),
    standalone: new Set<string>(),
  };

  const dev = mdxIndexModule(modules, ['Widget'], 'serve');
  assert.deepEqual(readableImports(dev), []);
  await writeFile(join(dir, 'index.mjs'), dev);
  const index = await import(pathToFileURL(join(dir, 'index.mjs')).href);
  assert.equal((await index.loadMdx('guide.mdx')).title, 'Guide');
  assert.deepEqual(index.unknownComponents, ['Widget']);

  assert.deepEqual(readableImports(mdxIndexModule(modules, ['Widget'], 'build')), [guide, join(dir, 'intro.mjs')]);
});
