import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { offline } from '@quire/openapi';

/**
 * The fetch of a build without network (QUIRE_OFFLINE=1: the hosting service builds tenants'
 * repos in a sandbox that has none). It answers from the copies the service fetched before the
 * build (QUIRE_REMOTE_SPECS names a JSON file mapping each URL to its copy), and refuses any
 * other URL with what to do instead. Undefined when the build has a network.
 */
export function offlineFetch(): typeof fetch | undefined {
  if (!offline()) return undefined;
  const copies = readCopies(process.env.QUIRE_REMOTE_SPECS);
  return (async (input: string | URL | Request) => {
    const url = input instanceof Request ? input.url : String(input);
    const copy = copies[url];
    if (copy === undefined)
      throw new Error(
        'this build has no network, and the hosting service fetches only the documents docs.json or a page names by URL; commit this one in the repository and name it by its path',
      );
    return new Response(await readFile(copy));
  }) as typeof fetch;
}

function readCopies(mapFile: string | undefined): Record<string, string> {
  if (!mapFile) return {};
  try {
    return JSON.parse(readFileSync(mapFile, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}
