import { withHeadingAnchors } from './heading-ids.ts';
import { withLiteralBraces } from './literal-braces.ts';
import { withTagEndsInTags } from './jsx-tag-ends.ts';

/**
 * Quire's rewrites of a docs MDX page before MDX compiles it: heading ids (`{#id}`), braces
 * meant as text, and a tag's `>` at the start of a line (jsx-tag-ends.ts). One function for the
 * check, the bundled pages and the pages compiled alone, so all three compile the same text.
 * Lines stay where they were. A snippet's braced names are its variables (literal-braces.ts).
 */
export function preparedMdx(text: string, snippet = false): string {
  return withTagEndsInTags(withLiteralBraces(withHeadingAnchors(text), snippet));
}
