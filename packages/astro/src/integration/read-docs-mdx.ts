import { glob, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Route } from '@quire/config';

/** The text of every MDX file of the docs (pages and snippets) and of each `x-docs.content`. */
export async function readDocsMdx(dir: string, routes: Route[]): Promise<{ path: string; text: string }[]> {
  const files: { path: string; text: string }[] = [];
  for await (const path of glob('**/*.{md,mdx}', { cwd: dir, exclude: ['**/node_modules/**', '**/.*/**', 'dist/**'] })) {
    files.push({ path: join(dir, path), text: await readFile(join(dir, path), 'utf8') });
  }
  for (const route of routes) if (route.content) files.push({ path: `${route.source} (x-docs.content of ${route.operation?.key})`, text: route.content });
  return files;
}
