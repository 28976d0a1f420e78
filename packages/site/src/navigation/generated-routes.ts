// What the pages generated from a schema or an artifact (GraphQL's operations and types, an SDK's
// symbols) have in common: a folder to go in, one route per thing however often navigation names
// it, a slug no MDX file takes, and a navigation entry of the route.
import type { DiagnosticCode } from '@quire/diagnostics';
import type { NavNode, Route } from './manifest.ts';
import type { SlugRegistry } from './slug.ts';

/** What an element with `graphql` or `sdk` gives its pages: the source (its key in the loaded models) and the pages' folder. */
export interface GeneratedScope {
  spec: string;
  directory: string;
  version?: string;
}

export interface GeneratedRoutesContext {
  /** Slug -> MDX file path. */
  mdxFileAt: (slug: string) => string | undefined;
  routes: Route[];
  slugs: SlugRegistry;
  report: (code: DiagnosticCode, message: string, path: (string | number)[], hint?: string) => void;
}

/** The generated routes of one kind, each made once. */
export class GeneratedRoutes {
  readonly #ctx: GeneratedRoutesContext;
  readonly #made = new Map<string, Route>();

  constructor(ctx: GeneratedRoutesContext) {
    this.#ctx = ctx;
  }

  /**
   * The route of `key`: the one made before, or one made now by `make` at the slug `wanted`,
   * unless an MDX file has that slug (a ROUTE_CONFLICT naming `what`, "SDK page of `Library`").
   */
  page(key: string, wanted: string, what: string, path: (string | number)[], make: (slug: string) => Route): Route | undefined {
    const made = this.#made.get(key);
    if (made) return made;
    const taken = this.#ctx.mdxFileAt(wanted);
    if (taken) {
      this.#ctx.report('ROUTE_CONFLICT', `The ${what} and the MDX file ${taken} both want /${wanted}.`, path);
      return undefined;
    }
    const route = make(this.#ctx.slugs.claim(wanted));
    this.#made.set(key, route);
    this.#ctx.routes.push(route);
    return route;
  }
}

/** A generated route's entry in the navigation. */
export function generatedNode(route: Route): NavNode {
  return { type: 'page', label: route.title, slug: route.slug, deprecated: route.deprecated };
}

/** A description's first paragraph: a generated page's meta description. */
export function firstParagraph(description: string | undefined): string | undefined {
  return description?.split(/\n\s*\n/)[0]?.trim() || undefined;
}
