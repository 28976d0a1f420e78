import { componentSchemaName, httpMethods, reachableRefs } from '@quire/openapi';
import { isObject } from './json.ts';
import type { Direction } from './types.ts';

const known = new WeakMap<object, Map<string, Set<Direction>>>();

/**
 * For each component schema of a document, whether it is sent (in requests), read (in
 * responses) or both. A webhook's data flows the other way: the API sends its request body and
 * reads the consumer's response. Read from the document as written, so that it holds for the
 * whole document when only some of its operations are compared.
 */
export function schemaDirections(document: Record<string, unknown>): Map<string, Set<Direction>> {
  const cached = known.get(document);
  if (cached) return cached;
  const sent: unknown[] = [];
  const read: unknown[] = [];
  const collect = (items: unknown, flipped: boolean) => {
    for (const item of Object.values(isObject(items) ? items : {})) {
      if (!isObject(item)) continue;
      const [request, response] = flipped ? [read, sent] : [sent, read];
      request.push(item.parameters);
      const operations = [...httpMethods.map((m) => item[m]), ...Object.values(isObject(item.additionalOperations) ? item.additionalOperations : {})];
      for (const op of operations) {
        if (!isObject(op)) continue;
        request.push(op.parameters, op.requestBody);
        response.push(op.responses);
      }
    }
  };
  collect(document.paths, false);
  collect(document.webhooks, true);
  const found = new Map<string, Set<Direction>>();
  // One walk per direction: each shared schema is followed once, not once per operation.
  for (const [values, direction] of [
    [sent, 'request'],
    [read, 'response'],
  ] as const) {
    for (const ref of Object.keys(reachableRefs(values, document))) {
      const name = componentSchemaName(ref);
      if (name !== undefined) found.set(name, (found.get(name) ?? new Set()).add(direction));
    }
  }
  known.set(document, found);
  return found;
}
