/**
 * An operation's `x-docs.href` (`x-mint.href` in specs written for the hosted platform) says at
 * which URL its page lives. The platform reads it as a path of the site, lowercased, with what
 * follows the last `.` of the last segment dropped (`/reference/v1.2` is `/reference/v1`); a URL
 * of another site is a link.
 */
export type OperationHref =
  /** Another site (`https://…`, `mailto:`, `//host/…`): the navigation entry links there. */
  | { kind: 'external'; href: string }
  /** A page of this site: `slug` as the platform reads it, `asWritten` with the author's case. */
  | { kind: 'page'; slug: string; asWritten: string }
  /** Not a page path Quire can write: the operation keeps its default page. */
  | { kind: 'invalid'; reason: string };

const scheme = /^[a-z][a-z0-9+.-]*:/i;
/** Letters, digits and `-_.~`: a segment that is also a safe folder name in the output. */
const segment = /^[\p{L}\p{N}_.~-]+$/u;

export function parseOperationHref(href: string): OperationHref {
  const text = href.trim();
  if (scheme.test(text) || text.startsWith('//')) return { kind: 'external', href: text };
  if (!text) return { kind: 'invalid', reason: 'it is empty' };
  if (text.includes('?')) return { kind: 'invalid', reason: 'a page path has no query string' };
  if (text.includes('#')) return { kind: 'invalid', reason: 'a page path has no fragment' };
  const parts = text.split('/').filter(Boolean);
  if (parts.some((part) => part === '.' || part === '..')) return { kind: 'invalid', reason: 'a page path has no `.` or `..` segments' };
  const bad = parts.find((part) => !segment.test(part));
  if (bad !== undefined) return { kind: 'invalid', reason: `its segment \`${bad}\` holds characters other than letters, digits and \`-_.~\`` };
  const last = parts.pop();
  if (last !== undefined) {
    const stem = last.includes('.') ? last.slice(0, last.lastIndexOf('.')) : last;
    if (!stem) return { kind: 'invalid', reason: `its last segment \`${last}\` is only an extension` };
    parts.push(stem);
  }
  const asWritten = parts.join('/');
  return { kind: 'page', slug: asWritten.toLowerCase(), asWritten };
}
