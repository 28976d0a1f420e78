// A small scored search over the pages' Markdown: every query term counts, a hit in the title
// weighs more than one in the text, and the snippet is taken around the first hit.

export interface DocsPage {
  /** URL path without leading slash; `''` is the home page. */
  slug: string;
  title: string;
}

export interface SearchHit {
  slug: string;
  title: string;
  url: string;
  snippet: string;
  score: number;
}

export function searchPages(query: string, pages: { page: DocsPage; text: string }[], limit = 10, base = '/'): SearchHit[] {
  const terms = [...new Set(query.toLowerCase().split(/[^\p{L}\p{N}_]+/u).filter((t) => t.length > 1 || /\d/.test(t)))];
  if (!terms.length) return [];
  const hits: SearchHit[] = [];
  for (const { page, text } of pages) {
    const title = page.title.toLowerCase();
    const body = text.toLowerCase();
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
  const piece = text.slice(start, start + 240).replace(/\s+/g, ' ').trim();
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
  p = p.split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, '').replace(/\.mdx?$/i, '').replace(/(^|\/)index$/, '');
  return p;
}
