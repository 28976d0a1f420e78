import { AstroError } from 'astro/errors';

/**
 * How long one request to Pagefind may go unanswered. A page is indexed in milliseconds (2,000
 * pages of 600 words: 1.2 ms each, the slowest 344 ms, on two cores at a load average of 43), so
 * a minute is only ever reached by a lost request: under load the pagefind library can lose one
 * (its process took it, then exited or hung), and its promise then never settles.
 */
export const defaultRequestLimitMs = 60_000;

/**
 * Writing an index takes time by its size (the same 2,000 pages: 3.7 s, under 2 ms a page): its
 * limit is a request's and 20 ms a page more, ten times what was measured.
 */
export function writeLimitMs(requestLimitMs: number, pages: number): number {
  return requestLimitMs + pages * 20;
}

/**
 * A request to Pagefind, failed with a build error naming Pagefind when it goes unanswered past
 * its limit. Pagefind's process is ended then: the lost request goes with it, and the next index
 * starts a process of its own rather than queue behind a dead one.
 */
export async function answeredWithin<T>(request: Promise<T>, limitMs: number, doing: string, end: () => Promise<unknown>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let lost = false;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      lost = true;
      reject(unanswered(limitMs, doing));
    }, limitMs);
  });
  try {
    return await Promise.race([request, expired]);
  } finally {
    clearTimeout(timer);
    // Only once the race is lost: ending the process rejects the request too, with a vaguer error.
    if (lost) await end();
  }
}

function unanswered(limitMs: number, doing: string): AstroError {
  const wait = limitMs >= 1000 ? `${Math.round(limitMs / 1000)} s` : `${limitMs} ms`;
  return new AstroError(
    `Pagefind, the search indexer, gave no answer in ${wait} while ${doing}: its process ended or hung, so the site's search index could not be built.`,
    'Build again: a lost answer does not usually repeat. If it does, check the memory left on the machine (Pagefind holds the index in memory) and that the pagefind package installed its binary for this platform; on a very slow machine, raise the `searchIndexTimeoutMs` option of quire() in astro.config.',
  );
}
