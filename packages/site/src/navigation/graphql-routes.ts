import type { GraphQLModel } from '@quire/graphql';
import { firstParagraph, GeneratedRoutes, generatedNode, type GeneratedRoutesContext, type GeneratedScope } from './generated-routes.ts';
import type { GraphQLRef, NavNode, Route } from './manifest.ts';
import { slugify } from './slug.ts';

/** Where GraphQL pages go when `graphql` names no `directory` (the hosted platform's default). */
export const defaultGraphQLDirectory = 'graphql-reference';

/** What a tab with `graphql` passes down to its groups. */
export type GraphQLScope = GeneratedScope;

export interface GraphQLRoutesContext extends GeneratedRoutesContext {
  schemas: ReadonlyMap<string, GraphQLModel | undefined>;
  siteMode: unknown;
}

/** `query book`, `mutation addBook`, `subscription bookAdded`, `type Book`: an entry of a tab with `graphql`. */
const entryPattern = /^(query|mutation|subscription|type)\s+([_A-Za-z][_0-9A-Za-z]*)$/;

const sections = [
  { kind: 'query', label: 'Queries', folder: 'queries' },
  { kind: 'mutation', label: 'Mutations', folder: 'mutations' },
  { kind: 'subscription', label: 'Subscriptions', folder: 'subscriptions' },
] as const;

/**
 * The pages of GraphQL schemas, by the rules operation pages follow: a tab with `graphql` and
 * nothing listed gets every operation (Queries, Mutations, Subscriptions) and every type (Types);
 * entries (`query book`, `type Book`) list only those (and no other operation of the schema is
 * listed). Every type has a page, listed or not, so that fields can link to their types.
 */
export class GraphQLRoutes {
  readonly #ctx: GraphQLRoutesContext;
  readonly #pages: GeneratedRoutes;
  readonly #explicit = new Map<string, number>();
  readonly #directories = new Map<string, { directory: string; version?: string }>();

  constructor(ctx: GraphQLRoutesContext) {
    this.#ctx = ctx;
    this.#pages = new GeneratedRoutes(ctx);
  }

  /** Whether an entry names a GraphQL page: only inside a tab with `graphql`. */
  static isEntry(entry: string): boolean {
    return entryPattern.test(entry.trim());
  }

  scope(scope: GraphQLScope): void {
    if (!this.#directories.has(scope.spec))
      this.#directories.set(scope.spec, { directory: scope.directory, ...(scope.version ? { version: scope.version } : {}) });
  }

  /** A navigation entry naming one operation or type. */
  entry(entry: string, scope: GraphQLScope, path: (string | number)[]): NavNode | undefined {
    const [, kind, name] = entryPattern.exec(entry.trim())!;
    const model = this.#ctx.schemas.get(scope.spec);
    if (!model) return undefined; // Failed to load (already reported).
    this.#explicit.set(scope.spec, (this.#explicit.get(scope.spec) ?? 0) + 1);
    const ref = { spec: scope.spec, kind: kind as GraphQLRef['kind'], name: name! };
    if (!this.#exists(model, ref)) {
      const names = kind === 'type' ? model.types.map((t) => t.name) : model.operations.filter((o) => o.kind === kind).map((o) => o.name);
      this.#ctx.report(
        'NAV_PAGE_NOT_FOUND',
        `\`${entry}\` names no ${kind === 'type' ? 'type' : kind} of ${scope.spec}. Its ${kind === 'type' ? 'types' : `${kind} fields`}: ${names.join(', ') || 'none'}.`,
        path,
        'Names are case-sensitive: `query book` is the field `book` of the Query type, `type Book` the type.',
      );
      return undefined;
    }
    return this.#node(this.#page(ref, scope, path));
  }

  /** Every operation and type of the schema, in sections (called once all explicit entries are known). */
  all(scope: GraphQLScope, path: (string | number)[]): NavNode[] {
    const model = this.#ctx.schemas.get(scope.spec);
    if (!model) return [];
    if (this.#explicit.get(scope.spec)) {
      this.#ctx.report(
        'NAV_AUTOGEN_SUPPRESSED',
        `No pages are generated here for ${scope.spec}: navigation lists some of its operations or types explicitly, so only those appear.`,
        path,
      );
      return [];
    }
    const groups: NavNode[] = [];
    for (const { kind, label } of sections) {
      const children = model.operations
        .filter((o) => o.kind === kind)
        .flatMap((o) => this.#node(this.#page({ spec: scope.spec, kind, name: o.name }, scope, path)) ?? []);
      if (children.length) groups.push({ type: 'group', label, children });
    }
    const types = [...model.types]
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((t) => this.#node(this.#page({ spec: scope.spec, kind: 'type', name: t.name }, scope, path)) ?? []);
    if (types.length) groups.push({ type: 'group', label: 'Types', children: types });
    return groups;
  }

  /** The pages of types no entry listed: built, unlisted, for the links from other pages. */
  finish(): void {
    for (const [spec, model] of this.#ctx.schemas) {
      const at = this.#directories.get(spec);
      if (!model || !at) continue;
      for (const type of model.types) this.#page({ spec, kind: 'type', name: type.name }, { spec, ...at }, [], false);
    }
  }

  #exists(model: GraphQLModel, ref: GraphQLRef): boolean {
    return ref.kind === 'type' ? model.types.some((t) => t.name === ref.name) : model.operations.some((o) => o.kind === ref.kind && o.name === ref.name);
  }

  #page(ref: GraphQLRef, scope: GraphQLScope, path: (string | number)[], visible = true): Route | undefined {
    const folder = ref.kind === 'type' ? 'types' : sections.find((s) => s.kind === ref.kind)!.folder;
    const wanted = `${scope.directory}/${folder}/${slugify(ref.name)}`;
    const route = this.#pages.page(
      `${ref.spec}\n${ref.kind}\n${ref.name}`,
      wanted,
      `generated page of ${ref.kind} \`${ref.name}\` (${ref.spec})`,
      path,
      (slug) => {
        const model = this.#ctx.schemas.get(ref.spec)!;
        const described =
          ref.kind === 'type' ? model.types.find((t) => t.name === ref.name) : model.operations.find((o) => o.kind === ref.kind && o.name === ref.name);
        const deprecated = described && 'deprecationReason' in described && described.deprecationReason !== undefined;
        const summary = firstParagraph(described?.description);
        return {
          slug,
          kind: 'graphql',
          source: ref.spec,
          title: ref.name,
          deprecated: !!deprecated,
          hidden: true,
          graphql: ref,
          // Types have nothing to send; operations send through the playground unless the site turns it off.
          playground: ref.kind === 'type' || this.#ctx.siteMode === 'none' ? 'none' : 'interactive',
          metadata: {},
          ...(summary ? { description: summary } : {}),
          ...(scope.version ? { version: scope.version } : {}),
        };
      },
    );
    if (route && visible) route.hidden = false;
    return route;
  }

  #node(route: Route | undefined): NavNode | undefined {
    return route ? generatedNode(route) : undefined;
  }
}
