import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { diagnostic, withoutBom, type Diagnostic } from '@quire/diagnostics';

export type Source = { location: string; text: string; isUrl: boolean; path: string } | { error: Diagnostic };

export function isUrl(location: string): boolean {
  return /^https?:\/\//i.test(location);
}

/**
 * Whether this build runs without a network: the hosting service builds tenants' repos in a
 * sandbox that has none, and says so with QUIRE_OFFLINE=1. Documents and `$ref`s by URL are then
 * refused at once, with what to do instead, rather than failing on a network error.
 */
export function offline(): boolean {
  return process.env.QUIRE_OFFLINE === '1';
}

export const offlineHint = 'Hosted builds have no network: commit the document in the repository and name it by its path.';

/** Reads a spec's text from a file (relative to `cwd`) or an http(s) URL, without a byte order mark. */
export async function readSource(location: string, options: { cwd: string; timeoutMs?: number; fetch?: typeof fetch }): Promise<Source> {
  if (isUrl(location)) return fetchSource(location, options);
  const path = resolve(options.cwd, location);
  try {
    return { location, text: withoutBom(await readFile(path, 'utf8')), isUrl: false, path };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no file there' : code === 'EISDIR' ? 'it is a folder, not a file' : String((error as Error).message);
    return { error: diagnostic('SPEC_NOT_FOUND', `Cannot read the OpenAPI document ${location} (${reason}).`, { file: location }) };
  }
}

async function fetchSource(url: string, options: { timeoutMs?: number; fetch?: typeof fetch }): Promise<Source> {
  // Offline, a caller that has copies of documents passes a fetch that serves them (config's offlineFetch).
  if (offline() && !options.fetch) return { error: diagnostic('SPEC_FETCH_FAILED', `The OpenAPI document ${url} is not fetched: this build has no network.`, { file: url, hint: offlineHint }) };
  const fetchImpl = options.fetch ?? fetch;
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 30_000), headers: { accept: 'application/json, application/yaml, text/yaml, */*' } });
    if (!response.ok) {
      const code = response.status === 404 ? 'SPEC_NOT_FOUND' : 'SPEC_FETCH_FAILED';
      return { error: diagnostic(code, `Fetching the OpenAPI document ${url} answered ${response.status} ${response.statusText}.`, { file: url }) };
    }
    return { location: url, text: withoutBom(await response.text()), isUrl: true, path: url };
  } catch (error) {
    return { error: diagnostic('SPEC_FETCH_FAILED', `Cannot fetch the OpenAPI document ${url}: ${(error as Error).message}.`, { file: url }) };
  }
}
