/**
 * A build compiles MDX pages without imports or exports while rendering them, outside the
 * bundle (integration/standalone-pages.ts), to keep large repos within memory. Readers must not
 * see the difference: a page compiled alone renders exactly as the same page bundled.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { compilesAlone } from '../src/integration/standalone-pages.ts';
import { standaloneCompilers } from '../src/runtime/standalone-compilers.ts';
import { buildSite, section, type BuiltSite } from './build-site.ts';

const body = `
# Getting started {#start-here}

Welcome to **{frontmatter.title}**, version {1 + 1}.

<Note>Keys live in the [dashboard](/dashboard).</Note>

<CardGroup cols={2}>
  <Card title="Install" icon="download" href="/install">Set it up.</Card>
  <Card title="Custom" icon={<svg viewBox="0 0 1 1"><rect width="1" height="1" /></svg>}>Inline icon.</Card>
</CardGroup>

<CodeGroup>
\`\`\`js client.js
const client = new Client();
\`\`\`

\`\`\`python client.py
client = Client()
\`\`\`
</CodeGroup>

| Plan | Limit |
| ---- | ----- |
| Free | 100   |

![Diagram](/images/flow.png)

<Widget size="large">Unknown, children kept.</Widget>

<GitHub.Repo repo="withastro/astro" />

\`\`\`mermaid
graph TD
  A --> B
\`\`\`

## Next steps

Read on. The word import at a line start in a fence is code:

\`\`\`python
import os
export_path = os.getcwd()
\`\`\`
`;

let site: BuiltSite;
/** The files the build compiled while rendering, seen through the compiler it offered. */
const compiledAlone: string[] = [];
before(async () => {
  const offer = standaloneCompilers.set.bind(standaloneCompilers);
  standaloneCompilers.set = (dir, compile) =>
    offer(dir, (key) => {
      compiledAlone.push(key);
      return compile(key);
    });
  site = await buildSite({
    'docs.json': JSON.stringify({
      name: 'Alone',
      navigation: { groups: [{ group: 'Start', pages: ['alone', 'bundled', 'changelog', 'v2/alone', 'retitled'] }] },
    }),
    'images/flow.png': 'not really a PNG',
    'alone.mdx': `---\ntitle: Quickstart\n---\n${body}`,
    // The same page, with an export: it needs the bundler.
    'bundled.mdx': `---\ntitle: Quickstart\n---\n${body}\nexport const unused = 1;\n`,
    // A version folder's copy, word for word, and a page differing only in its title: compiled once, and not at all, again.
    'v2/alone.mdx': `---\ntitle: Quickstart\n---\n${body}`,
    'retitled.mdx': `---\ntitle: Retitled\n---\n${body}`,
    'changelog.mdx':
      '---\ntitle: Changelog\n---\n\n- Moved the status endpoint from /{kickoff_id}/status to /status/{kickoff_id}.\n\n```env\nAPI_KEY=secret # yours\n```\n',
  });
});

describe('standalone pages', () => {
  test('a page compiled alone renders exactly as the same page bundled', () => {
    assert.deepEqual(
      compiledAlone.sort(),
      ['alone.mdx', 'changelog.mdx', 'retitled.mdx', 'v2/alone.mdx'],
      'only the pages without exports skipped the bundler',
    );
    const article = (path: string) => section(site.page(path), 'div.prose');
    assert.ok(article('/alone').includes('Keys live in the'), 'the page has its content');
    assert.equal(article('/alone'), article('/bundled'));
  });

  test('a copy of a page renders as the page, and a page with other text (a title) renders its own', () => {
    const article = (path: string) => section(site.page(path), 'div.prose');
    assert.equal(article('/v2/alone'), article('/alone'));
    assert.match(site.page('/retitled'), /Welcome to <strong>Retitled<\/strong>, version 2\./);
    assert.match(site.page('/alone'), /Welcome to <strong>Quickstart<\/strong>, version 2\./);
  });

  test("its headings, ids, highlighted code and diagram are the bundled page's", () => {
    const page = site.page('/alone');
    assert.match(page, /<a id="start-here"><\/a>/);
    assert.match(page, /<h2 id="next-steps"/);
    assert.match(page, /href="#next-steps"/, 'the table of contents lists the headings');
    assert.match(page, /<pre class="astro-code[^"]*"[^>]*data-title="client.js"/);
    assert.match(page, /<div class="q-mermaid"/);
    assert.match(page, /Welcome to <strong>Quickstart<\/strong>, version 2\./);
  });

  test('braces around a name the page does not define read as text, not as a failed build', () => {
    assert.match(site.page('/changelog'), /from \/\{kickoff_id\}\/status to \/status\/\{kickoff_id\}\./);
  });

  test('an `env` fence, a language Shiki lacks under that name, is highlighted as dotenv', () => {
    const block = /<pre class="astro-code[^"]*"[^>]*data-language="(?:env|dotenv)"[\s\S]*?<\/pre>/.exec(site.page('/changelog'))?.[0] ?? '';
    assert.ok(new Set(block.match(/color:[^;"]+/g)).size > 1, `highlighted in more than one color: ${block.slice(0, 200)}`);
  });

  test('which pages compile alone: no import, export, relative image or layout', () => {
    assert.equal(compilesAlone('# Hi\n\n<Note>x</Note>\n\n![a](/images/a.png) ![b](https://example.com/b.png)\n'), true);
    assert.equal(compilesAlone('```python\nimport os\nexport X=1\n```\n'), true, 'import and export in code are code');
    assert.equal(compilesAlone("import Snippet from '/snippets/a.mdx';\n\n<Snippet />\n"), false);
    assert.equal(compilesAlone('export const Yes = () => <b>Yes</b>;\n\n<Yes />\n'), false);
    assert.equal(compilesAlone('![local](./images/a.png)\n'), false, 'relative images are imported as assets');
    assert.equal(compilesAlone('![local](images/a.png)\n'), false);
    assert.equal(compilesAlone('![ref][logo]\n\n[logo]: ./logo.png\n'), false);
    assert.equal(compilesAlone('---\nlayout: ../layouts/Post.astro\n---\n\n# Hi\n'), false);
  });
});
