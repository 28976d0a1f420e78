import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import site from 'virtual:quire/site';
import type { PageData } from '../data/page-data.ts';

/**
 * Reads the data of one page, written by the integration: each page loads only its own. Read at
 * once rather than through the thread pool: a small local file costs less than the four round
 * trips of an asynchronous read (open, stat, read, close), thousands of times in a build.
 */
export async function readPage(id: number): Promise<PageData> {
  return JSON.parse(readFileSync(join(site.dataDir, 'pages', `${id}.json`), 'utf8')) as PageData;
}
