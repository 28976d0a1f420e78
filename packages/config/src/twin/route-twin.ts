import { join } from 'node:path';
import type { LoadedSite } from '../load-site.ts';
import type { Route } from '../navigation/manifest.ts';
import { readDocsText } from '../read-docs-text.ts';
import { markdownTwin } from './markdown-twin.ts';
import type { SiteLink } from './site-links.ts';

/** The Markdown twin of one route of a loaded docs folder, read from its MDX file and its spec; `link` writes its site paths (see markdownTwin). */
export async function routeTwin(dir: string, site: Pick<LoadedSite, 'specs' | 'asyncSpecs'> & Partial<Pick<LoadedSite, 'graphqlSpecs'>>, route: Route, link?: SiteLink): Promise<string> {
  const source = route.kind === 'mdx' ? await readDocsText(join(dir, route.source)) : undefined;
  const spec = route.operation?.spec ?? route.schema?.spec;
  const asyncModel = route.channel ? site.asyncSpecs.get(route.channel.spec)?.model : undefined;
  const graphqlModel = route.graphql ? site.graphqlSpecs?.get(route.graphql.spec)?.model : undefined;
  return markdownTwin(route, source, spec ? site.specs.get(spec)?.model : undefined, asyncModel, link, graphqlModel);
}
