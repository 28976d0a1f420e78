// Credentials come from the MCP client, never from the docs: by environment variable in stdio
// mode, by request header over HTTP. One function per transport, keyed by security scheme name.

/** The secret for a security scheme (API key, bearer token, `user:password` for basic), if the client gave one. */
export type Credentials = (scheme: string) => string | undefined;

/** `QUIRE_AUTH_<SCHEME>`: `api_key` -> `QUIRE_AUTH_API_KEY`, `bearerAuth` -> `QUIRE_AUTH_BEARER_AUTH`. */
export function credentialVariable(scheme: string): string {
  const snake = scheme
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^a-zA-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return `QUIRE_AUTH_${snake.toUpperCase()}`;
}

export function environmentCredentials(env: NodeJS.ProcessEnv = process.env): Credentials {
  return (scheme) => env[credentialVariable(scheme)] || undefined;
}
