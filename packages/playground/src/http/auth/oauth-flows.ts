// The OAuth 2.0 flows the panel can run for the reader: client credentials, authorization code
// with PKCE and the device authorization grant, when the spec (or the provider's metadata) gives
// their URLs. Implicit and password flows are left to the access-token field (both are deprecated
// by OAuth 2.0 Security BCP).
import type { OAuthFlow, SecurityScheme } from '@quire/openapi/browser';
import type { ServerMetadata } from './oauth-metadata.ts';
import { absolute } from './http-url.ts';

export type FlowKind = 'clientCredentials' | 'authorizationCode' | 'deviceCode';

/** RFC 8628 §3.4's grant type, as the token request and the metadata's grant_types_supported name it. */
export const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

export interface RunnableFlow {
  kind: FlowKind;
  tokenUrl: string;
  /** Only for authorizationCode. */
  authorizationUrl?: string;
  /** Only for deviceCode. */
  deviceAuthorizationUrl?: string;
  scopes: Record<string, string>;
}

/** The flows' kinds in the order offered, with their OpenAPI flow name and RFC grant type. */
const KINDS: [FlowKind, string, string][] = [
  ['clientCredentials', 'clientCredentials', 'client_credentials'],
  ['authorizationCode', 'authorizationCode', 'authorization_code'],
  ['deviceCode', 'deviceAuthorization', DEVICE_CODE_GRANT],
];

/**
 * The flows of an oauth2 scheme that can run here, client credentials first. With the provider's
 * metadata, an endpoint or scope list the spec leaves out comes from it, and a scheme that
 * declares no flow at all gets the ones the metadata's grant_types_supported names.
 */
export function runnableFlows(scheme: SecurityScheme, metadata?: ServerMetadata): RunnableFlow[] {
  if (scheme.type !== 'oauth2') return [];
  const declaresFlows = Object.keys(scheme.flows).length > 0;
  const flows: RunnableFlow[] = [];
  for (const [kind, name, grant] of KINDS) {
    const flow: OAuthFlow | undefined = scheme.flows[name] ?? (!declaresFlows && metadata?.grantTypesSupported.includes(grant) ? { scopes: {} } : undefined);
    if (!flow) continue;
    const tokenUrl = absolute(flow.tokenUrl) ?? metadata?.tokenEndpoint;
    const authorizationUrl = absolute(flow.authorizationUrl) ?? metadata?.authorizationEndpoint;
    const deviceAuthorizationUrl = absolute(flow.deviceAuthorizationUrl) ?? metadata?.deviceAuthorizationEndpoint;
    if (!tokenUrl || (kind === 'authorizationCode' && !authorizationUrl) || (kind === 'deviceCode' && !deviceAuthorizationUrl)) continue;
    const scopes =
      Object.keys(flow.scopes).length || !metadata?.scopesSupported ? flow.scopes : Object.fromEntries(metadata.scopesSupported.map((scope) => [scope, '']));
    flows.push({
      kind,
      tokenUrl,
      scopes,
      ...(kind === 'authorizationCode' ? { authorizationUrl } : {}),
      ...(kind === 'deviceCode' ? { deviceAuthorizationUrl } : {}),
    });
  }
  return flows;
}

/** Whether the scheme gets a "Get a token" section: it has runnable flows, or metadata that may supply them. */
export function canGetToken(scheme: SecurityScheme): boolean {
  return runnableFlows(scheme).length > 0 || metadataUrlOf(scheme) !== undefined;
}

/** The scheme's `oauth2MetadataUrl` when the panel can fetch it (absolute http or https). */
export function metadataUrlOf(scheme: SecurityScheme): string | undefined {
  return scheme.type === 'oauth2' ? absolute(scheme.metadataUrl) : undefined;
}

export interface AuthorizationParams {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  state: string;
  codeChallenge: string;
}

/** The authorization request (RFC 6749 §4.1.1 with RFC 7636 §4.3); the URL's own query is kept. */
export function authorizationRequestUrl(authorizationUrl: string, params: AuthorizationParams): string {
  const url = new URL(authorizationUrl);
  const set = (name: string, value: string) => url.searchParams.set(name, value);
  set('response_type', 'code');
  set('client_id', params.clientId);
  set('redirect_uri', params.redirectUri);
  if (params.scopes.length) set('scope', params.scopes.join(' '));
  set('state', params.state);
  set('code_challenge', params.codeChallenge);
  set('code_challenge_method', 'S256');
  return url.href;
}
