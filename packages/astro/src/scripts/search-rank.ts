// Pagefind ranks by words in the whole page; readers expect a page whose title is what they typed
// to come first ("List pets" before "List an owner's pets", whose page says "pets" more often).

/** 0: the title is the query; 1: every word typed starts a word of the title; 2: any other page. */
export function titleTier(title: string, query: string): number {
  const typed = words(query);
  const titled = words(title);
  if (!typed.length) return 2;
  if (typed.join(' ') === titled.join(' ')) return 0;
  return typed.every((word) => titled.some((t) => t.startsWith(word))) ? 1 : 2;
}

/**
 * The results reordered by title tier, a deprecated page after the live ones of its tier (a reader
 * typing "pet" wants the pages to use, not "Remove a pet (deprecated)"); Pagefind's order within.
 */
export function rankByTitle<T extends { title: string; deprecated?: boolean }>(results: T[], query: string): T[] {
  return results
    .map((result, at) => ({ result, at, tier: titleTier(result.title, query) }))
    .sort((a, b) => a.tier - b.tier || Number(!!a.result.deprecated) - Number(!!b.result.deprecated) || a.at - b.at)
    .map(({ result }) => result);
}

/** Lowercase words without accents or punctuation: "Démarrage rapide!" -> ["demarrage", "rapide"]. */
function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}
