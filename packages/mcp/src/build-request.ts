// A tool call's arguments as the real HTTP request (a relay payload): the chosen server with its
// variables expanded, path parameters encoded, query, headers, cookies, the body, and the
// credentials of the first security requirement the client can satisfy.
import type { RelayRequest } from '@quire/astro/relay';
import type { Credentials } from './credentials.ts';
import type { McpToolSpec } from './tool-spec.ts';

export type BuiltRequest = { ok: true; request: RelayRequest } | { ok: false; error: string };

export function buildRequest(tool: McpToolSpec, args: Record<string, unknown>, credentials: Credentials): BuiltRequest {
  const server = typeof args.server === 'string' ? tool.servers.find((s) => s.url === args.server) : tool.servers[0];
  if (!server) return { ok: false, error: tool.servers.length ? `Unknown server ${String(args.server)}.` : `The operation declares no server to send ${tool.method} ${tool.path} to.` };
  let base = server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = args[`server_${name}`];
    return typeof value === 'string' ? value : (server.variables[name]?.default ?? whole);
  });
  if (!/^https?:\/\//i.test(base)) return { ok: false, error: `The server URL ${base} is not absolute: a tool can only call a server with an http(s) URL.` };
  base = base.replace(/\/+$/, '');
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  let path = tool.path;
  for (const p of tool.parameters) {
    const value = args[p.argument ?? p.name];
    if (value === undefined || value === null) continue;
    if (p.in === 'path') path = path.replaceAll(`{${p.name}}`, encodeURIComponent(Array.isArray(value) ? value.join(',') : scalar(value)));
    else if (p.in === 'query') addQuery(query, p.name, value, p.style, p.explode);
    else if (p.in === 'header') headers[p.name] = Array.isArray(value) ? value.map(scalar).join(',') : scalar(value);
    else cookies.push(`${p.name}=${encodeURIComponent(Array.isArray(value) ? value.map(scalar).join(',') : scalar(value))}`);
  }
  const missing = /\{([^}]+)\}/.exec(path);
  if (missing) return { ok: false, error: `Missing the path parameter ${missing[1]}.` };
  const auth = applyCredentials(tool, credentials, { query, headers, cookies });
  if (!auth.ok) return auth;
  let body: string | null = null;
  if (tool.body && args.body !== undefined) {
    headers['content-type'] = tool.body.mediaType;
    if (tool.body.mediaType === 'application/x-www-form-urlencoded' && isRecord(args.body)) {
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(args.body)) if (v !== undefined) form.append(k, scalar(v));
      body = form.toString();
    } else if (/json/i.test(tool.body.mediaType) || typeof args.body !== 'string') body = JSON.stringify(args.body);
    else body = args.body;
  }
  if (cookies.length) headers.cookie = cookies.join('; ');
  headers.accept ??= 'application/json, */*;q=0.5';
  const search = query.toString();
  return { ok: true, request: { method: tool.method, url: `${base}${path}${search ? `?${search}` : ''}`, headers, body, bodyEncoding: 'utf8' } };
}

function addQuery(query: URLSearchParams, name: string, value: unknown, style = 'form', explode = style === 'form'): void {
  if (Array.isArray(value)) {
    if (explode) for (const item of value) query.append(name, scalar(item));
    else query.append(name, value.map(scalar).join(style === 'pipeDelimited' ? '|' : style === 'spaceDelimited' ? ' ' : ','));
  } else if (isRecord(value)) {
    if (style === 'deepObject') for (const [k, v] of Object.entries(value)) query.append(`${name}[${k}]`, scalar(v));
    else if (explode) for (const [k, v] of Object.entries(value)) query.append(k, scalar(v));
    else query.append(name, Object.entries(value).flatMap(([k, v]) => [k, scalar(v)]).join(','));
  } else query.append(name, scalar(value));
}

interface Parts {
  query: URLSearchParams;
  headers: Record<string, string>;
  cookies: string[];
}

/** The first requirement whose every scheme has a credential; none at all sends the request anonymous. */
function applyCredentials(tool: McpToolSpec, credentials: Credentials, parts: Parts): { ok: true } | { ok: false; error: string } {
  for (const requirement of tool.security) {
    const values = requirement.map(({ scheme }) => credentials(scheme));
    if (!values.every((v) => v !== undefined)) continue;
    requirement.forEach(({ scheme }, i) => {
      const definition = tool.securitySchemes[scheme];
      const secret = values[i]!;
      if (!definition) return;
      if (definition.type === 'apiKey') {
        if (definition.in === 'header') parts.headers[definition.name] = secret;
        else if (definition.in === 'query') parts.query.set(definition.name, secret);
        else parts.cookies.push(`${definition.name}=${encodeURIComponent(secret)}`);
      } else if (definition.type === 'http' && definition.scheme.toLowerCase() === 'basic') {
        parts.headers.authorization = `Basic ${secret.includes(':') ? Buffer.from(secret).toString('base64') : secret}`;
      } else if (definition.type === 'http' && definition.scheme.toLowerCase() !== 'bearer') {
        parts.headers.authorization = `${definition.scheme} ${secret}`;
      } else parts.headers.authorization = `Bearer ${secret}`;
    });
    return { ok: true };
  }
  return { ok: true };
}

function scalar(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
