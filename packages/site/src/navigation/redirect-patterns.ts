// The hosted platform's redirect patterns: `/beta/:slug*` to `/v2/:slug*` sends every path under
// /beta to the same path under /v2 (`:name*` is the rest of the path, `:name` one segment), and
// `/old/:slug*` to `/guide` every path under /old to one page.
// A static site has no server to match them, and Astro writes such a source as a folder named
// `:slug*` that nothing reaches. So a build writes each pattern as one redirect per page of the
// site that its destination matches (the old paths a reader can still come from are those of pages
// that exist), and Quire's own servers match the patterns themselves (`redirectFor`).

const param = /^:([A-Za-z_]\w*)(\*)?$/;

/**
 * A pattern's segments as a regular expression over paths, with the names of its parameters;
 * undefined for a form not read (`/concepts-*`, or a second `:name*`: two would let a server's
 * match of a long path backtrack for seconds).
 */
function patternOf(pattern: string): { regex: RegExp; names: string[] } | undefined {
  const names: string[] = [];
  let source = '';
  let rests = 0;
  for (const segment of pattern.replace(/\/+$/, '').split('/').slice(1)) {
    const m = param.exec(segment);
    if (m?.[2] && ++rests > 1) return undefined;
    if (m) {
      names.push(m[1]!);
      source += m[2] ? '(?:/([^]*))?' : '/([^/]+)';
    } else if (/[:*]/.test(segment)) return undefined;
    else source += `/${segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&')}`;
  }
  return { regex: new RegExp(`^${source}/?$`), names };
}

function filled(pattern: string, values: ReadonlyMap<string, string>): string {
  const path = pattern.replace(/:([A-Za-z_]\w*)\*?/g, (_, name: string) => values.get(name) ?? '');
  return `/${path.split('/').filter(Boolean).join('/')}`;
}

/** Whether a pattern is of the form read here: segments, `:name` and `:name*` (not `/concepts-*`). */
export function isReadRedirectPattern(pattern: string): boolean {
  return patternOf(pattern) !== undefined;
}

/** A docs.json redirect whose source is a pattern (`isRedirectPattern`). */
export interface RedirectPattern {
  source: string;
  destination: string;
  permanent?: boolean;
}

/**
 * Where the first of `patterns` whose source matches `path` sends it: its destination with the
 * parameters filled in, each segment URL-encoded (a path's `%0A` cannot become a header's line
 * break); undefined when none matches. A destination may be a full URL; its parameters fill its path.
 */
export function redirectFor(patterns: readonly RedirectPattern[], path: string): { location: string; permanent: boolean } | undefined {
  for (const { source, destination, permanent } of patterns) {
    const from = patternOf(source);
    const m = from?.regex.exec(path);
    if (!from || !m) continue;
    const values = new Map(from.names.map((name, i) => [name, (m[i + 1] ?? '').split('/').map(encodeURIComponent).join('/')]));
    const [, origin = '', pathPart = '/'] = /^(https?:\/\/[^/?#]+)?([^?#]*)/i.exec(destination) ?? [];
    const target = filled(pathPart, values);
    const trailing = pathPart.endsWith('/') && target !== '/' ? '/' : '';
    return { location: `${origin}${target}${trailing}${destination.slice(origin.length + pathPart.length)}`, permanent: permanent === true };
  }
  return undefined;
}

/**
 * The redirects a pattern stands for, `[source, destination]`, one per page path that its
 * destination matches; undefined when the pattern is a form not read, or its source names a
 * parameter its destination lacks (nothing would say what to put there).
 */
export function expandRedirectPattern(source: string, destination: string, pagePaths: readonly string[]): [string, string][] | undefined {
  const from = patternOf(source);
  const to = patternOf(destination);
  if (!from || !to || !from.names.every((name) => to.names.includes(name))) return undefined;
  const pages = new Set(pagePaths);
  const expanded: [string, string][] = [];
  for (const path of pagePaths) {
    const m = to.regex.exec(path);
    if (!m) continue;
    const old = filled(source, new Map(to.names.map((name, i) => [name, m[i + 1] ?? ''])));
    if (old !== path && !pages.has(old)) expanded.push([old, path]);
  }
  return expanded;
}
