// MDX to Markdown for a page's twin, through the syntax tree (remark + remark-mdx): imports and
// exports go, `<Visibility for="humans">` goes with its content, `<Visibility for="agents">` leaves
// its content bare. Everything else is the author's text as written (fences, tables, lists and
// other components with their children), so the tree only says what to cut, by source offsets.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { frontmatterOf } from '../frontmatter-block.ts';
import { editedSlice, linkEdits, type SiteLink, type TextEdit } from './site-links.ts';

/** The few fields of an mdast / mdast-util-mdx node the cutting reads. */
interface TreeNode {
  type: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: TreeNode[];
  position?: { start: { offset?: number }; end: { offset?: number } };
}

const mdx = unified().use(remarkParse).use(remarkMdx).freeze();
const markdown = unified().use(remarkParse).freeze();

/**
 * A page's MDX as Markdown for AI tools: no frontmatter, imports, exports or humans-only content.
 * `link` writes its site paths as the site's URLs (a site under a base); by default they stay as written.
 */
export function mdxBody(source: string, link?: SiteLink): string {
  const rule = link ?? asWritten;
  let known = bodies.get(rule);
  if (!known) bodies.set(rule, (known = new LRUCache({ max: bodiesKept })));
  const key = createHash('sha1').update(source).digest('base64');
  let body = known.get(key);
  if (body === undefined) known.set(key, (body = parsedBody(source, link)));
  return body;
}

/**
 * Bodies already made, by link rule and by the hash of the page's text. Versioned docs keep a copy
 * of every page per version: crewAI's 24,803 pages are 1,723 texts, and remark-mdx's parse was most
 * of the time its site took to read. A copy is seldom more than a few thousand pages after the
 * page it repeats (the next version's folder), so the most recent bodies are what is kept.
 */
const bodies = new WeakMap<SiteLink, LRUCache<string, string>>();
const asWritten: SiteLink = (href) => href;
const bodiesKept = 5_000;

function parsedBody(source: string, link: SiteLink | undefined): string {
  const frontmatter = frontmatterOf(source);
  const text = frontmatter ? source.slice(frontmatter.block.length).replace(/^\r?\n/, '') : source;
  let tree: TreeNode;
  try {
    tree = mdx.parse(text) as TreeNode;
  } catch {
    // Not valid MDX (a stray `<` or `{` in a `.md` page): plain Markdown, with nothing to cut.
    return markdownWithLinks(text, link).trim();
  }
  const edits = link ? linkEdits(text, tree, link) : [];
  return cut(text, tree, 0, text.length, edits).trim();
}

/** Markdown (a spec's description) with its site paths written through `link`. */
export function markdownWithLinks(text: string, link?: SiteLink): string {
  if (!link || !text.includes('/')) return text;
  return editedSlice(text, linkEdits(text, markdown.parse(text) as TreeNode, link), 0, text.length);
}

/** `text` from `from` to `to`, less what `parent`'s descendants say to cut, with the links' edits. */
function cut(text: string, parent: TreeNode, from: number, to: number, edits: readonly TextEdit[]): string {
  const slice = (start: number, end: number) => editedSlice(text, edits, start, end);
  let out = '';
  let at = from;
  for (const child of parent.children ?? []) {
    const start = child.position?.start.offset;
    const end = child.position?.end.offset;
    if (start === undefined || end === undefined) continue;
    const audience = visibility(child);
    if (child.type === 'mdxjsEsm' || audience === 'humans') {
      out += slice(at, flow(child) ? lineStart(text, at, start) : start);
      at = flow(child) ? afterBlankLines(text, end) : end;
    } else if (audience === 'agents') {
      const kids = child.children ?? [];
      const first = kids[0]?.position?.start.offset;
      const last = kids.at(-1)?.position?.end.offset;
      out += slice(at, start) + (first === undefined || last === undefined ? '' : cut(text, child, first, last, edits));
      at = end;
      if (first === undefined && flow(child)) at = afterBlankLines(text, end);
    } else if (child.children?.length) {
      out += slice(at, start) + cut(text, child, start, end, edits);
      at = end;
    }
  }
  return out + slice(at, to);
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
