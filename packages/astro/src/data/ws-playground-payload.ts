import { isWebSocketServer, type AsyncApiMessage, type AsyncApiSecurityScheme, type AsyncApiVariable } from '@quire/asyncapi';
import { fromPointer } from '@quire/diagnostics';
import { exampleValue, type SchemaObject } from '@quire/openapi';
import type { JsonSchema, WsMessage, WsPlaygroundData, WsSecurityScheme, WsServer, WsVariable } from '@quire/playground/contract';
import { messageTitle, messageWriter, sendableMessages, type ChannelPageData } from './channel-data.ts';

/**
 * The data the WebSocket playground of a channel page fetches when it opens: the channel's
 * address and parameters, its ws/wss servers, the `ws` binding's query, the messages a client
 * sends (with examples ready) and the security schemes that apply. Undefined when the channel has
 * no address or no WebSocket server: there is nothing to connect to.
 */
export function wsPlaygroundPayload(data: ChannelPageData): WsPlaygroundData | undefined {
  const { channel } = data;
  const servers = data.servers.filter(isWebSocketServer).map(server);
  if (channel.address === undefined || !servers.length) return undefined;
  const used = new Set([...servers.flatMap((s) => s.security), ...data.operations.filter((o) => o.direction === 'send').flatMap((o) => o.security)]);
  return {
    kind: 'websocket',
    channel: {
      id: channel.id,
      ...(channel.title ? { title: channel.title } : {}),
      address: channel.address,
      parameters: channel.parameters.map((p) => ({ ...variable(p), schema: p.schema })),
    },
    servers,
    query: bindingQuery(channel.bindings),
    messages: sendableMessages(data).map((m) => message(m, data.defaultContentType, data.refs)),
    securitySchemes: data.securitySchemes.filter((s) => used.has(s.name)).map(scheme),
  };
}

function server(s: ChannelPageData['servers'][number]): WsServer {
  return {
    name: s.name,
    label: s.title ?? s.name,
    ...(s.description ? { description: s.description } : {}),
    protocol: s.protocol as 'ws' | 'wss',
    host: s.host,
    pathname: s.pathname ?? '',
    variables: s.variables.map(variable),
    security: s.security,
  };
}

function variable(v: AsyncApiVariable): WsVariable {
  return {
    name: v.name,
    ...(v.description ? { description: v.description } : {}),
    ...(v.enum?.length ? { enum: v.enum } : {}),
    ...(v.default !== undefined ? { default: v.default } : {}),
    ...(v.examples?.length ? { examples: v.examples } : {}),
  };
}

/** The `ws` binding's `query`: an object schema whose properties are the connection URL's query parameters. */
function bindingQuery(bindings: Record<string, unknown> | undefined): WsPlaygroundData['query'] {
  const query = (bindings?.ws as { query?: JsonSchema } | undefined)?.query;
  const properties = query?.properties;
  if (!properties || typeof properties !== 'object') return [];
  const required = new Set(Array.isArray(query.required) ? (query.required as string[]) : []);
  return Object.entries(properties as Record<string, JsonSchema>).map(([name, schema]) => ({
    name,
    ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
    required: required.has(name),
    schema,
  }));
}

/** A message without a content type has the document's default; with neither, JSON is assumed (the common case). */
function message(m: AsyncApiMessage, defaultContentType: string | undefined, refs: Record<string, JsonSchema>): WsMessage {
  const contentType = m.contentType ?? defaultContentType;
  const json = !contentType || /json/i.test(contentType);
  const examples = m.examples.filter((e) => e.payload !== undefined).map((e, i) => ({ label: e.summary ?? e.name ?? `Example ${i + 1}`, value: e.payload }));
  if (!examples.length && m.payload) {
    const value = exampleValue(m.payload as SchemaObject, refs as Record<string, SchemaObject>, messageWriter('send'));
    if (value !== undefined) examples.push({ label: 'Generated from the schema', value });
  }
  return {
    id: m.id,
    label: messageTitle(m),
    ...(m.summary ? { summary: m.summary } : {}),
    json,
    ...(m.payload ? { schema: withRefTargets(m.payload, refs) } : {}),
    examples,
  };
}

/**
 * The payload schema with the targets of the channel's `$ref`s (recursive schemas, which the
 * parser leaves as refs) placed at their pointers inside it, so a validator resolves
 * `#/components/schemas/Planet` against the schema alone.
 */
export function withRefTargets(schema: JsonSchema, refs: Record<string, JsonSchema>): JsonSchema {
  const root: Record<string, unknown> = structuredClone(schema);
  for (const ref of Object.keys(refs)) {
    const segments = fromPointer(ref);
    // A document's ref is not trusted: `__proto__` or `constructor` would reach Object.prototype.
    if (!segments.length || segments.some((s) => unsafeSegments.has(s))) continue;
    let at: Record<string, unknown> | undefined = root;
    for (const segment of segments.slice(0, -1)) {
      if (!Object.hasOwn(at, segment)) at[segment] = {};
      const next: unknown = at[segment];
      at = next && typeof next === 'object' && !Array.isArray(next) ? (next as Record<string, unknown>) : undefined;
      if (!at) break;
    }
    if (at) at[segments.at(-1)!] = refs[ref];
  }
  return root;
}

const unsafeSegments = new Set(['__proto__', 'constructor', 'prototype']);

function scheme(s: AsyncApiSecurityScheme): WsSecurityScheme {
  return {
    name: s.name,
    type: s.type,
    ...(s.description ? { description: s.description } : {}),
    ...(s.in ? { in: s.in } : {}),
    ...(s.paramName ? { paramName: s.paramName } : {}),
    ...(s.scheme ? { scheme: s.scheme } : {}),
    ...(s.bearerFormat ? { bearerFormat: s.bearerFormat } : {}),
  };
}
