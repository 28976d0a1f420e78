import type { ServerResponse } from 'node:http';
import type { ApiRefusal } from './api-problems.ts';

/** Headers every /v1 answer carries: answers are per caller and change as a build runs. */
const commonHeaders = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

export function writeJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...commonHeaders, ...headers, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export function writeText(res: ServerResponse, status: number, contentType: string, text: string): void {
  res.writeHead(status, { ...commonHeaders, 'content-type': contentType, 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export function writeProblem(res: ServerResponse, refusal: ApiRefusal): void {
  const text = JSON.stringify(refusal.problem);
  res.writeHead(refusal.problem.status, {
    ...commonHeaders,
    ...refusal.headers,
    'content-type': 'application/problem+json',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}
