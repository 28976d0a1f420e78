// The seams between the island's parts: the shell (servers, parameters, sending, the response)
// composes a request from what the auth panel and the body editor contribute.
import type { RequestDraft } from '@quire/request';
import type { RelayRequest, RelayResponse } from '@quire/request';

/** The request being composed, before the URL is built: parts add what they own. */
export type { RequestDraft } from '@quire/request';

/** The body as it will be sent. */
export interface EncodedBody {
  /** Content-Type header, multipart boundary included. */
  contentType: string;
  bytes: Uint8Array;
  /** The body as text when it is text (JSON, form-urlencoded, XML): shown and sent as utf8. */
  text?: string;
  /** cURL arguments that send this body, such as `["--data", "{...}"]` or `["-F", "file=@photo.png"]`. */
  curl: string[];
}

/** What the shell offers the parts. */
export interface IslandContext {
  /** A localStorage key for a value that persists for this docs site, across pages and reloads. */
  storageKey(name: string): string;
  /** Sends a request the way the site is configured (relay or direct); rejects with a readable Error. */
  send(request: RelayRequest): Promise<RelayResponse>;
  /** A page-unique id for label/input pairs. */
  uid(prefix: string): string;
}

/** A part of the form that contributes to the request. */
export interface AuthPanel {
  element: HTMLElement;
  /** Adds the chosen credentials to the draft (header, query or cookie). */
  apply(draft: RequestDraft): void;
  /** The chosen way's credentials that are still empty: the reader is warned before sending. */
  empty(): { name: string; what: string }[];
}

export interface BodyEditor {
  element: HTMLElement;
  /** The body to send, or undefined when the operation has none or the reader left it empty. */
  encode(): Promise<EncodedBody | undefined>;
}
