import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { findUnknownComponents } from '../src/integration/find-unknown-components.ts';
import { componentTags, declaredNames, endsInCodeFence, proseOf } from '../src/integration/mdx-tags.ts';

describe('reading component tags out of MDX', () => {
  it('placeholders inside a code fence indented under <Tab> are code, not unknown components', () => {
    const page = [
      '<Tabs>',
      '  <Tab title="YAML">',
      '  ```yaml title="config.yaml"',
      '  apiKey: <YOUR_API_KEY>',
      '  ```',
      '  </Tab>',
      '</Tabs>',
      '',
      'Then <Mystery /> appears.',
    ].join('\n');
    const { names, diagnostics } = findUnknownComponents([{ path: 'setup.mdx', text: page }], new Set(['Tabs', 'Tab']));
    assert.deepEqual(names, ['Mystery']);
    assert.equal(diagnostics[0]!.line, 9);
  });

  it('a tag escaped with a backslash (`\\<H1>`) is text, not a component', () => {
    assert.deepEqual(
      componentTags(proseOf('Elements reflect \\<H1>, \\<H2> or <Note>tags</Note>.')).map((t) => t.name),
      ['Note'],
    );
  });

  it('a commented-out tag or image ({/* … */}, over lines too) is not read', () => {
    const text = 'A {/* <Frobnicate>hidden</Frobnicate> */} B\n{/*\n![old](/images/old.png)\n<Gone />\n*/}\n<Tip />';
    const prose = proseOf(text);
    assert.equal(prose.length, text.length);
    assert.deepEqual(prose.split('\n').length, text.split('\n').length);
    assert.deepEqual(
      componentTags(prose).map((t) => t.name),
      ['Tip'],
    );
    assert.doesNotMatch(prose, /old\.png/);
  });

  it('code spans and unindented fences are blanked without moving a line', () => {
    const text = 'Use `<Note>` here.\n```\n<Card />\n```\n<Tip />';
    const prose = proseOf(text);
    assert.equal(prose.length, text.length);
    assert.deepEqual(
      componentTags(prose).map((t) => t.name),
      ['Tip'],
    );
  });

  it('a fence never closed runs to the end of the page, as CommonMark reads it; a longer closing fence closes one', () => {
    const text = '<Tip />\n````md\n<Card />\n```\n<Note />\n`````\n<Info />\n\n```\nimport { handler } from "@acme/express";\n<Warning />\n';
    const prose = proseOf(text);
    assert.equal(prose.length, text.length);
    assert.deepEqual(
      componentTags(prose).map((t) => t.name),
      ['Tip', 'Info'],
    );
    assert.deepEqual([...declaredNames(prose)], []);
  });

  it('namespaced tags name their root, marked as namespaced; imports and exports are declared names', () => {
    const prose = proseOf('import Chart, { Bar as B } from \'/snippets/chart.jsx\';\nexport const Yes = () => <Icon />;\n<Tree.Folder name="src" />');
    assert.deepEqual(
      componentTags(prose).map((t) => [t.name, t.fullName, t.namespaced]),
      [
        ['Icon', 'Icon', false],
        ['Tree', 'Tree.Folder', true],
      ],
    );
    assert.ok(['Chart', 'Bar', 'B', 'Yes'].every((name) => declaredNames(prose).has(name)));
  });
});

describe('whether a text ends inside a code fence', () => {
  it('is so for a fence never closed, not for a closed one holding a fence of the other kind or a longer closer', () => {
    assert.equal(endsInCodeFence('# Hi\n\n```js\nconst a = 1;\n'), true);
    assert.equal(endsInCodeFence('Text\n\n```'), true, 'an opener on the last line');
    assert.equal(endsInCodeFence('~~~md\n```\n~~~\n'), false, 'three fence lines, all closed');
    assert.equal(endsInCodeFence('  ```sh\n  ls\n  `````\n\nAfter.\n'), false);
    assert.equal(endsInCodeFence('No code at all.\n'), false);
  });
});
