// A JSX opening tag over several lines whose `>` starts a line, followed by text: MDX's reference
// parser (the hosted platform's) reads the tag's end there; Quire's compiler read a block quote.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { mdxToJs } from 'satteri';
import { findMdxSyntaxErrors } from '../src/integration/find-mdx-syntax-errors.ts';
import { preparedMdx } from '../src/integration/prepare-mdx.ts';
import { tagEndsAtLineStart } from '../src/integration/jsx-tag-ends.ts';

const card = '---\ntitle: Cards\n---\n\n<Card\n  title="Quickstart"\n  href="/quickstart"\n>Read this first</Card>\n';

/** What the page renders: the body of MDX's content function, whitespace collapsed. */
async function compiled(text: string): Promise<string> {
  const { code } = await mdxToJs(preparedMdx(text), {});
  return code.slice(code.indexOf('function _createMdxContent'), code.indexOf('function MDXContent')).replace(/\s+/g, ' ');
}

describe("a tag's `>` at the start of a line", () => {
  it('is valid MDX: the page has no syntax error', async () => {
    assert.deepEqual(await findMdxSyntaxErrors([{ path: 'cards.mdx', text: card }]), []);
  });

  it("ends the tag: its attributes and the text after it are the component's", async () => {
    const body = await compiled(card);
    assert.match(body, /_jsx\(Card, Object\.assign\(\{ title: "Quickstart", href: "\/quickstart" \}, \{\}, \{ children: "Read this first" \}\)\)/);
  });

  it('does so indented, inside another component, and inside a sentence, with a `>` in an attribute value', async () => {
    const text =
      '<Tabs>\n  <Card\n    title="a > b"\n    icon={<svg width="1" />}\n  >Indented</Card>\n</Tabs>\n\nHover <Tooltip\n  tip="x"\n>the word</Tooltip> here.\n';
    assert.deepEqual(await findMdxSyntaxErrors([{ path: 'nested.mdx', text }]), []);
    const body = await compiled(text);
    assert.match(body, /children: "Indented"/);
    assert.match(body, /"Hover ", _jsx\(Tooltip, .*children: "the word".*" here\."/);
  });

  it('does so when another tag follows it on its line', async () => {
    assert.deepEqual(await findMdxSyntaxErrors([{ path: 'icon.mdx', text: '<Card\n  title="x"\n><Icon icon="star" /> Starred</Card>\n' }]), []);
  });

  it('keeps the lines where they were, so errors further down name their line', () => {
    assert.equal(preparedMdx(card).split('\n').length, card.split('\n').length);
  });

  it('leaves block quotes, code and a tag that ends on its own line as they are', () => {
    assert.deepEqual(tagEndsAtLineStart('Use <b>x</b>\n> A quote\n'), []);
    assert.deepEqual(tagEndsAtLineStart('```mdx\n<Card\n  title="x"\n>Text</Card>\n```\n'), []);
    assert.deepEqual(tagEndsAtLineStart('> <Card\n> title="x"\n> >Text</Card>\n'), []);
    assert.deepEqual(tagEndsAtLineStart('<Card\n  title="x">\n\nText\n</Card>\n'), []);
    assert.deepEqual(tagEndsAtLineStart('<Card\n  title="x"\n>\n  Text\n</Card>\n'), [], 'a `>` alone on its line reads as MDX reads it already');
    assert.deepEqual(tagEndsAtLineStart('<iframe\n  src="/x"\n></iframe>\n'), [], 'so does one followed by the closing tag');
  });
});
