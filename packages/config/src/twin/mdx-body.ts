// MDX to Markdown for a page's twin, through the syntax tree (remark + remark-mdx): imports and
// exports go, `<Visibility for="humans">` goes with its content, `<Visibility for="agents">` leaves
// its content bare. Everything else is the author's text as written (fences, tables, lists and
// other components with their children), so the tree only says what to cut, by source offsets.
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { frontmatterOf } from '../frontmatter-block.ts';

/** The few fields of an mdast / mdast-util-mdx node the cutting reads. */
interface TreeNode {
  type: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: TreeNode[];
  position?: { start: { offset?: number }; end: { offset?: number } };
}

const mdx = unified().use(remarkParse).use(remarkMdx).freeze();


/** A page's MDX as Markdown for AI tools: no frontmatter, imports, exports or humans-only content. */
export function mdxBody(source: string): string {
  const frontmatter = frontmatterOf(source);
  const text = frontmatter ? source.slice(frontmatter.block.length).replace(/^\r?\n/, '') : source;
  let tree: TreeNode;
  try {
    tree = mdx.parse(text) as TreeNode;
  } catch {
    // Not valid MDX (a stray `<` or `{` in a `.md` page): plain Markdown, with nothing to cut.
    return text.trim();
  }
  return cut(text, tree, 0, text.length).trim();
}

/** `text` from `from` to `to`, less what `parent`'s descendants say to cut. */
function cut(text: string, parent: TreeNode, from: number, to: number): string {
  let out = '';
  let at = from;
  for (const child of parent.children ?? []) {
    const start = child.position?.start.offset;
    const end = child.position?.end.offset;
    if (start === undefined || end === undefined) continue;
    const audience = visibility(child);
    if (child.type === 'mdxjsEsm' || audience === 'humans') {
      out += text.slice(at, flow(child) ? lineStart(text, at, start) : start);
      at = flow(child) ? afterBlankLines(text, end) : end;
    } else if (audience === 'agents') {
      const kids = child.children ?? [];
      const first = kids[0]?.position?.start.offset;
      const last = kids.at(-1)?.position?.end.offset;
      out += text.slice(at, start) + (first === undefined || last === undefined ? '' : cut(text, child, first, last));
      at = end;
      if (first === undefined && flow(child)) at = afterBlankLines(text, end);
    } else if (child.children?.length) {
      out += text.slice(at, start) + cut(text, child, start, end);
      at = end;
    }
  }
  return out + text.slice(at, to);
}

/** A block that, once cut, should take its line and the blank lines after it along. */
function flow(node: TreeNode): boolean {
  return node.type === 'mdxjsEsm' || node.type === 'mdxJsxFlowElement';
}

/** Where `offset`'s line starts, when only indentation precedes it there (not before `floor`). */
function lineStart(text: string, floor: number, offset: number): number {
  let at = offset;
  while (at > floor && (text[at - 1] === ' ' || text[at - 1] === '\t')) at--;
  return at === 0 || text[at - 1] === '\n' ? at : offset;
}

function afterBlankLines(text: string, offset: number): number {
  const blank = /(?:[ \t]*\r?\n)*/y;
  blank.lastIndex = offset;
  blank.exec(text);
  return blank.lastIndex;
}

/** `humans` or `agents` for a `<Visibility for="…">` element, else undefined. */
function visibility(node: TreeNode): string | undefined {
  if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || node.name !== 'Visibility') return undefined;
  const value = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'for')?.value;
  return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
}
