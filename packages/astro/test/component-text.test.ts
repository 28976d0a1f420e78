/** The text helpers behind the MDX components: fence titles, inline Markdown in props, prompt text. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { fenceTitle } from '../src/components/code-title.ts';
import { codeSpans, inlineMarkdown, markdownBlocks } from '../src/components/inline-markdown.ts';
import { promptText } from '../src/components/prompt-text.ts';
import { isOn } from '../src/components/prop-flag.ts';
import { safeColor } from '../src/components/safe-color.ts';

describe('code fence titles', () => {
  test('the words after the language are the title', () => {
    assert.equal(fenceTitle('helloWorld.js'), 'helloWorld.js');
    assert.equal(fenceTitle('Create a pet'), 'Create a pet');
  });

  test('line ranges, options and flags are not part of the title', () => {
    assert.equal(fenceTitle('cURL {2-3} lines wrap'), 'cURL');
    assert.equal(fenceTitle('Example icon="terminal" highlight={1}'), 'Example');
    assert.equal(fenceTitle('{1,3} expandable'), undefined);
  });

  test('title="..." wins', () => {
    assert.equal(fenceTitle('title="My file.ts" {1}'), 'My file.ts');
  });

  test('no meta, no title', () => {
    assert.equal(fenceTitle(undefined), undefined);
    assert.equal(fenceTitle(''), undefined);
  });
});

describe('inline Markdown in component props', () => {
  test('bold, italic, strikethrough, code and links become HTML', () => {
    assert.equal(
      inlineMarkdown('**Bold**, *em*, ~~old~~, `x<y` and [docs](/docs)'),
      '<strong>Bold</strong>, <em>em</em>, <del>old</del>, <code>x&lt;y</code> and <a href="/docs">docs</a>',
    );
  });

  test('HTML in a prop is shown as text, never run', () => {
    assert.equal(inlineMarkdown('<img src=x onerror=alert(1)>'), '&lt;img src=x onerror=alert(1)&gt;');
  });

  test('a javascript: link stays text', () => {
    assert.equal(inlineMarkdown('[click](javascript:alert(1))'), '[click](javascript:alert(1))');
    assert.equal(inlineMarkdown('[click](\u0001javascript:alert(1))'), '[click](\u0001javascript:alert(1))', 'browsers drop the leading control character');
  });

  test('mailto and relative links stay links', () => {
    assert.equal(inlineMarkdown('[mail](mailto:help@example.com) or [up](../faq)'), '<a href="mailto:help@example.com">mail</a> or <a href="../faq">up</a>');
  });

  test('asterisks that open no emphasis stay text, as Markdown reads them', () => {
    assert.equal(inlineMarkdown('2 * 3 * 4 is 24'), '2 * 3 * 4 is 24');
    assert.equal(inlineMarkdown('\\*not italic\\*'), '*not italic*');
  });

  test('a message marks only code: a span may hold a backtick, and globs stay as written', () => {
    assert.equal(codeSpans('Run ``a`b`` on docs/**/*.mdx <here>'), 'Run <code>a`b</code> on docs/**/*.mdx &lt;here&gt;');
  });

  test('emphasis and code inside a link label, and a link inside bold', () => {
    assert.equal(inlineMarkdown('**see [the `x` flag](/flags)**'), '<strong>see <a href="/flags">the <code>x</code> flag</a></strong>');
  });
});

describe('Markdown blocks in the 404 description', () => {
  test('paragraphs, and a list whose items are apart stays one list', () => {
    assert.equal(
      markdownBlocks('Sorry, **gone**.\n\n- [Home](/)\n\n- [Search](/search)\n\n> Try again'),
      '<p>Sorry, <strong>gone</strong>.</p>\n<ul>\n<li>\n<p><a href="/">Home</a></p>\n</li>\n<li>\n<p><a href="/search">Search</a></p>\n</li>\n</ul>\n<blockquote>\n<p>Try again</p>\n</blockquote>\n',
    );
  });

  test('HTML is text and unsafe links are not links, as in props', () => {
    assert.equal(markdownBlocks('<script>x</script> [a](javascript:alert(1))'), '<p>&lt;script&gt;x&lt;/script&gt; [a](javascript:alert(1))</p>\n');
  });
});

describe('prompt text', () => {
  test('paragraphs and list items of the rendered prompt become plain text lines', () => {
    assert.equal(
      promptText('<h1>Expert</h1>\n<p>You are an <strong>expert</strong> &amp; helper.</p><ul><li>One</li><li>Two</li></ul>'),
      'Expert\n\nYou are an expert & helper.\n\n- One\n- Two',
    );
  });
});

describe('colors from props', () => {
  test('a CSS color passes, anything that could add CSS does not', () => {
    assert.equal(safeColor('#FFC107'), '#FFC107');
    assert.equal(safeColor('rgb(51, 255, 87)'), 'rgb(51, 255, 87)');
    assert.equal(safeColor('red; background: url(https://evil.example)'), undefined);
    assert.equal(safeColor(42), undefined);
  });
});

describe('boolean props', () => {
  test('a bare attribute, true and "true" are on; false and "false" are off; missing takes the default', () => {
    assert.equal(isOn(true), true);
    assert.equal(isOn('true'), true);
    assert.equal(isOn(''), true);
    assert.equal(isOn(false), false);
    assert.equal(isOn('false'), false);
    assert.equal(isOn(undefined), false);
    assert.equal(isOn(undefined, true), true);
  });
});
