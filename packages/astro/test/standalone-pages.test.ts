/**
 * A build compiles MDX pages without imports or exports while rendering them, outside the
 * bundle (integration/standalone-pages.ts), to keep large repos within memory. Readers must not
 * see the difference: a page compiled alone renders exactly as the same page bundled.
 */
import assert from 'node:assert/strict';
import { relative } from 'node:path';
import { before, describe, test } from 'node:test';
import { compilesAlone } from '../src/integration/standalone-pages.ts';
import { elementHtml } from '../src/integration/code-as-html.ts';
import { standaloneCompilers } from '../src/runtime/standalone-compilers.ts';
import { buildSite, section, textOf, type BuiltSite } from './build-site.ts';

/** Fences of every shape: their HTML as code-as-html.ts writes it must be Astro's, token by token. */
const plainFences = `\`\`\`html "quoted & <title>" {1,3} lines wrap
<a href="/x?a=1&b=2" title='it's'>Tom & "Jerry" > 'cat'</a>
	<b>tab</b>

<i>focus</i>
\`\`\`

\`\`\`ts focus={2} highlight={1}
const a: Array<number> = [1, 2];
// ünïcödé — “quotes” {braces}
\`\`\`

\`\`\`
plain <text> without a language
\`\`\`

\`\`\`nosuchlanguage
kept as text & escaped
\`\`\`

\`\`\`diff
- removed
+ added
\`\`\`

\`\`\`json
{}
\`\`\``;

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

Fences of every shape, whose HTML a page compiled alone holds as written (code-as-html.ts):

${plainFences}

Two tab sets, the first with more code: each takes its name once its content has rendered.

<Tabs>
<Tab title="Long">
\`\`\`js
const line1 = compute(1, 'value 1');\nconst line2 = compute(2, 'value 2');\nconst line3 = compute(3, 'value 3');\nconst line4 = compute(4, 'value 4');\nconst line5 = compute(5, 'value 5');\nconst line6 = compute(6, 'value 6');\nconst line7 = compute(7, 'value 7');\nconst line8 = compute(8, 'value 8');\nconst line9 = compute(9, 'value 9');\nconst line10 = compute(10, 'value 10');\nconst line11 = compute(11, 'value 11');\nconst line12 = compute(12, 'value 12');\nconst line13 = compute(13, 'value 13');\nconst line14 = compute(14, 'value 14');\nconst line15 = compute(15, 'value 15');\nconst line16 = compute(16, 'value 16');\nconst line17 = compute(17, 'value 17');\nconst line18 = compute(18, 'value 18');\nconst line19 = compute(19, 'value 19');\nconst line20 = compute(20, 'value 20');\nconst line21 = compute(21, 'value 21');\nconst line22 = compute(22, 'value 22');\nconst line23 = compute(23, 'value 23');\nconst line24 = compute(24, 'value 24');\nconst line25 = compute(25, 'value 25');\nconst line26 = compute(26, 'value 26');\nconst line27 = compute(27, 'value 27');\nconst line28 = compute(28, 'value 28');\nconst line29 = compute(29, 'value 29');\nconst line30 = compute(30, 'value 30');\nconst line31 = compute(31, 'value 31');\nconst line32 = compute(32, 'value 32');\nconst line33 = compute(33, 'value 33');\nconst line34 = compute(34, 'value 34');\nconst line35 = compute(35, 'value 35');\nconst line36 = compute(36, 'value 36');\nconst line37 = compute(37, 'value 37');\nconst line38 = compute(38, 'value 38');\nconst line39 = compute(39, 'value 39');\nconst line40 = compute(40, 'value 40');
\`\`\`
</Tab>
</Tabs>

<Tabs>
<Tab title="Short">
\`\`\`js
short();
\`\`\`
</Tab>
</Tabs>
`;

const includingPage = `---
title: Included
---
import Intro from '../snippets/intro.mdx';
import Inner from '/snippets/inner.mdx';

Before the snippets.

<Intro name="Ada" plan="team" />

<Intro name="Bob" />

<Inner />
`;

let site: BuiltSite;
/** The files the build compiled while rendering, seen through the compiler it offered, and the code it compiled them to. */
const compiledAlone: string[] = [];
const compiledCode = new Map<string, string>();
before(async () => {
  const offer = standaloneCompilers.set.bind(standaloneCompilers);
  standaloneCompilers.set = (dir, compile) =>
    offer(dir, (key) => {
      compiledAlone.push(key);
      return compile(key).then((code) => {
        compiledCode.set(key, code.body);
        return code;
      });
    });
  site = await buildSite({
    'docs.json': JSON.stringify({
      name: 'Alone',
      navigation: {
        groups: [
          { group: 'Start', pages: ['alone', 'bundled', 'changelog', 'v2/alone', 'retitled', 'tabbed'] },
          {
            group: 'Snippets',
            pages: [
              'guide/included',
              'guide/included-bundled',
              'inheriting',
              'named-import',
              'one-line',
              'odd-names',
              'fence-in-fence',
              'nested-fences',
              'ruby',
            ],
          },
        ],
      },
    }),
    'images/flow.png': 'not really a PNG',
    'alone.mdx': `---\ntitle: Quickstart\n---\n${body}`,
    // The same page, with an export: it needs the bundler.
    'bundled.mdx': `---\ntitle: Quickstart\n---\n${body}\nexport const unused = 1;\n`,
    // A version folder's copy, word for word, and a page differing only in its title: compiled once, and not at all, again.
    'v2/alone.mdx': `---\ntitle: Quickstart\n---\n${body}`,
    'retitled.mdx': `---\ntitle: Retitled\n---\n${body}`,
    // The same fences inside a tab, which waits for its content: written the JSX way, as Astro renders each token.
    'tabbed.mdx': `---\ntitle: Tabbed\n---\n\n<Tabs>\n<Tab title="All">\n${plainFences}\n</Tab>\n</Tabs>\n\nexport const unused = 1;\n`,
    // Pages whose imports are snippets: compiled alone with them, and rendered as when bundled.
    'guide/included.mdx': includingPage,
    'guide/included-bundled.mdx': `${includingPage}\nexport const unused = 1;\n`,
    'snippets/intro.mdx':
      "import Inner from './inner.mdx';\n\n<Note>Hello, {name}: {props.plan ?? 'free'} plan.</Note>\n\n<Inner />\n\n<Widget>Unknown here too.</Widget>\n",
    'snippets/inner.mdx': '## Inside {#inside}\n\n```js\nnested();\n```\n\n<Badge>inner</Badge>\n',
    // A snippet that shows a name its page imports (inherited-imports.ts) is a module, and so is its page.
    'inheriting.mdx': "import Box from '/snippets/box.jsx';\nimport Uses from '/snippets/uses-box.mdx';\n\n<Uses />\n",
    'snippets/box.jsx': 'export default function Box({ children }) { return <section className="box">{children}</section>; }\n',
    'snippets/uses-box.mdx': '<Box>boxed</Box>\n',
    // Two statements on a line: the second, a name bound from a snippet, needs the bundler.
    'one-line.mdx': "import Inner from '/snippets/inner.mdx'; import { plan } from '/snippets/plans.mdx';\n\n<Inner /> The {plan} plan.\n",
    // A snippet imported by a name the compiled body might have used for its own arguments.
    'odd-names.mdx': "import runtime from '/snippets/inner.mdx';\nimport snippets from '/snippets/intro.mdx';\n\nBound: {typeof runtime}, {typeof snippets}.\n",
    // A bundled page including a snippet whose fences number three: a ~~~ block showing a ``` line.
    'fence-in-fence.mdx': "import Odd from '/snippets/odd-fences.mdx';\n\n<Odd />\n\nexport const unused = 1;\n",
    'snippets/odd-fences.mdx': '<Note>Fences shown inside fences.</Note>\n\n~~~md\n```\n~~~\n',
    // A name bound from a snippet, not its component.
    'named-import.mdx': "import { plan } from '/snippets/plans.mdx';\n\nThe {plan} plan.\n",
    'snippets/plans.mdx': "export const plan = 'Team';\n",
    // A Markdown fence's nested Ruby, in a page bundled (compiled before any page renders); Ruby's only other fence is in a page compiled while rendering.
    'nested-fences.mdx': '````md\nRun it:\n\n```ruby\n# a comment\nputs 1\n```\n````\n\nexport const unused = 1;\n',
    'ruby.mdx': '```ruby\n# another comment\nputs 2\n```\n',
    'changelog.mdx':
      '---\ntitle: Changelog\n---\n\n- Moved the status endpoint from /{kickoff_id}/status to /status/{kickoff_id}.\n\n```env\nAPI_KEY=secret # yours\n```\n',
  });
});

describe('standalone pages', () => {
  test('a page compiled alone renders exactly as the same page bundled', () => {
    assert.deepEqual(
      compiledAlone.filter((key) => !key.startsWith('/')).sort(),
      ['alone.mdx', 'changelog.mdx', 'guide/included.mdx', 'odd-names.mdx', 'retitled.mdx', 'ruby.mdx', 'v2/alone.mdx'],
      'only the pages without exports, or whose imports are snippets compiling alone, skipped the bundler',
    );
    const article = (path: string) => section(site.page(path), 'div.prose');
    assert.ok(article('/alone').includes('Keys live in the'), 'the page has its content');
    assert.equal(article('/alone'), article('/bundled'));
  });

  test("a page whose imports are snippets compiles alone with them, and renders as when bundled: props, nested snippets, Quire's components", () => {
    const snippets = new Set(compiledAlone.filter((key) => key.startsWith('/')).map((file) => relative(site.docs, file)));
    assert.deepEqual(
      [...snippets].sort(),
      ['snippets/inner.mdx', 'snippets/intro.mdx'],
      'the included snippets compiled with the page, not the one inheriting an import',
    );
    const article = (path: string) => section(site.page(path), 'div.prose');
    const alone = article('/guide/included');
    assert.match(textOf(alone), /Hello, Ada: team plan\..*Hello, Bob: free plan\./s, 'each include has its own props');
    assert.match(alone, /class="q-callout[^"]*"/, "Quire's <Note> inside the snippet");
    assert.match(textOf(alone), /Unknown here too\./, "an unknown tag's stand-in shows its children");
    assert.equal(textOf(alone).match(/nested\s*\(\)/g)?.length, 3, 'the nested snippet, in both includes and on its own');
    assert.equal(alone, article('/guide/included-bundled'));
  });

  test('a page stays a module when a snippet it includes takes an import from it, or it imports a name from a snippet', () => {
    assert.match(section(site.page('/inheriting'), 'div.prose'), /<section class="box">boxed<\/section>/);
    assert.match(site.page('/named-import'), /The Team plan\./);
    assert.match(textOf(site.page('/one-line')), /Inside.*nested\s*\(\)/s, 'a second statement on the import line too');
  });

  test("a bundled snippet showing a fence inside a fence has Quire's components", () => {
    assert.match(section(site.page('/fence-in-fence'), 'div.prose'), /class="q-callout[^"]*"[\s\S]*Fences shown inside fences\./);
  });

  test('a snippet imported as `runtime` or `snippets` is bound like any other name', () => {
    assert.match(site.page('/odd-names'), /Bound: function, function\./);
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

  test("highlighted code written as HTML is Astro's own rendering of its tokens, in a page compiled alone and in a bundled one", () => {
    const fences = (path: string) => site.page(path).match(/<pre class="astro-code[\s\S]*?<\/pre>/g) ?? [];
    const asJsx = fences('/tabbed');
    assert.equal(asJsx.length, 6);
    // /alone's fences: two in a code group, the Python one, these six, then two in tabs.
    assert.deepEqual(fences('/alone').slice(3, 9), asJsx);
    assert.deepEqual(fences('/bundled').slice(3, 9), asJsx);
  });

  test('highlighted code reaches a page compiled alone as its HTML, not as a call per token', () => {
    const code = compiledCode.get('alone.mdx') ?? '';
    assert.equal(code.match(/"set:html": "<pre class=\\"astro-code/g)?.length, 7, 'the fences outside code groups and tabs are HTML');
    // Those in a CodeGroup or Tabs stay JSX: those sets take their names in the order their contents finish rendering.
    assert.equal(code.match(/_components\.pre, \{\s*class: "astro-code/g)?.length, 4);
    // The fences' HTML as the bundled page renders it, the JSX way (the first test compares the whole article, tab names included).
    const fences = (path: string) => site.page(path).match(/<pre class="astro-code[\s\S]*?<\/pre>/g) ?? [];
    assert.equal(fences('/alone').length, 11);
    assert.deepEqual(fences('/alone'), fences('/bundled'));
    assert.deepEqual(fences('/retitled'), fences('/alone'), 'another text with the same fences (their HTML is kept by text) has the same code');
  });

  test('a <pre> holding what the HTML writer does not know stays JSX', () => {
    const pre = (properties: Record<string, unknown>, children: unknown[] = []) =>
      ({ type: 'element', tagName: 'pre', properties, children }) as Parameters<typeof elementHtml>[0];
    assert.equal(
      elementHtml(pre({ class: 'a', tabindex: '0', dataLanguage: 'js', 'data-title': 'x' })),
      '<pre class="a" tabindex="0" data-language="js" data-title="x"></pre>',
    );
    assert.equal(elementHtml(pre({ style: 'color: red; font-style:italic;' })), '<pre style="color:red;font-style:italic"></pre>');
    assert.equal(elementHtml(pre({ onclick: 'x' })), undefined, 'an attribute of another kind');
    assert.equal(elementHtml(pre({ hidden: true })), undefined, 'a boolean');
    assert.equal(elementHtml(pre({ class: '' })), undefined, 'an empty value');
    assert.equal(elementHtml(pre({ style: 'color:red;color:blue' })), undefined, 'a style naming a property twice');
    assert.equal(elementHtml(pre({ style: 'WebkitX:1' })), undefined, 'a style name the object would rename');
    assert.equal(elementHtml(pre({}, [{ type: 'element', tagName: 'img', properties: {}, children: [] }])), undefined, 'another tag');
    assert.equal(elementHtml(pre({}, [{ type: 'mdxJsxTextElement', name: 'Icon' }])), undefined, 'a component');
  });

  test("a Markdown fence's nested code is highlighted in any language the docs' fences write, whatever page needed it first", () => {
    const color = (path: string, text: string) => new RegExp(`<span style="color:([^"]+)">${text}</span>`).exec(site.page(path))?.[1];
    const ruby = color('/ruby', '# another comment');
    assert.ok(ruby, "Ruby's comment is a token of its own");
    assert.equal(color('/nested-fences', '# a comment'), ruby, "the nested comment is colored as Ruby's comments are");
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
