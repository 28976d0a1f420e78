import type { PageMetadata } from '../page-metadata.ts';

/** An MDX (or Markdown) page of the docs folder. */
export interface MdxPage {
  /** Path relative to the docs folder, with extension: `guides/intro.mdx`. */
  path: string;
  frontmatter: PageMetadata;
}

/** `guides/intro.mdx` -> `guides/intro`; `index.mdx` -> `''`; `api/index.md` -> `api`. */
export function slugOfFile(path: string): string {
  const withoutExt = path
    .replaceAll('\\', '/')
    .replace(/^\/+/, '')
    .replace(/\.mdx?$/i, '');
  return withoutExt === 'index' ? '' : withoutExt.replace(/\/index$/, '');
}

/** A navigation entry naming a page (`/guides/intro`, `guides/intro.mdx`) as a slug. */
export function slugOfEntry(entry: string): string {
  return slugOfFile(entry.trim().replace(/^\.\//, ''));
}

/** A readable title for a page without one: `guides/getting-started` -> `Getting started`. */
export function titleFromPath(path: string): string {
  const name = slugOfFile(path).split('/').pop() || 'Home';
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
