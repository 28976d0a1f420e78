import { answerRelayHttp, readBodyText, type RelayOptions, type RelayTargets } from '@quire/request/node';

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
    relayOptions ??= (
      options.targets ? Promise.resolve(options.targets) : import('virtual:quire/relay-targets').then((module) => module.default as RelayTargets)
    ).then((targets) => ({ ...options, targets }));
    const answer = await answerRelayHttp(
      {
        method: request.method,
        contentType: request.headers.get('content-type'),
        contentLength: Number(request.headers.get('content-length') ?? 0),
        readBody: (maxBytes, stop) => readBodyText(request, maxBytes, stop),
        stopped: request.signal,
      },
      await relayOptions,
    );
    const body = typeof answer.body === 'string' ? answer.body : lineStream(answer.body);
    return new Response(body, { status: answer.status, headers: answer.headers });
  };
}

/** A streamed answer, pulled a line at a time as the host sends; cancelled (the reader left), it drops the API's connection. */
function lineStream(lines: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const iterator = lines[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
