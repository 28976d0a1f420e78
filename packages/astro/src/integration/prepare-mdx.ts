import { withHeadingAnchors } from './heading-ids.ts';
import { withLiteralBraces } from './literal-braces.ts';
import { withTagEndsInTags } from './jsx-tag-ends.ts';
import { mathOfPage } from './math-dollars.ts';
import { withCodeBlocksAsFences } from './code-block-fences.ts';

/**
 * Quire's rewrites of a docs MDX page before MDX compiles it: <CodeBlock> as the fence it stands
 * for (code-block-fences.ts), heading ids (`{#id}`), a tag's `>`
 * at the start of a line (jsx-tag-ends.ts), dollars in prose where the site reads math
 * (math-dollars.ts), and braces meant as text, outside formulas. One function for the check, the
 * bundled pages and the pages compiled alone, so all three compile the same text. Lines stay
 * where they were. A snippet's braced names are its variables (literal-braces.ts).
 */
export function preparedMdx(text: string, { snippet = false, math = false }: { snippet?: boolean; math?: boolean } = {}): string {
  const tagged = withTagEndsInTags(withHeadingAnchors(withCodeBlocksAsFences(text)));
  const page = math ? mathOfPage(tagged) : { text: tagged, formulas: [] };
  return withLiteralBraces(page.text, snippet, page.formulas);
}
