import type { ApiModel, Operation } from '@quire/openapi';
import { componentSchemaName, httpMethods, lookupRef, reachableRefs } from '@quire/openapi';
import { excerptYaml } from './bounded-excerpt.ts';

/**
 * One operation as a self-contained OpenAPI document: its path item with only this method, the
 * schemas it reaches and the security schemes it uses. What an AI tool needs, nothing more.
 */
export function operationExcerpt(model: ApiModel, operation: Operation): string {
  const raw = lookupRef(model.document, `#${operation.pointer}`);
  const schemes = Object.fromEntries(
    [...new Set(operation.security.flat().map((s) => s.scheme))].flatMap((name) => {
      const scheme = lookupRef(model.document, `#/components/securitySchemes/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`);
      return scheme ? [[name, scheme]] : [];
    }),
  );
  const schemas = Object.fromEntries(
    Object.entries(reachableRefs(raw, model.document)).flatMap(([ref, schema]) => {
      const name = componentSchemaName(ref);
      return name === undefined ? [] : [[name, schema]];
    }),
  );
  const container = operation.kind === 'webhook' ? 'webhooks' : 'paths';
  const document = {
    openapi: String(model.document.openapi ?? model.version),
    info: { title: model.info.title, version: model.info.version },
    ...(operation.servers.length ? { servers: operation.servers.map((s) => ({ url: s.url, ...(s.description ? { description: s.description } : {}) })) } : {}),
    // OpenAPI 3.2: a method beyond the fixed ones stays under `additionalOperations`, as written.
    [container]: { [operation.path]: (httpMethods as readonly string[]).includes(operation.method.toLowerCase()) ? { [operation.method.toLowerCase()]: raw } : { additionalOperations: { [operation.method]: raw } } },
    ...(Object.keys(schemas).length || Object.keys(schemes).length
      ? { components: { ...(Object.keys(schemas).length ? { schemas } : {}), ...(Object.keys(schemes).length ? { securitySchemes: schemes } : {}) } }
      : {}),
  };
  return excerptYaml(document);
}
