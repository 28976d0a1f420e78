// The words search may correct a mistyped word to: those of the pages' titles and headings, the
// words readers type. Pagefind keeps its own word list in chunks it loads by the word's start, so
// a typo in the first letters ("stauts") cannot be looked up there. One small file beside each
// index, which the dialog loads only when a query finds nothing (scripts/search.ts).
import { words } from '../scripts/search-match.ts';

/** The file, in each index folder. */
export const searchTermsFile = 'quire-terms.json';

/** Words shorter than this are never corrected (scripts/search-match.ts typosAllowed). */
const shortest = 5;

/**
 * The words of a page's `<title>` and `<h1>`–`<h3>` headings, of five letters or more. A scan of
 * every built page, not a parse, for speed: Agno's 880 pages (18.8 MB) take 61 ms so, 15 s through
 * hast-util-from-html. A word lost to odd markup only means one correction fewer.
 */
export function headingWords(html: string): string[] {
  const found = new Set<string>();
  for (const [, , inner = ''] of html.matchAll(/<(title|h[1-3])\b[^>]*>([\s\S]*?)<\/\1>/gi)) {
    const text = inner.replace(/<[^>]*>/g, ' ').replace(/&[#\w]+;/g, ' ');
    for (const word of words(text)) if (word.length >= shortest && !/^\d/.test(word)) found.add(word);
  }
  return [...found];
}
