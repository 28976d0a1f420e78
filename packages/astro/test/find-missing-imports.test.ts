// An import that finds nothing (a repo file that is not there, a package that is not installed):
// one warning with the importing file, line and path, and the page built without it, instead of
// the bundler's trace in a build and a stack in dev.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { findMissingImports, withoutMissingImports } from '../src/integration/find-missing-imports.ts';
import { writeFiles } from '../../../test-support/write-files.ts';

test('imports of missing repo files are warnings at their specifier, in pages and in the files they import; packages, code and found files are not', async () => {
  const dir = await writeFiles({
    'snippets/card.jsx': 'import { Inner } from "./inner";\nexport const Card = () => <Inner />;\n',
    'snippets/inner.jsx': 'export const Inner = () => <p>in</p>;\n',
    'snippets/broken.jsx': 'import data from "./data.json";\nexport const Broken = () => <p>{data}</p>;\n',
    'components/deep.mdx': 'import { Gone } from "/snippets/gone.jsx"\n\n<Gone />\n',
    'guides/local.mdx': 'Local.\n',
    'snippets/unused.jsx': 'import x from "./nowhere.js";\n',
  });
  const text = [
    '---',
    'title: Page',
    '---',
    'import { Card } from "/snippets/card.jsx"',
    'import { Broken } from "/snippets/broken"',
    'import Local from "./local.mdx"',
    'import Deep from "/components/deep.mdx"',
    "import { useState } from 'react'",
    'import Raw from "/snippets/card.jsx?raw"',
    'import Missing from "../snippets/missing.mdx"',
    '',
    '```mdx',
    'import Shown from "/snippets/in-code.mdx"',
    '```',
    '`import Inline from "/snippets/inline.mdx"`',
  ].join('\n');
  const found = await findMissingImports([{ path: join(dir, 'guides/page.mdx'), text }], dir);
  assert.deepEqual(
    found.map((d) => [d.code, d.severity, d.file, d.line, d.column, d.message]),
    [
      [
        'MDX_IMPORT_MISSING',
        'warning',
        join(dir, 'guides/page.mdx'),
        10,
        22,
        'Import ../snippets/missing.mdx is not in the docs folder (looked for snippets/missing.mdx): the page is built without it.',
      ],
      [
        'MDX_IMPORT_MISSING',
        'warning',
        join(dir, 'snippets/broken.jsx'),
        1,
        19,
        'Import ./data.json is not in the docs folder (looked for snippets/data.json): the page is built without it.',
      ],
      [
        'MDX_IMPORT_MISSING',
        'warning',
        join(dir, 'components/deep.mdx'),
        1,
        23,
        'Import /snippets/gone.jsx is not in the docs folder: the page is built without it.',
      ],
    ],
  );
});

test('x-docs.content checks its docs-rooted imports; a path that leaves the docs folder is not probed', async () => {
  const dir = await writeFiles({ 'index.mdx': '' });
  const content = { path: 'api.yaml (x-docs.content of GET /pets)', text: 'import A from "/snippets/a.mdx"\nimport B from "./b.mdx"\n' };
  const outside = { path: join(dir, 'index.mdx'), text: 'import P from "../../etc/passwd.mdx"\n' };
  assert.deepEqual(
    (await findMissingImports([content, outside], dir)).map((d) => [d.file, d.line, d.message]),
    [['api.yaml (x-docs.content of GET /pets)', 1, 'Import /snippets/a.mdx is not in the docs folder: the page is built without it.']],
  );
});

test('an import of a package that is not installed is a warning, and the page is built without it; React and installed packages are found', async () => {
  const dir = await writeFiles({ 'index.mdx': '' });
  const text = [
    '---',
    'title: Analytics',
    '---',
    "import { Callout } from 'nextra/components'",
    "import { useState } from 'react';",
    "import { z } from 'zod'",
    "import Chart from '@acme/charts';",
    '',
    '<Callout>Hi</Callout>',
  ].join('\n');
  const page = join(dir, 'page.mdx');
  const found = await findMissingImports([{ path: page, text }], dir);
  assert.deepEqual(
    found.map((d) => [d.severity, d.line, d.message]),
    [
      ['warning', 4, 'Import nextra/components names a package that is not installed: the page is built without it.'],
      ['warning', 7, 'Import @acme/charts names a package that is not installed: the page is built without it.'],
    ],
  );
  const built = withoutMissingImports(text, page, dir);
  assert.equal(built.split('\n').length, text.split('\n').length, 'line numbers hold');
  assert.deepEqual(
    built
      .split('\n')
      .slice(3, 7)
      .map((line) => line.trim()),
    ['', "import { useState } from 'react';", "import { z } from 'zod'", 'export const Chart = undefined;'],
  );
  // A name used as a value, not as a tag, is declared as undefined where the import was.
  const values = 'import Logo, { photo as pic, Card } from "/snippets/gone.jsx";\nimport {\n  a,\n} from "/snippets/gone2.jsx"\n\n<Card>{pic} {a}</Card>\n';
  const taken = withoutMissingImports(values, page, dir);
  assert.equal(taken.split('\n').length, values.split('\n').length);
  assert.deepEqual(
    taken.split('\n').map((line) => line.trimEnd()),
    ['export const Logo = undefined, pic = undefined;', 'export const a = undefined;', '', '', '', '<Card>{pic} {a}</Card>', ''],
  );
});
