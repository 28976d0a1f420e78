import { toPointer } from '@quire/diagnostics';
import { resolveObject, type NormalizeContext } from './context.ts';
import { asArray, asObject, asString, extensionsOf, isObject, type JsonObject } from './json.ts';
import { readRequestBody, readResponses } from './media.ts';
import { mergeParameters, readParameters } from './parameters.ts';
import { readSecurity } from './security.ts';
import { readServers } from './servers.ts';
import { httpMethods, type Callback, type HttpMethod, type Operation, type SecurityRequirement, type Server } from './types.ts';
import { readDocsExtension } from './x-docs.ts';

/** What an operation inherits when it does not say otherwise. */
export interface Inherited {
  security: SecurityRequirement[];
  servers: Server[];
}

/** Every operation of a `paths` or `webhooks` map, in document order. */
export function readOperations(ctx: NormalizeContext, kind: Operation['kind'], inherited: Inherited): Operation[] {
  const section = kind === 'operation' ? 'paths' : 'webhooks';
  const operations: Operation[] = [];
  for (const [path, rawItem] of Object.entries(asObject(ctx.document[section]))) {
    if (path.startsWith('x-')) continue;
    const itemPath = [section, path];
    const item = resolveObject(ctx, rawItem, itemPath);
    if (!item) continue;
    const pathParameters = readParameters(ctx, item.parameters, [...itemPath, 'parameters']);
    // Path-level `security` is not standard OpenAPI, but users write it; honor it between root and operation.
    const pathLevel: Inherited = {
      security: readSecurity(item.security) ?? inherited.security,
      servers: readServers(item.servers) ?? inherited.servers,
    };
    for (const method of httpMethods) {
      const raw = item[method];
      if (!isObject(raw)) continue;
      operations.push(readOperation(ctx, { kind, path, method, raw, itemPath, pathParameters, pathLevel, item }));
    }
    // OpenAPI 3.2: any other method, keyed by its name as sent (`COPY`). A fixed method listed here
    // is invalid (the validator says so) and would clash with the fixed one's page: skipped.
    for (const [name, rawOperation] of Object.entries(asObject(item.additionalOperations))) {
      if ((httpMethods as readonly string[]).includes(name.toLowerCase()) || !isObject(rawOperation)) continue;
      const raw = resolveObject(ctx, rawOperation, [...itemPath, 'additionalOperations', name]);
      if (!raw) continue;
      operations.push(readOperation(ctx, { kind, path, method: name, raw, itemPath: [...itemPath, 'additionalOperations'], pathParameters, pathLevel, item }));
    }
  }
  return operations;
}

interface OperationInput {
  kind: Operation['kind'];
  path: string;
  /** A fixed method (lowercase, as the path item's key), or an additional one as written. */
  method: string;
  raw: JsonObject;
  item: JsonObject;
  itemPath: string[];
  pathParameters: ReturnType<typeof readParameters>;
  pathLevel: Inherited;
}

function readOperation(ctx: NormalizeContext, input: OperationInput): Operation {
  const { kind, path, raw, item } = input;
  const at = [...input.itemPath, input.method];
  const method: HttpMethod = (httpMethods as readonly string[]).includes(input.method) ? input.method.toUpperCase() : input.method;
  const summary = asString(raw.summary) ?? asString(item.summary);
  const description = asString(raw.description) ?? asString(item.description);
  const operationId = asString(raw.operationId);
  const requestBody = readRequestBody(ctx, raw.requestBody, [...at, 'requestBody']);
  return {
    kind,
    key: kind === 'webhook' ? `webhook ${path}` : `${method} ${path}`,
    method,
    path,
    ...(operationId ? { operationId } : {}),
    ...(summary ? { summary } : {}),
    ...(description ? { description } : {}),
    tags: asArray(raw.tags).filter((t): t is string => typeof t === 'string'),
    deprecated: raw.deprecated === true,
    hidden: raw['x-hidden'] === true,
    excluded: raw['x-excluded'] === true,
    docs: readDocsExtension(ctx, raw, at),
    parameters: mergeParameters(input.pathParameters, readParameters(ctx, raw.parameters, [...at, 'parameters'])),
    ...(requestBody ? { requestBody } : {}),
    responses: readResponses(ctx, raw.responses, [...at, 'responses']),
    security: readSecurity(raw.security) ?? input.pathLevel.security,
    servers: readServers(raw.servers) ?? input.pathLevel.servers,
    callbacks: readCallbacks(ctx, raw.callbacks, [...at, 'callbacks']),
    extensions: extensionsOf(raw),
    pointer: toPointer(at),
  };
}

/** Each request of each callback, references resolved, in document order. */
function readCallbacks(ctx: NormalizeContext, value: unknown, path: (string | number)[]): Callback[] {
  const callbacks: Callback[] = [];
  for (const [name, rawCallback] of Object.entries(asObject(value))) {
    const callback = resolveObject(ctx, rawCallback, [...path, name]);
    for (const [expression, rawItem] of Object.entries(callback ?? {})) {
      if (expression.startsWith('x-')) continue;
      const item = resolveObject(ctx, rawItem, [...path, name, expression]);
      for (const method of httpMethods) {
        const raw = item?.[method];
        if (!isObject(raw)) continue;
        const at = [...path, name, expression, method];
        const summary = asString(raw.summary);
        const description = asString(raw.description);
        const requestBody = readRequestBody(ctx, raw.requestBody, [...at, 'requestBody']);
        callbacks.push({
          name,
          expression,
          method: method.toUpperCase() as HttpMethod,
          ...(summary ? { summary } : {}),
          ...(description ? { description } : {}),
          ...(requestBody ? { requestBody } : {}),
          responses: readResponses(ctx, raw.responses, [...at, 'responses']),
        });
      }
    }
  }
  return callbacks;
}
