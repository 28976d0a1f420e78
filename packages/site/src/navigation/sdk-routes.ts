import { diagnostic, type Diagnostic } from '@quire/diagnostics';
import { findSdkSymbol, type SdkModel } from '@quire/sdk-reference';
import { firstParagraph, GeneratedRoutes, generatedNode, type GeneratedRoutesContext, type GeneratedScope } from './generated-routes.ts';
import type { NavNode, Route } from './manifest.ts';
import type { MdxPage } from './mdx-pages.ts';
import { slugify } from './slug.ts';

/** Where SDK pages go when `sdk` names no `directory` (the hosted platform's default). */
export const defaultSdkDirectory = 'sdk-reference';

/** What an element with `sdk` gives its pages: the artifact (its key in `models`) and the pages' folder. */
export type SdkScope = GeneratedScope;

export interface SdkRoutesContext extends GeneratedRoutesContext {
  models: ReadonlyMap<string, SdkModel | undefined>;
}

/**
 * The pages of SDK reference artifacts: an element with `sdk` gets a page per symbol, in the
 * groups the artifact gives (TypeDoc's kinds or modules, DocFX's namespaces), after the groups the
 * element lists itself, as on the hosted platform. MDX pages with `sdk` frontmatter show one symbol.
 */
export class SdkRoutes {
  readonly #ctx: SdkRoutesContext;
  readonly #pages: GeneratedRoutes;

  constructor(ctx: SdkRoutesContext) {
    this.#ctx = ctx;
    this.#pages = new GeneratedRoutes(ctx);
  }

  /** Every symbol of the artifact, in its groups. */
  all(scope: SdkScope, path: (string | number)[]): NavNode[] {
    const model = this.#ctx.models.get(scope.spec);
    if (!model) return []; // Failed to load (already reported).
    const groups = new Map<string, NavNode[]>();
    for (const symbol of model.symbols) {
      const route = this.#page(model, symbol.id, scope, path);
      if (!route) continue;
      const list = groups.get(symbol.group) ?? [];
      list.push(generatedNode(route));
      groups.set(symbol.group, list);
    }
    return [...groups].map(([label, children]) => ({ type: 'group', label, children }));
  }

  #page(model: SdkModel, id: string, scope: SdkScope, path: (string | number)[]): Route | undefined {
    const symbol = model.symbols.find((s) => s.id === id)!;
    const wanted = [scope.directory, ...symbol.folders.map((f) => slugify(f)), slugify(symbol.name)].filter(Boolean).join('/');
    return this.#pages.page(`${scope.spec}\n${id}`, wanted, `SDK page of \`${symbol.fullName}\` (${scope.spec})`, path, (slug) => {
      const summary = firstParagraph(symbol.description);
      return {
        slug,
        kind: 'sdk',
        source: scope.spec,
        title: symbol.name,
        deprecated: symbol.deprecated !== undefined,
        hidden: false,
        sdk: { spec: scope.spec, symbol: id },
        metadata: {},
        ...(summary ? { description: withoutSdkLinks(summary) } : {}),
        ...(scope.version ? { version: scope.version } : {}),
      };
    });
  }
}

/**
 * `sdk: "<symbol>"` or `sdk: "<artifact> <symbol>"` in an MDX page's frontmatter: the page shows
 * that symbol's reference after its own content. The artifact may be left out when the site has one.
 */
export function resolveSdkFrontmatter(page: MdxPage, models: ReadonlyMap<string, SdkModel | undefined>, diagnostics: Diagnostic[]): Route['sdk'] {
  const value = page.frontmatter.sdk;
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const report = (message: string, hint?: string) =>
    diagnostics.push(diagnostic('NAV_PAGE_NOT_FOUND', message, { file: page.path, pointer: '/sdk', ...(hint ? { hint } : {}) }));
  const [first, ...rest] = value.trim().split(/\s+/);
  const named = rest.length ? [...models.keys()].find((k) => k === first || k === first!.replace(/^\.?\//, '')) : undefined;
  if (rest.length && !named) {
    report(
      `\`sdk: ${value}\` names the artifact ${first}, which no \`sdk\` in docs.json loads.`,
      'Add it as `sdk` of a tab or group in docs.json, or leave the artifact out when the site has one.',
    );
    return undefined;
  }
  const loaded = named ? [named] : [...models.keys()];
  if (!loaded.length) {
    report(
      `\`sdk: ${value}\` names an SDK symbol, but docs.json names no \`sdk\` artifact.`,
      'Add `sdk: { "format": "typedoc", "source": "..." }` to a tab or group in docs.json.',
    );
    return undefined;
  }
  if (loaded.length > 1) {
    report(`\`sdk: ${value}\` could be in any of ${loaded.join(', ')}.`, 'Start the value with the artifact: `sdk: "<source> <symbol>"`.');
    return undefined;
  }
  const spec = loaded[0]!;
  const model = models.get(spec);
  if (!model) return undefined; // Failed to load (already reported).
  const wanted = rest.length ? rest.join(' ') : first!;
  const symbol = findSdkSymbol(model, wanted);
  if (!symbol) {
    report(
      `\`${wanted}\` is no symbol of ${spec}. Its symbols: ${model.symbols.map((s) => s.fullName).join(', ') || 'none'}.`,
      'Names are case-sensitive; a name two symbols share needs its qualified name (`Namespace.Name`).',
    );
    return undefined;
  }
  return { spec, symbol: symbol.id };
}

/**
 * A code span (kept as written) or a `[label](sdk:<id>)` link, whose label may hold code spans but
 * no brackets of its own. A scan, where the rest of the package reads Markdown with remark: this
 * runs in the navigation, which @quire/site's main entry serves to the deploy functions (relay,
 * MCP), and those bundles must not carry the Markdown parser (the twins keep it behind their own
 * subpath for the same reason).
 */
const codeSpanOrSdkLink = /(`+)[\s\S]*?\1|\[((?:[^[\]`]|`[^`]*`)*)\]\(sdk:[^)\s]*\)/g;

/**
 * A symbol's Markdown with its `[label](sdk:<id>)` links as their label: a route's description
 * has no model to resolve them. Brackets that are not such a link (`items[0]`, a code span, a
 * link elsewhere) stay as written.
 */
export function withoutSdkLinks(markdown: string): string {
  return markdown.replace(codeSpanOrSdkLink, (whole, ticks: string | undefined, label: string | undefined) => (ticks ? whole : (label ?? '')));
}
