import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import site from 'virtual:quire/site';
import type { SchemaObject } from '@quire/openapi';
import type { PageData } from '../data/page-data.ts';
import { pageOf, type StoredPage } from '../data/stored-refs.ts';

const pagesDir = join(site.dataDir, 'pages');

/**
 * Each spec's file of `$ref` targets (data/stored-refs.ts), parsed once. This module is evaluated
 * anew when dev rewrites the site's data (reload-docs.ts), so it never holds an older file's.
 */
const targets = new Map<string, Record<string, SchemaObject>>();

function targetsIn(file: string): Record<string, SchemaObject> {
  let read = targets.get(file);
  if (!read) targets.set(file, (read = JSON.parse(readFileSync(join(pagesDir, file), 'utf8')) as Record<string, SchemaObject>));
  return read;
}

/**
 * Reads the data of one page, written by the integration: each page loads only its own. Read at
 * once rather than through the thread pool: a small local file costs less than the four round
 * trips of an asynchronous read (open, stat, read, close), thousands of times in a build.
 */
export async function readPage(id: number): Promise<PageData> {
  return pageOf(JSON.parse(readFileSync(join(pagesDir, `${id}.json`), 'utf8')) as StoredPage, targetsIn);
}

/** A file the integration wrote beside the pages' data (the playground's targets, routes/playground-refs.ts), as written. */
export function readPageFile(name: string): string {
  return readFileSync(join(pagesDir, name), 'utf8');
}
