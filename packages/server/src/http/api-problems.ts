// Every way the /v1 API says no, as RFC 9457 problem details. Inside the API these are values;
// only write-answer.ts turns one into an HTTP response. The shape is the relay's (@quire/request).
import { problemTable, type ProblemDetails, type ProblemKind } from '@quire/request/problems';

/** The kinds of problem, each with its permanent `type` suffix, title and status. */
export const apiProblemKinds = {
  'malformed-id': { status: 400, title: 'The id is malformed' },
  'invalid-query': { status: 400, title: 'A query parameter is invalid' },
  'invalid-webhook': { status: 400, title: 'The webhook request is incomplete' },
  unauthorized: { status: 401, title: 'Authentication required' },
  'not-found': { status: 404, title: 'Not found' },
  'method-not-allowed': { status: 405, title: 'Method not allowed' },
  'update-ended': { status: 409, title: 'The update has already ended' },
  'project-disabled': { status: 409, title: 'The project is disabled' },
  'preview-limit': { status: 409, title: 'The project has as many previews as it may' },
  'payload-too-large': { status: 413, title: 'The request body is too large' },
  'rate-limited': { status: 429, title: 'Too many requests' },
  internal: { status: 500, title: 'Internal error' },
} as const satisfies Record<string, ProblemKind>;

export type ApiProblemKind = keyof typeof apiProblemKinds;

/** The problem+json body (RFC 9457). */
export type ApiProblem = ProblemDetails;

const apiProblems = problemTable('api', apiProblemKinds);

/** A problem and the headers it needs (WWW-Authenticate, Allow, Retry-After). */
export interface ApiRefusal {
  problem: ApiProblem;
  headers?: Record<string, string>;
}

/** The `type` URI of a kind: `urn:quire:api:not-found`. */
export const apiProblemType = apiProblems.type;

export function apiRefusal(kind: ApiProblemKind, detail: string, headers?: Record<string, string>): ApiRefusal {
  return { problem: apiProblems.problem(kind, detail), ...(headers ? { headers } : {}) };
}

/**
 * One answer for "no such thing" and "not yours": a caller must not learn that an id exists in
 * another project, so the two read the same.
 */
export function notFound(what: 'project' | 'update'): ApiRefusal {
  return apiRefusal(
    'not-found',
    what === 'project' ? 'No project with this id is visible to this token.' : 'No update with this status id is visible to this token.',
  );
}
