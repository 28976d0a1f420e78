import { withHeadingAnchors } from './heading-ids.ts';
import { withLiteralBraces } from './literal-braces.ts';

/**
 * Quire's rewrites of a docs MDX page before MDX compiles it: heading ids (`{#id}`) and braces
 * meant as text. One function for the check, the bundled pages and the pages compiled alone, so
 * all three compile the same text. Lines stay where they were. A snippet's braced names are its
 * variables (literal-braces.ts).
 */
export function preparedMdx(text: string, snippet = false): string {
  return withLiteralBraces(withHeadingAnchors(text), snippet);
}
