// The OAuth 2.0 flows the panel can run for the reader: client credentials and authorization
// code with PKCE, when the spec gives their URLs. Implicit and password flows are left to the
// access-token field (both are deprecated by OAuth 2.0 Security BCP).
import type { OAuthFlow, SecurityScheme } from '@quire/openapi/browser';

export type FlowKind = 'clientCredentials' | 'authorizationCode';

export interface RunnableFlow {
  kind: FlowKind;
  tokenUrl: string;
  /** Only for authorizationCode. */
  authorizationUrl?: string;
  scopes: Record<string, string>;
}

/** An absolute http(s) URL: a relative one would need the API server, which the panel does not know. */
function absolute(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** The flows of an oauth2 scheme that can run here, client credentials first. */
export function runnableFlows(scheme: SecurityScheme): RunnableFlow[] {
  if (scheme.type !== 'oauth2') return [];
  const flows: RunnableFlow[] = [];
  const add = (kind: FlowKind, flow: OAuthFlow | undefined, needsAuthorization: boolean) => {
    const tokenUrl = absolute(flow?.tokenUrl);
    const authorizationUrl = absolute(flow?.authorizationUrl);
    if (!flow || !tokenUrl || (needsAuthorization && !authorizationUrl)) return;
    flows.push({ kind, tokenUrl, scopes: flow.scopes, ...(needsAuthorization ? { authorizationUrl } : {}) });
  };
  add('clientCredentials', scheme.flows.clientCredentials, false);
  add('authorizationCode', scheme.flows.authorizationCode, true);
  return flows;
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
