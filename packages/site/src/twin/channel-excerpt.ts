import {
  channelServers,
  type AsyncApiChannel,
  type AsyncApiMessage,
  type AsyncApiModel,
  type AsyncApiSecurityScheme,
  type AsyncApiServer,
} from '@quire/asyncapi';
import { excerptYaml } from './bounded-excerpt.ts';

type Obj = Record<string, unknown>;

/**
 * One channel as a self-contained AsyncAPI document: the channel with its messages, the
 * operations on it (and the reply messages they name), its servers and their security schemes.
 * What an AI tool needs to talk to the channel, nothing more. Undefined when there is no such channel.
 */
export function channelExcerpt(model: AsyncApiModel, channelId: string): string | undefined {
  const channel = model.channels.find((c) => c.id === channelId);
  if (!channel) return undefined;
  const servers = channelServers(model, channel);
  const operations = model.operations.filter((o) => o.channel === channel.id);
  // Replies on another channel need that channel too, with the messages they name.
  const others = new Map<string, Set<string>>();
  for (const o of operations) {
    if (o.reply?.channel && o.reply.channel !== channel.id) others.set(o.reply.channel, new Set([...(others.get(o.reply.channel) ?? []), ...o.reply.messages]));
  }
  const detach = detacher(model.refs);
  const channels: Obj = { [channel.id]: channelObject(channel, channel.messages, servers.length < model.servers.length, detach) };
  for (const [id, wanted] of others) {
    const other = model.channels.find((c) => c.id === id);
    if (other)
      channels[id] = channelObject(
        other,
        other.messages.filter((m) => wanted.has(m.id)),
        false,
        detach,
      );
  }
  const used = new Set([...servers.flatMap((s) => s.security), ...operations.flatMap((o) => o.security)]);
  const schemes = model.securitySchemes.filter((s) => used.has(s.name));
  const document: Obj = {
    asyncapi: model.version,
    info: { title: model.info.title, version: model.info.version },
    ...(model.defaultContentType ? { defaultContentType: model.defaultContentType } : {}),
    ...(servers.length ? { servers: Object.fromEntries(servers.map((s) => [s.name, serverObject(s)])) } : {}),
    channels,
    ...(operations.length
      ? {
          operations: Object.fromEntries(
            operations.map((o) => [
              o.id,
              clean({
                action: o.action,
                channel: ref('channels', o.channel),
                title: o.title,
                summary: o.summary,
                description: o.description,
                security: o.security.length ? o.security.map((s) => ref('components/securitySchemes', s)) : undefined,
                messages: o.messages.map((m) => ref(`channels/${pointer(o.channel)}/messages`, m)),
                reply: o.reply
                  ? clean({
                      channel: ref('channels', o.reply.channel ?? o.channel),
                      address: o.reply.address ? { location: o.reply.address } : undefined,
                      messages: o.reply.messages.map((m) => ref(`channels/${pointer(o.reply!.channel ?? o.channel)}/messages`, m)),
                    })
                  : undefined,
              }),
            ]),
          ),
        }
      : {}),
    ...components(schemes, detach.components()),
  };
  return excerptYaml(document);
}

function components(schemes: AsyncApiSecurityScheme[], schemas: Obj): Obj {
  const parts = clean({
    schemas: Object.keys(schemas).length ? schemas : undefined,
    securitySchemes: schemes.length ? Object.fromEntries(schemes.map((s) => [s.name, schemeObject(s)])) : undefined,
  });
  return Object.keys(parts).length ? { components: parts } : {};
}

function channelObject(channel: AsyncApiChannel, messages: AsyncApiMessage[], listServers: boolean, detach: Detacher): Obj {
  return clean({
    address: channel.address ?? null,
    title: channel.title,
    summary: channel.summary,
    description: channel.description,
    servers: listServers && channel.servers.length ? channel.servers.map((s) => ref('servers', s)) : undefined,
    parameters: channel.parameters.length
      ? Object.fromEntries(
          channel.parameters.map((p) => [
            p.name,
            clean({ description: p.description, enum: p.enum, default: p.default, examples: p.examples, location: p.location }),
          ]),
        )
      : undefined,
    messages: Object.fromEntries(messages.map((m) => [m.id, messageObject(m, detach)])),
    bindings: channel.bindings,
  });
}

function messageObject(m: AsyncApiMessage, detach: Detacher): Obj {
  return clean({
    name: m.name,
    title: m.title,
    summary: m.summary,
    description: m.description,
    contentType: m.contentType,
    correlationId: m.correlationId,
    headers: m.headers && detach(m.headers),
    payload: m.payload && detach(m.payload),
    examples: m.examples.length ? m.examples : undefined,
  });
}

function serverObject(s: AsyncApiServer): Obj {
  return clean({
    host: s.host,
    protocol: s.protocol,
    protocolVersion: s.protocolVersion,
    pathname: s.pathname,
    title: s.title,
    description: s.description,
    variables: s.variables.length
      ? Object.fromEntries(s.variables.map((v) => [v.name, clean({ description: v.description, enum: v.enum, default: v.default, examples: v.examples })]))
      : undefined,
    security: s.security.length ? s.security.map((name) => ref('components/securitySchemes', name)) : undefined,
  });
}

function schemeObject(s: AsyncApiSecurityScheme): Obj {
  return clean({
    type: s.type,
    description: s.description,
    name: s.paramName,
    in: s.in,
    scheme: s.scheme,
    bearerFormat: s.bearerFormat,
    flows: s.flows,
    openIdConnectUrl: s.openIdConnectUrl,
    scopes: s.scopes,
  });
}

type Detacher = ((schema: unknown) => Obj) & { components: () => Obj };

/**
 * Schemas for the excerpt, which leaves most of the document out. A `$ref` to a component schema
 * the model carries (recursive schemas) stays, and the component joins `components.schemas`; any
 * other `$ref` becomes a note naming its target, so the excerpt stays a valid document on its own.
 */
function detacher(refs: Record<string, unknown>): Detacher {
  const schemas: Obj = {};
  const prefix = '#/components/schemas/';
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    const object = value as Obj;
    if (typeof object.$ref === 'string') {
      const name = object.$ref.startsWith(prefix) ? object.$ref.slice(prefix.length).replaceAll('~1', '/').replaceAll('~0', '~') : undefined;
      if (name === undefined || !(object.$ref in refs)) return { $comment: `${object.$ref} of the full document` };
      if (!(name in schemas)) {
        schemas[name] = {}; // Claimed before the walk: the schema may refer to itself.
        schemas[name] = walk(refs[object.$ref]);
      }
      return { $ref: object.$ref };
    }
    return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, walk(v)]));
  };
  return Object.assign((schema: unknown) => walk(schema) as Obj, { components: () => schemas });
}

/** A JSON pointer segment, `/` and `~` escaped. */
function pointer(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}

function ref(container: string, key: string): { $ref: string } {
  return { $ref: `#/${container}/${pointer(key)}` };
}

/** Leaves out unset keys, so the YAML holds only what the document says. */
function clean(object: Obj): Obj {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined));
}
