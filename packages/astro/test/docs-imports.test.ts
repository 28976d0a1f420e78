// How an import statement of a docs page binds its names: read once (docs-imports.ts) for the
// names a missing import leaves undefined and for the imports a snippet inherits from its page.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bindingStatement, importBindings } from '../src/integration/docs-imports.ts';

test('an import binds its default, named (renamed too) and namespace names; export … from and import type bind none', () => {
  const locals = (statement: string) => importBindings(statement).map((b) => `${b.local}=${b.imported}`);
  assert.deepEqual(locals('import Card from "/snippets/card.jsx"'), ['Card=default']);
  assert.deepEqual(locals('import Card, { Inner, Pill as Label } from "/snippets/card.jsx";'), ['Card=default', 'Inner=Inner', 'Label=Pill']);
  assert.deepEqual(locals("import {\n  A,\n  B as C,\n} from './x.mdx'"), ['A=A', 'C=B']);
  assert.deepEqual(locals('import * as Icons from "lucide-react"'), ['Icons=*']);
  assert.deepEqual(locals('export { Card } from "/snippets/card.jsx"'), []);
  assert.deepEqual(locals('import type { Props } from "./types"'), []);
  assert.deepEqual(locals('import "./side-effect.css"'), []);
});

test('each binding is written as an import of its own that binds the same name', () => {
  const statements = importBindings('import Card, { Inner, Pill as Label } from "./card.jsx"').concat(importBindings('import * as NS from "pkg"'));
  const written = statements.map((b, i) => bindingStatement(b, i < 3 ? '/snippets/card.jsx' : 'pkg'));
  assert.deepEqual(written, [
    'import Card from "/snippets/card.jsx";',
    'import { Inner } from "/snippets/card.jsx";',
    'import { Pill as Label } from "/snippets/card.jsx";',
    'import * as NS from "pkg";',
  ]);
  // Read back, each binds what it was made from.
  assert.deepEqual(written.flatMap(importBindings), statements);
});
