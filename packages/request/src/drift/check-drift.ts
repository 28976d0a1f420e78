// `quire check --against`: sends the documentation's safe operations to a running API and holds
// each answer to the documented responses. Requests go straight to the address the user names
// (not through the relay: this runs in the user's shell or CI, against their own API), one at a
// time so a small test server is not flooded, each with a time limit.
import { reachableRefs, type ApiModel } from '@quire/openapi';
import { checkResponse } from '../check/check-response.ts';
import { sequentialKind } from '../sequential-media.ts';
import type { Verdict } from '../check/types.ts';
import { bytesToBase64 } from '../base64.ts';
import { driftCases } from './safe-requests.ts';

export interface DriftOptions {
  /** The API's address; it replaces the documented servers (keep any base path, such as `/v1`). */
  baseUrl: string;
  secretOf?: (scheme: string) => string | undefined;
  /** Per request. Default 10 s. */
  timeoutMs?: number;
  /** How long a stream (server-sent events, JSON lines) is read before the items so far are checked. Default 5 s. */
  streamWindowMs?: number;
}

export interface DriftResult {
  /** `GET /pets/{id}`. */
  operation: string;
  /** The request sent: `GET http://localhost:3000/pets/7`. */
  sent?: string;
  status?: number;
  verdict?: Verdict;
  /** Why no answer could be checked: skipped (no example) or not answered (network, time limit). */
  skipped?: string;
  error?: string;
}

export interface DriftReport {
  results: DriftResult[];
  /** Operations whose answer differs from the documentation, or that got no answer. */
  drifted: number;
}

export async function checkDrift(model: ApiModel, options: DriftOptions): Promise<DriftReport> {
  const results: DriftResult[] = [];
  for (const item of driftCases(model, options.baseUrl, options.secretOf)) {
    const operation = item.operation.key;
    if ('skipped' in item) {
      results.push({ operation, skipped: item.skipped });
      continue;
    }
    const { request } = item;
    const sent = `${request.method} ${request.url}`;
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.body !== null && request.method !== 'HEAD' && request.method !== 'GET'
          ? { body: request.bodyEncoding === 'base64' ? Buffer.from(request.body, 'base64') : request.body }
          : {}),
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const headers = Object.fromEntries(response.headers);
      const bytes = await readBody(response, sequentialKind(headers['content-type'] ?? '') ? (options.streamWindowMs ?? 5_000) : undefined);
      const text = isText(headers['content-type'] ?? '');
      const actual = {
        status: response.status,
        headers,
        body: text ? new TextDecoder().decode(bytes) : bytesToBase64(bytes),
        bodyEncoding: text ? ('utf8' as const) : ('base64' as const),
      };
      const documented = { responses: item.operation.responses, refs: reachableRefs(item.operation.responses, model.document) };
      results.push({ operation, sent, status: response.status, verdict: checkResponse(documented, actual, { method: request.method }) });
    } catch (error) {
      const cause = (error as Error & { cause?: Error }).cause;
      const reason =
        (error as Error).name === 'TimeoutError' ? `no answer within ${(options.timeoutMs ?? 10_000) / 1000} s` : (cause?.message ?? (error as Error).message);
      results.push({ operation, sent, error: `The API could not be reached: ${reason}.` });
    }
  }
  return { results, drifted: results.filter((r) => r.error || (r.verdict && !r.verdict.matches)).length };
}

/**
 * The body's bytes. A stream may never end: within `windowMs` what has arrived is kept and the
 * rest is cancelled, so a drift check of an endless event stream still checks its first items.
 */
async function readBody(response: Response, windowMs: number | undefined): Promise<Uint8Array> {
  if (windowMs === undefined || !response.body) return new Uint8Array(await response.arrayBuffer());
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  const deadline = Date.now() + windowMs;
  for (;;) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((done) => (timer = setTimeout(() => done('timeout'), Math.max(0, deadline - Date.now()))));
    const next = await Promise.race([reader.read(), timeout]);
    clearTimeout(timer);
    if (next === 'timeout') {
      await reader.cancel().catch(() => undefined);
      break;
    }
    if (next.done) break;
    chunks.push(next.value);
  }
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

function isText(contentType: string): boolean {
  return contentType === '' || /^text\/|json|xml|javascript|x-www-form-urlencoded|event-stream|jsonl|ndjson/i.test(contentType);
}
