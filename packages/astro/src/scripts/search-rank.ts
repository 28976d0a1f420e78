// Pagefind ranks by words in the whole page; readers expect a page whose title is what they typed
// to come first ("List pets" before "List an owner's pets", whose page says "pets" more often),
// then the pages of the tab and version they are reading, then the rest of the site.
import { words } from './search-match.ts';

/** Where the reader searches from: the section (tab) and version of the page open. */
export interface ReaderPlace {
  section?: string | undefined;
  version?: string | undefined;
}

/** 0: the title is the query; 1: every word typed starts a word of the title; 2: any other page. */
export function titleTier(title: string, query: string): number {
  const typed = words(query);
  const titled = words(title);
  if (!typed.length) return 2;
  if (typed.join(' ') === titled.join(' ')) return 0;
  return typed.every((word) => titled.some((t) => t.startsWith(word))) ? 1 : 2;
}

/**
 * 0: the reader's section, in their version; 1: another section of their version (pages of no
 * version belong to every version); 2: a page of another version, which the reader did not ask for.
 */
export function scopeTier(page: ReaderPlace, reader: ReaderPlace): number {
  const sameVersion = !page.version || !reader.version || page.version === reader.version;
  if (!sameVersion) return 2;
  return reader.section && page.section === reader.section ? 0 : 1;
}

/**
 * The results reordered by title tier, then by the reader's place, a deprecated page after the
 * live ones (a reader typing "pet" wants the pages to use, not "Remove a pet (deprecated)");
 * Pagefind's order within.
 */
export function rankByTitle<T extends { title: string; deprecated?: boolean; section?: string; version?: string }>(
  results: T[],
  query: string,
  reader: ReaderPlace = {},
): T[] {
  return results
    .map((result, at) => ({ result, at, tier: titleTier(result.title, query), scope: scopeTier(result, reader) }))
    .sort((a, b) => a.tier - b.tier || a.scope - b.scope || Number(!!a.result.deprecated) - Number(!!b.result.deprecated) || a.at - b.at)
    .map(({ result }) => result);
}
