import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, utimes, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { diagnostic, withoutBom, type Diagnostic } from '@quire/diagnostics';

/** A document's text; `warning` when it is a cached copy of a URL that could not be fetched. */
export type Source = { location: string; text: string; isUrl: boolean; path: string; warning?: Diagnostic } | { error: Diagnostic };

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
export async function readSource(location: string, options: { cwd: string; timeoutMs?: number; fetch?: typeof fetch; urlCacheDir?: string }): Promise<Source> {
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

async function fetchSource(url: string, options: { timeoutMs?: number; fetch?: typeof fetch; urlCacheDir?: string }): Promise<Source> {
  // Offline, a caller that has copies of documents passes a fetch that serves them (config's offlineFetch).
  if (offline() && !options.fetch)
    return {
      error: diagnostic('SPEC_FETCH_FAILED', `The OpenAPI document ${url} is not fetched: this build has no network.`, { file: url, hint: offlineHint }),
    };
  const fetchImpl = options.fetch ?? fetch;
  let failed: Diagnostic;
  try {
    const response = await fetchImpl(url, {
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      headers: { accept: 'application/json, application/yaml, text/yaml, */*' },
    });
    if (response.ok) {
      const text = withoutBom(await response.text());
      if (options.urlCacheDir) await keepCopy(options.urlCacheDir, url, text);
      return { location: url, text, isUrl: true, path: url };
    }
    const code = response.status === 404 ? 'SPEC_NOT_FOUND' : 'SPEC_FETCH_FAILED';
    failed = diagnostic(code, `Fetching the OpenAPI document ${url} answered ${response.status} ${response.statusText}.`, { file: url });
  } catch (error) {
    failed = diagnostic('SPEC_FETCH_FAILED', `Cannot fetch the OpenAPI document ${url}: ${(error as Error).message}.`, { file: url });
  }
  const copy = options.urlCacheDir ? await cachedCopy(options.urlCacheDir, url) : undefined;
  if (!copy) return { error: failed };
  const why = failed.message.replace(/^.*?: /, '').replace(/\.$/, '');
  const warning = diagnostic('SPEC_FROM_CACHE', `The OpenAPI document ${url} could not be fetched (${why}): the copy fetched ${age(copy.fetchedAt)} is used.`, {
    file: url,
  });
  return { location: url, text: copy.text, isUrl: true, path: url, warning };
}

/**
 * Documents named by URL are kept in `dir` (the user's cache, outside any repo) each time they are
 * fetched, by the URL's hash: a later build that cannot reach the URL builds from the last copy.
 */
async function keepCopy(dir: string, url: string, text: string): Promise<void> {
  const file = join(dir, `${createHash('sha256').update(url).digest('hex')}.txt`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(`${file}.${process.pid}.tmp`, text);
    await rename(`${file}.${process.pid}.tmp`, file);
  } catch {
    // A cache that cannot be written (a read-only home) only means no copy for next time.
  }
}

async function cachedCopy(dir: string, url: string): Promise<{ text: string; fetchedAt: Date } | undefined> {
  const file = join(dir, `${createHash('sha256').update(url).digest('hex')}.txt`);
  try {
    const [text, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    // Used now (the user cache keeps the entries used most recently); its modification time stays its fetch's.
    await utimes(file, new Date(), info.mtime).catch(() => {});
    return { text, fetchedAt: info.mtime };
  } catch {
    return undefined;
  }
}

/** `3 hours ago (2026-11-27 07:40 UTC)` */
function age(at: Date): string {
  const minutes = Math.max(0, Math.round((Date.now() - at.getTime()) / 60_000));
  const ago =
    minutes < 60
      ? `${minutes} minute${minutes === 1 ? '' : 's'}`
      : minutes < 48 * 60
        ? `${Math.round(minutes / 60)} hour${Math.round(minutes / 60) === 1 ? '' : 's'}`
        : `${Math.round(minutes / 1440)} days`;
  return `${ago} ago (${at.toISOString().slice(0, 16).replace('T', ' ')} UTC)`;
}
