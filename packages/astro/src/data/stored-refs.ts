import type { SchemaObject } from '@quire/openapi';
import type { PageData } from './page-data.ts';

/**
 * How a page's written data holds its `api.refs`: their names, in order, and the file (a part of
 * the pages' pack, data/page-pack.ts) of its spec's targets, each written once. Most endpoints of an API reach the same
 * components, which each page's file repeated (GitHub's: 17.6 of 29 MB, 0.9 MB once each),
 * written and parsed again for every page.
 */
export interface StoredRefs {
  file: string;
  keys: string[];
}

/** A page's data as written: `api.refs` is a StoredRefs. */
export type StoredPage = Omit<PageData, 'api'> & { api?: Omit<NonNullable<PageData['api']>, 'refs'> & { refs: StoredRefs } };

/** The written form of a page: its refs named, in their place among the page's keys. */
export function storedPage(data: PageData, file: string): StoredPage {
  if (!data.api) return data as StoredPage;
  return { ...data, api: { ...data.api, refs: { file, keys: Object.keys(data.api.refs) } } };
}

/** The page again from its file's form, its refs taken from the spec's file of targets (`read`). */
export function pageOf(stored: StoredPage, read: (file: string) => Record<string, SchemaObject>): PageData {
  if (!stored.api) return stored as PageData;
  const { file, keys } = stored.api.refs;
  const targets = read(file);
  const refs: Record<string, SchemaObject> = {};
  for (const key of keys) refs[key] = targets[key]!;
  (stored.api as unknown as NonNullable<PageData['api']>).refs = refs;
  return stored as PageData;
}

/** The file, in the pages' pack, of the `$ref` targets the playgrounds of a spec's endpoints reach (its index in `site.playground.specs`). */
export function playgroundRefsFile(spec: number): string {
  return `playground-refs-${spec}.json`;
}
