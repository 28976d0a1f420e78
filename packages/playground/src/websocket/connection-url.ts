// Where the playground connects: the chosen server, its variables, the channel's address with
// its parameters, the binding's query and the credentials. Pure, so it is tested without a browser.
import { fillVariables } from '@quire/request';
import type { WsPlaygroundData, WsSecurityScheme, WsServer } from '../contract.ts';

/** What the reader typed, by name. Empty values stand for "not given". */
export interface ConnectionChoices {
  server: WsServer;
  variables: Record<string, string>;
  parameters: Record<string, string>;
  query: Record<string, string>;
  /** The scheme the reader authorizes with, and its value (an API key, a token). */
  auth?: { scheme: WsSecurityScheme; value: string };
  /** Further subprotocols the reader asks for, such as `graphql-transport-ws`. */
  protocols?: string[];
}

export interface Connection {
  url: string;
  /** What `new WebSocket(url, protocols)` is given: the credential, when it travels this way, first. */
  protocols: string[];
  /** The same, for people: the credential masked as `<token>`, the reader's own subprotocols as typed. */
  shownProtocols: string[];
  /** The credential when it travels as a subprotocol: the protocol a server may choose, never shown. */
  credentialProtocol?: string;
  /** Channel parameters without a value: the address cannot be built until they are filled. */
  missing: string[];
  /** Server variables (in the host or path) without a value. */
  missingVariables: string[];
  /**
   * Server variables whose value could change more than their placeholder (a `/ ? # @ :` would
   * move the host): named, not filled in, and never echoed (a reader may paste a secret).
   */
  invalidVariables: string[];
  /** The composed URL's protocol or host is not the server's with only its placeholders filled. */
  unsafeUrl: boolean;
  /** Subprotocols a browser would refuse (not an RFC 7230 token), as shown (the credential masked). */
  invalidProtocols: string[];
}

/** What stands for a credential wherever the playground shows subprotocols. */
export const credentialMask = '<token>';

/** A server variable's value: characters that are the same in a host name and in a path segment. */
const variableValue = /^[A-Za-z0-9._~-]+$/;
/** A variable that stands for the port (`localhost:{port}`): digits. */
const portValue = /^[0-9]+$/;

/**
 * How a credential travels. Browsers cannot set headers (or cookies for another site) on a
 * WebSocket handshake: the only places a page controls are the URL and the
 * `Sec-WebSocket-Protocol` header, through the `protocols` argument. So an API key in the query
 * goes in the query, as the spec says; anything the spec puts in a header (a bearer token, an API
 * key header) or a cookie is offered as a subprotocol instead, the convention
 * many WebSocket APIs accept from browsers (the playground says so, and shows both before
 * connecting, so the reader knows exactly what the server will see, the credential masked).
 * HTTP basic credentials travel nowhere: browsers cannot send them on a WebSocket, and
 * `user:password` is not a valid subprotocol.
 */
export function credentialPlacement(scheme: WsSecurityScheme): { in: 'query'; name: string } | { in: 'protocol' } | { in: 'none' } {
  if (scheme.type === 'httpApiKey' && scheme.in === 'query' && scheme.paramName) return { in: 'query', name: scheme.paramName };
  // HTTP basic: a browser cannot send it on a WebSocket, and `user:password` is no token.
  if (isBasic(scheme)) return { in: 'none' };
  return { in: 'protocol' };
}

/** The schemes that apply on a server: its own, else every one the channel's operations name. */
export function schemesFor(data: WsPlaygroundData, server: WsServer): WsSecurityScheme[] {
  if (!server.security.length) return data.securitySchemes;
  return data.securitySchemes.filter((s) => server.security.includes(s.name));
}

export function composeConnection(data: WsPlaygroundData, choices: ConnectionChoices): Connection {
  const { server } = choices;
  const { hostname: hostTemplate, port: portTemplate } = splitHost(server.host);
  const ports = new Set(placeholders(portTemplate ?? ''));
  const used = new Set([...placeholders(server.host), ...placeholders(server.pathname)]);
  const values = Object.fromEntries(server.variables.map((v) => [v.name, choices.variables[v.name] || v.default || '']));
  const missingVariables = server.variables.filter((v) => used.has(v.name) && !values[v.name]).map((v) => v.name);
  const invalidVariables = server.variables
    .filter((v) => values[v.name] && !(ports.has(v.name) ? portValue : variableValue).test(values[v.name]!))
    .map((v) => v.name);
  // A refused value is not filled in: its placeholder stays, so the URL shown never carries it.
  const variables = Object.fromEntries(Object.entries(values).filter(([name]) => !invalidVariables.includes(name)));
  const host = fillVariables(server.host, (name) => variables[name]);
  const pathname = fillVariables(server.pathname, (name) => variables[name]);
  const missing = data.channel.parameters.filter((p) => !choices.parameters[p.name]).map((p) => p.name);
  // Channel parameters are path segments.
  const address = fillVariables(data.channel.address, (name) => choices.parameters[name], encodeURIComponent);
  const query = new URLSearchParams();
  for (const q of data.query) {
    const value = choices.query[q.name];
    if (value) query.append(q.name, value);
  }
  const protocols = [...(choices.protocols ?? [])].map((p) => p.trim()).filter(Boolean);
  let credentialProtocol: string | undefined;
  if (choices.auth?.value) {
    const place = credentialPlacement(choices.auth.scheme);
    if (place.in === 'query') query.append(place.name, choices.auth.value);
    else if (place.in === 'protocol') protocols.unshift((credentialProtocol = choices.auth.value));
  }
  const search = query.toString();
  const url = `${server.protocol}://${host}${joinPath(pathname, address)}${search ? `?${search}` : ''}`;
  const complete = !missingVariables.length && !invalidVariables.length;
  const connection = { url, protocols, ...(credentialProtocol !== undefined ? { credentialProtocol } : {}), missing, missingVariables, invalidVariables };
  const show = (p: string) => showProtocol(connection, p);
  return {
    ...connection,
    shownProtocols: protocols.map(show),
    unsafeUrl: complete && !keepsServer(url, server.protocol, hostTemplate),
    invalidProtocols: protocols.filter((p) => !isToken(p)).map(show),
  };
}

/** A subprotocol as the playground shows it: the credential masked, any other as it is. */
export function showProtocol(connection: Pick<Connection, 'credentialProtocol'>, protocol: string): string {
  return connection.credentialProtocol !== undefined && protocol === connection.credentialProtocol ? credentialMask : protocol;
}

/** The names of a template's `{name}` placeholders. */
function placeholders(template: string): string[] {
  return [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
}

/** `localhost:{port}` -> `localhost` and `{port}`; `[::1]:80` -> `[::1]` and `80`. */
function splitHost(template: string): { hostname: string; port?: string } {
  const match = /^(\[[^\]]*\]|[^:]*)(?::(.*))?$/s.exec(template)!;
  return { hostname: match[1]!, ...(match[2] !== undefined ? { port: match[2] } : {}) };
}

/**
 * Whether `url` still goes where the server says: its protocol, and a host name that is the
 * template's with only the placeholders filled (by variable characters). The last guard against a
 * value, or an oddly written spec, moving the connection (and its credential) to another host.
 */
function keepsServer(url: string, protocol: string, hostTemplate: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== `${protocol}:`) return false;
  const pattern = hostTemplate
    .split(/\{[^}]+\}/)
    .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[A-Za-z0-9._~-]+');
  return new RegExp(`^${pattern}$`, 'i').test(parsed.hostname);
}

function isBasic(scheme: WsSecurityScheme): boolean {
  return scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic';
}

/** `/v2` + `/live/pets/42` -> `/v2/live/pets/42`, whatever slashes either side has. */
export function joinPath(base: string, address: string): string {
  if (!address) return base;
  const left = base.replace(/\/+$/, '');
  const right = address.startsWith('/') ? address : `/${address}`;
  return left + right;
}

/** RFC 7230 token characters: what `new WebSocket(url, protocols)` accepts as a subprotocol. */
export function isToken(value: string): boolean {
  return /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(value);
}
