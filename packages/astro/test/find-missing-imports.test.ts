// An import of the repo's own file that finds none: one error with the importing file, line and
// path, instead of the bundler's trace in a build and a stack in dev.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { findMissingImports } from '../src/integration/find-missing-imports.ts';
import { writeFiles } from '../../../test-support/write-files.ts';

test('imports of missing repo files are errors at their specifier, in pages and in the files they import; packages, code and found files are not', async () => {
  const dir = await writeFiles({
    'snippets/card.jsx': 'import { Inner } from "./inner";\nexport const Card = () => <Inner />;\n',
    'snippets/inner.jsx': 'export const Inner = () => <p>in</p>;\n',
    'snippets/broken.jsx': 'import data from "./data.json";\nexport const Broken = () => <p>{data}</p>;\n',
    'components/deep.mdx': 'import { Gone } from "/snippets/gone.jsx"\n\n<Gone />\n',
    'guides/local.mdx': 'Local.\n',
    'snippets/unused.jsx': 'import x from "./nowhere.js";\n',
  });
  const text = [
    '---', 'title: Page', '---',
    'import { Card } from "/snippets/card.jsx"',
    'import { Broken } from "/snippets/broken"',
    'import Local from "./local.mdx"',
    'import Deep from "/components/deep.mdx"',
    "import { useState } from 'react'",
    'import Raw from "/snippets/card.jsx?raw"',
    'import Missing from "../snippets/missing.mdx"',
    '', '```mdx', 'import Shown from "/snippets/in-code.mdx"', '```',
    '`import Inline from "/snippets/inline.mdx"`',
  ].join('\n');
  const found = await findMissingImports([{ path: join(dir, 'guides/page.mdx'), text }], dir);
  assert.deepEqual(found.map((d) => [d.code, d.severity, d.file, d.line, d.column, d.message]), [
    ['MDX_IMPORT_MISSING', 'error', join(dir, 'guides/page.mdx'), 10, 22, 'Import ../snippets/missing.mdx is not in the docs folder (looked for snippets/missing.mdx).'],
    ['MDX_IMPORT_MISSING', 'error', join(dir, 'snippets/broken.jsx'), 1, 19, 'Import ./data.json is not in the docs folder (looked for snippets/data.json).'],
    ['MDX_IMPORT_MISSING', 'error', join(dir, 'components/deep.mdx'), 1, 23, 'Import /snippets/gone.jsx is not in the docs folder.'],
  ]);
});

test('x-docs.content checks its docs-rooted imports; a path that leaves the docs folder is not probed', async () => {
  const dir = await writeFiles({ 'index.mdx': '' });
  const content = { path: 'api.yaml (x-docs.content of GET /pets)', text: 'import A from "/snippets/a.mdx"\nimport B from "./b.mdx"\n' };
  const outside = { path: join(dir, 'index.mdx'), text: 'import P from "../../etc/passwd.mdx"\n' };
  assert.deepEqual((await findMissingImports([content, outside], dir)).map((d) => [d.file, d.line, d.message]), [
    ['api.yaml (x-docs.content of GET /pets)', 1, 'Import /snippets/a.mdx is not in the docs folder.'],
  ]);
});
