import { posix } from 'node:path';

/**
 * The one spelling of a spec location used as a key: URLs as written, repo paths relative to the
 * docs folder without `./` or a leading `/` (so `/openapi.yaml` and `openapi.yaml` are one spec).
 */
export function normalizeSpecPath(location: string): string {
  if (/^https?:\/\//i.test(location)) return location;
  return posix.normalize(location.replaceAll('\\', '/')).replace(/^(\.\/|\/)+/, '');
}

const specExtensions = ['.yaml', '.yml', '.json'];

/** `billing-api` (a repo path without `.yaml`, `.yml` or `.json`): written as the hosted platform's repos do. */
export function lacksSpecExtension(location: string): boolean {
  return !/^https?:\/\//i.test(location) && !/\.(ya?ml|json)$/i.test(location);
}

/** `billing-api` -> `billing-api.yaml`, `billing-api.yml`, `billing-api.json`. */
export function withSpecExtensions(location: string): string[] {
  return specExtensions.map((ext) => `${location}${ext}`);
}

/**
 * The loaded specs a written spec path means: itself when loaded, else (for a path written
 * without its extension) each loaded `<path>.yaml`, `.yml` or `.json`. Two or more is
 * ambiguous; none leaves the normalized path, which the caller reports as not loaded.
 */
export function matchSpecPath(written: string, loaded: Iterable<string>): string[] {
  const key = normalizeSpecPath(written);
  const keys = new Set(loaded);
  if (keys.has(key) || !lacksSpecExtension(key)) return [key];
  const found = withSpecExtensions(key).filter((candidate) => keys.has(candidate));
  return found.length ? found : [key];
}
