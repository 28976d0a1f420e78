import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import site from 'virtual:quire/site';
import type { PageData } from '../data/page-data.ts';

/** Reads the data of one page, written by the integration: each page loads only its own. */
export async function readPage(id: number): Promise<PageData> {
  return JSON.parse(await readFile(join(site.dataDir, 'pages', `${id}.json`), 'utf8')) as PageData;
}
