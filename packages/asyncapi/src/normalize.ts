import { diagnostic, fromPointer, toPointer, type Diagnostic } from '@quire/diagnostics';
import type {
  AsyncApiChannel,
  AsyncApiMessage,
  AsyncApiMessageExample,
  AsyncApiModel,
  AsyncApiOperation,
  AsyncApiParameter,
  AsyncApiSecurityScheme,
  AsyncApiServer,
  AsyncApiVariable,
  JsonSchema,
} from './types.ts';

type Obj = Record<string, unknown>;

/**
 * Turns a validated AsyncAPI 3.x document into the AsyncApiModel. Pure: `resolved` is the
 * document with `$ref`s replaced (as the AsyncAPI parser returns it), `raw` the document as
 * written, whose `$ref`s tell which channel, message, server or security scheme is meant.
 * Schemas come out as plain JSON Schema objects: parser annotations dropped, cycles cut.
 */
export function normalize(resolved: Obj, raw: Obj, file: string): { model: AsyncApiModel; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  // The parser shares resolved objects: a component schema met again inside itself is recursion.
  componentSchemas = new Map(entries(obj(resolved.components).schemas).map(([name, schema]) => [schema as object, name]));
  const info = obj(resolved.info);
  const components = obj(resolved.components);
  const schemes = obj(components.securitySchemes);

  const securityNames = (items: unknown, rawItems: unknown): string[] =>
    arr(items).flatMap((item, i) => {
      const name = refName(arr(rawItems)[i], ['components', 'securitySchemes']) ?? keyOf(schemes, item);
      return name ? [name] : [];
    });

  const servers: AsyncApiServer[] = entries(resolved.servers).map(([name, s]) => {
    const rawServer = obj(obj(raw.servers)[name]);
    return {
      name,
      host: str(s.host) ?? '',
      // Schemes are case-insensitive (`WSS` is `wss`): one spelling for every check downstream.
      protocol: (str(s.protocol) ?? '').toLowerCase(),
      ...opt('protocolVersion', str(s.protocolVersion)),
      ...opt('pathname', str(s.pathname)),
      ...texts(s),
      variables: entries(s.variables).map(([varName, v]) => variable(varName, v)),
      security: securityNames(s.security, rawServer.security),
      ...opt('bindings', bindings(s.bindings)),
    };
  });

  const channels: AsyncApiChannel[] = entries(resolved.channels).map(([id, c]) => {
    const rawChannel = obj(obj(raw.channels)[id]);
    return {
      id,
      ...opt('address', str(c.address)),
      ...texts(c),
      parameters: entries(c.parameters).map(([name, p]) => parameter(name, p)),
      servers: arr(rawChannel.servers).flatMap((ref, i) => {
        const name = refName(ref, ['servers']) ?? keyOf(obj(resolved.servers), arr(c.servers)[i]);
        return name ? [name] : [];
      }),
      messages: entries(c.messages).map(([messageId, m]) => message(messageId, m)),
      ...opt('bindings', bindings(c.bindings)),
      ...(c['x-hidden'] === true ? { hidden: true } : {}),
      ...(c['x-excluded'] === true ? { excluded: true } : {}),
    };
  });

  /** The channel an operation or reply names, as an id. */
  const channelOf = (rawRef: unknown, resolvedChannel: unknown): string | undefined =>
    refName(rawRef, ['channels']) ?? keyOf(obj(resolved.channels), resolvedChannel);
  /** Message ids of `channel` named by a list of message references. */
  const messagesOf = (channel: string | undefined, rawRefs: unknown, resolvedRefs: unknown, pointer: (string | number)[]): string[] => {
    const known = channel ? obj(obj(obj(resolved.channels)[channel]).messages) : {};
    return arr(resolvedRefs).flatMap((m, i) => {
      const ref = str(obj(arr(rawRefs)[i]).$ref);
      const segments = ref?.startsWith('#') ? fromPointer(ref) : [];
      const id = segments[0] === 'channels' && segments[2] === 'messages' && segments[1] === channel ? segments[3] : keyOf(known, m);
      if (id !== undefined) return [id];
      diagnostics.push(
        diagnostic('ASYNCAPI_WARNING', `This message is not one of channel ${channel ?? '(unknown)'}'s messages, so pages cannot show it.`, {
          file,
          pointer: toPointer([...pointer, i]),
          hint: 'Reference the message through the channel: `$ref: "#/channels/<channel>/messages/<message>"`.',
        }),
      );
      return [];
    });
  };

  const operations: AsyncApiOperation[] = entries(resolved.operations).map(([id, o]) => {
    const rawOp = obj(obj(raw.operations)[id]);
    const channel = channelOf(rawOp.channel, o.channel);
    if (channel === undefined)
      diagnostics.push(
        diagnostic('ASYNCAPI_INVALID', `Operation ${id} does not name a channel of \`channels\`.`, {
          file,
          pointer: toPointer(['operations', id, 'channel']),
          hint: 'Write `channel: { $ref: "#/channels/<channel>" }`.',
        }),
      );
    const listed = o.messages !== undefined;
    const messages = listed
      ? messagesOf(channel, rawOp.messages, o.messages, ['operations', id, 'messages'])
      : (channels.find((c) => c.id === channel)?.messages.map((m) => m.id) ?? []);
    const reply = o.reply === undefined ? undefined : obj(o.reply);
    const rawReply = obj(rawOp.reply);
    const replyChannel = reply ? channelOf(rawReply.channel, reply.channel) : undefined;
    return {
      id,
      action: o.action === 'receive' ? 'receive' : 'send',
      channel: channel ?? '',
      messages,
      ...texts(o),
      security: securityNames(o.security, rawOp.security),
      ...(reply
        ? {
            reply: {
              ...opt('channel', replyChannel),
              ...opt('address', str(obj(reply.address).location)),
              messages: messagesOf(replyChannel ?? channel, rawReply.messages, reply.messages, ['operations', id, 'reply', 'messages']),
            },
          }
        : {}),
      ...opt('bindings', bindings(o.bindings)),
    };
  });

  const securitySchemes: AsyncApiSecurityScheme[] = entries(schemes).map(([name, s]) => ({
    name,
    type: str(s.type) ?? '',
    ...opt('description', str(s.description)),
    ...opt('paramName', str(s.name)),
    ...opt('in', str(s.in)),
    ...opt('scheme', str(s.scheme)),
    ...opt('bearerFormat', str(s.bearerFormat)),
    ...opt('flows', s.flows === undefined ? undefined : (plain(s.flows) as Obj)),
    ...opt('openIdConnectUrl', str(s.openIdConnectUrl)),
    ...opt('scopes', Array.isArray(s.scopes) ? s.scopes.map(String) : undefined),
  }));

  const model: AsyncApiModel = {
    version: String(resolved.asyncapi),
    info: { title: str(info.title) ?? '', version: str(info.version) ?? '', ...opt('description', str(info.description)) },
    ...opt('defaultContentType', str(resolved.defaultContentType)),
    servers,
    channels,
    operations,
    securitySchemes,
    refs: refTargets([channels, servers], resolved),
  };
  return { model, diagnostics };
}

/** Every local `$ref` left in `value`, and those its targets hold, resolved in the document. */
export function refTargets(value: unknown, resolved: Obj): Record<string, JsonSchema> {
  const refs: Record<string, JsonSchema> = {};
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#') && !(child in refs)) {
        const target = fromPointer(child).reduce<unknown>((at, segment) => obj(at)[segment], resolved);
        if (target && typeof target === 'object') {
          refs[child] = plain(target) as JsonSchema;
          visit(refs[child]);
        }
      } else visit(child);
    }
  };
  visit(value);
  return refs;
}

function variable(name: string, v: Obj): AsyncApiVariable {
  return {
    name,
    ...opt('description', str(v.description)),
    ...opt('enum', Array.isArray(v.enum) ? v.enum.map(String) : undefined),
    ...opt('default', v.default === undefined ? undefined : String(v.default)),
    ...opt('examples', Array.isArray(v.examples) ? v.examples.map(String) : undefined),
  };
}

/** 3.x parameters are strings with optional `enum` and `default`; the schema says so for the schema viewer. */
function parameter(name: string, p: Obj): AsyncApiParameter {
  const base = variable(name, p);
  const schema: JsonSchema =
    p.schema !== undefined
      ? (plain(p.schema) as JsonSchema)
      : {
          type: 'string',
          ...opt('enum', base.enum),
          ...opt('default', base.default),
          ...opt('examples', base.examples),
          ...opt('description', base.description),
        };
  return { ...base, schema, ...opt('location', str(p.location)) };
}

function message(id: string, m: Obj): AsyncApiMessage {
  const correlation = m.correlationId === undefined ? undefined : obj(m.correlationId);
  return {
    id,
    ...opt('name', str(m.name)),
    ...texts(m),
    ...opt('contentType', str(m.contentType)),
    ...opt('payload', schemaOf(m.payload)),
    ...opt('payloadFormat', otherFormat(m.payload)),
    ...opt('headers', schemaOf(m.headers)),
    examples: arr(m.examples).map((e): AsyncApiMessageExample => {
      const ex = obj(e);
      return {
        ...opt('name', str(ex.name)),
        ...opt('summary', str(ex.summary)),
        ...opt('headers', ex.headers === undefined ? undefined : (plain(ex.headers) as Obj)),
        ...(ex.payload !== undefined ? { payload: plain(ex.payload) } : {}),
      };
    }),
    ...(correlation && str(correlation.location)
      ? { correlationId: { location: str(correlation.location)!, ...opt('description', str(correlation.description)) } }
      : {}),
    ...opt('bindings', bindings(m.bindings)),
  };
}

/** A message's payload or headers: a JSON Schema, or a Multi Format Schema whose `schema` is one. */
function schemaOf(value: unknown): JsonSchema | undefined {
  if (value === true) return {};
  if (value === false) return { not: {} };
  if (value === null || typeof value !== 'object') return undefined;
  const v = value as Obj;
  if (typeof v.schemaFormat !== 'string' || v.schema === undefined) return plain(v) as JsonSchema;
  return isJsonSchemaFormat(v.schemaFormat) ? (plain(v.schema) as JsonSchema) : undefined;
}

/** A Multi Format Schema in a format other than JSON Schema, kept as written. */
function otherFormat(value: unknown): AsyncApiMessage['payloadFormat'] {
  const v = obj(value);
  return typeof v.schemaFormat === 'string' && v.schema !== undefined && !isJsonSchemaFormat(v.schemaFormat)
    ? { schemaFormat: v.schemaFormat, schema: plain(v.schema) }
    : undefined;
}

/** AsyncAPI's own schema format and JSON Schema are JSON Schema; Avro, RAML, Protobuf... are not. */
function isJsonSchemaFormat(format: string): boolean {
  return /^application\/(vnd\.aai\.asyncapi|schema)(\+(json|yaml))?(;|$)/i.test(format.trim());
}

function bindings(value: unknown): Obj | undefined {
  return value === undefined ? undefined : (plain(value) as Obj);
}

function texts(o: Obj): { title?: string; summary?: string; description?: string } {
  return { ...opt('title', str(o.title)), ...opt('summary', str(o.summary)), ...opt('description', str(o.description)) };
}

/**
 * A deep copy that JSON can carry: the parser's `x-parser-*` annotations dropped, and a cycle
 * (a recursive schema) cut at the repeat with a `$comment` naming the schema it came back to.
 */
export function plain(value: unknown, seen: object[] = []): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (seen.includes(value)) {
    // A component schema inside itself becomes a `$ref` (its target goes to `model.refs`), so
    // trees, examples and validation follow the recursion instead of stopping at a comment.
    const component = componentSchemas.get(value);
    if (component !== undefined) return { $ref: `#/components/schemas/${component.replaceAll('~', '~0').replaceAll('/', '~1')}` };
    const id = (value as Obj)['x-parser-schema-id'];
    return { $comment: `circular reference${typeof id === 'string' && !id.startsWith('<anonymous') ? ` to ${id}` : ''}` };
  }
  const stack = [...seen, value];
  if (Array.isArray(value)) return value.map((v) => plain(v, stack));
  const out: Obj = {};
  for (const [k, v] of Object.entries(value)) if (!k.startsWith('x-parser-')) out[k] = plain(v, stack);
  return out;
}

/** Component schemas of the document being normalized, by object (set by `normalize`, which is synchronous). */
let componentSchemas = new Map<object, string>();

/** The name after `prefix` of a `$ref` like `#/components/securitySchemes/apiKey`. */
function refName(rawRef: unknown, prefix: string[]): string | undefined {
  const ref = str(obj(rawRef).$ref);
  if (!ref?.startsWith('#')) return undefined;
  const segments = fromPointer(ref);
  return segments.length === prefix.length + 1 && prefix.every((p, i) => segments[i] === p) ? segments[prefix.length] : undefined;
}

/** The key of `map` whose value is `value` (the parser keeps resolved objects shared). */
function keyOf(map: Obj, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  return Object.entries(map).find(([, v]) => v === value)?.[0];
}

function entries(value: unknown): [string, Obj][] {
  return Object.entries(obj(value)).map(([k, v]) => [k, obj(v)]);
}

function obj(value: unknown): Obj {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : {};
}

function arr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function opt<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
