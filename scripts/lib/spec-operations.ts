/**
 * What each operation of an OpenAPI 3.x document should show on its reference page, read straight
 * from the JSON with its own small `$ref` resolver: deliberately not through @quire/openapi, so a
 * parameter the normalizer drops is caught rather than agreed with.
 */
import { readFileSync } from 'node:fs';

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

/** The sections (and parameter names) an operation's page must carry. */
export interface ExpectedPage {
  /** `GET /pets` or `webhook newPet`, as the site manifest names operations. */
  key: string;
  parameters: { in: ParameterLocation; name: string }[];
  requestBody: boolean;
  responses: boolean;
  /** `x-excluded`: the operation has no page by design. */
  excluded: boolean;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'];
const LOCATIONS = new Set<string>(['path', 'query', 'header', 'cookie']);
/** OpenAPI 3: header parameters with these names "SHALL be ignored", so a page may leave them out. */
const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every operation and webhook of a JSON spec file, keyed like the manifest keys them (first one wins). */
export function expectedPages(file: string): Map<string, ExpectedPage> {
  const document: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isObject(document)) return new Map();
  const resolve = resolver(document);
  const pages = new Map<string, ExpectedPage>();
  for (const section of ['paths', 'webhooks'] as const) {
    for (const [path, rawItem] of Object.entries(isObject(document[section]) ? document[section] : {})) {
      const item = resolve(rawItem);
      if (path.startsWith('x-') || !item) continue;
      const shared = parameters(item.parameters, resolve);
      for (const method of METHODS) {
        const operation = resolve(item[method]);
        if (!operation) continue;
        const key = section === 'webhooks' ? `webhook ${path}` : `${method.toUpperCase()} ${path}`;
        if (pages.has(key)) continue;
        const own = parameters(operation.parameters, resolve);
        const overridden = new Set(own.map((p) => `${p.in}:${p.name}`));
        const responses = resolve(operation.responses);
        pages.set(key, {
          key,
          parameters: [...shared.filter((p) => !overridden.has(`${p.in}:${p.name}`)), ...own].filter(
            (p) => !(p.in === 'header' && IGNORED_HEADERS.has(p.name.toLowerCase())),
          ),
          requestBody: resolve(operation.requestBody) !== undefined,
          responses: responses !== undefined && Object.keys(responses).some((status) => !status.startsWith('x-')),
          excluded: operation['x-excluded'] === true,
        });
      }
    }
  }
  return pages;
}

function parameters(value: unknown, resolve: (value: unknown) => Json | undefined): ExpectedPage['parameters'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw) => {
    const p = resolve(raw);
    return p && typeof p.name === 'string' && typeof p.in === 'string' && LOCATIONS.has(p.in) ? [{ in: p.in as ParameterLocation, name: p.name }] : [];
  });
}

/** Follows local `$ref`s (`#/components/...`), chains included; undefined for anything unresolvable or cyclic. */
function resolver(document: Json): (value: unknown) => Json | undefined {
  const at = (pointer: string): unknown => {
    let node: unknown = document;
    for (const raw of pointer.slice(2).split('/')) {
      const part = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
      if (!isObject(node) && !Array.isArray(node)) return undefined;
      node = (node as Json)[part];
    }
    return node;
  };
  return (value) => {
    const seen = new Set<string>();
    let node = value;
    while (isObject(node) && typeof node.$ref === 'string') {
      const ref = node.$ref;
      if (!ref.startsWith('#/') || seen.has(ref)) return undefined;
      seen.add(ref);
      node = at(ref);
    }
    return isObject(node) ? node : undefined;
  };
}
