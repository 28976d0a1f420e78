// A tool call's arguments as the real HTTP request (a relay payload), built by `@quire/request`:
// the same request the playground sends and the code samples print. Here: which server, which
// argument is which parameter, and the credentials of the first security requirement the client
// can satisfy.
import { buildRequest as build, encodeBody, isHttpUrl, requirementCredentials, satisfiedRequirement, serverUrl, type HttpRequest } from '@quire/request';
import type { Credentials } from './credentials.ts';
import type { McpToolSpec } from './tool-spec.ts';

export type BuiltRequest = { ok: true; request: HttpRequest } | { ok: false; error: string };

export function buildRequest(tool: McpToolSpec, args: Record<string, unknown>, credentials: Credentials): BuiltRequest {
  const server = typeof args.server === 'string' ? tool.servers.find((s) => s.url === args.server) : tool.servers[0];
  if (!server)
    return {
      ok: false,
      error: tool.servers.length ? `Unknown server ${String(args.server)}.` : `The operation declares no server to send ${tool.method} ${tool.path} to.`,
    };
  const variables = Object.fromEntries(
    Object.keys(server.variables).flatMap((name) => (typeof args[`server_${name}`] === 'string' ? [[name, args[`server_${name}`] as string]] : [])),
  );
  const base = serverUrl(server, variables);
  if (!isHttpUrl(base)) return { ok: false, error: `The server URL ${base} is not absolute: a tool can only call a server with an http(s) URL.` };
  const values = Object.fromEntries(tool.parameters.map((p) => [`${p.in}:${p.name}`, args[p.argument ?? p.name]]));
  const secret = (scheme: string) => {
    const value = credentials(scheme);
    return value === undefined ? undefined : { value };
  };
  const requirement = satisfiedRequirement(tool.security, (scheme) => credentials(scheme) !== undefined) ?? [];
  const { request } = build({
    method: tool.method,
    serverUrl: base,
    path: tool.path,
    parameters: tool.parameters,
    values,
    credentials: requirementCredentials(requirement, tool.securitySchemes, secret),
    ...(tool.body && args.body !== undefined ? { body: encodeBody(args.body, tool.body.mediaType) } : {}),
  });
  const missing = /\{([^}]+)\}/.exec(request.url.slice(base.length));
  if (missing) return { ok: false, error: `Missing the path parameter ${missing[1]}.` };
  return { ok: true, request };
}
