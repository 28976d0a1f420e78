import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { mdxBody } from '@quire/site/twin';

describe('MDX as Markdown for twins (mdxBody)', () => {
  it('cuts imports and exports through the tree, not lines that look like them inside code', () => {
    const body = mdxBody("import A from './a.mdx';\nexport const meta = {\n  a: 1,\n};\n\nText.\n\n```js\nimport x from 'y';\nexport default x;\n```\n");
    assert.equal(body, "Text.\n\n```js\nimport x from 'y';\nexport default x;\n```");
  });

  it('drops humans-only content, in blocks, nested in lists and inline; keeps agents-only content bare', () => {
    assert.equal(mdxBody('- a\n\n  <Visibility for="humans">\n  hidden\n  </Visibility>\n\n  b\n- c\n'), '- a\n\n  b\n- c');
    assert.equal(mdxBody('Say <Visibility for="humans">hi</Visibility><Visibility for="agents">hello</Visibility>.\n'), 'Say hello.');
    assert.equal(mdxBody('<Visibility for="agents">\n  Call **POST** /pets.\n</Visibility>\n'), 'Call **POST** /pets.');
  });

  it("keeps other components and the author's Markdown as written", () => {
    const source = '<Note title="Careful">\n  Hamsters **bite**.\n</Note>\n\n* one\n* two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n~~~mermaid\ngraph TD\n~~~\n';
    assert.equal(mdxBody(source), source.trim());
  });

  it('reads a page that is not valid MDX as plain Markdown', () => {
    assert.equal(mdxBody('---\ntitle: T\n---\n# Page\n\na < b and {x\n'), '# Page\n\na < b and {x');
  });

  it('a text seen again gives the same body, and the same text under another link rule its own', () => {
    const page = '# Setup\n\nSee [the quickstart](/quickstart).\n';
    const toSlash = (href: string) => (href.startsWith('/') ? `${href}/` : href);
    const underDocs = (href: string) => (href.startsWith('/') ? `/docs${href}` : href);
    assert.equal(mdxBody(page, toSlash), '# Setup\n\nSee [the quickstart](/quickstart/).');
    assert.equal(mdxBody(page, toSlash), '# Setup\n\nSee [the quickstart](/quickstart/).');
    assert.equal(mdxBody(page, underDocs), '# Setup\n\nSee [the quickstart](/docs/quickstart).');
    assert.equal(mdxBody(page), '# Setup\n\nSee [the quickstart](/quickstart).');
  });
});
