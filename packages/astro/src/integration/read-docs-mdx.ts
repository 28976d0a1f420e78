import { join } from 'node:path';
import { fileLimit, listFiles, mapWithLimit, notDocs, readDocsText, type Route } from '@quire/config';

/** The text of every MDX file of the docs (pages and snippets) and of each `x-docs.content`. */
export async function readDocsMdx(dir: string, routes: Route[]): Promise<{ path: string; text: string }[]> {
  const paths = await listFiles(dir, '**/*.{md,mdx}', await notDocs(dir));
  const files = await mapWithLimit(paths, fileLimit, async (path) => ({ path: join(dir, path), text: await readDocsText(join(dir, path)) }));
  for (const route of routes) if (route.content) files.push({ path: `${route.source} (x-docs.content of ${route.operation?.key})`, text: route.content });
  return files;
}
