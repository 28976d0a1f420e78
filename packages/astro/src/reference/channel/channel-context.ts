import type { RowHistory } from '@quire/changes';
import { lookupIn, type SchemaObject } from '@quire/openapi';
import type { SchemaContext } from '../schema-tree.ts';

/** Ids unique within one page: `s-<hint>-<n>`, as the OpenAPI reference makes them. */
export function pageIds(): (hint: string) => string {
  const ids = new Map<string, number>();
  return (hint) => {
    const base =
      hint
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'node';
    const n = (ids.get(base) ?? 0) + 1;
    ids.set(base, n);
    return `s-${base}-${n}`;
  };
}

/**
 * The schema context of a channel page. AsyncAPI schemas arrive with their `$ref`s resolved,
 * except those of recursive schemas, whose targets the page carries in `refs`. There are no
 * schema pages to link to. Every field is shown until a message section says who writes it.
 * `rowHistory` (page -> place -> history, as an endpoint page's) gives rows their change badges;
 * a message section sets the place its tree's rows are at.
 */
export function channelPageContext(
  nextId: (hint: string) => string,
  expanded: boolean,
  refs: Record<string, unknown>,
  rowHistory?: Record<string, Record<string, RowHistory>>,
): SchemaContext {
  return {
    lookup: lookupIn(refs as Record<string, SchemaObject>),
    schemaHref: () => undefined,
    expanded,
    writer: 'either',
    nextId,
    componentDepth: 2,
    ...(rowHistory ? { history: (page: string, at: string) => rowHistory[page]?.[at] } : {}),
  };
}

/** An AsyncAPI JSON Schema as the schema tree takes it. */
export function asSchema(schema: Record<string, unknown>): SchemaObject {
  return schema as SchemaObject;
}
