import { problemTable, type ProblemKind } from '../problem-details.ts';
import type { RelayProblem } from '../relay-types.ts';

export { problemTable, type ProblemDetails, type ProblemKind } from '../problem-details.ts';

/**
 * Every way the relay refuses or fails, with its permanent `type` suffix, title and status. The
 * status is always 4xx, and never 404 or 405 for a relay that exists, since the island reads
 * those as "this host has no relay"; upstream failures are 424 rather than 502/504, which CDNs
 * in front of a site tend to replace with their own error pages. The one 5xx, `cannot-check`, is
 * a runtime that cannot pin DNS answers (a worker): it relays nothing, and the island, reading 501
 * as "no relay", sends from the browser instead.
 */
export const relayProblemKinds = {
  'invalid-request': { status: 400, title: 'The relay request is malformed' },
  'target-not-allowed': { status: 403, title: 'The target is not a server of this site' },
  'address-blocked': { status: 403, title: 'The target resolves to an address the relay does not reach' },
  'method-not-allowed': { status: 405, title: 'The relay takes POST only' },
  timeout: { status: 408, title: 'The API did not answer in time' },
  'payload-timeout': { status: 408, title: 'The relay payload did not arrive in time' },
  'request-too-large': { status: 413, title: 'The request is too large to relay' },
  'unsupported-media-type': { status: 415, title: 'The relay takes JSON only' },
  busy: { status: 429, title: 'The relay is relaying as many requests as it takes at once' },
  'client-busy': { status: 429, title: 'This client has as many relay requests open as it may' },
  unreachable: { status: 424, title: 'The API could not be reached' },
  'response-too-large': { status: 424, title: 'The answer is too large to relay' },
  'too-many-redirects': { status: 424, title: 'The API redirected too many times' },
  'cannot-check': { status: 501, title: 'This host cannot check where a request would go' },
} as const satisfies Record<string, ProblemKind>;

export type RelayProblemKind = keyof typeof relayProblemKinds;

const relayProblems = problemTable('relay', relayProblemKinds);

/** The `type` URI of a kind: `urn:quire:relay:target-not-allowed`. */
export const relayProblemType = relayProblems.type;

/** A problem of this kind; `detail` says what was refused and how to fix it. */
export const relayProblem: (kind: RelayProblemKind, detail: string) => RelayProblem = relayProblems.problem;

/** A core result: the value, or the problem that stopped it. */
export type RelayResult<T> = { ok: true; value: T } | { ok: false; problem: RelayProblem };

export function refused(kind: RelayProblemKind, detail: string): { ok: false; problem: RelayProblem } {
  return { ok: false, problem: relayProblem(kind, detail) };
}

/** A byte count as people read it: `10 MB`, `1.5 MB`, `812 KB`. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}
