import { join } from 'node:path';
import { fileLimit, mapWithLimit, readDocsText, type Route } from '@quire/config';
import type { LoadedDocs } from '../integration/load-docs.ts';
import { pagesInOrder } from '../data/navigation.ts';
import { llmsTxt } from './llms-txt.ts';
import { markdownTwin, twinPath } from './markdown-twin.ts';

/** The Markdown twin of one route, read from its MDX file and its spec. */
export async function twinOf(docs: LoadedDocs, route: Route): Promise<string> {
  const source = route.kind === 'mdx' ? await readDocsText(join(docs.dir, route.source)) : undefined;
  const spec = route.operation?.spec ?? route.schema?.spec;
  const asyncModel = route.channel ? docs.site.asyncSpecs.get(route.channel.spec)?.model : undefined;
  return markdownTwin(route, source, spec ? docs.site.specs.get(spec)?.model : undefined, asyncModel);
}

/** Every text file for AI tools: `llms.txt`, `llms-full.txt` and one twin per page, by URL path. */
export async function siteTexts(docs: LoadedDocs, base = ''): Promise<Map<string, string>> {
  const { config, manifest } = docs.site;
  const files = new Map<string, string>();
  const twins = new Map<string, string>();
  const texts = await mapWithLimit(manifest.routes, fileLimit, (route) => twinOf(docs, route));
  manifest.routes.forEach((route, i) => twins.set(route.slug, texts[i]!));
  for (const [slug, text] of twins) files.set(twinPath(slug), text);
  files.set('llms.txt', llmsTxt(config.name, config.description, manifest.nav, manifest.routes, base));
  // The full text follows the navigation's reading order, then the listed-nowhere pages.
  const ordered = [...new Set([...pagesInOrder(manifest.nav).map((p) => p.slug), ...manifest.routes.filter((r) => !r.hidden).map((r) => r.slug)])];
  files.set('llms-full.txt', `# ${config.name}\n\n${ordered.map((slug) => twins.get(slug) ?? '').join('\n---\n\n')}`);
  return files;
}
