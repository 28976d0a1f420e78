// The two rewrites between a package's sources and its packed copy (scripts/pack.ts).
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { builtImports, packedManifest } from '../../scripts/pack.ts';

test('a packed .astro component imports the JavaScript tsc wrote for its TypeScript modules, and nothing else changes', () => {
  const source = [
    '---',
    "import { readPage } from '../runtime/read-page.ts';",
    'import Layout from "../layout/Layout.astro";',
    "import type { Route } from '@quire/config';",
    "import './island.css';",
    "const name = 'file.ts';",
    '---',
    "<script>import('./scripts/search.ts');</script>",
  ].join('\n');
  assert.equal(
    builtImports(source),
    [
      '---',
      "import { readPage } from '../runtime/read-page.js';",
      'import Layout from "../layout/Layout.astro";',
      "import type { Route } from '@quire/config';",
      "import './island.css';",
      "const name = 'file.ts';",
      '---',
      "<script>import('./scripts/search.js');</script>",
    ].join('\n'),
  );
});

test('a packed package.json names dist/ for each source export, keeps the others, and drops scripts and devDependencies', () => {
  const packed = packedManifest({
    name: '@quire/config',
    exports: { '.': './src/index.ts', './twin': './src/twin/index.ts', './docs.schema.json': './docs.schema.json' },
    files: ['dist', 'docs.schema.json'],
    scripts: { prepack: 'node ../../scripts/pack.ts --refuse' },
    dependencies: { yaml: '2.9.1' },
    devDependencies: { '@types/js-yaml': '4.0.9' },
  });
  assert.deepEqual(packed, {
    name: '@quire/config',
    exports: {
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './twin': { types: './dist/twin/index.d.ts', default: './dist/twin/index.js' },
      './docs.schema.json': './docs.schema.json',
    },
    files: ['dist', 'docs.schema.json'],
    dependencies: { yaml: '2.9.1' },
  });
});
