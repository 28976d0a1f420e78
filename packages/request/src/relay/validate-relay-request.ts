import { z } from 'zod';
import { describeValue } from '@quire/diagnostics/describe-value';
import { httpRequestSchema } from '../request-schema.ts';
import { formatBytes, refused, type RelayResult } from './relay-problems.ts';

/** A relay payload that passed every check: ready to send. */
export interface ValidRelayRequest {
  method: string;
  url: URL;
  /** Header names as the payload wrote them. */
  headers: Record<string, string>;
  body: Buffer | null;
}

/** The methods an OpenAPI operation can have, less TRACE (it echoes the request back: no use to a reader, a classic leak). */
export const relayMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'QUERY'] as const;
/**
 * Never relayed, in any case: CONNECT opens a tunnel, TRACE and TRACK echo the request (and its
 * credentials) back. Any other method token passes: OpenAPI 3.2's `additionalOperations` document
 * methods such as COPY or PURGE.
 */
const refusedMethods = new Set(['CONNECT', 'TRACE', 'TRACK']);

// RFC 9110 token characters; a header value may hold tabs, visible ASCII and Latin-1 bytes only.
const token = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const headerValueChars = /^[\t\x20-\x7e\x80-\xff]*$/;
// A character class, not groups of four: a grouped repetition overflows V8's regexp stack on megabytes.
const base64 = /^[A-Za-z0-9+/]*={0,2}$/;
const shape = 'The relay takes a JSON object { "method", "url", "headers": { name: value }, "body": string or null, "bodyEncoding": "utf8" or "base64" }';

/**
 * The request model's `HttpRequest` as the relay accepts it from anyone: absent `headers`, `body`
 * and `bodyEncoding` mean none, none and utf8, and each field says exactly what is wrong with it.
 */
const relayPayloadSchema = httpRequestSchema.extend({
  method: z
    .string({ error: (issue) => `"method" must be a string such as "GET", not ${describeValue(issue.input)}.` })
    .refine((method) => token.test(method) && !refusedMethods.has(method.toUpperCase()), {
      error: (issue) =>
        `"method" must be ${relayMethods.join(', ')} or another method an API documents (such as COPY), not ${JSON.stringify(issue.input)}: CONNECT, TRACE and TRACK are never relayed.`,
    })
    // The fixed methods in any case mean the same; another method is sent as written (method names are case-sensitive).
    .transform((method) => ((relayMethods as readonly string[]).includes(method.toUpperCase()) ? method.toUpperCase() : method)),
  url: z.string({ error: (issue) => `"url" must be a string, the absolute URL to call, not ${describeValue(issue.input)}.` }),
  headers: z
    .record(z.string(), z.unknown(), { error: (issue) => `"headers" must be an object of header names to string values, not ${describeValue(issue.input)}.` })
    .default({})
    .superRefine(checkHeaders),
  body: z
    .string({ error: (issue) => `"body" must be a string or null, not ${describeValue(issue.input)}.` })
    .nullable()
    .default(null),
  bodyEncoding: z
    .enum(['utf8', 'base64'], { error: (issue) => `"bodyEncoding" must be "utf8" or "base64", not ${describeValue(issue.input)}.` })
    .default('utf8'),
  stream: z.boolean({ error: (issue) => `"stream" must be true or false, not ${describeValue(issue.input)}.` }).optional(),
});

/**
 * Checks what the island (or anyone) posted against the request model, then the relay's own
 * rules: an absolute http(s) URL without credentials, a body within the size limit.
 */
export function validateRelayRequest(payload: unknown, maxBodyBytes: number): RelayResult<ValidRelayRequest> {
  if (!isRecord(payload)) return invalid(`${shape}, not ${describeValue(payload)}.`);
  const parsed = relayPayloadSchema.safeParse(payload);
  if (!parsed.success) return invalid(parsed.error.issues[0]!.message);
  const { method, url, headers, body, bodyEncoding } = parsed.data;

  const target = URL.parse(url);
  if (!target || (target.protocol !== 'http:' && target.protocol !== 'https:')) {
    return invalid(`"url" must be an absolute http or https URL such as "https://api.example.com/pets?limit=10", not ${JSON.stringify(url.slice(0, 200))}.`);
  }
  if (target.username || target.password) return invalid('"url" carries a user name or password: send credentials in an Authorization header instead.');
  target.hash = '';

  if (body !== null && bodyEncoding === 'base64' && (body.length % 4 !== 0 || !base64.test(body))) {
    return invalid(
      '"body" is not base64 although "bodyEncoding" is "base64": use the standard alphabet (A-Z, a-z, 0-9, + and /) with = padding and no line breaks.',
    );
  }
  // The encoded length bounds the decoded one: no buffer is made for a body that is refused.
  const size =
    body === null ? 0 : bodyEncoding === 'base64' ? (body.length / 4) * 3 - (body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0) : Buffer.byteLength(body);
  if (size > maxBodyBytes) {
    return refused(
      'request-too-large',
      `The request body is ${formatBytes(size)}; the relay sends at most ${formatBytes(maxBodyBytes)}. Send large uploads with cURL or your own client instead.`,
    );
  }
  const bytes = body === null ? null : Buffer.from(body, bodyEncoding);
  return { ok: true, value: { method, url: target, headers: headers as Record<string, string>, body: bytes } };
}

/** Names are RFC 9110 tokens, given once; values are strings that cannot start another header. */
function checkHeaders(headers: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  for (const [name, value] of Object.entries(headers)) {
    const problem = !token.test(name)
      ? `Header name ${JSON.stringify(name)} is not valid: names are letters, digits and !#$%&'*+-.^_\`|~ only.`
      : seen.has(name.toLowerCase())
        ? `Header "${name}" is given twice (names are case-insensitive): join the values with ", " in one entry.`
        : typeof value !== 'string'
          ? `Header "${name}" must have a string value, not ${describeValue(value)}.`
          : /[\r\n\0]/.test(value)
            ? `Header "${name}" contains a line break or NUL, which would start another header: remove it.`
            : !headerValueChars.test(value)
              ? `Header "${name}" contains a character HTTP headers cannot carry (a control character, or one beyond Latin-1): percent-encode or base64 it as the API expects.`
              : undefined;
    if (problem) return void ctx.addIssue({ code: 'custom', message: problem, path: [name] });
    seen.add(name.toLowerCase());
  }
}

function invalid(detail: string) {
  return refused('invalid-request', detail);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
