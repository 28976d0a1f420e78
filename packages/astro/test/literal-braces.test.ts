/** Braces meant as text in pages written for the hosted platform: `/status/{kickoff_id}` in running text. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findLiteralBraces, snippetVariables, withLiteralBraces } from '../src/integration/literal-braces.ts';

describe('literal braces', () => {
  test('a braced name the page cannot mean as JavaScript becomes escaped text, lines kept', () => {
    const page = '---\ntitle: "{version}"\n---\n\nFixed the path from /{kickoff_id}/status to /status/{ kickoff_id }.\n';
    assert.equal(withLiteralBraces(page), '---\ntitle: "{version}"\n---\n\nFixed the path from /\\{kickoff_id\\}/status to /status/\\{kickoff_id\\}.\n');
  });

  test('names joined as text joins them are text too, when none of them is defined (openlit: `state`={used,free,cached})', () => {
    const page = '| `system.memory.state`={used,free,cached} | {owner/repo} | {a | b} | {user.id} |\n\n{Math.max(1, 2)} {props.x, y}\n';
    assert.equal(
      withLiteralBraces(page),
      '| `system.memory.state`=\\{used,free,cached\\} | \\{owner/repo\\} | \\{a | b\\} | \\{user.id\\} |\n\n{Math.max(1, 2)} {props.x, y}\n',
    );
    assert.match(findLiteralBraces([{ path: '/docs/m.mdx', text: page }])[0]!.message, /^`\{used,free,cached\}` reads as JavaScript naming `used`/);
  });

  test("a template's placeholder in double braces is text too (portkey: `Tell me a story about {{topic}}` in a table), which MDX read as an object naming `topic`", () => {
    const page = '| User | Tell me a story about {{topic}} and {{ user.name }} |\n\n<Card style={{ color }}>x</Card>\n';
    assert.equal(withLiteralBraces(page), '| User | Tell me a story about \\{\\{topic\\}\\} and \\{\\{user.name\\}\\} |\n\n<Card style={{ color }}>x</Card>\n');
    assert.match(findLiteralBraces([{ path: '/docs/p.mdx', text: page }])[0]!.message, /^`\{\{topic\}\}` reads as JavaScript naming `topic`/);
  });

  test('what MDX means as JavaScript is left alone', () => {
    const kept = [
      'Title: {frontmatter.title} and {frontmatter}, {props}, {Math}, {undefined}.\n',
      '<Card title="Path {id}">x</Card>\n',
      '<Card title="a > b" href="/pets/{id}">x</Card>\n',
      '<Card href={link}>x</Card>\n',
      '{[1, 2].map((n) => <li>{n}</li>)}\n',
      'Code: `/{id}` and\n\n```\n/{id}\n```\n',
      'Escaped: \\{id\\}\n',
      'A code span over a line break: `"{python} {bot}\n--port {port}"`.\n',
      '<ParamField\n  path="template"\n  default=\'"Summary: {summary}"\'\n>\n  Text.\n</ParamField>\n',
    ];
    for (const page of kept) assert.equal(withLiteralBraces(page), page, page);
    const withExports = 'export const Box = ({ children }) => <div>{children}</div>;\n\n{Box}\n';
    assert.equal(withLiteralBraces(withExports), withExports, 'what a page declares is JavaScript, its statements too');
  });

  test('a page with imports or exports is read the same way: a name it does not declare is text', () => {
    const page = [
      "import { Card } from '/snippets/card.mdx';",
      'export const version = "2";',
      '',
      'export const List = ({ items }) => {',
      '',
      '  return <ul>{items.map((item) => <li>{item}</li>)}</ul>;',
      '};',
      '',
      'Call /v{version}/users/{user_id} with <Card title={version} />.',
    ].join('\n');
    assert.equal(withLiteralBraces(page), page.replace('{user_id}', '\\{user_id\\}'));
    // skyvern: a component over blank lines whose template literals look like code spans is still one statement.
    const templated =
      'export const Box = () => {\n  const [on] = useState(false);\n\n  return <pre className={`p-4 ${on ? "a" : "b"}`}>\n    <code>{output}</code>\n  </pre>;\n};\n\n<Box />\n';
    assert.equal(withLiteralBraces(templated), templated);
    assert.deepEqual(
      findLiteralBraces([{ path: '/docs/a.mdx', text: page }]).map((d) => [d.line, d.message.slice(0, 9)]),
      [[9, '`{user_id']],
    );
  });

  test("a snippet's braced names are its variables: kept as JavaScript, bound from what the page gives it, no warning", () => {
    const snippet = '<Note>\n{feature} {verb ?? "is"} only in a [paid plan](/plans). {Math.max(1, 2)} <Card title={`${heading}!`} />\n</Note>\n';
    assert.equal(withLiteralBraces(snippet, true), snippet);
    assert.deepEqual(
      findLiteralBraces([{ path: '/docs/snippets/s.mdx', text: snippet }], (path) => path.includes('/snippets/')),
      [],
    );
    assert.deepEqual(snippetVariables(snippet, new Set(['Note', 'Card'])), ['feature', 'heading', 'verb']);
    assert.deepEqual(snippetVariables("export const plan = 'Pro';\n\n{plan} \\{escaped}\n", new Set()), []);
  });

  test('each one is a warning at its file and line, saying how to write it', () => {
    const [warning, ...rest] = findLiteralBraces([{ path: '/docs/changelog.mdx', text: '---\ntitle: Log\n---\n\n- moved to /status/{kickoff_id}\n' }]);
    assert.equal(rest.length, 0);
    assert.equal(warning!.code, 'MDX_TEXT_BRACES');
    assert.equal(warning!.severity, 'warning');
    assert.equal(warning!.file, '/docs/changelog.mdx');
    assert.equal(warning!.line, 5);
    assert.match(warning!.message, /`\{kickoff_id\}`.*shown as the text/);
    assert.match(warning!.hint ?? '', /\\\{kickoff_id\\\}/);
  });
});
