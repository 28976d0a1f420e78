// The pages a reader opened from search, newest first, shown when the search box is empty.
import type { Hit } from './search-results.ts';

const key = 'quire-search-recent';
const kept = 5;

export function recentHits(): Hit[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    // Stored by another version of the site, or edited by hand: keep only well-formed entries.
    return Array.isArray(saved) ? saved.filter((h): h is Hit => typeof h?.url === 'string' && typeof h?.title === 'string').slice(0, kept) : [];
  } catch {
    return [];
  }
}

export function rememberHit(hit: Hit): void {
  const { excerpt: _excerpt, ...page } = hit;
  write([page, ...recentHits().filter((h) => h.url !== hit.url)].slice(0, kept));
}

export function forgetRecent(): void {
  write([]);
}

function write(hits: Hit[]): void {
  try {
    if (hits.length) localStorage.setItem(key, JSON.stringify(hits));
    else localStorage.removeItem(key);
  } catch {
    // Storage can be disabled or full; search works without its history.
  }
}
