import { lookupIn, payloadWriter, reachableRefs, type ApiModel, type Response, type SchemaLookup, type SchemaObject } from '@quire/openapi';
import type { PlaygroundData } from '@quire/playground/contract';
import { mediaExamples } from '../reference/media-examples.ts';
import type { PageApi } from './page-data.ts';

/**
 * The data the playground island of an endpoint page fetches when it opens: the operation's
 * inputs, and its responses to hold answers to, with the `$ref` targets they reach and body
 * examples ready. Given `refsUrl` (the spec's file of shared targets, see playgroundRefs), the
 * targets are left to that file.
 */
export function playgroundPayload(
  api: PageApi,
  mode: 'interactive' | 'simple',
  { proxy, credentials }: { proxy: boolean; credentials: boolean },
  autogenerate: boolean,
  refsUrl?: string,
): PlaygroundData | undefined {
  const op = api.operation;
  if (op?.kind !== 'operation') return undefined;
  const requestBody = op.requestBody && {
    required: op.requestBody.required,
    content: op.requestBody.content.map((media) => ({
      mediaType: media.mediaType,
      ...(media.schema ? { schema: media.schema } : {}),
      examples: mediaExamples(media, api.refs, payloadWriter(op.kind, 'request'), autogenerate).map((e) => ({ label: e.summary ?? e.name, value: e.value })),
    })),
  };
  const security = op.security;
  const used = new Set(security.flat().map((s) => s.scheme));
  return {
    mode,
    proxy,
    ...(credentials ? { credentials } : {}),
    method: op.method,
    path: op.path,
    servers: op.servers,
    parameters: op.parameters,
    ...(requestBody ? { requestBody } : {}),
    security,
    securitySchemes: Object.fromEntries(Object.entries(api.securitySchemes).filter(([name]) => used.has(name))),
    responses: op.responses.map(checkedResponse),
    ...(refsUrl ? { refs: {}, refsUrl } : { refs: playgroundRefs(api) }),
  };
}

/**
 * What the island holds an answer to (check-response.ts): the status, each content type's schema
 * and the headers' names and schemas. The descriptions and examples the page shows stay out: they
 * were most of each file (GitHub's spec: 3.3 of its 5.4 MB).
 */
function checkedResponse({ status, headers, content }: Response): Response {
  return {
    status,
    headers: headers.map(({ name, required, deprecated, schema }) => ({ name, required, deprecated, ...(schema ? { schema } : {}) })),
    content: content.map(({ mediaType, schema, itemSchema }) => ({ mediaType, ...(schema ? { schema } : {}), ...(itemSchema ? { itemSchema } : {}) })),
  };
}

/**
 * The `$ref` targets the playground of an endpoint page reaches: its parameters, body and
 * responses. Looked up in the page's refs, or in its spec's document (which keeps what each ref
 * reaches, for the next page).
 */
export function playgroundRefs(api: PageApi, source: ApiModel['document'] | SchemaLookup = lookupIn(api.refs)): Record<string, SchemaObject> {
  const op = api.operation;
  return op && op.kind === 'operation' ? reachableRefs([op.parameters, op.requestBody, op.responses], source) : {};
}
