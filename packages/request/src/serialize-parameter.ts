// Parameter values written by their OpenAPI `style` and `explode`, for every location, as the
// spec's style examples table shows them (https://spec.openapis.org/oas/v3.1.0#style-examples).
// Path pieces come back percent-encoded with their delimiters literal; query pairs come back raw
// and are encoded once, by `encodeQueryPair`, when the URL is joined.
import type { ParameterSpec } from './request-schema.ts';

/** `in` + name: parameters are unique by both. */
export function parameterKey(p: Pick<ParameterSpec, 'in' | 'name'>): string {
  return `${p.in}:${p.name}`;
}

/** Whether a value counts as given: undefined, null, empty text, lists and objects are left out of the request. */
export function isGiven(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.some((v) => v !== '' && v !== undefined && v !== null);
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/** One value as text: objects (inside a list or an object) as JSON, null as empty. */
export function scalarText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

type Shape = { kind: 'scalar'; text: string } | { kind: 'array'; items: string[] } | { kind: 'object'; entries: [string, string][] };

/** The value as the styles see it; empty list items (the inputs' blank rows) are dropped. */
function shapeOf(p: ParameterSpec, value: unknown): Shape {
  if (p.content) return { kind: 'scalar', text: scalarText(value) };
  if (Array.isArray(value)) return { kind: 'array', items: value.filter((v) => v !== '' && v !== undefined && v !== null).map(scalarText) };
  if (value && typeof value === 'object')
    return {
      kind: 'object',
      entries: Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, scalarText(v)]),
    };
  return { kind: 'scalar', text: scalarText(value) };
}

const defaultStyle = { path: 'simple', query: 'form', querystring: 'form', header: 'simple', cookie: 'form' } as const;

/** The style and explode a parameter uses, the spec's defaults filled in (explode: true for form only). */
export function styleOf(p: ParameterSpec): { style: string; explode: boolean } {
  const style = p.style ?? defaultStyle[p.in];
  return { style, explode: p.explode ?? style === 'form' };
}

/** A path parameter's replacement for `{name}`: simple, label or matrix, percent-encoded. */
export function serializePath(p: ParameterSpec, value: unknown): string {
  const { style, explode } = styleOf(p);
  const shape = shapeOf(p, value);
  const enc = encodeURIComponent;
  const pairs = (entries: [string, string][], joiner: string, sep: string) => entries.map(([k, v]) => `${enc(k)}${joiner}${enc(v)}`).join(sep);
  if (style === 'label') {
    if (shape.kind === 'scalar') return `.${enc(shape.text)}`;
    if (shape.kind === 'array') return `.${shape.items.map(enc).join(explode ? '.' : ',')}`;
    return `.${explode ? pairs(shape.entries, '=', '.') : pairs(shape.entries, ',', ',')}`;
  }
  if (style === 'matrix') {
    const name = enc(p.name);
    if (shape.kind === 'scalar') return `;${name}=${enc(shape.text)}`;
    if (shape.kind === 'array') return explode ? shape.items.map((item) => `;${name}=${enc(item)}`).join('') : `;${name}=${shape.items.map(enc).join(',')}`;
    return explode ? shape.entries.map(([k, v]) => `;${enc(k)}=${enc(v)}`).join('') : `;${name}=${pairs(shape.entries, ',', ',')}`;
  }
  if (shape.kind === 'scalar') return enc(shape.text);
  if (shape.kind === 'array') return shape.items.map(enc).join(',');
  return explode ? pairs(shape.entries, '=', ',') : pairs(shape.entries, ',', ',');
}

const delimiters: Record<string, string> = { spaceDelimited: ' ', pipeDelimited: '|' };

/** A query parameter's name/value pairs, not yet encoded: form (default), spaceDelimited, pipeDelimited, deepObject. */
export function serializeQuery(p: ParameterSpec, value: unknown): [string, string][] {
  const { style, explode } = styleOf(p);
  const shape = shapeOf(p, value);
  if (shape.kind === 'scalar') return [[p.name, shape.text]];
  if (shape.kind === 'array') return explode ? shape.items.map((item) => [p.name, item]) : [[p.name, shape.items.join(delimiters[style] ?? ',')]];
  if (style === 'deepObject') return shape.entries.map(([k, v]) => [`${p.name}[${k}]`, v]);
  if (explode) return shape.entries;
  return [[p.name, shape.entries.flat().join(delimiters[style] ?? ',')]];
}

/** A header's value (simple style): `a,b`, `k,v,k2,v2`, or `k=v,k2=v2` exploded. Headers are not percent-encoded. */
export function serializeHeader(p: ParameterSpec, value: unknown): string {
  const shape = shapeOf(p, value);
  if (shape.kind === 'scalar') return shape.text;
  if (shape.kind === 'array') return shape.items.join(',');
  const explode = p.explode ?? false;
  return shape.entries.map(([k, v]) => (explode ? `${k}=${v}` : `${k},${v}`)).join(',');
}

/** A cookie's value, not yet encoded: lists and objects joined with commas (form, not exploded). */
export function serializeCookie(p: ParameterSpec, value: unknown): string {
  const shape = shapeOf(p, value);
  if (shape.kind === 'scalar') return shape.text;
  if (shape.kind === 'array') return shape.items.join(',');
  return shape.entries.flat().join(',');
}

/**
 * OpenAPI 3.2 `style: cookie`: RFC 6265 pairs with values as given (the document's values are
 * already escaped as they must be; nothing is percent-encoded). Exploded, an array is one cookie
 * per item and an object one cookie per entry; otherwise one cookie with the values joined by commas.
 */
export function cookieStylePairs(p: ParameterSpec, value: unknown): [name: string, value: string][] {
  const shape = shapeOf(p, value);
  const { explode } = styleOf(p);
  if (shape.kind === 'scalar') return [[p.name, shape.text]];
  if (shape.kind === 'array') return explode ? shape.items.map((item) => [p.name, item]) : [[p.name, shape.items.join(',')]];
  return explode ? shape.entries : [[p.name, shape.entries.flat().join(',')]];
}

/**
 * A query name or value, percent-encoded by hand rather than with URLSearchParams: that writes
 * spaces as `+` and would encode the commas and brackets that form and deepObject mean literally.
 */
export function encodeQueryComponent(text: string): string {
  return encodeURIComponent(text).replace(/%2C/g, ',').replace(/%5B/g, '[').replace(/%5D/g, ']');
}

/** `name=value`, both encoded for a query string. */
export function encodeQueryPair([name, value]: [string, string]): string {
  return `${encodeQueryComponent(name)}=${encodeQueryComponent(value)}`;
}

/**
 * OpenAPI 3.2 `in: querystring`: the whole query string (without `?`) from one value, written in
 * the parameter's media type. Form-encoded (the default) writes an object's entries as pairs; any
 * other type (JSON) writes the value's text, percent-encoded, as the whole query.
 */
export function serializeQuerystring(p: ParameterSpec, value: unknown): string {
  const mediaType = (p.content?.[0] as { mediaType?: string } | undefined)?.mediaType ?? 'application/x-www-form-urlencoded';
  if (/^application\/x-www-form-urlencoded/i.test(mediaType)) {
    if (typeof value === 'string') {
      // A form's text field may hold the object as JSON: written as pairs like the object itself.
      const parsed = parseObject(value);
      return parsed ? serializeQuerystring(p, parsed) : value.replace(/^\?/, '');
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.entries(value)
        .flatMap(([k, v]) =>
          (Array.isArray(v) ? v : [v]).filter((item) => item !== undefined && item !== null).map((item) => encodeQueryPair([k, scalarText(item)])),
        )
        .join('&');
    }
    return encodeQueryComponent(scalarText(value));
  }
  return encodeQueryComponent(typeof value === 'string' ? value.trim() : JSON.stringify(value));
}

function parseObject(text: string): Record<string, unknown> | undefined {
  if (!/^\s*\{/.test(text)) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
