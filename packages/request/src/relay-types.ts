// The wire format of `POST /api/request`, shared by the relay and the playground island.

/** Where a docs site answers relay requests. */
export const relayPath = '/api/request';

/** What the island sends to the relay: the request to make, fully composed. */
export interface RelayRequest {
  method: string;
  /** Absolute http(s) URL, query string included. */
  url: string;
  headers: Record<string, string>;
  body: string | null;
  /** How `body` is encoded: text as is, or bytes (files, multipart) as base64. */
  bodyEncoding: 'utf8' | 'base64';
}

/** The API's answer, relayed: any status of the API (even 4xx/5xx) arrives as HTTP 200 from the relay. */
export interface RelayResponse {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: string;
  /** `utf8` for text bodies, `base64` for anything else (images, binary). */
  bodyEncoding: 'utf8' | 'base64';
  /** Time from sending the request to the last byte of the answer, in milliseconds. */
  timeMs: number;
}

/**
 * An RFC 9457 problem: the relay refused the request or could not get an answer. Always a 4xx
 * status with `content-type: application/problem+json`; `type` says which case it is.
 */
export interface RelayProblem {
  type: string;
  title: string;
  status: number;
  detail: string;
}
