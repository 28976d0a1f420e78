// Where on a page a change is (a Change's `at`), written by one set of functions: the diff writes
// them, and a reference page builds the same ones for each row it renders, so that looking up a
// row's history is one map lookup. A field's place is its section and its path in the payload:
// `response 200 application/json › items[].id`; on a schema's own page, the path alone.
import type { SchemaObject } from '@quire/openapi';
import { componentSchemaName } from '@quire/openapi';

export const places = {
  parameter: (where: string, name: string) => `${where} parameter ${name}`,
  requestBody: (mediaType: string) => `request body ${mediaType}`,
  response: (status: string) => `response ${status}`,
  responseBody: (status: string, mediaType: string) => `response ${status} ${mediaType}`,
  responseHeader: (status: string, name: string) => `response ${status} header ${name}`,
  callback: (name: string, method: string) => `callback ${name} ${method.toUpperCase()}`,
  /** A message of an AsyncAPI channel's page, its payload and its headers. */
  message: (name: string) => `message ${name}`,
  messagePayload: (name: string) => `message ${name} payload`,
  messageHeaders: (name: string) => `message ${name} headers`,
  /** A field below a section (`base`), or a schema page's own field when `base` is empty. */
  field: (base: string, path: string) => [base, path].filter(Boolean).join(' › '),
};

/** Paths of values inside a payload, as `a.b`, `list[]` for items, `map.*` for other properties, `pet(Cat)` for an alternative. */
export const fieldPaths = {
  property: (path: string, key: string) => (path ? `${path}.${key}` : key),
  items: (path: string) => `${path}[]`,
  additional: (path: string) => `${path}.*`,
  alternative: (path: string, name: string) => `${path}(${name})`,
};

/** The name of a oneOf/anyOf alternative: its component's name, else its title, else its position (`#2`). */
export function alternativeName(option: SchemaObject, index: number): string {
  const component = typeof option.$ref === 'string' ? componentSchemaName(option.$ref) : undefined;
  if (component !== undefined) return component;
  return typeof option.title === 'string' && option.title ? option.title : `#${index + 1}`;
}
