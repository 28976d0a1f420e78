import type { NavNode, Route } from '@quire/config';
import type { ApiModel, Operation, SchemaObject, SecurityScheme, Server } from '@quire/openapi';
import { hrefOf, pagesInOrder, sectionOf, trailTo } from './navigation.ts';

/** Everything one page renders, and nothing more: one operation or schema, never a whole spec. */
export interface PageData {
  id: number;
  route: Route;
  /** Import-map key of the MDX body (`guides/intro.mdx`), for MDX pages. */
  mdx?: string;
  /** Import-map key of the `x-docs.content` MDX shown before the generated reference. */
  content?: string;
  api?: PageApi;
  /** Links of the section's reading order. */
  prev?: { label: string; href: string };
  next?: { label: string; href: string };
  /** Labels of the groups above the page, for the breadcrumb. */
  breadcrumbs: string[];
  /** Index path of the page's navigation section (its sidebar fragment's name). */
  section: string;
}

/** The API data of an endpoint, webhook or schema page, with the component schemas it uses. */
export interface PageApi {
  spec: string;
  specTitle: string;
  operation?: Operation;
  schema?: { name: string; schema: SchemaObject };
  /** Component schemas reachable from the operation or schema through `$ref`, by name. */
  schemas: Record<string, SchemaObject>;
  securitySchemes: Record<string, SecurityScheme>;
  servers: Server[];
}

/** Builds the data of one route from the manifest and the loaded specs. */
export function pageData(id: number, route: Route, nav: NavNode[], models: ReadonlyMap<string, ApiModel | undefined>, keys: { mdx?: string; content?: string }): PageData {
  const trail = trailTo(nav, route.slug);
  const section = sectionOf(nav, trail);
  const order = pagesInOrder(section.nodes);
  const at = order.findIndex((p) => p.slug === route.slug);
  const prev = at > 0 ? order[at - 1] : undefined;
  const next = at >= 0 ? order[at + 1] : undefined;
  const api = pageApi(route, models);
  return {
    id,
    route,
    ...(keys.mdx ? { mdx: keys.mdx } : {}),
    ...(keys.content ? { content: keys.content } : {}),
    ...(api ? { api } : {}),
    ...(prev ? { prev: { label: prev.label, href: hrefOf(prev.slug) } } : {}),
    ...(next ? { next: { label: next.label, href: hrefOf(next.slug) } } : {}),
    breadcrumbs: trail.filter((n) => n.type === 'group').map((n) => (n as { label: string }).label),
    section: section.key,
  };
}

function pageApi(route: Route, models: ReadonlyMap<string, ApiModel | undefined>): PageApi | undefined {
  const ref = route.operation ?? route.schema;
  const model = ref ? models.get(ref.spec) : undefined;
  if (!ref || !model) return undefined;
  const operation = route.operation ? [...model.operations, ...model.webhooks].find((o) => o.key === route.operation!.key) : undefined;
  const named = route.schema ? model.schemas.find((s) => s.name === route.schema!.name) : undefined;
  const root = operation ?? named?.schema;
  const securitySchemes: Record<string, SecurityScheme> = {};
  for (const requirement of operation?.security ?? []) {
    for (const { scheme } of requirement) if (model.securitySchemes[scheme]) securitySchemes[scheme] = model.securitySchemes[scheme]!;
  }
  return {
    spec: ref.spec,
    specTitle: model.info.title,
    ...(operation ? { operation } : {}),
    ...(named ? { schema: { name: named.name, schema: named.schema } } : {}),
    schemas: root ? reachableSchemas(root, model) : {},
    securitySchemes,
    servers: operation?.servers ?? model.servers,
  };
}

const componentRef = /^#\/components\/schemas\/(.+)$/;

/** The component schemas a value reaches through `$ref`s, followed transitively (cycles stop). */
export function reachableSchemas(value: unknown, model: ApiModel): Record<string, SchemaObject> {
  const byName = new Map(model.schemas.map((s) => [s.name, s.schema]));
  const found: Record<string, SchemaObject> = {};
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      if (key === '$ref' && typeof child === 'string') {
        const name = componentRef.exec(child)?.[1]?.replaceAll('~1', '/').replaceAll('~0', '~');
        const schema = name === undefined ? undefined : byName.get(name);
        if (name !== undefined && schema && !(name in found)) {
          found[name] = schema;
          visit(schema);
        }
      } else visit(child);
    }
  };
  visit(value);
  return found;
}
