import { answerRelayHttp, type RelayOptions, type RelayTargets } from '@quire/request/node';

/** Options of the route: the site's targets unless given, loopback `never` unless given. */
export type RelayRouteOptions = Omit<RelayOptions, 'targets'> & { targets?: RelayTargets };

/**
 * The relay as a web-standard handler (Request in, Response out), for hosts other than `quire
 * preview` and the hosting service: an Astro server route `src/pages/api/request.ts` with
 * `export const prerender = false; export const POST = relayRoute();` under any adapter.
 * Without `targets`, it takes the ones the Quire integration computed from this site's specs.
 */
export function relayRoute(options: RelayRouteOptions = {}): (context: { request: Request }) => Promise<Response> {
  // One options object for every request: the relay counts its requests in flight against it.
  let relayOptions: Promise<RelayOptions> | undefined;
  return async ({ request }) => {
    relayOptions ??= (options.targets ? Promise.resolve(options.targets) : import('virtual:quire/relay-targets').then((module) => module.default as RelayTargets)).then((targets) => ({ ...options, targets }));
    const answer = await answerRelayHttp(
      {
        method: request.method,
        contentType: request.headers.get('content-type'),
        contentLength: Number(request.headers.get('content-length') ?? 0),
        readBody: (maxBytes) => readText(request, maxBytes),
      },
      await relayOptions,
    );
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };
}

/** The body as text, or undefined once it passes `maxBytes` (the rest is not read). */
async function readText(request: Request, maxBytes: number): Promise<string | undefined> {
  if (!request.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.length;
    if (size > maxBytes) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
