import { join } from 'node:path';
import { listDocsFiles } from './list-docs-files.ts';
import type { Route } from './navigation/manifest.ts';
import { readDocsTexts } from './read-docs-text.ts';
import type { DocsFiles } from './docs-files.ts';
import { snippetFolders } from './snippet-folders.ts';

/**
 * The MDX and JSX that pages render but that are no pages: the snippets they import, and each
 * `x-docs.content`. (Pages themselves come from loadSite's own read, through `onPageText`.)
 * `files`: the folder's files as loadSite listed them.
 */
export async function readSnippetsAndContent(dir: string, routes: Route[], files?: DocsFiles): Promise<{ path: string; text: string }[]> {
  const paths = await listDocsFiles(dir, `{${snippetFolders.join(',')}}/**/*.{md,mdx,jsx,tsx}`, [], files);
  const texts = await readDocsTexts(paths.map((path) => join(dir, path)));
  const read = paths.map((path, i) => ({ path: join(dir, path), text: texts[i]! }));
  for (const route of routes) if (route.content) read.push({ path: `${route.source} (x-docs.content of ${route.operation?.key})`, text: route.content });
  return read;
}
