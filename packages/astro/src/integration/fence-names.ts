/**
 * The languages the code fences of docs texts are written in (as written: `SQL`, `python{1,3}`
 * gives `python`), fences inside blockquotes and components included. Read with the docs, for
 * the grammars a build loads first (fence-language.ts).
 */
export function fenceNames(texts: Iterable<string>): string[] {
  const names = new Set<string>();
  for (const text of texts) {
    if (!text.includes('```') && !text.includes('~~~')) continue;
    for (const match of text.matchAll(/^[ \t>]*(?:`{3,}|~{3,})[ \t]*([^\s`{]+)/gm)) names.add(match[1]!);
  }
  return [...names].sort();
}
