// Where each security scheme puts its credential: API keys in a header, the query or a cookie;
// HTTP basic, bearer and other schemes, OAuth 2 and OpenID Connect in `Authorization`.
import { textToBase64 } from './base64.ts';
import type { Credential, Secret, SecuritySchemeSpec } from './request-schema.ts';

/** `Basic …` with the UTF-8 bytes of `user:password` (RFC 7617). */
export function basicAuthorization(username: string, password: string): string {
  return `Basic ${textToBase64(`${username}:${password}`)}`;
}

/** A pasted "Bearer abc" is the token abc: people copy whole header values. */
function bearer(token: string): string | undefined {
  const bare = token.replace(/^\s*bearer(\s+|$)/i, '').trim();
  return bare ? `Bearer ${bare}` : undefined;
}

const secretValue = (secret: Secret): string => ('value' in secret ? secret.value : `${secret.username}:${secret.password}`);

/** The credential one scheme contributes, or undefined when the secret is empty or the scheme puts nothing in a request (mutual TLS). */
export function credentialFor(scheme: SecuritySchemeSpec, secret: Secret): Credential | undefined {
  const authorization = (value: string | undefined): Credential | undefined => (value ? { in: 'header', name: 'Authorization', value } : undefined);
  switch (scheme.type) {
    case 'apiKey': {
      const value = secretValue(secret).trim();
      return value ? { in: scheme.in, name: scheme.name, value } : undefined;
    }
    case 'http': {
      const kind = scheme.scheme.toLowerCase();
      if (kind === 'basic') {
        if ('username' in secret) return authorization(secret.username || secret.password ? basicAuthorization(secret.username, secret.password) : undefined);
        const value = secret.value.replace(/^\s*basic(\s+|$)/i, '').trim();
        // `user:password` is encoded here; anything else is taken as already encoded (or a placeholder).
        return authorization(!value ? undefined : value.includes(':') ? `Basic ${textToBase64(value)}` : `Basic ${value}`);
      }
      if (kind === 'bearer') return authorization(bearer(secretValue(secret)));
      const value = secretValue(secret).trim();
      if (!value) return undefined;
      const name = `${kind[0]!.toUpperCase()}${kind.slice(1)}`;
      return authorization(value.toLowerCase().startsWith(`${kind} `) ? value : `${name} ${value}`);
    }
    case 'oauth2':
    case 'openIdConnect':
      return authorization(bearer(secretValue(secret)));
    case 'mutualTLS':
      return undefined;
  }
}

/** One scheme of a security requirement, by name. */
export interface RequirementItem {
  scheme: string;
}

/**
 * The credentials of one requirement: each scheme's secret placed where the scheme says.
 * Schemes without a secret (or unknown to `schemes`) contribute nothing.
 */
export function requirementCredentials(
  requirement: readonly RequirementItem[],
  schemes: Record<string, SecuritySchemeSpec>,
  secretOf: (scheme: string) => Secret | undefined,
): Credential[] {
  return requirement.flatMap(({ scheme: name }) => {
    const scheme = schemes[name];
    const secret = scheme && secretOf(name);
    const credential = scheme && secret && credentialFor(scheme, secret);
    return credential ? [credential] : [];
  });
}

/**
 * The requirement to authenticate with: the first that names schemes and has a secret for each
 * (a holder of credentials uses them even where authentication is optional), else an anonymous
 * one (`{}`) when the operation allows it; undefined when none can be met.
 */
export function satisfiedRequirement<R extends readonly RequirementItem[]>(requirements: readonly R[], has: (scheme: string) => boolean): R | undefined {
  return requirements.find((r) => r.length > 0 && r.every(({ scheme }) => has(scheme))) ?? requirements.find((r) => r.length === 0);
}
