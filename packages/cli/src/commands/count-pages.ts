import { glob } from 'node:fs/promises';

/** HTML pages of a built site, fragments and the 404 page left out. */
export async function countPages(outDir: string): Promise<number> {
  let pages = 0;
  for await (const path of glob('**/*.html', { cwd: outDir, exclude: ['_quire/**', '404.html', 'pagefind/**'] })) if (path) pages++;
  return pages;
}
