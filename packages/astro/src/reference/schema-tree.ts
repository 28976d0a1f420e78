import { alternativeName, fieldPaths, places, type RowHistory } from '@quire/changes';
import {
  componentSchemaName,
  deref,
  isNullable,
  leftOutBy,
  mappingRef,
  mergeAllOf,
  refName,
  typeLabel,
  typesOf,
  type SchemaLookup,
  type SchemaObject,
  type Writer,
} from '@quire/openapi';
import { renderTabSet } from '../components/tab-set.ts';
import { html, trusted, type Html } from './html.ts';
import { renderMarkdown } from './markdown.ts';
import { rowBadges, valueBadge } from './row-history.ts';
import { fact, schemaFacts } from './schema-facts.ts';

/** Everything a schema tree needs from its page. */
export interface SchemaContext {
  lookup: SchemaLookup;
  /** The page of a component schema, for links from types; undefined when it has none. */
  schemaHref: (ref: string) => string | undefined;
  /** `api.params.expanded: all` opens nested levels; else they start closed. */
  expanded: boolean;
  /** Who writes the payload shown: its fields the other side sets are left out; `either` (schema pages) shows both, marked. */
  writer: Writer;
  /** Unique per page: ids of nodes (targets of recursion links) and tab groups. */
  nextId: (hint: string) => string;
  /**
   * How many components deep a tree expands; deeper ones are links to their own pages. Schema
   * pages need fewer: each nested component is one click away.
   */
  componentDepth: number;
  /** The history of a row of a page (`GET /pets`, `schema Pet`) by its place (@quire/changes places.ts), when the spec has one. */
  history?: (page: string, at: string) => RowHistory | undefined;
  /** Whose rows these are and under which section (`response 200 application/json`): set by the section that starts a tree. */
  place?: { page: string; base: string };
}

// A tree shows this many levels of nesting and about this many rows; beyond, nested fields are one
// click away on the schema's page. Keeps pages of large APIs small: GitHub's timeline events nest
// issues in repositories in users, thousands of rows if expanded whole.
const maxDepth = 5;
const rowBudget = 150;
// Items of items and alternatives inside alternatives do not count as depth above; this stops any
// nesting, so a hostile schema a thousand levels deep cannot exhaust the stack.
const maxLevels = 24;

export interface Walk {
  ctx: SchemaContext;
  /** Rows this tree may still expand, shared by the whole tree. */
  budget: { rows: number };
  /** Components being expanded above this node, with the id of their node: a repeat is recursion. */
  ancestors: ReadonlyMap<string, string>;
  depth: number;
  /** Nested blocks above this node, of any kind (fields, items, alternatives). */
  levels: number;
  /** The page whose history these rows are in: the tree's own, or the component schema being walked (its changes are its page's). */
  page: string;
  /** The section the rows are in, and the path of this node's value in the payload (`items[].id`): with `page`, a row's place. */
  base: string;
  path: string;
}

/** What goes on a tree's first line before its type (a body's required mark and content type), or no type line at all. */
export interface TreeHead {
  lead?: Html;
  /** A schema page's own tree: its name is the page's title already. */
  hideType?: boolean;
}

/** The fields of a body, response or schema: its properties, items or alternatives as a tree. */
export function schemaTree(schema: SchemaObject, ctx: SchemaContext, options: TreeHead = {}): Html {
  const walk: Walk = rootWalk(ctx);
  const { schema: target, ref } = deref(schema, ctx.lookup);
  const id = ref ? ctx.nextId(refName(ref)) : undefined;
  const inner = ref && id ? { ...enter(walk, ref), ancestors: new Map([[ref, id]]) } : walk;
  const resolved = mergeAllOf(target, ctx.lookup);
  const children = childrenOf(resolved, inner);
  // A plain inline object says nothing its field list does not.
  const plainObject = !ref && children !== undefined && typeLabel(schema, ctx.lookup) === 'object';
  const type = options.hideType || plainObject ? '' : fact('Type', html`<span class="q-field-type">${typeWithLink(schema, ctx)}</span>`);
  const nullable = nullableNote(resolved);
  const head = options.lead || type || nullable ? html`<p class="schema-facts schema-root">${options.lead ?? ''}${type}${nullable}</p>` : '';
  const facts = schemaFacts(resolved);
  const description = typeof resolved.description === 'string' && ref ? renderMarkdown(resolved.description) : '';
  return html`<div class="schema-tree"${attr('id', id)}>${head}${description}${facts}${children ?? ''}</div>`;
}

/** One property, parameter or header row: name, type, flags, description, facts and nested fields. */
export function fieldRow(
  name: string,
  schema: SchemaObject | undefined,
  required: boolean,
  walk: Walk,
  extra: { deprecated?: boolean; description?: string; facts?: Html; at?: string; path?: string } = {},
): Html {
  const { ctx } = walk;
  // A parameter or header is a place of its own (`query parameter limit`), its fields below it; a field's place is its path.
  const path = extra.at ? '' : (extra.path ?? fieldPaths.property(walk.path, name));
  const base = extra.at ?? walk.base;
  const history = ctx.history?.(walk.page, extra.at ?? places.field(walk.base, path));
  const { schema: target, ref } = schema ? deref(schema, ctx.lookup) : { schema: {} as SchemaObject, ref: undefined };
  const resolved = mergeAllOf(target, ctx.lookup);
  const recursionTarget = ref ? walk.ancestors.get(ref) : undefined;
  walk.budget.rows--;
  const canNest = walk.depth < maxDepth && walk.budget.rows > 0 && !(ref && walk.ancestors.size >= ctx.componentDepth && ctx.schemaHref(ref));
  const description = extra.description ?? (typeof resolved.description === 'string' ? resolved.description : undefined);
  const deprecated = extra.deprecated || resolved.deprecated === true;
  const flags = [
    required && html`<span class="q-field-required">required</span>`,
    deprecated && html`<span class="q-field-deprecated-flag">deprecated</span>`,
    ctx.writer === 'either' && resolved.readOnly === true && html`<span class="q-field-label">read-only</span>`,
    ctx.writer === 'either' && resolved.writeOnly === true && html`<span class="q-field-label">write-only</span>`,
    rowBadges(history),
  ];
  let nested: Html | undefined;
  let id: string | undefined;
  if (recursionTarget) {
    nested = html`<p class="schema-recursion">Recursive: the same <a href="#${recursionTarget}">${refName(ref!)}</a> as above.</p>`;
  } else {
    id = ref && canNest ? ctx.nextId(refName(ref)) : undefined;
    const here: Walk = { ...walk, base, path };
    const inner: Walk = {
      ...(ref ? enter(here, ref) : here),
      depth: walk.depth + 1,
      ancestors: ref && id ? new Map([...walk.ancestors, [ref, id]]) : walk.ancestors,
    };
    nested = canNest ? childrenOf(resolved, inner) : undefined;
    // Past the depth limit a component's fields are a link away; an inline schema's are not, so say so.
    const linked = schema && refBehind(schema) !== undefined && ctx.schemaHref(refBehind(schema)!) !== undefined;
    if (!canNest && walk.depth >= maxDepth && !linked && hasChildren(resolved)) nested = notShown('Its fields are nested too deep to show here.');
  }
  const facts = schema ? schemaFacts(resolved, history?.values) : '';
  const body = description || extra.facts || facts || nested;
  return rowHtml(
    html`<code class="q-field-name">${name}</code><span>${schema ? typeWithLink(schema, ctx) : 'any'}</span>${flags}`,
    body ? html`${description ? renderMarkdown(description) : ''}${extra.facts ?? ''}${facts}${nested ?? ''}` : undefined,
    id,
  );
}

/**
 * A row's markup, lean because trees repeat it thousands of times a site: the head is the row's
 * first <p>, the type the <span> after the name and the body the <div>; Field.css styles them
 * from the row's class (.q-field > p), and the search indexer leaves out every <span> of the head.
 */
function rowHtml(head: Html, body: Html | undefined, id?: string): Html {
  return html`<li class="q-field"${attr('id', id)}><p>${head}</p>${body ? html`<div>${body}</div>` : ''}</li>`;
}

/** Starts a walk for rows listed by the caller (parameters, headers), at the top of the tree. */
export function rootWalk(ctx: SchemaContext): Walk {
  return { ctx, ancestors: new Map(), depth: 0, levels: 0, budget: { rows: rowBudget }, page: ctx.place?.page ?? '', base: ctx.place?.base ?? '', path: '' };
}

/** Into a component schema: its rows' history is its own page's, at paths from its root. */
function enter(walk: Walk, ref: string): Walk {
  const name = componentSchemaName(ref);
  return name === undefined ? walk : { ...walk, page: `schema ${name}`, base: '', path: '' };
}

/** The nested fields of a resolved schema, in a collapsible block; undefined for a leaf. */
function childrenOf(schema: SchemaObject, outer: Walk): Html | undefined {
  if (outer.levels >= maxLevels) return hasChildren(schema) ? notShown(`Nested more than ${maxLevels} levels deep: not shown.`) : undefined;
  const walk: Walk = { ...outer, levels: outer.levels + 1 };
  const types = typesOf(schema);
  if (types.includes('array') && schema.items && typeof schema.items === 'object') {
    const items = schema.items as SchemaObject;
    const { schema: target, ref } = deref(items, walk.ctx.lookup);
    if (ref && walk.ancestors.has(ref))
      return html`<p class="schema-recursion">Items: recursive, the same <a href="#${walk.ancestors.get(ref)}">${refName(ref)}</a> as above.</p>`;
    if (ref && walk.ancestors.size >= walk.ctx.componentDepth && walk.ctx.schemaHref(ref)) return undefined;
    const id = ref ? walk.ctx.nextId(refName(ref)) : undefined;
    const each: Walk = { ...walk, path: fieldPaths.items(walk.path) };
    const inner: Walk = ref && id ? { ...enter(each, ref), ancestors: new Map([...walk.ancestors, [ref, id]]) } : each;
    const children = childrenOf(mergeAllOf(target, walk.ctx.lookup), inner);
    return children && id ? html`<div${attr('id', id)}>${children}</div>` : children;
  }
  const alternatives = alternativesOf(schema, walk);
  const rows = propertyRows(schema, walk);
  if (!rows.length && !alternatives) return undefined;
  const list = rows.length ? html`<ul class="schema-fields">${rows}</ul>` : '';
  const count = rows.length === 1 ? '1 field' : `${rows.length} fields`;
  const block = rows.length
    ? html`<details class="q-expandable schema-children"${walk.ctx.expanded || walk.depth === 0 ? trusted(' open') : ''}><summary>${count}</summary><div class="q-expandable-body">${list}</div></details>`
    : '';
  return html`${block}${alternatives ?? ''}`;
}

function propertyRows(schema: SchemaObject, walk: Walk): Html[] {
  const properties = schema.properties && typeof schema.properties === 'object' ? (schema.properties as Record<string, SchemaObject>) : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const rows: Html[] = [];
  for (const [name, property] of Object.entries(properties)) {
    if (!property || typeof property !== 'object') continue;
    if (leftOutBy(walk.ctx.writer, property, walk.ctx.lookup)) continue;
    rows.push(fieldRow(name, property, required.has(name), walk));
  }
  const additional = schema.additionalProperties;
  if (additional === true || (additional && typeof additional === 'object' && !Object.keys(additional).length)) {
    rows.push(rowHtml(html`<code class="q-field-name">[key: string]</code><span>any</span>`, html`<p>Any other properties are allowed.</p>`));
  } else if (additional && typeof additional === 'object') {
    rows.push(
      fieldRow('[key: string]', additional as SchemaObject, false, walk, {
        description: 'Each other property of the object has this value.',
        path: fieldPaths.additional(walk.path),
      }),
    );
  }
  return rows;
}

/**
 * `oneOf` / `anyOf` as labelled tabs (radio buttons: no script), with the discriminator's mapping
 * and (3.2) its `defaultMapping`: the schema for any other value, marked on its tab or added as one.
 */
function alternativesOf(schema: SchemaObject, walk: Walk): Html | undefined {
  const discriminator =
    schema.discriminator && typeof schema.discriminator === 'object'
      ? (schema.discriminator as { propertyName?: unknown; mapping?: unknown; defaultMapping?: unknown })
      : undefined;
  const property = typeof discriminator?.propertyName === 'string' ? discriminator.propertyName : undefined;
  const mapping = discriminator?.mapping && typeof discriminator.mapping === 'object' ? (discriminator.mapping as Record<string, unknown>) : {};
  const fallback = property && typeof discriminator?.defaultMapping === 'string' ? mappingRef(discriminator.defaultMapping) : undefined;
  const kind = Array.isArray(schema.oneOf) ? 'oneOf' : Array.isArray(schema.anyOf) ? 'anyOf' : undefined;
  // A base schema with a discriminator but no oneOf names its subtypes in the mapping alone.
  const listed = kind
    ? (schema[kind] as unknown[])
    : Object.values(mapping)
        .filter((to) => typeof to === 'string' && !walk.ancestors.has(to))
        .map(($ref) => ({ $ref }));
  // Each alternative's name as the change history knows it, from its place in the list as written.
  const names = new Map<SchemaObject, string>();
  for (const [i, option] of listed.entries())
    if (option && typeof option === 'object') names.set(option as SchemaObject, alternativeName(option as SchemaObject, i));
  const options = [...names.keys()];
  const added = walk.ctx.history?.(walk.page, places.field(walk.base, walk.path))?.values;
  const named = (option: SchemaObject) => typeof option.$ref === 'string' && refName(option.$ref) === refName(fallback!);
  // A default that is none of the alternatives is one more tab, shown last (a base schema whose
  // subtypes name it is not a tab of itself).
  const onlyDefault = kind !== undefined && fallback !== undefined && !options.some(named) && !walk.ancestors.has(fallback);
  if (onlyDefault) options.push({ $ref: fallback });
  if (!options.length) return undefined;
  const items = options.map((option, i) => {
    const { schema: target, ref } = deref(option, walk.ctx.lookup);
    const resolved = mergeAllOf(target, walk.ctx.lookup);
    const isDefault = fallback !== undefined && named(option);
    // Without a mapping entry, the discriminator's value is the component's name.
    const value =
      ref && property && !(isDefault && onlyDefault)
        ? (Object.entries(mapping).find(([, to]) => to === ref || (typeof to === 'string' && refName(to) === refName(ref)))?.[0] ?? refName(ref))
        : undefined;
    const title =
      isDefault && onlyDefault
        ? `${refName(ref ?? fallback!)} (any other value)`
        : (value ?? (typeof resolved.title === 'string' ? resolved.title : ref ? refName(ref) : fallbackLabel(resolved, walk.ctx.lookup, i)));
    const when = !property
      ? ''
      : isDefault
        ? html` <span class="q-field-label" data-default-mapping>when <code>${property}</code> is ${value ? html`<code>${value}</code>, ` : ''}missing or any value not listed</span>`
        : value
          ? html` <span class="q-field-label">when <code>${property}</code> is <code>${value}</code></span>`
          : '';
    const recursion = ref ? walk.ancestors.get(ref) : undefined;
    const id = ref && !recursion ? walk.ctx.nextId(refName(ref)) : undefined;
    // An alternative is not a level of nesting: its fields show as open as its parent's would.
    const name = names.get(option) ?? alternativeName(option, i);
    const here: Walk = { ...walk, path: fieldPaths.alternative(walk.path, name) };
    const inner: Walk = { ...(ref ? enter(here, ref) : here), ancestors: ref && id ? new Map([...walk.ancestors, [ref, id]]) : walk.ancestors };
    const body = recursion
      ? html`<p class="schema-recursion">Recursive: the same <a href="#${recursion}">${refName(ref!)}</a> as above.</p>`
      : html`<div${attr('id', id)}><p class="schema-root"><span class="q-field-type">${typeWithLink(option, walk.ctx)}</span>${when}${valueBadge(added?.[name])}</p>${
          typeof resolved.description === 'string' ? renderMarkdown(resolved.description) : ''
        }${schemaFacts(resolved)}${walk.depth < maxDepth && walk.budget.rows > 0 ? (childrenOf(resolved, inner) ?? '') : ''}</div>`;
    return { title, html: body.value };
  });
  const intro = kind === 'anyOf' ? 'Any of' : 'One of';
  const discriminatorNote = property
    ? html` <span class="q-field-label">discriminated by <code>${property}</code>${fallback ? html`, by default <code>${refName(fallback)}</code>` : ''}</span>`
    : '';
  const tabs = trusted(renderTabSet(items, { name: walk.ctx.nextId('alt'), kind: 'tabs', sync: false, label: intro }));
  return html`<div class="schema-alternatives"><p class="schema-alternatives-intro">${intro}${discriminatorNote}</p>${tabs}</div>`;
}

/** A readable name for an untitled inline alternative: its type, or its required properties. */
function fallbackLabel(schema: SchemaObject, lookup: SchemaLookup, index: number): string {
  const label = typeLabel(schema, lookup);
  if (label !== 'object' && label !== 'any') return label;
  const required = Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : [];
  if (required.length) return `With ${required.slice(0, 2).join(', ')}${required.length > 2 ? '…' : ''}`;
  return `Option ${index + 1}`;
}

/** The type label; a component's name links to its schema page. */
function typeWithLink(schema: SchemaObject, ctx: SchemaContext): Html {
  const label = typeLabel(schema, ctx.lookup);
  const ref = refBehind(schema);
  const href = ref ? ctx.schemaHref(ref) : undefined;
  if (!ref || !href) return html`${label}`;
  const name = refName(ref);
  const at = label.indexOf(name);
  if (at < 0) return html`${label}`;
  return html`${label.slice(0, at)}<a href="${href}">${name}</a>${label.slice(at + name.length)}`;
}

/** The component a schema is, or holds as array items (of items...). */
function refBehind(schema: SchemaObject): string | undefined {
  let current: SchemaObject = schema;
  // A loop, not recursion: items may nest as deep as a hostile spec likes.
  while (typeof current.$ref !== 'string') {
    if (!current.items || typeof current.items !== 'object') return undefined;
    current = current.items as SchemaObject;
  }
  return current.$ref;
}

/** Whether a schema has anything a tree would nest under it. */
function hasChildren(schema: SchemaObject): boolean {
  const isMap = (value: unknown) => !!value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0;
  return isMap(schema.properties) || isMap(schema.items) || isMap(schema.additionalProperties) || Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf);
}

function notShown(text: string): Html {
  return html`<p class="schema-empty">${text}</p>`;
}

function nullableNote(schema: SchemaObject): Html | string {
  return isNullable(schema) ? html` <span class="q-field-label">nullable</span>` : '';
}

function attr(name: string, value: string | undefined): Html {
  return value === undefined ? trusted('') : html` ${trusted(name)}="${value}"`;
}
