// A JSX opening tag written over several lines may end with a `>` that starts a line:
//
//   <Card
//     title="Quickstart"
//   >Read this first</Card>
//
// MDX's reference parser (micromark, which the hosted platform's MDX uses) reads that `>` as the
// end of the tag. Sätteri, the MDX parser Quire builds with, reads a line that starts with `>` as
// a block quote, and the page fails ("Unexpected character after `<`"). Such a `>` gets an empty
// spread before it (`{...{}}>`), which both parsers read as the end of the same tag, with the
// same attributes and children. Only that line changes, and only after the tag's last attribute.
// A scan, not remark-mdx's tree (which reads such a tag right): it runs on every page whose line
// starts with `>`, and the tree costs about a hundred times more (the figure is at componentTags).
import { blankEsm, blankFrontmatter, proseOf } from './mdx-tags.ts';

/** An attribute: a name with a quoted or braced value (braces nested twice at most), or a spread. */
const attribute = String.raw`(?:[A-Za-z_$][\w$.:-]*(?:\s*=\s*(?:"[^"]*"|'[^']*'|\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\}))?|\{\s*\.\.\.(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\})`;

/**
 * An opening tag whose attributes end a line, and the next line starting (after indentation) with
 * its `>` and then text or another tag. Sätteri reads as MDX does a `>` alone on its line, or
 * followed by an expression or the closing tag (`></iframe>`): those are left as they are.
 */
const tagEndingAtLineStart = new RegExp(String.raw`(?<!\\)<[A-Za-z][\w$.:-]*(?:\s+${attribute})*[ \t]*\n[ \t]*(?=>[ \t]*(?!<\/|\{)\S)`, 'g');

/** Where, in a page's text, a tag's `>` starts a line that goes on after it (the offset of each such `>`). */
export function tagEndsAtLineStart(text: string): number[] {
  if (!/^[ \t]*>/m.test(text)) return [];
  const source = blankFrontmatter(text);
  // Code blocks and spans, and import/export statements, are no JSX: blanked, lengths kept.
  const prose = blankEsm(proseOf(source), source);
  // In a block quote every line starts with `>`: those are the quote's, not the tag's.
  const quoted = (at: number) => /^[ \t]*>/.test(prose.slice(prose.lastIndexOf('\n', at) + 1));
  return [...prose.matchAll(tagEndingAtLineStart)].filter((m) => !quoted(m.index)).map((m) => m.index + m[0].length);
}

/** The page with an empty spread before each tag's `>` that starts a line, so Sätteri reads it as MDX does. */
export function withTagEndsInTags(text: string): string {
  let result = text;
  for (const at of tagEndsAtLineStart(text).reverse()) result = `${result.slice(0, at)}{...{}}${result.slice(at)}`;
  return result;
}
