import { join } from 'node:path';
import { folderEntries } from './folder-entries.ts';

/**
 * What is in a docs folder but is no part of the docs, as glob patterns to exclude:
 * dependencies, dot folders (`.git`, `.quire`), dot files other than pages (`.env`, `.DS_Store`;
 * a page may be named `.NET.mdx`), `dist` (`quire build`'s default output) and any
 * other folder holding a site Quire built (`quire build -o site` writes `site/_quire/`). A built
 * site's Markdown twins (`dist/development.md`) must not be read back as pages on the next build.
 * Each folder is read at once, not through the thread pool: versioned docs have a folder per version.
 */
export function notDocs(dir: string): string[] {
  const builtSites = folderEntries(dir)
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'dist')
    .filter((entry) => folderEntries(join(dir, entry.name)).some((inner) => inner.name === '_quire'))
    .map((entry) => `${entry.name}/**`);
  return ['**/node_modules/**', '**/.*/**', '**/.!(*.md|*.mdx)', 'dist/**', ...builtSites];
}
