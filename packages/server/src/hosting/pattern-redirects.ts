// docs.json redirects whose source is a pattern (`/old/:slug*` to `/new/:slug*`, or to one page)
// cannot all be written as files: a build lists them in `_quire/redirects.json`, and a published
// site (and `quire preview`) answers a path no file serves with the first pattern matching it, as
// the hosted platform does. The list is the tenant's file: read within bounds, each entry checked.
import { readFile } from 'node:fs/promises';
import { isRedirectPattern, redirectFor, type RedirectPattern } from '@quire/site';

/** Where a built site lists its redirect patterns. */
export const redirectPatternsPath = '/_quire/redirects.json';

const maxBytes = 256 * 1024;
const maxPatterns = 2_000;
const maxLength = 2_000;
/** Lists read, by file and version: a site's 404s do not read and parse its list each time. */
const readLists = new Map<string, { mtimeMs: number; patterns: RedirectPattern[] }>();
const keptLists = 64;

/** Where `path` is sent by the patterns of the list `file` (a site file already found), or undefined. */
export async function patternRedirect(
  file: { path: string; size: number; mtimeMs: number },
  path: string,
): Promise<{ location: string; permanent: boolean } | undefined> {
  // No site path is this long; a matcher is not handed more than a path can be.
  if (path.length > maxLength) return undefined;
  return redirectFor(await patternsIn(file), path);
}

async function patternsIn(file: { path: string; size: number; mtimeMs: number }): Promise<RedirectPattern[]> {
  const kept = readLists.get(file.path);
  if (kept?.mtimeMs === file.mtimeMs) return kept.patterns;
  const text = file.size <= maxBytes ? await readFile(file.path, 'utf8').catch(() => '') : '';
  const patterns = wellFormed(text);
  readLists.delete(file.path);
  readLists.set(file.path, { mtimeMs: file.mtimeMs, patterns });
  if (readLists.size > keptLists) readLists.delete(readLists.keys().next().value!);
  return patterns;
}

/** The entries that are patterns to a site path or an http(s) URL, without control characters; anything else is left out. */
function wellFormed(text: string): RedirectPattern[] {
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  const usable = (value: unknown): value is string => typeof value === 'string' && value.length <= maxLength && !/[\u0000-\u001f\u007f]/.test(value);
  return list.slice(0, maxPatterns).flatMap((entry: Partial<Record<keyof RedirectPattern, unknown>> | null) => {
    const { source, destination, permanent } = entry ?? {};
    if (!usable(source) || !usable(destination) || !source.startsWith('/') || !isRedirectPattern(source)) return [];
    if (!/^(?:\/(?!\/)|https?:\/\/)/i.test(destination)) return [];
    return [{ source, destination, permanent: permanent === true }];
  });
}
