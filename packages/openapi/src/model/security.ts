import { resolveObject, type NormalizeContext } from './context.ts';
import { asArray, asObject, asString, isObject } from './json.ts';
import type { OAuthFlow, SecurityRequirement, SecurityScheme } from './types.ts';

/** `security` as written, or undefined when the level does not set it (so a parent's applies). */
export function readSecurity(value: unknown): SecurityRequirement[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter(isObject).map((requirement) => Object.entries(requirement).map(([scheme, scopes]) => ({ scheme, scopes: asArray(scopes).map(String) })));
}

/** `components.securitySchemes`, references resolved; unknown types are dropped. */
export function readSecuritySchemes(ctx: NormalizeContext): Record<string, SecurityScheme> {
  const schemes: Record<string, SecurityScheme> = {};
  const raw = asObject(asObject(ctx.document.components).securitySchemes);
  for (const [name, value] of Object.entries(raw)) {
    const scheme = resolveObject(ctx, value, ['components', 'securitySchemes', name]);
    if (!scheme) continue;
    const description = asString(scheme.description);
    const common = { ...(description ? { description } : {}), ...(scheme.deprecated === true ? { deprecated: true } : {}) };
    switch (scheme.type) {
      case 'apiKey': {
        const where = scheme.in === 'query' || scheme.in === 'cookie' ? scheme.in : 'header';
        schemes[name] = { type: 'apiKey', name: asString(scheme.name) ?? name, in: where, ...common };
        break;
      }
      case 'http': {
        const bearerFormat = asString(scheme.bearerFormat);
        schemes[name] = { type: 'http', scheme: (asString(scheme.scheme) ?? 'bearer').toLowerCase(), ...(bearerFormat ? { bearerFormat } : {}), ...common };
        break;
      }
      case 'oauth2': {
        const flows: Record<string, OAuthFlow> = {};
        for (const [flow, f] of Object.entries(asObject(scheme.flows))) {
          if (!isObject(f)) continue;
          flows[flow] = {
            scopes: Object.fromEntries(Object.entries(asObject(f.scopes)).map(([k, v]) => [k, String(v)])),
            ...(asString(f.authorizationUrl) ? { authorizationUrl: f.authorizationUrl as string } : {}),
            ...(asString(f.deviceAuthorizationUrl) ? { deviceAuthorizationUrl: f.deviceAuthorizationUrl as string } : {}),
            ...(asString(f.tokenUrl) ? { tokenUrl: f.tokenUrl as string } : {}),
            ...(asString(f.refreshUrl) ? { refreshUrl: f.refreshUrl as string } : {}),
          };
        }
        const metadataUrl = asString(scheme.oauth2MetadataUrl);
        schemes[name] = { type: 'oauth2', flows, ...(metadataUrl ? { metadataUrl } : {}), ...common };
        break;
      }
      case 'openIdConnect':
        schemes[name] = { type: 'openIdConnect', openIdConnectUrl: asString(scheme.openIdConnectUrl) ?? '', ...common };
        break;
      case 'mutualTLS':
        schemes[name] = { type: 'mutualTLS', ...common };
        break;
    }
  }
  return schemes;
}
