// The wire format of `POST /api/request`, shared by the relay and the playground island.
import type { ProblemDetails } from './problem-details.ts';

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
  /**
   * Stream the answer as it arrives (`RelayStreamFrame`s) when it is a sequential media type
   * (Server-Sent Events, JSON lines, JSON text sequences) or `text/*` sent chunked, without a
   * length. Otherwise (JSON or XML too, chunked or not), and without this flag, the answer comes
   * whole as a `RelayResponse`.
   */
  stream?: boolean;
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
  /** Set when the relay cut a stream short at its size or time cap: why, in words. `body` holds what arrived. */
  capped?: string;
}

/** The Content-Type of a streamed answer: one JSON `RelayStreamFrame` per line. */
export const relayStreamType = 'application/vnd.quire.relay-stream+jsonl';

/** Why a streamed answer ended: the API finished it, it failed, or the relay's size or time cap stopped it. */
export type RelayStreamEnd = 'ended' | 'failed' | 'size-cap' | 'time-cap';

/**
 * One line of a streamed answer: first the head (status and headers), then the body's text as it
 * arrives (decoded from its charset), then the end with its reason, worded in `detail` for the reader.
 */
export type RelayStreamFrame =
  | { type: 'head'; status: number; statusText: string; headers: Record<string, string> }
  | { type: 'chunk'; text: string }
  | { type: 'end'; reason: RelayStreamEnd; detail: string; timeMs: number; bytes: number };

/**
 * An RFC 9457 problem: the relay refused the request or could not get an answer. Always a 4xx
 * status with `content-type: application/problem+json`; `type` says which case it is.
 */
export type RelayProblem = ProblemDetails;
