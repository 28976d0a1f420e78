import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import site from 'virtual:quire/site';
import { pageModule } from 'virtual:quire/page-data';
import type { PageData } from '../data/page-data.ts';

/**
 * Reads the data of one page: each page loads only its own. A build reads the file the
 * integration wrote, at once rather than through the thread pool: a small local file costs less
 * than the four round trips of an asynchronous read (open, stat, read, close), thousands of times
 * in a build. Dev builds it when the page is first asked for, as a module of its own.
 */
export async function readPage(id: number): Promise<PageData> {
  if (pageModule) return ((await pageModule(id)) as { default: PageData }).default;
  return JSON.parse(readFileSync(join(site.dataDir, 'pages', `${id}.json`), 'utf8')) as PageData;
}
