import { mdxToMdast, type MdastNode } from 'satteri';
import { proseOf } from './mdx-tags.ts';

// Which dollars of a page are math. The hosted platform reads `$…$` as remark-math does: any two
// single dollars of a paragraph, so "costs $5 and $10" would be a formula. Quire reads the text
// with the same parser (Sätteri with math on) and keeps a pair as math only where it looks like
// math by Pandoc's rule: no space just inside either dollar, no digit right after the closing
// one. A dollar before "/month" (a price per unit) or "{name}" (a variable) is no delimiter
// either. Every other pair's opening dollar is escaped (`\$`, one more character on its line)
// and the text read again, so its closing dollar may open the next formula, and what stood
// between them (bold, a tag, braces) is Markdown again.

/** A formula of the page: offsets in the text as read, its TeX, whether a block, and its line. */
export interface Formula {
  start: number;
  end: number;
  tex: string;
  display: boolean;
  line: number;
}

/** The page with the dollars that are prose escaped, and its formulas. */
export interface MathOfPage {
  text: string;
  formulas: Formula[];
}

/** Cheap: most pages have no ```math fence, and no two dollars outside code within a paragraph. */
function mayHaveMath(text: string): boolean {
  if (/^[ \t>]*(?:`{3,}|~{3,})[ \t]*math\b/im.test(text)) return true;
  return /\$[^$]*\$/.test(text) && /\$(?:[^$\n]|\n(?![ \t]*\n))*\$/.test(proseOf(text));
}

/** A formula's TeX and whether it is a block: Sätteri's `math` and `inlineMath` nodes, and ```math fences. */
function formulasOf(tree: MdastNode, text: string, found: Formula[] = []): Formula[] {
  const node = tree as MdastNode & { value?: string; lang?: string | null; children?: MdastNode[] };
  const { start, end } = node.position ?? {};
  const math = node.type === 'math' || node.type === 'inlineMath' || (node.type === 'code' && node.lang?.toLowerCase() === 'math');
  if (math && start?.offset !== undefined && end?.offset !== undefined) {
    found.push({ start: start.offset, end: end.offset, tex: (node.value ?? '').replace(/\n$/, ''), display: node.type !== 'inlineMath', line: start.line });
  }
  for (const child of node.children ?? []) formulasOf(child, text, found);
  return found;
}

/** Whether a single-dollar pair is money or a variable in prose rather than math (the rule above). */
export function isProseDollars(text: string, { start, end }: { start: number; end: number }): boolean {
  if (text.startsWith('$$', start)) return false;
  const tex = text.slice(start + 1, end - 1);
  // "$/month" and "${name}": a price per unit, a variable.
  const noDelimiter = (after: number) => /^(?:\/|\{[A-Za-z_][\w.]*\})/.test(text.slice(after, after + 80));
  return /^\s|\s$/.test(tex) || /\d/.test(text[end] ?? '') || noDelimiter(start + 1) || noDelimiter(end);
}

/**
 * The page's math as Sätteri reads it, with its prose dollars escaped. A page MDX cannot parse
 * has no formulas here: the MDX check says why it fails.
 */
export function mathOfPage(text: string): MathOfPage {
  if (!mayHaveMath(text)) return { text, formulas: [] };
  let current = text;
  // Each round escapes at least one dollar: a page has as many rounds as its longest chain of prices.
  for (;;) {
    let formulas: Formula[];
    try {
      formulas = formulasOf(mdxToMdast(current, { features: { math: true } }), current);
    } catch {
      return { text: current, formulas: [] };
    }
    const prose = formulas.filter((formula) => !formula.display && current[formula.start] === '$' && isProseDollars(current, formula));
    if (!prose.length) return { text: current, formulas };
    for (const { start } of prose.reverse()) current = `${current.slice(0, start)}\\${current.slice(start)}`;
  }
}
