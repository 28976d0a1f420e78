import { join } from 'node:path';
import type { LoadedSite } from '../load-site.ts';
import type { Route } from '../navigation/manifest.ts';
import { readDocsText } from '../read-docs-text.ts';
import { markdownTwin, type TwinSdk } from './markdown-twin.ts';
import { sdkAddress } from '@quire/sdk-reference';
import type { SiteManifest } from '../navigation/manifest.ts';
import { sdkSymbolPages } from '../navigation/sdk-pages.ts';
import type { SiteLink } from './site-links.ts';

/** The Markdown twin of one route of a loaded docs folder, read from its MDX file and its spec; `link` writes its site paths (see markdownTwin). */
export async function routeTwin(
  dir: string,
  site: Pick<LoadedSite, 'specs' | 'asyncSpecs'> & Partial<Pick<LoadedSite, 'graphqlSpecs' | 'sdkSpecs' | 'manifest'>>,
  route: Route,
  link?: SiteLink,
): Promise<string> {
  const source = route.kind === 'mdx' ? await readDocsText(join(dir, route.source)) : undefined;
  const spec = route.operation?.spec ?? route.schema?.spec;
  const asyncModel = route.channel ? site.asyncSpecs.get(route.channel.spec)?.model : undefined;
  const graphqlModel = route.graphql ? site.graphqlSpecs?.get(route.graphql.spec)?.model : undefined;
  const sdkModel = route.sdk ? site.sdkSpecs?.get(route.sdk.spec)?.model : undefined;
  const sdk: TwinSdk | undefined = sdkModel && {
    model: sdkModel,
    address: (id) => sdkAddress(sdkModel, id, (symbol) => symbolPages(site.manifest).get(`${route.sdk!.spec}\0${symbol}`)),
  };
  return markdownTwin(route, source, spec ? site.specs.get(spec)?.model : undefined, asyncModel, link, graphqlModel, sdk);
}

const symbolPagesOf = new WeakMap<SiteManifest, Map<string, string>>();

/** Where each SDK symbol's page is, worked out once per site rather than once per page's twin. */
function symbolPages(manifest: SiteManifest | undefined): Map<string, string> {
  if (!manifest) return new Map();
  let pages = symbolPagesOf.get(manifest);
  if (!pages) {
    pages = sdkSymbolPages(manifest.routes);
    symbolPagesOf.set(manifest, pages);
  }
  return pages;
}
