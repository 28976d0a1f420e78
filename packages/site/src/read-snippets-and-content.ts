import { join } from 'node:path';
import { listDocsFiles } from './list-docs-files.ts';
import type { Route } from './navigation/manifest.ts';
import { readDocsTexts } from './read-docs-text.ts';

/**
 * The MDX and JSX that pages render but that are no pages: the snippets they import, and each
 * `x-docs.content`. (Pages themselves come from loadSite's own read, through `onPageText`.)
 */
export async function readSnippetsAndContent(dir: string, routes: Route[]): Promise<{ path: string; text: string }[]> {
  const paths = await listDocsFiles(dir, 'snippets/**/*.{md,mdx,jsx,tsx}');
  const texts = await readDocsTexts(paths.map((path) => join(dir, path)));
  const files = paths.map((path, i) => ({ path: join(dir, path), text: texts[i]! }));
  for (const route of routes) if (route.content) files.push({ path: `${route.source} (x-docs.content of ${route.operation?.key})`, text: route.content });
  return files;
}
