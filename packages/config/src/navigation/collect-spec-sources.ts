import type { DocsConfig } from '../docs-json/index.ts';
import { parseEntryReference } from './entry-reference.ts';
import { frontmatterText, type MdxPage } from './mdx-pages.ts';
import { childLists, specSourceOf, type NavElement } from './nav-element.ts';
import { normalizeSpecPath } from './spec-path.ts';

/**
 * Every OpenAPI document the site names, normalized, in first-mention order: `openapi` on any
 * navigation element, the spec prefix of `<spec-path> METHOD /path` entries (rule 4), and the
 * spec prefix of MDX `openapi` / `openapi-schema` frontmatter (rule 10). Each is loaded once.
 */
export function collectSpecSources(config: DocsConfig, mdx: MdxPage[]): string[] {
  const found = new Set<string>();
  const add = (location: string | undefined) => location && found.add(normalizeSpecPath(location));
  const visit = (element: NavElement) => {
    if (element.openapi) add(specSourceOf(element.openapi).source);
    for (const entry of element.pages ?? []) {
      if (typeof entry === 'string') add(parseEntryReference(entry)?.spec);
      else visit(entry);
    }
    for (const { key } of childLists) element[key]?.forEach(visit);
  };
  visit(config.navigation as NavElement);
  for (const page of mdx) {
    const openapi = frontmatterText(page, 'openapi');
    if (openapi) add(parseEntryReference(openapi)?.spec);
    const schema = frontmatterText(page, 'openapi-schema')?.split(/\s+/);
    if (schema && schema.length > 1) add(schema[0]);
  }
  return [...found];
}
