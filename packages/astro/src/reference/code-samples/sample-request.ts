// The one request a reference page shows as code: an operation with example values filled in,
// as a HAR request (what snippetz turns into code). `@quire/request` builds it, the same request
// the playground sends and the MCP tools make. Credentials are placeholders the reader replaces
// (`<token>`), never values from the spec.
import { deref, lookupIn, mergeAllOf, type Operation, type Parameter, type SchemaObject, type SecurityScheme, type Server } from '@quire/openapi';
import {
  absoluteServerUrl,
  buildRequest,
  credentialFor,
  encodeBody,
  formPairs,
  formText,
  multipartParts,
  parameterKey,
  serverUrl,
  type Credential,
  type HttpRequest,
  type Secret,
} from '@quire/request';

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
  /** The secret each scheme sends; default placeholders (`<token>`, `<api-key>`). */
  secrets?: ((scheme: SecurityScheme) => Secret | undefined) | undefined;
}

/** Origin shown when the spec names no absolute server: reserved for documentation (RFC 2606). */
export const placeholderOrigin = 'https://api.example.com';
/** What a file upload reads from, in every language. */
export const filePlaceholder = 'path/to/file';

/**
 * The security schemes of the operation's first requirement that names any (`security: [{}, ...]`
 * makes authentication optional; the sample still shows how to authenticate). Empty: anonymous.
 */
export function sampleSecuritySchemes(operation: Operation, schemes: Record<string, SecurityScheme>): SecurityScheme[] {
  const requirement = operation.security.find((r) => r.length > 0) ?? [];
  return requirement.flatMap(({ scheme }) => (schemes[scheme] ? [schemes[scheme]] : []));
}

/** The placeholder a reader replaces with their own secret. */
export function placeholderSecret(scheme: SecurityScheme): Secret {
  if (scheme.type === 'apiKey') return { value: '<api-key>' };
  if (scheme.type === 'http' && scheme.scheme.toLowerCase() !== 'bearer') return { value: '<credentials>' };
  return { value: '<token>' };
}

/**
 * The example value of each parameter the sample fills in, by `parameterKey`: path parameters,
 * required ones, and (with `all`) optional ones except deprecated ones: a sample should not teach them.
 */
export function sampleValues(operation: Operation, exampleOf: ExampleOf, defaults: 'required' | 'all' = 'all'): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path' && !parameter.required && (defaults !== 'all' || parameter.deprecated)) continue;
    const value = parameterExample(parameter, exampleOf);
    if (value !== undefined) values[parameterKey(parameter)] = value;
  }
  return values;
}

/** The request a sample shows, as sent; multipart bodies are described by `postData` only (their body here is null). */
export function sampleHttpRequest(input: SampleRequestInput): { request: HttpRequest; postData?: NonNullable<SampleRequest['postData']> } {
  const { operation } = input;
  const secrets = input.secrets ?? placeholderSecret;
  const credentials = (input.securitySchemes ?? []).flatMap((scheme): Credential[] => {
    const secret = secrets(scheme);
    const credential = secret && credentialFor(scheme, secret);
    return credential ? [credential] : [];
  });
  const body = requestBody(input);
  const { request } = buildRequest({
    method: operation.method,
    serverUrl: absoluteServerUrl(input.server ? serverUrl(input.server) : '', placeholderOrigin),
    path: operation.path,
    parameters: operation.parameters,
    values: sampleValues(operation, input.exampleOf, input.defaults ?? 'all'),
    credentials,
    ...(body ? { body: body.body } : {}),
  });
  if (body?.multipart) request.body = null;
  return { request, ...(body ? { postData: body.postData } : {}) };
}

/** The request to show for an operation: example parameters, placeholder credentials and an example body. */
export function sampleRequest(input: SampleRequestInput): SampleRequest {
  const { request, postData } = sampleHttpRequest(input);
  return {
    method: request.method,
    // The whole URL, query included and encoded once: snippetz would print HAR query pairs raw.
    url: request.url,
    httpVersion: 'HTTP/1.1',
    // One Cookie header rather than HAR cookies: snippetz percent-encodes those and its fetch
    // client sends them as Set-Cookie.
    headers: Object.entries(request.headers).map(([name, value]) => ({ name, value })),
    queryString: [],
    cookies: [],
    headersSize: -1,
    bodySize: -1,
    ...(postData ? { postData } : {}),
  };
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
    const value =
      media.example ??
      firstNamedExample(media.examples) ??
      (media.schema ? exampleOf(media.schema, { mediaType: media.mediaType, name: parameter.name }) : undefined);
    // OpenAPI 3.2 `in: querystring`: the request model writes the value in its media type itself.
    if (parameter.in === 'querystring') return value;
    return value === undefined || typeof value === 'string' ? value : JSON.stringify(value);
  }
  return parameter.schema ? exampleOf(parameter.schema, { name: parameter.name }) : undefined;
}

const isBinaryType = (type: string) => /^(?:application\/(?:octet-stream|pdf|zip|gzip)|image\/|audio\/|video\/)/i.test(type);

type Resolve = (schema: unknown) => SchemaObject | undefined;

function resolver(refs: Record<string, SchemaObject> | undefined): Resolve {
  const lookup = lookupIn(refs ?? {});
  return (schema) => {
    if (!schema || typeof schema !== 'object') return undefined;
    const target = deref(schema as SchemaObject, lookup);
    return target.missing ? undefined : mergeAllOf(target.schema, lookup);
  };
}

/** A form schema's properties, `$ref`s followed and `allOf` merged as everywhere else (the schema's own first, then each part in order). */
function properties(schema: unknown, resolve: Resolve): Record<string, unknown> {
  const s = resolve(schema);
  return s?.properties && typeof s.properties === 'object' ? (s.properties as Record<string, unknown>) : {};
}

function isFileSchema(schema: unknown, resolve: Resolve): boolean {
  const s = resolve(schema);
  if (!s) return false;
  if (s.type === 'array') return isFileSchema(s.items, resolve);
  return s.format === 'binary' || typeof s.contentMediaType === 'string';
}

interface SampleBody {
  postData: NonNullable<SampleRequest['postData']>;
  body: { contentType?: string; text?: string };
  multipart?: boolean;
}

function requestBody(input: SampleRequestInput): SampleBody | undefined {
  const content = input.operation.requestBody?.content ?? [];
  const media = content.find((m) => m.mediaType === input.mediaType) ?? content[0];
  if (!media) return undefined;
  const mediaType = media.mediaType;
  const type = mediaType.split(';')[0]!.trim().toLowerCase();
  const contentType = type.includes('*') ? undefined : mediaType;
  const example =
    input.bodyExample ?? media.example ?? firstNamedExample(media.examples) ?? (media.schema ? input.exampleOf(media.schema, { mediaType }) : undefined);
  const resolve = resolver(input.refs);

  if (type === 'multipart/form-data') {
    const fields = properties(media.schema, resolve);
    const schema = resolve(media.schema);
    const required = new Set(Array.isArray(schema?.required) ? (schema.required as string[]) : []);
    const values: Record<string, unknown> = example && typeof example === 'object' && !Array.isArray(example) ? { ...example } : {};
    for (const name of required) if (!(name in values) && isFileSchema(fields[name], resolve)) values[name] = '';
    const isFile = (name: string) => isFileSchema(fields[name], resolve);
    const params = multipartParts(values, isFile, () => filePlaceholder).map((part) => {
      const partType = part.fileName !== undefined && media.encoding?.[part.name] && (media.encoding[part.name] as { contentType?: unknown }).contentType;
      return typeof partType === 'string' && !/[*,]/.test(partType) ? { ...part, contentType: partType } : part;
    });
    // No Content-Type header: clients add it with the boundary they choose.
    return { postData: { mimeType: type, params }, body: {}, multipart: true };
  }
  if (type === 'application/x-www-form-urlencoded') {
    const pairs = formPairs(example && typeof example === 'object' && !Array.isArray(example) ? example : {});
    return { postData: { mimeType: type, params: pairs.map(([name, value]) => ({ name, value })) }, body: { contentType: mediaType, text: formText(pairs) } };
  }
  const binary = isBinaryType(type) || isFileSchema(media.schema, resolve);
  if (example === undefined && !binary) return undefined;
  const text = binary ? `@${filePlaceholder}` : encodeBody(example, contentType ?? 'application/octet-stream').text!;
  return { postData: { mimeType: contentType ?? 'application/octet-stream', text }, body: { ...(contentType ? { contentType } : {}), text } };
}
