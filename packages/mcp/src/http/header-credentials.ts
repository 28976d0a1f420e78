// Over HTTP the MCP client sends its credentials as request headers, one per security scheme,
// named like the stdio transport's environment variables: `QUIRE_AUTH_API_KEY` there is
// `X-Quire-Auth-Api-Key` here. They reach only the API the tool calls, never the docs host's logs.
import type { IncomingHttpHeaders } from 'node:http';
import { credentialVariable, type Credentials } from '../credentials.ts';

/** `api_key` -> `x-quire-auth-api-key`, `bearerAuth` -> `x-quire-auth-bearer-auth` (lower case, as node gives headers). */
export function credentialHeader(scheme: string): string {
  return `x-quire-auth-${credentialVariable(scheme).slice('QUIRE_AUTH_'.length).toLowerCase().replaceAll('_', '-')}`;
}

/** The credentials of a request's headers: Node's (`req.headers`) or a web-standard `Headers`. */
export function headerCredentials(headers: IncomingHttpHeaders | Headers): Credentials {
  return (scheme) => {
    const value = headers instanceof Headers ? headers.get(credentialHeader(scheme)) : headers[credentialHeader(scheme)];
    return (Array.isArray(value) ? value[0] : value) || undefined;
  };
}
