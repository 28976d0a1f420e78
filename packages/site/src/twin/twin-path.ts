// Where a page's Markdown twin is served, apart from how twins are written (markdown-twin.ts): the
// pages and the redirects need only the path, and the writer loads remark's MDX parser (about 130
// modules) that quire dev's start and first page need not wait for.

/** Where a page's twin is served: `/guides/intro.md`; the home page's is `/index.md`. */
export function twinPath(slug: string): string {
  return slug ? `${slug}.md` : 'index.md';
}
