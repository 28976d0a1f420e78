// How a page's interactive components become islands (integration/islands.ts), before any build.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { hookImports, needsBrowser, withIslands } from '../src/integration/islands.ts';

describe('React components with hooks become islands', () => {
  it('a component the page defines with hooks moves to its own file, with the data it uses; its uses get client:seen; line numbers stay', async () => {
    const docs = await mkdtemp(join(tmpdir(), 'quire-islands-'));
    const page = [
      '---\ntitle: T\n---',
      "export const fruits = ['apple', 'pear'];",
      '',
      'export const Filter = () => {',
      "  const [query, setQuery] = useState('');",
      '',
      '  return <ul>{fruits.filter((f) => f.includes(query)).map((f) => <li>{f}</li>)}</ul>;',
      '};',
      '',
      'export const Plain = () => <b>static</b>;',
      '',
      'Text <Filter /> and <Plain />.',
      '',
      '```jsx\n<Filter />\n```',
    ].join('\n');
    const out = withIslands(page, join(docs, 'page.mdx'), docs, join(docs, '.islands'));
    assert.equal(out.split('\n').length, page.split('\n').length, 'same number of lines');
    const imported = out.match(/^import \{ Filter \} from "([^"]+)"; export \{ Filter \};$/m);
    assert.ok(imported, out);
    assert.match(out, /Text <Filter client:seen \/> and <Plain \/>\./);
    assert.match(out, /```jsx\n<Filter \/>\n```/, 'code blocks are left alone');
    assert.match(out, /^export const Plain = /m, 'a component without hooks stays in the page');
    const island = await readFile(imported[1]!, 'utf8');
    assert.match(island, /^export const fruits = \['apple', 'pear'\];\n\nexport const Filter = \(\) => \{\n[\s\S]*\n\};\n$/);
  });

  it('a snippet with hooks is imported by its absolute path and its components get client:seen; a snippet without hooks is untouched', async () => {
    const docs = await mkdtemp(join(tmpdir(), 'quire-islands-'));
    await mkdir(join(docs, 'snippets'));
    await writeFile(
      join(docs, 'snippets/counter.jsx'),
      'export const Counter = () => { const [n, set] = useState(0); return <button onClick={() => set(n + 1)}>{n}</button>; };\n',
    );
    await writeFile(join(docs, 'snippets/badge.jsx'), 'export const Shiny = () => <b>shiny</b>;\n');
    const page =
      "import { Counter } from '/snippets/counter.jsx';\nimport { Shiny } from '/snippets/badge.jsx';\n\n<Counter start={1} />\n<Counter client:load />\n<Shiny />\n";
    const out = withIslands(page, join(docs, 'page.mdx'), docs, join(docs, '.islands'));
    assert.equal(
      out,
      `import { Counter } from ${JSON.stringify(join(docs, 'snippets/counter.jsx'))};\nimport { Shiny } from '/snippets/badge.jsx';\n\n<Counter client:seen start={1} />\n<Counter client:load />\n<Shiny />\n`,
    );
  });

  it('a hooks component exported by name from a snippet .mdx is an island both in the snippet and on the pages importing it by name', async () => {
    const docs = await mkdtemp(join(tmpdir(), 'quire-islands-'));
    await mkdir(join(docs, 'snippets'));
    const snippet = [
      "export const KINDS = ['a', 'b'];",
      '',
      'export const Builder = () => {',
      "  const [kind, setKind] = useState('a');",
      '  return <select value={kind}>{KINDS.map((k) => <option>{k}</option>)}</select>;',
      '};',
      '',
      'export const Static = () => <b>static</b>;',
      '',
      '<Builder />',
    ].join('\n');
    await writeFile(join(docs, 'snippets/builder.mdx'), snippet);
    const islandDir = join(docs, '.islands');
    const ownOut = withIslands(snippet, join(docs, 'snippets/builder.mdx'), docs, islandDir);
    assert.equal(ownOut.split('\n').length, snippet.split('\n').length, 'same number of lines');
    const own = ownOut.match(/^import \{ Builder \} from "([^"]+)"; export \{ Builder \};$/m);
    assert.ok(own, ownOut);
    const page = "import { KINDS, Builder as Pick, Static } from '/snippets/builder.mdx';\n\n<Pick />\n<Static />\n";
    const out = withIslands(page, join(docs, 'page.mdx'), docs, islandDir);
    assert.equal(
      out,
      `import { Builder as Pick } from ${JSON.stringify(own[1])}; import { KINDS, Static } from ${JSON.stringify(join(docs, 'snippets/builder.mdx'))};\n\n<Pick client:seen />\n<Static />\n`,
    );
    assert.match(await readFile(own[1]!, 'utf8'), /^export const KINDS = \['a', 'b'\];\n\nexport const Builder = /);
  });

  it("a component reading the browser's globals (novu's EchoTerminal: null unless `document` exists) is an island too; text naming the window is not", async () => {
    const docs = await mkdtemp(join(tmpdir(), 'quire-islands-'));
    await mkdir(join(docs, 'snippets'));
    const terminal = [
      'export const EchoTerminal = () => {',
      '  if (typeof document === "undefined") {',
      '    return null;',
      '  }',
      '  return <div id="terminal"></div>;',
      '};',
    ].join('\n');
    await writeFile(join(docs, 'snippets/echo-terminal.mdx'), terminal);
    const page = [
      "import { EchoTerminal } from '/snippets/echo-terminal.mdx';",
      '',
      'export const Share = () => <button onClick={() => navigator.clipboard.writeText(location.href)}>Copy link</button>;',
      'export const Tip = () => <p>Close the browser window. Then open the document.</p>;',
      '',
      '<EchoTerminal />',
      '<Share />',
      '<Tip />',
    ].join('\n');
    const out = withIslands(page, join(docs, 'page.mdx'), docs, join(docs, '.islands'));
    assert.match(out, /^import \{ EchoTerminal \} from "[^"]+\.jsx";/, out);
    assert.match(out, /^import \{ Share \} from "[^"]+-Share\.jsx"; export \{ Share \};$/m);
    assert.match(out, /^export const Tip = /m, 'a sentence about the window is no code');
    assert.match(out, /<EchoTerminal client:seen \/>\n<Share client:seen \/>\n<Tip \/>/);
    assert.equal(needsBrowser('const w = window?.innerWidth'), true);
    assert.equal(needsBrowser('if (typeof window !== "undefined") localStorage.setItem("k", "v")'), true);
  });

  it('hooks are in scope without an import, as the platform provides them; React.useState works too', () => {
    assert.equal(needsBrowser('const [a] = useState(1)'), true);
    assert.equal(needsBrowser('const ref = React.useRef(null)'), true);
    assert.equal(needsBrowser('const a = <b>no hooks</b>'), false);
    assert.equal(
      hookImports('const [a] = useState(1); useEffect(() => {}, []); const c = useReducer(r, 0);'),
      "import { useState, useEffect, useReducer } from 'preact/hooks'; ",
    );
    assert.equal(hookImports("import { useState } from 'react';\nconst [a] = useState(1);"), '');
    assert.equal(
      hookImports('const r = React.useRef(); const Ctx = createContext(0);'),
      "import * as React from 'preact/compat'; import { createContext } from 'preact'; ",
    );
  });
});
