import { posix } from 'node:path';

/**
 * The one spelling of a spec location used as a key: URLs as written, repo paths relative to the
 * docs folder without `./` or a leading `/` (so `/openapi.yaml` and `openapi.yaml` are one spec).
 */
export function normalizeSpecPath(location: string): string {
  if (/^https?:\/\//i.test(location)) return location;
  return posix.normalize(location.replaceAll('\\', '/')).replace(/^(\.\/|\/)+/, '');
}
