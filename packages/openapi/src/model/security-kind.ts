import type { SecurityScheme } from './types.ts';

/** What kind of credential a scheme takes, in a few words: "Bearer token (JWT)", "API key in header". */
export function securityKind(scheme: SecurityScheme): string {
  switch (scheme.type) {
    case 'apiKey':
      return `API key in ${scheme.in}`;
    case 'http': {
      const name = scheme.scheme.toLowerCase();
      if (name === 'bearer') return `Bearer token${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}`;
      return name === 'basic' ? 'Basic authentication' : `HTTP ${scheme.scheme}`;
    }
    case 'oauth2':
      return 'OAuth 2.0';
    case 'openIdConnect':
      return 'OpenID Connect';
    case 'mutualTLS':
      return 'Mutual TLS';
  }
}
