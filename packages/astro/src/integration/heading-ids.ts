import { proseOf } from './mdx-tags.ts';

/**
 * Headings with an id of their own, as docs written for the hosted platform give them:
 * `### Memory & embedder config {#memory-embedder-config}`. MDX reads `{…}` as a JavaScript
 * expression, which that is not, and fails the page. The id becomes an anchor inside the
 * heading instead, so links to `#memory-embedder-config` still land there; the heading keeps the
 * id made from its text, which the table of contents uses. Lines stay where they were.
 */
export function withHeadingAnchors(code: string): string {
  const prose = proseOf(code);
  let result = code;
  for (const m of [...prose.matchAll(/^(#{1,6}[ \t]+)(.*?)[ \t]*\{#([A-Za-z][\w-]*)\}[ \t]*$/gm)].reverse()) {
    // The anchor goes first: after the text, its space would end up in the heading's own id.
    result = `${result.slice(0, m.index)}${m[1]}<a id="${m[3]}"></a>${code.slice(m.index + m[1]!.length, m.index + m[1]!.length + m[2]!.length)}${result.slice(m.index + m[0].length)}`;
  }
  return result;
}
