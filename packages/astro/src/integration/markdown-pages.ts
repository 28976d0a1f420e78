// The hosted platform reads .md pages as MDX: `<Steps>` in agno's how-to/install.md is its
// component, not a tag shown as text. Astro compiles a .md file as Markdown itself, and
// @astrojs/mdx compiles only files named .mdx. So a .md page that MDX compiles is bundled under
// a second name, `<page>.md.mdx`, which quire:docs resolves and loads from the page
// (vite-plugin.ts); a page compiled alone is read from the page itself. A .md page MDX cannot
// compile stays Astro's Markdown, with a warning (MDX_MARKDOWN_PAGE, page-text-checks.ts).

const suffix = '.mdx';

/** The module a page is bundled as: its own file, or for a .md page read as MDX, its MDX name. */
export function pageModule(file: string, readAsMdx: boolean): string {
  return readAsMdx && file.endsWith('.md') ? `${file}${suffix}` : file;
}

/** The .md page a module name stands for, when it is one made by pageModule. */
export function markdownPageOf(id: string): string | undefined {
  return id.endsWith(`.md${suffix}`) ? id.slice(0, -suffix.length) : undefined;
}
