// The one request a reference page shows as code: an operation with example values filled in,
// as a HAR request (what snippetz turns into code). Credentials are placeholders the reader
// replaces (`<token>`), never values from the spec.
import type { Operation, Parameter, SchemaObject, SecurityScheme, Server } from '@quire/openapi';

/** A HAR name/value pair (header, query parameter). */
export interface HarPair {
  name: string;
  value: string;
}

/** A form field of a HAR body; `fileName` marks a file upload. */
export interface HarParam {
  name: string;
  value?: string;
  fileName?: string;
  contentType?: string;
}

/**
 * The HAR request snippetz prints (the fields it reads). `@scalar/snippetz`'s own `HarRequest`
 * comes from `@types/har-format`, which is not installed, so it is `any`; this type is checked.
 */
export interface SampleRequest {
  method: string;
  url: string;
  httpVersion: string;
  headers: HarPair[];
  queryString: HarPair[];
  cookies: HarPair[];
  headersSize: number;
  bodySize: number;
  postData?: { mimeType: string; text?: string; params?: HarParam[] };
}

/** Builds an example value for a schema (the page's sampler: spec examples, else generated). */
export type ExampleOf = (schema: SchemaObject, options: { mediaType?: string; name?: string }) => unknown;

export interface SampleRequestInput {
  operation: Operation;
  /** Where requests go; `{variables}` take their defaults. None (or a relative URL) gets `https://api.example.com`. */
  server?: Server | undefined;
  /** The schemes to authenticate with, all applied (see `sampleSecuritySchemes`). */
  securitySchemes?: readonly SecurityScheme[] | undefined;
  /** `required`: only required query, header and cookie parameters; `all`: optional ones too (the default, as in docs.json). */
  defaults?: 'required' | 'all' | undefined;
  exampleOf: ExampleOf;
  /** The body to send, overriding the media type's examples (for example the example the page shows). */
  bodyExample?: unknown;
  /** The request media type to show; default the first the operation lists. */
  mediaType?: string | undefined;
  /** `$ref` targets by ref (`#/components/schemas/Upload`), to read form schemas: which multipart fields are files. */
  refs?: Record<string, SchemaObject> | undefined;
}

/** Origin shown when the spec names no absolute server: reserved for documentation (RFC 2606). */
export const placeholderOrigin = 'https://api.example.com';
/** What a file upload reads from, in every language. */
export const filePlaceholder = 'path/to/file';

// OpenAPI: header parameters with these names "SHALL be ignored"; the sample sets them itself.
const ignoredHeaders = new Set(['accept', 'content-type', 'authorization']);

/**
 * The security schemes of the operation's first requirement that names any (`security: [{}, ...]`
 * makes authentication optional; the sample still shows how to authenticate). Empty: anonymous.
 */
export function sampleSecuritySchemes(operation: Operation, schemes: Record<string, SecurityScheme>): SecurityScheme[] {
  const requirement = operation.security.find((r) => r.length > 0) ?? [];
  return requirement.flatMap(({ scheme }) => (schemes[scheme] ? [schemes[scheme]] : []));
}

/** The request to show for an operation: example parameters, placeholder credentials and an example body. */
export function sampleRequest(input: SampleRequestInput): SampleRequest {
  const { operation } = input;
  const all = input.defaults !== 'required';
  const headers: HarPair[] = [];
  const queryString: HarPair[] = [];
  const cookies: HarPair[] = [];
  const auth = authParts(input.securitySchemes ?? []);
  // A parameter the credentials already fill (an API key also declared as a parameter) appears once.
  const taken = new Set([
    ...auth.headers.map((h) => `header:${h.name.toLowerCase()}`),
    ...auth.query.map((q) => `query:${q.name}`),
    ...auth.cookies.map((c) => `cookie:${c.name}`),
  ]);

  headers.push(...auth.headers);
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path' || taken.has(`${parameter.in}:${parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name}`)) continue;
    // Optional parameters only with `all`, and never deprecated ones: a sample should not teach them.
    if (!parameter.required && (!all || parameter.deprecated)) continue;
    const value = parameterExample(parameter, input.exampleOf);
    if (value === undefined) continue;
    if (parameter.in === 'query') queryString.push(...queryPairs(parameter, value));
    else if (parameter.in === 'header') {
      if (ignoredHeaders.has(parameter.name.toLowerCase())) continue;
      headers.push({ name: parameter.name, value: simple(value, parameter.explode === true).join(',') });
    } else cookies.push({ name: parameter.name, value: simple(value, false).join(',') });
  }
  queryString.push(...auth.query);
  cookies.push(...auth.cookies);
  // One Cookie header rather than HAR cookies: snippetz percent-encodes those (`%3Ctoken%3E`) and
  // its fetch client sends them as Set-Cookie.
  if (cookies.length) headers.push({ name: 'Cookie', value: cookies.map((c) => `${c.name}=${c.value}`).join('; ') });

  const body = requestBody(input);
  if (body?.contentType) headers.push({ name: 'Content-Type', value: body.contentType });

  return {
    method: operation.method,
    url: joinUrl(serverUrl(input.server), expandPath(operation, input.exampleOf)),
    httpVersion: 'HTTP/1.1',
    headers,
    queryString,
    cookies: [],
    headersSize: -1,
    bodySize: -1,
    ...(body ? { postData: body.postData } : {}),
  };
}

function authParts(schemes: readonly SecurityScheme[]): { headers: HarPair[]; query: HarPair[]; cookies: HarPair[] } {
  const parts = { headers: [] as HarPair[], query: [] as HarPair[], cookies: [] as HarPair[] };
  const authorization = (value: string) => {
    if (!parts.headers.some((h) => h.name === 'Authorization')) parts.headers.push({ name: 'Authorization', value });
  };
  for (const scheme of schemes) {
    switch (scheme.type) {
      case 'apiKey': {
        const pair = { name: scheme.name, value: '<api-key>' };
        if (scheme.in === 'query') parts.query.push(pair);
        else if (scheme.in === 'cookie') parts.cookies.push(pair);
        else if (scheme.name.toLowerCase() === 'authorization') authorization('<api-key>');
        else parts.headers.push(pair);
        break;
      }
      case 'http': {
        const name = scheme.scheme.toLowerCase();
        if (name === 'bearer') authorization('Bearer <token>');
        else if (name === 'basic') authorization('Basic <credentials>');
        else authorization(`${name[0]!.toUpperCase()}${name.slice(1)} <credentials>`);
        break;
      }
      case 'oauth2':
      case 'openIdConnect':
        authorization('Bearer <token>');
        break;
      // mutualTLS: a client certificate, nothing in the request itself.
    }
  }
  return parts;
}

function firstNamedExample(examples: Record<string, { value?: unknown }> | undefined): unknown {
  for (const example of Object.values(examples ?? {})) if (example.value !== undefined) return example.value;
  return undefined;
}

function parameterExample(parameter: Parameter, exampleOf: ExampleOf): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const named = firstNamedExample(parameter.examples);
  if (named !== undefined) return named;
  const media = parameter.content?.[0];
  if (media) {
    // A parameter with `content` is sent serialized in that media type (JSON in practice).
    const value = media.example ?? firstNamedExample(media.examples) ?? (media.schema ? exampleOf(media.schema, { mediaType: media.mediaType, name: parameter.name }) : undefined);
    return value === undefined || typeof value === 'string' ? value : JSON.stringify(value);
  }
  return parameter.schema ? exampleOf(parameter.schema, { name: parameter.name }) : undefined;
}

function scalar(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** `simple`-style pieces: arrays item by item, objects as `k,v` or (exploded) `k=v`. */
function simple(value: unknown, explode: boolean): string[] {
  if (Array.isArray(value)) return value.map(scalar);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => (explode ? [`${k}=${scalar(v)}`] : [k, scalar(v)]));
  }
  return [scalar(value)];
}

function queryPairs(parameter: Parameter, value: unknown): HarPair[] {
  const { name } = parameter;
  const style = parameter.style ?? 'form';
  const explode = parameter.explode ?? style === 'form';
  if (parameter.content) return [{ name, value: scalar(value) }];
  if (Array.isArray(value)) {
    if (explode && style === 'form') return value.map((item) => ({ name, value: scalar(item) }));
    const separator = style === 'spaceDelimited' ? ' ' : style === 'pipeDelimited' ? '|' : ',';
    return [{ name, value: value.map(scalar).join(separator) }];
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (style === 'deepObject') return entries.map(([k, v]) => ({ name: `${name}[${k}]`, value: scalar(v) }));
    if (explode) return entries.map(([k, v]) => ({ name: k, value: scalar(v) }));
    return [{ name, value: entries.flatMap(([k, v]) => [k, scalar(v)]).join(',') }];
  }
  return [{ name, value: scalar(value) }];
}

/** The path with each `{param}` replaced by its example, percent-encoded; left as written when there is none. */
function expandPath(operation: Operation, exampleOf: ExampleOf): string {
  const byName = new Map(operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, p]));
  return operation.path.replace(/\{([^}]+)\}/g, (template, name: string) => {
    const parameter = byName.get(name);
    const value = parameter ? parameterExample(parameter, exampleOf) : undefined;
    if (value === undefined || value === null || value === '') return template;
    const explode = parameter!.explode === true;
    const pieces = simple(value, explode).map((piece) => encodeURIComponent(piece).replace(/%3D/g, '='));
    if (parameter!.style === 'label') return `.${pieces.join(explode ? '.' : ',')}`;
    if (parameter!.style === 'matrix') return `;${name}=${pieces.join(',')}`;
    return pieces.join(',');
  });
}

function serverUrl(server: Server | undefined): string {
  const url = (server?.url ?? '').replace(/\{([^}]+)\}/g, (template, name: string) => server?.variables[name]?.default || template);
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(url)) return url;
  if (url.startsWith('//')) return `https:${url}`;
  return placeholderOrigin + (url && !url.startsWith('/') ? `/${url}` : url);
}

function joinUrl(base: string, path: string): string {
  return base.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
}

const isJson = (type: string) => /^application\/(?:[\w.+-]+\+)?json$/i.test(type) || /\+json$/i.test(type);
const isBinaryType = (type: string) => /^(?:application\/(?:octet-stream|pdf|zip|gzip)|image\/|audio\/|video\/)/i.test(type);

type Resolve = (schema: unknown) => SchemaObject | undefined;

function resolver(refs: Record<string, SchemaObject> | undefined): Resolve {
  return (schema) => {
    let current = schema;
    for (let hops = 0; hops < 32 && current && typeof current === 'object' && typeof (current as SchemaObject).$ref === 'string'; hops++) {
      current = refs?.[(current as SchemaObject).$ref as string];
    }
    return current && typeof current === 'object' ? (current as SchemaObject) : undefined;
  };
}

/** A form schema's properties, following `$ref`s and merging `allOf`. */
function properties(schema: unknown, resolve: Resolve, depth = 0): Record<string, unknown> {
  const s = resolve(schema);
  if (!s || depth > 8) return {};
  const own = s.properties && typeof s.properties === 'object' ? (s.properties as Record<string, unknown>) : {};
  const merged = Array.isArray(s.allOf) ? s.allOf.map((part) => properties(part, resolve, depth + 1)) : [];
  return Object.assign({}, ...merged, own);
}

function isFileSchema(schema: unknown, resolve: Resolve): boolean {
  const s = resolve(schema);
  if (!s) return false;
  if (s.type === 'array') return isFileSchema(s.items, resolve);
  return s.format === 'binary' || typeof s.contentMediaType === 'string';
}

function requestBody(input: SampleRequestInput): { postData: NonNullable<SampleRequest['postData']>; contentType?: string } | undefined {
  const content = input.operation.requestBody?.content ?? [];
  const media = content.find((m) => m.mediaType === input.mediaType) ?? content[0];
  if (!media) return undefined;
  const mediaType = media.mediaType;
  const type = mediaType.split(';')[0]!.trim().toLowerCase();
  const contentType = type.includes('*') ? undefined : mediaType;
  const example =
    input.bodyExample ?? media.example ?? firstNamedExample(media.examples) ?? (media.schema ? input.exampleOf(media.schema, { mediaType }) : undefined);
  const resolve = resolver(input.refs);

  if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
    const fields = properties(media.schema, resolve);
    const required = new Set(Array.isArray(resolve(media.schema)?.required) ? (resolve(media.schema)!.required as string[]) : []);
    const values: Record<string, unknown> = example && typeof example === 'object' && !Array.isArray(example) ? { ...example } : {};
    const multipart = type === 'multipart/form-data';
    if (multipart) for (const name of required) if (!(name in values) && isFileSchema(fields[name], resolve)) values[name] = '';
    const params: HarParam[] = Object.entries(values).flatMap(([name, value]): HarParam[] => {
      if (multipart && isFileSchema(fields[name], resolve)) {
        const partType = media.encoding?.[name] && (media.encoding[name] as { contentType?: unknown }).contentType;
        const single = typeof partType === 'string' && !/[*,]/.test(partType) ? { contentType: partType } : {};
        return [{ name, fileName: filePlaceholder, ...single }];
      }
      if (Array.isArray(value)) return value.map((item) => ({ name, value: scalar(item) }));
      return [{ name, value: scalar(value) }];
    });
    // Multipart: no Content-Type header, clients add it with the boundary they choose.
    return { postData: { mimeType: type, params }, ...(multipart ? {} : { contentType: mediaType }) };
  }
  const binary = isBinaryType(type) || isFileSchema(media.schema, resolve);
  if (example === undefined && !binary) return undefined;
  const text = binary ? `@${filePlaceholder}` : isJson(type) ? jsonText(example) : typeof example === 'string' ? example : JSON.stringify(example, null, 2);
  return { postData: { mimeType: contentType ?? 'application/octet-stream', text }, ...(contentType ? { contentType } : {}) };
}

function jsonText(example: unknown): string {
  if (typeof example === 'string') {
    try {
      return JSON.stringify(JSON.parse(example), null, 2);
    } catch {
      // A string example of a JSON body is the string itself.
    }
  }
  return JSON.stringify(example, null, 2) ?? 'null';
}
