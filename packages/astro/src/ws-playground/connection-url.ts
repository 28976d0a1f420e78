// Where the playground connects: the chosen server, its variables, the channel's address with
// its parameters, the binding's query and the credentials. Pure, so it is tested without a browser.
import type { WsPlaygroundData, WsSecurityScheme, WsServer } from './ws-playground-data.ts';

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
  protocols: string[];
  /** Channel parameters without a value: the address cannot be built until they are filled. */
  missing: string[];
  /** Subprotocols a browser would refuse (not an RFC 7230 token): WebSocket() would throw. */
  invalidProtocols: string[];
}

/**
 * How a credential travels. Browsers cannot set headers (or cookies for another site) on a
 * WebSocket handshake: the only places a page controls are the URL and the
 * `Sec-WebSocket-Protocol` header, through the `protocols` argument. So an API key in the query
 * goes in the query, as the spec says; anything the spec puts in a header (a bearer token, an API
 * key header, basic credentials) or a cookie is offered as a subprotocol instead, the convention
 * many WebSocket APIs accept from browsers (the playground says so, and shows both before
 * connecting, so the reader knows exactly what the server will see).
 */
export function credentialPlacement(scheme: WsSecurityScheme): { in: 'query'; name: string } | { in: 'protocol' } {
  if (scheme.type === 'httpApiKey' && scheme.in === 'query' && scheme.paramName) return { in: 'query', name: scheme.paramName };
  return { in: 'protocol' };
}

/** The schemes that apply on a server: its own, else every one the channel's operations name. */
export function schemesFor(data: WsPlaygroundData, server: WsServer): WsSecurityScheme[] {
  if (!server.security.length) return data.securitySchemes;
  return data.securitySchemes.filter((s) => server.security.includes(s.name));
}

/** Fills `{name}` placeholders; `encode` applies to each value (channel parameters are path segments). */
export function fillTemplate(template: string, values: Record<string, string | undefined>, encode: (value: string) => string = (v) => v): string {
  return template.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value ? encode(value) : whole;
  });
}

export function composeConnection(data: WsPlaygroundData, choices: ConnectionChoices): Connection {
  const { server } = choices;
  const variables = Object.fromEntries(server.variables.map((v) => [v.name, choices.variables[v.name] || v.default || '']));
  const host = fillTemplate(server.host, variables);
  const pathname = fillTemplate(server.pathname, variables);
  const missing = data.channel.parameters.filter((p) => !choices.parameters[p.name]).map((p) => p.name);
  const address = fillTemplate(data.channel.address, choices.parameters, encodeURIComponent);
  const query = new URLSearchParams();
  for (const q of data.query) {
    const value = choices.query[q.name];
    if (value) query.append(q.name, value);
  }
  const protocols = [...(choices.protocols ?? [])].map((p) => p.trim()).filter(Boolean);
  if (choices.auth?.value) {
    const place = credentialPlacement(choices.auth.scheme);
    if (place.in === 'query') query.append(place.name, choices.auth.value);
    else protocols.unshift(choices.auth.value);
  }
  const search = query.toString();
  const url = `${server.protocol}://${host}${joinPath(pathname, address)}${search ? `?${search}` : ''}`;
  return { url, protocols, missing, invalidProtocols: protocols.filter((p) => !isToken(p)) };
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
