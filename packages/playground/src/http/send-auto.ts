// How the playground sends, decided once per page. With `api.playground.proxy` (the default) it
// asks the site's relay; a site on a plain static host has none (404/405/501), so from then on it
// sends straight from the browser, which works wherever the API allows CORS. When that fails too,
// the reader is told why in plain words, with the cURL command to run instead (island.ts). A
// server whose origin the reader names (a free host variable, readerNamesOrigin) is sent to from
// the browser whatever the setting: the relay reaches only the origins the build knew.
import type { RelayRequest, RelayResponse } from '@quire/request';
import { BrowserBlocked, NoRelay, sendDirectly, sendThroughRelay } from '../send-request.ts';
import type { StreamedAnswer } from '../streamed-answer.ts';

// What the island needs of sending besides the sender, loaded with it (island.ts imports this
// module only when the reader first sends).
export { RelayRefusal } from '../send-request.ts';
export { isStreamed } from '../streamed-answer.ts';

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

/** Failed sending to a server the reader named: the browser had to send it, and was not let through. */
export class OwnServerBlocked extends Error {
  constructor(blocked: BrowserBlocked) {
    super(
      `Your browser sent this request to ${blocked.origin} itself (this site's relay reaches only the servers its API documents), and could not get an answer. ` +
        `The server must be running, reachable from this computer, and allow requests from ${location.origin} (CORS). ` +
        'Or run the cURL command below in a terminal: it is the same request.',
    );
  }
}

export interface Sender {
  /** `direct`: straight from the browser, for a server the reader named (see readerNamesOrigin). */
  send(request: RelayRequest, direct?: boolean): Promise<RelayResponse>;
  /** As `send`, but a streaming answer (Server-Sent Events, JSON lines) comes as it arrives. */
  open(request: RelayRequest, direct?: boolean): Promise<RelayResponse | StreamedAnswer>;
  /** Whether the last request went straight from the browser (cookies cannot be sent then). */
  sentDirectly(): boolean;
}

/** `credentials`: docs.json `api.playground.credentials`, for what the browser sends itself. */
export function createSender(proxy: boolean, credentials = false): Sender {
  let relayMissing = !proxy;
  let direct = !proxy;
  async function open(request: RelayRequest, stream: boolean, ownServer: boolean): Promise<RelayResponse | StreamedAnswer> {
    if (!relayMissing && !ownServer) {
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
      if (!(error instanceof BrowserBlocked)) throw error;
      if (ownServer) throw new OwnServerBlocked(error);
      // With proxy false the site owner chose the browser: the CORS explanation is theirs to act on.
      throw proxy ? new StaticHostBlocked(error) : error;
    }
  }
  return {
    sentDirectly: () => direct,
    send: (request, direct = false) => open(request, false, direct) as Promise<RelayResponse>,
    open: (request, direct = false) => open(request, true, direct),
  };
}
