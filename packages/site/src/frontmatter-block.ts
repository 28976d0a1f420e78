/**
 * The frontmatter at the top of a page: the block (`---` lines included, not the line break after
 * it) and its YAML; undefined without one. The one reading of where a page's frontmatter is, for
 * the page reader, the Markdown twins, the lines of diagnostics and the site's MDX checks.
 */
export function frontmatterOf(text: string): { block: string; yaml: string } | undefined {
  const match = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?=\r?\n|$)/.exec(text);
  return match ? { block: match[0], yaml: match[1]! } : undefined;
}
