import { places } from '@quire/changes';
import type { Parameter } from '@quire/openapi';
import { html, type Html } from './html.ts';
import { fieldRow, rootWalk, type SchemaContext } from './schema-tree.ts';
import { fact, literal } from './schema-facts.ts';

export const parameterLocations = ['path', 'query', 'querystring', 'header', 'cookie'] as const;

/** The heading of a location's section: `Query parameters`; a webhook's receiver gets `Headers`. */
export function locationTitle(where: Parameter['in'], kind: 'operation' | 'webhook' = 'operation'): string {
  if (kind === 'webhook' && where === 'header') return 'Headers';
  if (where === 'querystring') return 'Query string';
  return `${where[0]!.toUpperCase()}${where.slice(1)} parameters`;
}

// The serialization each location uses unless the spec says otherwise: only other values are news.
const defaultStyle: Record<Parameter['in'], string> = { path: 'simple', query: 'form', querystring: 'form', header: 'simple', cookie: 'form' };

/** One section per location that has parameters, each a list of rows like a schema's fields. */
export function parameterSections(parameters: Parameter[], ctx: SchemaContext, kind: 'operation' | 'webhook' = 'operation'): Html[] {
  return parameterLocations.flatMap((where) => {
    const list = parameters.filter((p) => p.in === where);
    if (!list.length) return [];
    return [html`<h2 id="${where}-parameters">${locationTitle(where, kind)}</h2><ul class="schema-fields">${list.map((p) => parameterRow(p, ctx))}</ul>`];
  });
}

function parameterRow(parameter: Parameter, ctx: SchemaContext): Html {
  // A parameter described by `content` (JSON in a query string) has its schema there.
  const schema = parameter.schema ?? parameter.content?.[0]?.schema;
  const notes: Html[] = [];
  const style = parameter.style ?? defaultStyle[parameter.in];
  const explode = parameter.explode ?? style === 'form';
  if (style !== defaultStyle[parameter.in]) notes.push(fact('Style', html`<code>${style}</code>`));
  if (explode !== (style === 'form')) notes.push(fact('Explode', html`<code>${String(explode)}</code>`));
  if (parameter.content?.[0]) notes.push(fact('Encoded as', html`<code>${parameter.content[0].mediaType}</code>`));
  const example = parameter.example !== undefined ? parameter.example : firstExample(parameter.examples);
  if (example !== undefined) notes.push(fact('Example', html`<code>${literal(example)}</code>`));
  return fieldRow(parameter.name, schema, parameter.required, rootWalk(ctx), {
    deprecated: parameter.deprecated,
    at: places.parameter(parameter.in, parameter.name),
    ...(parameter.description !== undefined ? { description: parameter.description } : {}),
    ...(notes.length ? { facts: html`<p class="schema-facts">${notes}</p>` } : {}),
  });
}

function firstExample(examples: Parameter['examples']): unknown {
  const first = examples ? Object.values(examples)[0] : undefined;
  return first?.value;
}
