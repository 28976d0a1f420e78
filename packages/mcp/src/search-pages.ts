// A small scored search over the pages' Markdown: every query term counts, a hit in the title
// weighs more than one in the text, and the snippet is taken around the first hit. The work of
// one search is bounded: the texts are what the caller holds (a built site's index, capped), and
// a query counts its first `maxTerms` words.

export interface DocsPage {
  /** URL path without leading slash; `''` is the home page. */
  slug: string;
  title: string;
}

/** A page and the text search looks through; `lower`, when given, is that text lowercased once for every search. */
export interface PageText {
  page: DocsPage;
  text: string;
  lower?: string;
}

/** The texts a search looks through, and why they are less than every page's whole text, when they are. */
export interface SearchTexts {
  texts: readonly PageText[];
  note?: string;
}

/** Words of a query that count: more would multiply the work of a search, not its precision. */
export const maxTerms = 10;

export interface SearchHit {
  slug: string;
  title: string;
  url: string;
  snippet: string;
  score: number;
}

export function searchPages(query: string, pages: readonly PageText[], limit = 10, base = '/'): SearchHit[] {
  const terms = [
    ...new Set(
      query
        .slice(0, 1000)
        .toLowerCase()
        .split(/[^\p{L}\p{N}_]+/u)
        .filter((t) => t.length > 1 || /\d/.test(t)),
    ),
  ].slice(0, maxTerms);
  if (!terms.length) return [];
  const hits: SearchHit[] = [];
  for (const { page, text, lower } of pages) {
    const title = page.title.toLowerCase();
    const body = lower ?? text.toLowerCase();
    let score = 0;
    let matched = 0;
    for (const term of terms) {
      const inTitle = count(title, term);
      const inBody = count(body, term);
      if (inTitle || inBody) matched++;
      score += inTitle * 10 + Math.min(inBody, 20);
    }
    if (!matched) continue;
    score *= matched / terms.length;
    hits.push({ slug: page.slug, title: page.title, url: `${base}${page.slug}`, snippet: snippet(text, body, terms), score });
  }
  return hits.sort((a, b) => b.score - a.score || a.slug.localeCompare(b.slug)).slice(0, limit);
}

function count(text: string, term: string): number {
  let n = 0;
  for (let i = text.indexOf(term); i !== -1; i = text.indexOf(term, i + term.length)) n++;
  return n;
}

function snippet(text: string, lower: string, terms: string[]): string {
  const at = Math.min(...terms.map((t) => lower.indexOf(t)).filter((i) => i >= 0), text.length);
  const start = Math.max(0, at - 80);
  const piece = text
    .slice(start, start + 240)
    .replace(/\s+/g, ' ')
    .trim();
  return `${start > 0 ? '…' : ''}${piece}${start + 240 < text.length ? '…' : ''}`;
}

/**
 * `/guides/intro`, `guides/intro.md`, `https://site/guides/intro/` -> `guides/intro`. A site under
 * `basePath` (`/docs/`) links its pages as `/docs/guides/intro/`: that prefix goes too.
 */
export function pageSlug(path: string, basePath = '/'): string {
  let p = path.trim();
  const url = URL.parse(p);
  if (url && /^https?:$/.test(url.protocol)) p = url.pathname;
  const base = basePath.replace(/\/+$/, '');
  if (base && (p === base || p.startsWith(`${base}/`))) p = p.slice(base.length);
  p = p
    .split(/[?#]/)[0]!
    .replace(/^\/+|\/+$/g, '')
    .replace(/\.mdx?$/i, '')
    .replace(/(^|\/)index$/, '');
  return p;
}
