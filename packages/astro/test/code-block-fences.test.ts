// The hosted platform's <CodeBlock> written around its code in a page becomes the Markdown fence
// it stands for, on the same lines, with its options as a fence's meta.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withCodeBlocksAsFences } from '../src/integration/code-block-fences.ts';

test('a <CodeBlock> around its code is a fence with its language, title and line options, its code dedented, on the same lines', () => {
  const page = [
    '<Card title="Install">',
    '  To unlock the tools:',
    '  <CodeBlock language="sh" title="Install with pip">',
    "    pip install 'camel-ai[tools]'",
    '  </CodeBlock>',
    '</Card>',
    '',
    '<CodeBlock language="python" filename="add.py" icon="python" lines highlight="[1,3]" focus="[2]" wrap={true} expandable={false}>',
    'def add(a, b):',
    '    return a + b',
    '</CodeBlock>',
  ].join('\n');
  const fenced = withCodeBlocksAsFences(page);
  assert.equal(
    fenced,
    [
      '<Card title="Install">',
      '  To unlock the tools:',
      '  ```sh title="Install with pip"',
      "  pip install 'camel-ai[tools]'",
      '  ```',
      '</Card>',
      '',
      '```python title="add.py" icon="python" {1,3} focus={2} lines wrap',
      'def add(a, b):',
      '    return a + b',
      '```',
    ].join('\n'),
  );
  assert.equal(fenced.split('\n').length, page.split('\n').length);
});

test('code holding a fence is fenced with tildes; a block without a language is text; one on a single line or holding an expression is left to the component, one shown in a code sample as written', () => {
  assert.equal(withCodeBlocksAsFences('<CodeBlock>\n```js\nx\n```\n</CodeBlock>'), '~~~~text\n```js\nx\n```\n~~~~');
  const inline = 'Run <CodeBlock language="sh">make</CodeBlock> first.';
  assert.equal(withCodeBlocksAsFences(inline), inline);
  const shown = '```mdx\n<CodeBlock language="sh">\n  make\n</CodeBlock>\n```';
  assert.equal(withCodeBlocksAsFences(shown), shown);
  const expression = '<CodeBlock>\n  {`uv run python ${path_to_script}`}\n</CodeBlock>';
  assert.equal(withCodeBlocksAsFences(expression), expression);
  const jsx = 'export const Snip = () => <CodeBlock language="js">{code}</CodeBlock>;';
  assert.equal(withCodeBlocksAsFences(jsx), jsx);
});
