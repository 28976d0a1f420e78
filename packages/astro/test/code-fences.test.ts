// Code fences read as the hosted platform reads them: languages in any case and by their usual
// aliases, an unknown one as plain text without a warning, and what follows the language (line
// highlights written straight after it, a title, focus, line numbers, wrapping) as options.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { satteri } from '@astrojs/markdown-satteri';
import { fenceInfo, grammarNames, withFenceLanguages } from '../src/integration/fence-language.ts';
import { fenceNames } from '../src/integration/fence-names.ts';
import { fenceLineOptions, fenceLinesTransformer } from '../src/components/fence-lines.ts';
import { codeTitleTransformer } from '../src/components/code-title.ts';

describe('the language of a code fence', () => {
  it('is matched whatever its case', () => {
    assert.equal(fenceInfo('SQL', undefined).lang, 'sql');
    assert.equal(fenceInfo('JavaScript', undefined).lang, 'javascript');
    assert.equal(fenceInfo('Dockerfile', undefined).lang, 'dockerfile');
  });

  it("is found among Shiki's aliases and the names real docs use for grammars Shiki has under another", () => {
    assert.equal(fenceInfo('py', undefined).lang, 'py');
    assert.equal(fenceInfo('YML', undefined).lang, 'yml');
    assert.equal(fenceInfo('gradle', undefined).lang, 'groovy');
    assert.equal(fenceInfo('env', undefined).lang, 'dotenv');
    assert.equal(fenceInfo('cURL', undefined).lang, 'shellscript');
  });

  it('is plain text when no grammar is known for it (redis, a made-up name)', () => {
    assert.equal(fenceInfo('redis', undefined).lang, 'plaintext');
    assert.equal(fenceInfo('nonsense-lang', 'Title').lang, 'plaintext');
    assert.equal(fenceInfo('nonsense-lang', 'Title').meta, 'Title');
  });

  it('keeps the languages other plugins draw (mermaid diagrams, math)', () => {
    assert.equal(fenceInfo('Mermaid', undefined).lang, 'mermaid');
    assert.equal(fenceInfo('math', undefined).lang, 'math');
  });

  it('ends where options written straight after it begin', () => {
    assert.deepEqual(fenceInfo('python{1,3-5}', undefined), { lang: 'python', meta: '{1,3-5}' });
    assert.deepEqual(fenceInfo('JS{2}', 'title.js lines'), { lang: 'js', meta: '{2} title.js lines' });
  });

  it('is absent when the first word is an option', () => {
    assert.deepEqual(fenceInfo('title="~/.aws/credentials"', undefined), { lang: 'plaintext', meta: 'title="~/.aws/credentials"' });
  });
});

describe('the line options of a code fence', () => {
  it('reads highlights in braces, after highlight= and as ranges', () => {
    assert.deepEqual(fenceLineOptions('{1,3-5}').highlight, [
      [1, 1],
      [3, 5],
    ]);
    assert.deepEqual(fenceLineOptions('Example highlight={1-2,5}').highlight, [
      [1, 2],
      [5, 5],
    ]);
    assert.deepEqual(fenceLineOptions('highlight="2"').highlight, [[2, 2]]);
  });

  it('reads focus, line numbers and wrapping; theme and icon are not line options', () => {
    const options = fenceLineOptions('Example focus=2,4 lines wrap icon="python" theme={null}');
    assert.deepEqual(options, {
      highlight: [],
      focus: [
        [2, 2],
        [4, 4],
      ],
      lines: true,
      wrap: true,
    });
  });

  it("does not read a quoted title's words or braces as options", () => {
    assert.deepEqual(fenceLineOptions('title="count lines {2}"'), { highlight: [], focus: [], lines: false, wrap: false });
  });
});

describe('code fences rendered', () => {
  async function render(markdown: string): Promise<{ html: string; warnings: string[] }> {
    const renderer = await withFenceLanguages(satteri()).createRenderer({
      syntaxHighlight: { type: 'shiki', excludeLangs: ['mermaid'] },
      shikiConfig: { transformers: [codeTitleTransformer(), fenceLinesTransformer()] },
    } as never);
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      return { html: (await renderer.render(markdown)).code, warnings };
    } finally {
      console.warn = warn;
    }
  }

  it('are highlighted in the language whatever its case, an unknown one plain without a warning', async () => {
    const { html, warnings } = await render('```SQL\nSELECT 1;\n```\n\n```redis\nSET a 1\n```\n');
    assert.match(html, /data-language="sql"/);
    assert.match(html, /data-language="plaintext"/);
    assert.deepEqual(warnings, []);
  });

  it('highlight the lines written straight after the language, and keep the title after it', async () => {
    const { html } = await render('```python{1,3-5} example.py\na = 1\nb = 2\nc = 3\nd = 4\ne = 5\nf = 6\n```\n');
    assert.match(html, /data-language="python"/);
    assert.match(html, /data-title="example.py"/);
    const lines = [...html.matchAll(/<span class="line( q-highlighted)?"/g)].map((m) => Boolean(m[1]));
    assert.deepEqual(lines, [true, false, true, true, true, false]);
  });

  it('mark focused lines, numbered lines and wrapping on the block', async () => {
    const { html } = await render('```js title.js focus={2} lines wrap\nlet x = 1;\nlet y = 2;\n```\n');
    assert.match(html, /<pre class="[^"]*\bq-lines\b[^"]*\bq-wrap\b[^"]*\bq-has-focus\b/);
    assert.match(html, /data-title="title.js"/);
    assert.deepEqual(
      [...html.matchAll(/<span class="line( q-focused)?"/g)].map((m) => Boolean(m[1])),
      [false, true],
    );
  });
});

describe('the grammars a build loads first', () => {
  it("reads every fence's language: in lists, quotes and components, <CodeBlock>'s, with options; one grammar per language, none for diagrams or plain text", () => {
    const names = fenceNames([
      '- ```scss\na {}\n```\n\n1. ~~~ruby\nx\n~~~\n',
      '> ```python{1,3}\nx\n```\n\n<Tab>\n  ```JSON title="a"\n  {}\n  ```\n</Tab>\n',
      '<CodeBlock language="sh" title="Install">pip install x</CodeBlock>\n\n```json\n{}\n```\n\n```mermaid\ngraph TD\n```\n\n```text\nx\n```\n\n```toString\n```\n',
      'No fence here.',
    ]);
    assert.deepEqual(names, ['JSON', 'json', 'mermaid', 'python', 'ruby', 'scss', 'sh', 'text', 'toString']);
    assert.deepEqual(grammarNames(names), ['json', 'python', 'ruby', 'scss', 'shellscript'], 'sh is shellscript, JSON is json');
    assert.deepEqual(grammarNames(['bash', 'sh', 'shell', 'zsh']), ['shellscript'], 'four names of one grammar');
  });
});
