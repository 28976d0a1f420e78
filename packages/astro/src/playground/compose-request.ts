// Turns what the reader typed into the exact request to send: server variables, path, query,
// header and cookie parameters serialized by their OpenAPI `style` and `explode`.
import type { Parameter, Server } from '@quire/openapi/browser';
import type { RelayRequest } from '../relay/relay-types.ts';
import { bytesToBase64 } from './base64.ts';
import type { EncodedBody, RequestDraft } from './island-parts.ts';

/** A parameter's value as the inputs hold it: text, a list, or an object (from JSON). */
export type ParamValue = string | string[] | Record<string, unknown>;

/** The server's URL with its `{variables}` filled in (each variable's default when left empty). */
export function serverUrl(server: Server, variables: Record<string, string>): string {
  return server.url.replace(/\{([^}]+)\}/g, (_, name: string) => variables[name] || server.variables[name]?.default || '');
}

/** `in` + name: parameters are unique by both. */
export function parameterKey(p: Pick<Parameter, 'in' | 'name'>): string {
  return `${p.in}:${p.name}`;
}

/** Whether a value counts as given: empty text, lists and objects are left out of the request. */
export function isGiven(value: ParamValue | undefined): value is ParamValue {
  if (value === undefined) return false;
  if (typeof value === 'string') return value !== '';
  if (Array.isArray(value)) return value.some((v) => v !== '');
  return Object.keys(value).length > 0;
}

export interface ComposeInput {
  method: string;
  /** The chosen server's URL, variables filled in. */
  baseUrl: string;
  /** Path template, such as `/pets/{petId}`. */
  path: string;
  parameters: Parameter[];
  values: Record<string, ParamValue | undefined>;
  /** What the auth panel adds (headers, query, cookies). */
  auth?: (draft: RequestDraft) => void;
  body?: EncodedBody;
}

export interface Composed {
  request: RelayRequest;
  /** Required parameters without a value, by name (see empty-required.ts for the warning before sending). */
  missing: string[];
}

/** Builds the request to send. */
export function composeRequest(input: ComposeInput): Composed {
  const draft: RequestDraft = { headers: {}, query: [], cookies: [] };
  const missing: string[] = [];
  let path = input.path;
  for (const p of input.parameters) {
    const value = input.values[parameterKey(p)];
    if (!isGiven(value)) {
      if (p.required) missing.push(p.name);
      continue;
    }
    const list = Array.isArray(value) ? value.filter((v) => v !== '') : value;
    if (p.in === 'path') path = path.replaceAll(`{${p.name}}`, pathValue(p, list));
    else if (p.in === 'query') draft.query.push(...queryPairs(p, list));
    else if (p.in === 'header') draft.headers[p.name] = simple(list, p.explode ?? false);
    else draft.cookies.push([p.name, typeof list === 'string' ? list : simple(list, false)]);
  }
  input.auth?.(draft);
  const url = joinUrl(input.baseUrl, path, draft.query);
  const headers: Record<string, string> = { ...draft.headers };
  if (draft.cookies.length) headers.Cookie = draft.cookies.map(([n, v]) => `${n}=${encodeURIComponent(v)}`).join('; ');
  const body = input.body;
  if (body) headers['Content-Type'] = body.contentType;
  return {
    request: {
      method: input.method.toUpperCase(),
      url,
      headers,
      body: body ? (body.text ?? bytesToBase64(body.bytes)) : null,
      bodyEncoding: body && body.text === undefined ? 'base64' : 'utf8',
    },
    missing,
  };
}

function joinUrl(base: string, path: string, query: [string, string][]): string {
  const url = base.replace(/\/+$/, '') + path;
  if (!query.length) return url;
  // Encoded by hand, not with URLSearchParams: it writes spaces as "+" and would encode the
  // commas and brackets that styles such as form and deepObject mean literally.
  const pairs = query.map(([name, value]) => `${encodeQuery(name)}=${encodeQuery(value)}`).join('&');
  return url + (url.includes('?') ? '&' : '?') + pairs;
}

const encodeQuery = (text: string) => encodeURIComponent(text).replace(/%2C/g, ',').replace(/%5B/g, '[').replace(/%5D/g, ']');

/** `simple` style: `a,b` for lists, `k,v,k2,v2` (or `k=v,k2=v2` exploded) for objects. */
function simple(value: string | string[] | Record<string, unknown>, explode: boolean): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.join(',');
  return Object.entries(value)
    .map(([k, v]) => (explode ? `${k}=${text(v)}` : `${k},${text(v)}`))
    .join(',');
}

function pathValue(p: Parameter, value: string | string[] | Record<string, unknown>): string {
  const explode = p.explode ?? false;
  const enc = (v: string) => encodeURIComponent(v);
  const items = typeof value === 'string' ? [value] : Array.isArray(value) ? value : undefined;
  if (p.style === 'label') return '.' + (items ? items.map(enc).join(explode ? '.' : ',') : enc(simple(value, explode)));
  if (p.style === 'matrix') {
    if (items) return explode ? items.map((v) => `;${p.name}=${enc(v)}`).join('') : `;${p.name}=${items.map(enc).join(',')}`;
    return `;${p.name}=${enc(simple(value, false))}`;
  }
  return items ? items.map(enc).join(',') : simple(value, explode).split(',').map(enc).join(',');
}

function queryPairs(p: Parameter, value: string | string[] | Record<string, unknown>): [string, string][] {
  const style = p.style ?? 'form';
  const explode = p.explode ?? style === 'form';
  if (typeof value === 'string') return [[p.name, value]];
  if (Array.isArray(value)) {
    if (explode) return value.map((v) => [p.name, v]);
    const separator = style === 'spaceDelimited' ? ' ' : style === 'pipeDelimited' ? '|' : ',';
    return [[p.name, value.join(separator)]];
  }
  const entries = Object.entries(value);
  if (style === 'deepObject') return entries.map(([k, v]) => [`${p.name}[${k}]`, text(v)]);
  if (explode) return entries.map(([k, v]) => [k, text(v)]);
  return [[p.name, entries.map(([k, v]) => `${k},${text(v)}`).join(',')]];
}

const text = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));
