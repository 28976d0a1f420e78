import type { DocsConfig, SpecSource } from '../docs-json/index.ts';
import { parseEntryReference } from './entry-reference.ts';
import { frontmatterText, type MdxPage } from './mdx-pages.ts';
import { childLists, specSourceOf, type NavElement } from './nav-element.ts';
import { normalizeSpecPath } from './spec-path.ts';

/**
 * Every OpenAPI document the site names, normalized, in first-mention order: `openapi` on any
 * navigation element, the spec prefix of `<spec-path> METHOD /path` entries (rule 4), `api.openapi`
 * (specs only MDX pages use, rule 10), and the spec prefix of MDX `openapi` / `openapi-schema`
 * frontmatter. Each is loaded once.
 */
export function collectSpecSources(config: DocsConfig, mdx: MdxPage[]): string[] {
  const found = new Set<string>();
  const add = (location: string | undefined) => location && found.add(normalizeSpecPath(location));
  visitElements(config.navigation as NavElement, (element) => {
    if (element.openapi) add(specSourceOf(element.openapi).source);
    for (const entry of element.pages ?? []) {
      const ref = typeof entry === 'string' ? parseEntryReference(entry) : undefined;
      if (ref && ref.type !== 'channel') add(ref.spec);
    }
  });
  for (const source of listed(config.api?.openapi)) add(specSourceOf(source).source);
  for (const page of mdx) {
    const openapi = frontmatterText(page, 'openapi');
    if (openapi) add(parseEntryReference(openapi)?.spec);
    const schema = frontmatterText(page, 'openapi-schema')?.split(/\s+/);
    if (schema && schema.length > 1) add(schema[0]);
  }
  return [...found];
}

/**
 * Every AsyncAPI document the site names, the same way: `asyncapi` on any navigation element,
 * the prefix of `<asyncapi-path> channel id` entries, `api.asyncapi` (documents only MDX pages
 * use), and the prefix of MDX `asyncapi` frontmatter.
 */
export function collectAsyncApiSources(config: DocsConfig, mdx: MdxPage[]): string[] {
  const found = new Set<string>();
  const add = (location: string | undefined) => location && found.add(normalizeSpecPath(location));
  visitElements(config.navigation as NavElement, (element) => {
    if (element.asyncapi) add(specSourceOf(element.asyncapi).source);
    for (const entry of element.pages ?? []) {
      const ref = typeof entry === 'string' ? parseEntryReference(entry) : undefined;
      if (ref?.type === 'channel') add(ref.spec);
    }
  });
  for (const source of listed(config.api?.asyncapi)) add(specSourceOf(source).source);
  for (const page of mdx) {
    const parts = frontmatterText(page, 'asyncapi')?.trim().split(/\s+/);
    if (parts && parts.length > 1) add(parts[0]);
  }
  return [...found];
}

function visitElements(element: NavElement, visit: (element: NavElement) => void): void {
  visit(element);
  for (const entry of element.pages ?? []) if (typeof entry !== 'string') visitElements(entry, visit);
  for (const { key } of childLists) element[key]?.forEach((child) => visitElements(child, visit));
}

/** `api.openapi` / `api.asyncapi`: one source or a list. */
function listed(value: SpecSource | SpecSource[] | undefined): SpecSource[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}
