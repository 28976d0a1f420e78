import type { ApiModel, Operation } from '@quire/openapi';
import { fromPointer } from '@quire/diagnostics';
import { httpMethods, lookupRef, reachableRefs } from '@quire/openapi';
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
  // Every object the operation's `$ref`s reach, at its own pointer so that each ref resolves as
  // written: component schemas, shared parameters, and schemas of other files bundled under
  // `x-ext` (a component that is a `$ref` to `pet.yaml` would otherwise point nowhere, and the
  // payload's fields be missing). Shorter pointers first: a deeper ref inside one is already there.
  const reached: Record<string, unknown> = {};
  for (const ref of Object.keys(reachableRefs(raw, model.document)).sort((a, b) => a.length - b.length)) {
    const path = fromPointer(ref);
    if (path.length < 2 || path[0] === 'paths' || path[0] === 'webhooks') continue;
    placeAt(reached, path, lookupRef(model.document, ref));
  }
  const components = { ...(isRecord(reached.components) ? reached.components : {}), ...(Object.keys(schemes).length ? { securitySchemes: schemes } : {}) };
  const container = operation.kind === 'webhook' ? 'webhooks' : 'paths';
  const document = {
    openapi: String(model.document.openapi ?? model.version),
    info: { title: model.info.title, version: model.info.version },
    ...(operation.servers.length ? { servers: operation.servers.map((s) => ({ url: s.url, ...(s.description ? { description: s.description } : {}) })) } : {}),
    // OpenAPI 3.2: a method beyond the fixed ones stays under `additionalOperations`, as written.
    [container]: {
      [operation.path]: (httpMethods as readonly string[]).includes(operation.method.toLowerCase())
        ? { [operation.method.toLowerCase()]: raw }
        : { additionalOperations: { [operation.method]: raw } },
    },
    ...(Object.keys(components).length ? { components } : {}),
    ...Object.fromEntries(Object.entries(reached).filter(([key]) => key !== 'components')),
  };
  return excerptYaml(document);
}

/** Sets `value` at `path` inside `root`, making the objects on the way. */
function placeAt(root: Record<string, unknown>, path: string[], value: unknown): void {
  let node = root;
  for (const segment of path.slice(0, -1)) {
    const next = node[segment];
    node = typeof next === 'object' && next !== null ? (next as Record<string, unknown>) : ((node[segment] = {}) as Record<string, unknown>);
  }
  const last = path.at(-1)!;
  if (!(last in node)) node[last] = value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
