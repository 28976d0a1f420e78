import type { AsyncApiParameter, JsonSchema } from '@quire/asyncapi';
import { html, type Html } from '../html.ts';
import { fact, literal } from '../schema-facts.ts';
import { fieldRow, rootWalk, type SchemaContext } from '../schema-tree.ts';
import { asSchema } from './channel-context.ts';

/** The `{placeholders}` of the channel's address, each a row like an OpenAPI path parameter. */
export function channelParametersSection(parameters: AsyncApiParameter[], ctx: SchemaContext): Html | undefined {
  if (!parameters.length) return undefined;
  return html`<h2 id="parameters">Parameters</h2><ul class="schema-fields">${parameters.map((p) => parameterRow(p, ctx))}</ul>`;
}

function parameterRow(parameter: AsyncApiParameter, ctx: SchemaContext): Html {
  const { description: _own, ...schema } = parameter.schema;
  const notes: Html[] = [];
  // The schema shows enum, default and examples when it holds them; an explicit `schema` may not.
  if (parameter.examples?.length && !Array.isArray(schema.examples)) notes.push(fact('Example', html`<code>${literal(parameter.examples[0])}</code>`));
  if (parameter.location) notes.push(fact('From the message', html`<code>${parameter.location}</code>`));
  const description = parameter.description ?? (typeof parameter.schema.description === 'string' ? parameter.schema.description : undefined);
  return fieldRow(parameter.name, asSchema(schema), true, rootWalk(ctx), {
    ...(description !== undefined ? { description } : {}),
    ...(notes.length ? { facts: html`<p class="schema-facts">${notes}</p>` } : {}),
  });
}

/** The WebSocket binding's `query` and `headers` schemas: what the connection request carries. */
export function connectionSections(bindings: Record<string, unknown> | undefined, ctx: SchemaContext): Html[] {
  const ws = bindings?.ws;
  if (!ws || typeof ws !== 'object') return [];
  const parts: Html[] = [];
  const { query, headers } = ws as { query?: unknown; headers?: unknown };
  if (isSchema(query)) parts.push(html`<h2 id="connection-query-parameters">Connection query parameters</h2>${objectRows(query, ctx)}`);
  if (isSchema(headers)) parts.push(html`<h2 id="connection-headers">Connection headers</h2>${objectRows(headers, ctx)}`);
  return parts;
}

/** Connection query parameters and headers present in a channel's bindings, for the outline. */
export function connectionHeadings(bindings: Record<string, unknown> | undefined): { slug: string; text: string }[] {
  const ws = bindings?.ws as { query?: unknown; headers?: unknown } | undefined;
  if (!ws || typeof ws !== 'object') return [];
  return [
    ...(isSchema(ws.query) ? [{ slug: 'connection-query-parameters', text: 'Connection query parameters' }] : []),
    ...(isSchema(ws.headers) ? [{ slug: 'connection-headers', text: 'Connection headers' }] : []),
  ];
}

function isSchema(value: unknown): value is JsonSchema {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** An object schema's properties as rows; anything else as one row naming its type. */
function objectRows(schema: JsonSchema, ctx: SchemaContext): Html {
  const properties = isSchema(schema.properties) ? (schema.properties as Record<string, unknown>) : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const rows = Object.entries(properties).flatMap(([name, property]) =>
    isSchema(property) ? [fieldRow(name, asSchema(property), required.has(name), rootWalk(ctx))] : [],
  );
  if (!rows.length) return html`<ul class="schema-fields">${fieldRow('value', asSchema(schema), false, rootWalk(ctx))}</ul>`;
  return html`<ul class="schema-fields">${rows}</ul>`;
}
