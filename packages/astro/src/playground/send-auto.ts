// How the playground sends, decided once per page. With `api.playground.proxy` (the default) it
// asks the site's relay; a site on a plain static host has none (404/405/501), so from then on it
// sends straight from the browser, which works wherever the API allows CORS. When that fails too,
// the reader is told why in plain words, with the cURL command to run instead (island.ts).
import type { RelayRequest, RelayResponse } from '@quire/request';
import { BrowserBlocked, NoRelay, sendDirectly, sendThroughRelay } from './send-request.ts';
import type { StreamedAnswer } from './streamed-answer.ts';

/** Failed on a static host: no relay to carry the request, and the browser was not let through. */
export class StaticHostBlocked extends Error {
  constructor(blocked: BrowserBlocked) {
    super(
      `This docs site is served without a request relay, so your browser sent the request to ${blocked.origin} itself, and the browser could not get an answer. ` +
        `Most often the API does not allow requests from web pages of other sites (it sends no CORS headers for ${location.origin}); the server may also be down. ` +
        'Run the cURL command below in a terminal instead: it is the same request.',
    );
  }
}

export interface Sender {
  send(request: RelayRequest): Promise<RelayResponse>;
  /** As `send`, but a streaming answer (Server-Sent Events, JSON lines) comes as it arrives. */
  open(request: RelayRequest): Promise<RelayResponse | StreamedAnswer>;
  /** Whether the last request went straight from the browser (cookies cannot be sent then). */
  sentDirectly(): boolean;
}

/** `credentials`: docs.json `api.playground.credentials`, for what the browser sends itself. */
export function createSender(proxy: boolean, credentials = false): Sender {
  let relayMissing = !proxy;
  let direct = !proxy;
  async function open(request: RelayRequest, stream: boolean): Promise<RelayResponse | StreamedAnswer> {
    if (!relayMissing) {
      try {
        direct = false;
        return await sendThroughRelay(request, stream);
      } catch (error) {
        if (!(error instanceof NoRelay)) throw error;
        relayMissing = true;
      }
    }
    direct = true;
    try {
      return await sendDirectly(request, stream, credentials);
    } catch (error) {
      // With proxy false the site owner chose the browser: the CORS explanation is theirs to act on.
      throw proxy && error instanceof BrowserBlocked ? new StaticHostBlocked(error) : error;
    }
  }
  return {
    sentDirectly: () => direct,
    send: (request) => open(request, false) as Promise<RelayResponse>,
    open: (request) => open(request, true),
  };
}
