import type { Operation } from '@quire/openapi';
import type { Route } from '@quire/site';

/** `GET /pets` as the normalizer makes it, with no parameters, responses or security: the fields a test sets win. */
export function operation(fields: Partial<Operation> = {}): Operation {
  return {
    kind: 'operation',
    key: 'GET /pets',
    method: 'GET',
    path: '/pets',
    tags: [],
    deprecated: false,
    hidden: false,
    excluded: false,
    docs: {},
    parameters: [],
    responses: [],
    security: [],
    servers: [],
    callbacks: [],
    extensions: {},
    pointer: '/paths/~1pets/get',
    ...fields,
  };
}

/** The route of the operation page for `key` of `spec`, as the navigation makes it: the fields a test sets win. */
export function operationRoute(spec: string, key: string, fields: Partial<Route> = {}): Route {
  return { slug: 'page', kind: 'operation', source: spec, title: key, deprecated: false, hidden: false, operation: { spec, key }, metadata: {}, ...fields };
}
