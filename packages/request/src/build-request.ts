// The one way Quire turns an operation and its inputs into an HTTP request: the playground sends
// it, a reference page's code samples print it, an MCP tool call makes it.
import type { Credential, HttpRequest, ParameterSpec, RequestBody } from './request-schema.ts';
import {
  cookieStylePairs,
  encodeQueryPair,
  isGiven,
  parameterKey,
  serializeCookie,
  serializeHeader,
  serializePath,
  serializeQuery,
  serializeQuerystring,
  styleOf,
} from './serialize-parameter.ts';

export interface RequestInput {
  method: string;
  /** The server's URL, variables filled in (see `serverUrl`). */
  serverUrl: string;
  /** Path template, such as `/pets/{petId}`. */
  path: string;
  parameters: readonly ParameterSpec[];
  /** Values by `parameterKey` (`query:limit`); see `isGiven` for what counts as empty. */
  values: Readonly<Record<string, unknown>>;
  /** Credentials to place; each replaces a parameter of the same name and place. */
  credentials?: readonly Credential[];
  /** A last say over the draft before the URL is joined (the playground's auth panel places its credentials here). */
  amend?: (draft: RequestDraft) => void;
  body?: RequestBody;
}

export interface BuiltRequest {
  request: HttpRequest;
  /** Required parameters without a value, by name; their `{name}` stays in the path. */
  missing: string[];
}

/** The request being composed before the URL is joined. */
export interface RequestDraft {
  /** Header name -> value, in the case the spec writes it. */
  headers: Record<string, string>;
  query: [name: string, value: string][];
  /** `raw`: OpenAPI 3.2 `style: cookie` values, sent as given rather than percent-encoded. */
  cookies: [name: string, value: string, raw?: boolean][];
  /** OpenAPI 3.2 `in: querystring`: the whole query string, already encoded; pairs in `query` follow it. */
  querystring?: string;
}

// OpenAPI: header parameters with these names "SHALL be ignored"; the request sets them itself.
const ignoredHeaders = new Set(['accept', 'content-type', 'authorization']);

/** Builds the request: parameters by style and location, then credentials, cookies and the body. */
export function buildRequest(input: RequestInput): BuiltRequest {
  const draft: RequestDraft = { headers: {}, query: [], cookies: [] };
  const missing: string[] = [];
  let path = input.path;
  for (const p of input.parameters) {
    const value = input.values[parameterKey(p)];
    if (!isGiven(value)) {
      if (p.required) missing.push(p.name);
      continue;
    }
    if (p.in === 'path') path = path.replaceAll(`{${p.name}}`, serializePath(p, value));
    else if (p.in === 'query') draft.query.push(...serializeQuery(p, value));
    else if (p.in === 'querystring') draft.querystring = serializeQuerystring(p, value);
    else if (p.in === 'header') {
      if (!ignoredHeaders.has(p.name.toLowerCase())) draft.headers[p.name] = serializeHeader(p, value);
    } else if (styleOf(p).style === 'cookie')
      draft.cookies.push(...cookieStylePairs(p, value).map(([name, text]): [string, string, boolean] => [name, text, true]));
    else draft.cookies.push([p.name, serializeCookie(p, value)]);
  }
  for (const credential of input.credentials ?? []) placeCredential(draft, credential);
  input.amend?.(draft);
  return { request: finishRequest(input.method, input.serverUrl, path, draft, input.body), missing };
}

/**
 * Puts a credential in the draft. It replaces what the draft already has under its name
 * (headers in any case), so a spec that also declares the key as a parameter does not send it twice.
 */
export function placeCredential(draft: RequestDraft, credential: Credential): void {
  if (credential.in === 'header') {
    setHeader(draft.headers, credential.name, credential.value);
    return;
  }
  const pairs = credential.in === 'query' ? draft.query : draft.cookies;
  for (let i = pairs.length - 1; i >= 0; i--) if (pairs[i]![0] === credential.name) pairs.splice(i, 1);
  pairs.push([credential.name, credential.value]);
}

/** Sets a header, replacing one of the same name in any case. */
export function setHeader(headers: Record<string, string>, name: string, value: string): void {
  const lower = name.toLowerCase();
  for (const existing of Object.keys(headers)) if (existing.toLowerCase() === lower) delete headers[existing];
  headers[name] = value;
}

/** The URL joined (server, path, encoded query), cookies as one header, the body and its type. */
export function finishRequest(method: string, serverUrl: string, path: string, draft: RequestDraft, body?: RequestBody): HttpRequest {
  const headers: Record<string, string> = { ...draft.headers };
  if (draft.cookies.length) setHeader(headers, 'Cookie', draft.cookies.map(([n, v, raw]) => `${n}=${raw ? v : encodeURIComponent(v)}`).join('; '));
  if (body?.contentType) setHeader(headers, 'Content-Type', body.contentType);
  const base64 = body && body.text === undefined && body.base64 !== undefined;
  return {
    method: method.toUpperCase(),
    url: joinUrl(serverUrl, path, draft.query, draft.querystring),
    headers,
    body: body ? (body.text ?? body.base64 ?? '') : null,
    bodyEncoding: base64 ? 'base64' : 'utf8',
  };
}

function joinUrl(base: string, path: string, query: [string, string][], querystring?: string): string {
  const url = base.replace(/\/+$/, '') + (path.startsWith('/') || !path ? path : `/${path}`);
  const parts = [...(querystring ? [querystring] : []), ...query.map(encodeQueryPair)];
  if (!parts.length) return url;
  return url + (url.includes('?') ? '&' : '?') + parts.join('&');
}
