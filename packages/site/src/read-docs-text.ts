import { readFile } from 'node:fs/promises';
import { withoutBom } from '@quire/diagnostics';

/** A text file of a docs repo (docs.json, a page) as every reader sees it: UTF-8, without a byte order mark. */
export async function readDocsText(file: string): Promise<string> {
  return withoutBom(await readFile(file, 'utf8'));
}
