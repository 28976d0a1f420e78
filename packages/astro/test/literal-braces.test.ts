/** Braces meant as text in pages written for the hosted platform: `/status/{kickoff_id}` in running text. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findLiteralBraces, withLiteralBraces } from '../src/integration/literal-braces.ts';

describe('literal braces', () => {
  test('a braced name the page cannot mean as JavaScript becomes escaped text, lines kept', () => {
    const page = '---\ntitle: "{version}"\n---\n\nFixed the path from /{kickoff_id}/status to /status/{ kickoff_id }.\n';
    assert.equal(withLiteralBraces(page), '---\ntitle: "{version}"\n---\n\nFixed the path from /\\{kickoff_id\\}/status to /status/\\{kickoff_id\\}.\n');
  });

  test('what MDX means as JavaScript is left alone', () => {
    const kept = [
      'Title: {frontmatter.title} and {frontmatter}, {props}, {Math}, {undefined}.\n',
      '<Card title="Path {id}">x</Card>\n',
      '<Card href={link}>x</Card>\n',
      '{[1, 2].map((n) => <li>{n}</li>)}\n',
      'Code: `/{id}` and\n\n```\n/{id}\n```\n',
      'Escaped: \\{id\\}\n',
      'A code span over a line break: `"{python} {bot}\n--port {port}"`.\n',
      '<ParamField\n  path="template"\n  default=\'"Summary: {summary}"\'\n>\n  Text.\n</ParamField>\n',
    ];
    for (const page of kept) assert.equal(withLiteralBraces(page), page, page);
    const withExports = 'export const Box = ({ children }) => <div>{children}</div>;\n\n{children}\n';
    assert.equal(withLiteralBraces(withExports), withExports, 'a page with exports may define any name');
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
