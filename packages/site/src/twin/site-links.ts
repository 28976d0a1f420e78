// Links in a twin's Markdown are site paths as authors wrote them (`/quickstart`): a site served
// under a base (`/docs/`) must write them as its URLs, as its HTML pages do. The rule for that
// belongs to whoever builds the site (Astro's base and trailingSlash); the twin takes it as a
// function and applies it to the URLs the Markdown tree holds, leaving every other byte as written.

/** Writes a link as the site's URL (`/quickstart` -> `/docs/quickstart/`); URLs that are not site paths come back as they are. */
export type SiteLink = (href: string) => string;

/** One replacement of the source text: `[start, end)` becomes `text`. */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

/** The few fields of an mdast / mdast-util-mdx node the links read. */
interface LinkNode {
  type: string;
  url?: string;
  name?: string | null;
  value?: unknown;
  attributes?: LinkNode[];
  children?: LinkNode[];
  position?: { start: { offset?: number }; end: { offset?: number } };
}

/** Attributes of components and HTML elements that hold a URL a reader follows or loads. */
const urlAttributes = new Set(['href', 'src']);

/** The edits that write every site path of the tree (links, images, definitions, `href`/`src` attributes) through `link`. */
export function linkEdits(text: string, tree: LinkNode, link: SiteLink): TextEdit[] {
  const edits: TextEdit[] = [];
  const visit = (node: LinkNode): void => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start !== undefined && end !== undefined) {
      if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.url) {
        // The destination follows the label: `](` for links and images, `]:` for definitions.
        const labelEnd = node.type === 'link' ? (node.children?.at(-1)?.position?.end.offset ?? start) : start;
        const after = text.indexOf(node.type === 'definition' ? ']:' : '](', labelEnd);
        edit(edits, text, node.url, after, end, link);
      }
      if (node.type === 'mdxJsxAttribute' && typeof node.name === 'string' && urlAttributes.has(node.name) && typeof node.value === 'string') {
        edit(edits, text, node.value, text.indexOf('=', start), end, link);
      }
    }
    for (const attribute of node.attributes ?? []) visit(attribute);
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return edits.sort((a, b) => a.start - b.start);
}

/** An edit for `url` where the source writes it literally between `from` and `to` (an escaped one stays as written). */
function edit(edits: TextEdit[], text: string, url: string, from: number, to: number, link: SiteLink): void {
  const written = link(url);
  if (written === url || from < 0) return;
  const at = text.indexOf(url, from);
  if (at >= 0 && at + url.length <= to) edits.push({ start: at, end: at + url.length, text: written });
}

/** `text` from `from` to `to` with the edits inside that range applied (`edits` sorted by start). */
export function editedSlice(text: string, edits: readonly TextEdit[], from: number, to: number): string {
  let out = '';
  let at = from;
  for (const e of edits) {
    if (e.start < from || e.end > to) continue;
    out += text.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + text.slice(at, to);
}
