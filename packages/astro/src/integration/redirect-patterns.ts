// The hosted platform's redirect patterns: `/beta/:slug*` to `/v2/:slug*` sends every path under
// /beta to the same path under /v2 (`:name*` is the rest of the path, `:name` one segment).
// A static site has no server to match them, and Astro writes such a source as a folder named
// `:slug*` that nothing reaches. Each pattern becomes one redirect per page of the site that its
// destination matches: the old paths a reader can still come from are those of pages that exist.

const param = /^:([A-Za-z_]\w*)(\*)?$/;

/** A pattern's segments as a regular expression over paths, with the names of its parameters; undefined for a form not read (`/concepts-*`). */
function patternOf(pattern: string): { regex: RegExp; names: string[] } | undefined {
  const names: string[] = [];
  let source = '';
  for (const segment of pattern.replace(/\/+$/, '').split('/').slice(1)) {
    const m = param.exec(segment);
    if (m) {
      names.push(m[1]!);
      source += m[2] ? '(?:/(.*))?' : '/([^/]+)';
    } else if (/[:*]/.test(segment)) return undefined;
    else source += `/${segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&')}`;
  }
  return { regex: new RegExp(`^${source}/?$`), names };
}

function filled(pattern: string, values: ReadonlyMap<string, string>): string {
  const path = pattern.replace(/:([A-Za-z_]\w*)\*?/g, (_, name: string) => values.get(name) ?? '');
  return `/${path.split('/').filter(Boolean).join('/')}`;
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
