import type { ApiConfig } from '@quire/config';
import type { LoadedSite } from '@quire/site';
import { parseOrigin } from '@quire/config/origin';
import type { ApiModel } from '@quire/openapi';
import { serverUrlVariants } from '../server-url.ts';

/** Where the relay may send requests; what `<outDir>/_quire/relay.json` holds. */
export interface RelayTargets {
  /**
   * Origins in normal form (`https://api.example.com`, `http://localhost:4010`: lowercase host,
   * default port left out), sorted; `https://*.example.com` stands for every subdomain.
   */
  origins: string[];
}

/** The targets of a loaded site: computed while its specs are still in memory. */
export function siteRelayTargets(site: Pick<LoadedSite, 'specs'> & { config: { api: ApiConfig } }): RelayTargets {
  const models = [...site.specs.values()].flatMap((spec) => (spec.model ? [spec.model] : []));
  return relayTargets(models, site.config.api);
}

/**
 * The origins the relay may reach: every server of every spec (root, path and operation level,
 * variables expanded), the OAuth endpoints the playground fetches tokens from (token, refresh,
 * device authorization) and the OpenAPI 3.2 `oauth2MetadataUrl` it reads them from, the MDX
 * endpoint pages' servers, and docs.json's `api.playground.allowedOrigins`. Relative server URLs
 * name the docs site itself and are left out.
 *
 * The endpoints a metadata document names are not added: the build does not fetch it, and a
 * document read at run time (which may change after the build) must not widen where the relay goes.
 * They are reachable when they share an origin listed here (the usual case: the metadata's own),
 * and otherwise once the author adds them to `allowedOrigins`, as the relay's refusal says.
 */
export function relayTargets(models: Iterable<ApiModel>, api: Pick<ApiConfig, 'playground' | 'mdx'>): RelayTargets {
  const urls: string[] = [];
  for (const model of models) {
    const servers = [...model.servers, ...model.operations.flatMap((operation) => operation.servers)];
    urls.push(...[...new Set(servers)].flatMap(serverUrlVariants));
    for (const scheme of Object.values(model.securitySchemes)) {
      if (scheme.type === 'openIdConnect') urls.push(scheme.openIdConnectUrl);
      if (scheme.type !== 'oauth2') continue;
      if (scheme.metadataUrl) urls.push(scheme.metadataUrl);
      for (const flow of Object.values(scheme.flows))
        urls.push(...[flow.tokenUrl, flow.refreshUrl, flow.deviceAuthorizationUrl].filter((url) => url !== undefined));
    }
  }
  const mdxServers = api.mdx?.server ?? [];
  urls.push(...(typeof mdxServers === 'string' ? [mdxServers] : mdxServers));
  const origins = new Set<string>();
  for (const url of urls) {
    const parsed = URL.parse(url);
    // A variable the spec does not define stays in braces: no server has such a host.
    if (parsed && (parsed.protocol === 'http:' || parsed.protocol === 'https:') && !/[{}]/.test(parsed.host)) origins.add(parsed.origin);
  }
  for (const origin of api.playground.allowedOrigins ?? []) {
    const normal = parseOrigin(origin);
    if (normal) origins.add(normal);
  }
  return { origins: [...origins].sort() };
}
