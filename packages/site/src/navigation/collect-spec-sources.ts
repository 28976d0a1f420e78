import type { DocsConfig, SpecSource } from '@quire/config';
import { parseEntryReference, parseFrontmatterReference, splitDocumentReference } from './entry-reference.ts';
import type { MdxPage } from './mdx-pages.ts';
import { childLists, specSourceOf, type NavElement } from './nav-element.ts';
import { normalizeSpecPath } from './spec-path.ts';

/**
 * Every OpenAPI document the site names, normalized, in first-mention order: `openapi` on any
 * navigation element, the spec prefix of `<spec-path> METHOD /path` entries (docs: guides/api-navigation#spec-path-entries), `api.openapi`
 * (specs only MDX pages use, docs: guides/api-navigation#mdx-operation-pages), and the spec prefix of MDX `openapi` / `openapi-schema`
 * frontmatter. Each is loaded once.
 */
export function collectSpecSources(config: DocsConfig, mdx: MdxPage[]): string[] {
  return collectSources(
    config,
    mdx,
    'openapi',
    (ref) => ref.type !== 'channel',
    (page) => [parseFrontmatterReference(page.frontmatter.openapi ?? '')?.spec, documentPrefix(page.frontmatter['openapi-schema'])],
  );
}

/**
 * Every AsyncAPI document the site names, the same way: `asyncapi` on any navigation element,
 * the prefix of `<asyncapi-path> channel id` entries, `api.asyncapi` (documents only MDX pages
 * use), and the prefix of MDX `asyncapi` frontmatter.
 */
export function collectAsyncApiSources(config: DocsConfig, mdx: MdxPage[]): string[] {
  return collectSources(
    config,
    mdx,
    'asyncapi',
    (ref) => ref.type === 'channel',
    (page) => [splitDocumentReference(page.frontmatter.asyncapi ?? '').document],
  );
}

/** Every SDK reference artifact the site names (`sdk` on a tab or group), by normalized source, with its format. */
export function collectSdkSources(config: DocsConfig): Map<string, string> {
  const found = new Map<string, string>();
  visitElements(config.navigation as NavElement, (element) => {
    if (element.sdk && !found.has(normalizeSpecPath(element.sdk.source))) found.set(normalizeSpecPath(element.sdk.source), element.sdk.format);
  });
  return found;
}

/** Every GraphQL schema the site names: `graphql` on a tab (the hosted platform reads it nowhere else). */
export function collectGraphQLSources(config: DocsConfig): string[] {
  const found = new Set<string>();
  visitElements(config.navigation as NavElement, (element) => {
    if (element.graphql) found.add(normalizeSpecPath(specSourceOf(element.graphql).source));
  });
  return [...found];
}

/**
 * The OpenAPI Overlay documents of each spec, by normalized spec path: `overlays` of an `openapi`
 * object in the navigation or in `api.openapi`. A spec is loaded once, so the first `overlays`
 * written for it apply wherever it is named; `[]` there means none.
 */
export function collectSpecOverlays(config: DocsConfig): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const add = (source: SpecSource) => {
    if (typeof source === 'string' || source.overlays === undefined) return;
    const spec = normalizeSpecPath(source.source);
    if (!found.has(spec)) found.set(spec, source.overlays.map(normalizeSpecPath));
  };
  visitElements(config.navigation as NavElement, (element) => listed(element.openapi).forEach(add));
  listed(config.api?.openapi).forEach(add);
  return found;
}

type EntryRef = NonNullable<ReturnType<typeof parseEntryReference>>;

function collectSources(
  config: DocsConfig,
  mdx: MdxPage[],
  key: 'openapi' | 'asyncapi',
  entryNamesThisKind: (ref: EntryRef) => boolean,
  frontmatterSources: (page: MdxPage) => (string | undefined)[],
): string[] {
  const found = new Set<string>();
  const add = (location: string | undefined) => location && found.add(normalizeSpecPath(location));
  visitElements(config.navigation as NavElement, (element) => {
    for (const own of listed(element[key])) add(specSourceOf(own).source);
    for (const entry of element.pages ?? []) {
      const ref = typeof entry === 'string' ? parseEntryReference(entry) : undefined;
      if (ref && entryNamesThisKind(ref)) add(ref.spec);
    }
  });
  for (const source of listed(config.api?.[key])) add(specSourceOf(source).source);
  for (const page of mdx) frontmatterSources(page).forEach(add);
  return [...found];
}

/** `<document-path> <name>` -> the path; a lone name has none. */
function documentPrefix(value: string | undefined): string | undefined {
  const parts = value?.split(/\s+/);
  return parts && parts.length > 1 ? parts[0] : undefined;
}

function visitElements(element: NavElement, visit: (element: NavElement) => void): void {
  visit(element);
  for (const entry of element.pages ?? []) if (typeof entry !== 'string') visitElements(entry, visit);
  for (const { key } of childLists) for (const child of element[key] ?? []) visitElements(child, visit);
}

/** `api.openapi` / `api.asyncapi`: one source or a list. */
function listed(value: SpecSource | SpecSource[] | undefined): SpecSource[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}
