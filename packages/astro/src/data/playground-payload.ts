import type { SchemaObject } from '@quire/openapi';
import type { PlaygroundData } from '../playground/playground-data.ts';
import { mediaExamples } from '../reference/media-examples.ts';
import type { PageApi } from './page-data.ts';

/**
 * The data the playground island of an endpoint page fetches when it opens: the operation's
 * inputs only (no responses), with the `$ref` targets those inputs reach and body examples ready.
 */
export function playgroundPayload(api: PageApi, mode: 'interactive' | 'simple', proxy: boolean, autogenerate: boolean): PlaygroundData | undefined {
  const op = api.operation;
  if (!op || op.kind !== 'operation') return undefined;
  const requestBody = op.requestBody && {
    required: op.requestBody.required,
    content: op.requestBody.content.map((media) => ({
      mediaType: media.mediaType,
      ...(media.schema ? { schema: media.schema } : {}),
      examples: mediaExamples(media, api.refs, 'request', autogenerate).map((e) => ({ label: e.summary ?? e.name, value: e.value })),
    })),
  };
  const security = op.security;
  const used = new Set(security.flat().map((s) => s.scheme));
  return {
    mode,
    proxy,
    method: op.method,
    path: op.path,
    servers: op.servers,
    parameters: op.parameters,
    ...(requestBody ? { requestBody } : {}),
    security,
    securitySchemes: Object.fromEntries(Object.entries(api.securitySchemes).filter(([name]) => used.has(name))),
    refs: refsReachedBy([op.parameters, op.requestBody], api.refs),
  };
}

/**
 * The `$ref` targets a value reaches, directly or through other targets. A discriminator's
 * `mapping` names schemas too (the subtypes of a base with no oneOf): they count as reached.
 */
function refsReachedBy(value: unknown, refs: Record<string, SchemaObject>): Record<string, SchemaObject> {
  const reached: Record<string, SchemaObject> = {};
  const reach = (ref: string): void => {
    const target = refs[ref];
    if (target && !(ref in reached)) {
      reached[ref] = target;
      visit(target);
    }
  };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      if (key === '$ref' && typeof child === 'string') reach(child);
      else if (key === 'mapping' && child && typeof child === 'object') Object.values(child).forEach((ref) => typeof ref === 'string' && reach(ref));
      else visit(child);
    }
  };
  visit(value);
  return reached;
}
