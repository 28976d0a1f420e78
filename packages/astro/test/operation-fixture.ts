import type { Operation } from '@quire/openapi';

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
