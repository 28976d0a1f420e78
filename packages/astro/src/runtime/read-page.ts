import { join } from 'node:path';
import site from 'virtual:quire/site';
import type { SchemaObject } from '@quire/openapi';
import type { PageData } from '../data/page-data.ts';
import { pageOf, type StoredPage } from '../data/stored-refs.ts';
import { pagePackFile, readPagePack, type PagePack } from '../data/page-pack.ts';

/**
 * The pages' data, read once: each page's is a slice of it. This module is evaluated anew when
 * dev rewrites the site's data (reload-docs.ts), so it never holds an older pack or its targets.
 */
let pack: PagePack | undefined;
const packed = () => (pack ??= readPagePack(join(site.dataDir, 'pages', pagePackFile)));

/** Each spec's file of `$ref` targets (data/stored-refs.ts), parsed once. */
const targets = new Map<string, Record<string, SchemaObject>>();

function targetsIn(file: string): Record<string, SchemaObject> {
  let read = targets.get(file);
  if (!read) targets.set(file, (read = JSON.parse(packed().file(file)) as Record<string, SchemaObject>));
  return read;
}

/** Reads the data of one page, written by the integration: each page parses only its own. */
export async function readPage(id: number): Promise<PageData> {
  return pageOf(JSON.parse(packed().page(id)) as StoredPage, targetsIn);
}

/** A file the integration wrote with the pages' data (the playground's targets, routes/playground-refs.ts), as written. */
export function readPageFile(name: string): string {
  return packed().file(name);
}
