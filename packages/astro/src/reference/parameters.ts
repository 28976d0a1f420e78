import type { Parameter } from '@quire/openapi';
import { html, type Html } from './html.ts';
import { fieldRow, rootWalk, type SchemaContext } from './schema-tree.ts';
import { literal } from './schema-facts.ts';

export const parameterLocations = ['path', 'query', 'header', 'cookie'] as const;

/** The heading of a location's section: `Query parameters`. */
export function locationTitle(where: Parameter['in']): string {
  return `${where[0]!.toUpperCase()}${where.slice(1)} parameters`;
}

// The serialization each location uses unless the spec says otherwise: only other values are news.
const defaultStyle: Record<Parameter['in'], string> = { path: 'simple', query: 'form', header: 'simple', cookie: 'form' };

/** One section per location that has parameters, each a list of rows like a schema's fields. */
export function parameterSections(parameters: Parameter[], ctx: SchemaContext): Html[] {
  return parameterLocations.flatMap((where) => {
    const list = parameters.filter((p) => p.in === where);
    if (!list.length) return [];
    return [html`<h2 id="${where}-parameters">${locationTitle(where)}</h2><ul class="schema-fields">${list.map((p) => parameterRow(p, ctx))}</ul>`];
  });
}

function parameterRow(parameter: Parameter, ctx: SchemaContext): Html {
  // A parameter described by `content` (JSON in a query string) has its schema there.
  const schema = parameter.schema ?? parameter.content?.[0]?.schema;
  const notes: Html[] = [];
  const style = parameter.style ?? defaultStyle[parameter.in];
  const explode = parameter.explode ?? style === 'form';
  if (style !== defaultStyle[parameter.in]) notes.push(html`<span>Style: <code>${style}</code></span>`);
  if (explode !== (style === 'form')) notes.push(html`<span>Explode: <code>${String(explode)}</code></span>`);
  if (parameter.content?.[0]) notes.push(html`<span>Encoded as <code>${parameter.content[0].mediaType}</code></span>`);
  const example = parameter.example !== undefined ? parameter.example : firstExample(parameter.examples);
  if (example !== undefined) notes.push(html`<span>Example: <code>${literal(example)}</code></span>`);
  return fieldRow(parameter.name, schema, parameter.required, rootWalk(ctx), {
    deprecated: parameter.deprecated,
    ...(parameter.description !== undefined ? { description: parameter.description } : {}),
    ...(notes.length ? { facts: html`<p class="schema-facts">${notes}</p>` } : {}),
  });
}

function firstExample(examples: Parameter['examples']): unknown {
  const first = examples ? Object.values(examples)[0] : undefined;
  return first?.value;
}
