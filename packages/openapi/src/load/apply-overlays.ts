// OpenAPI Overlay documents (Overlay Specification 1.0 and 1.1), applied to a parsed OpenAPI
// document in the order docs.json lists them, before it is validated: as on the hosted platform,
// pages, navigation and `quire check` all see the changed document. Targets are RFC 9535 JSONPath
// (jsonpath-rfc9535, which passes the JSONPath compliance suite); no maintained JavaScript library
// applies overlays (openapi-overlays-js uses pre-RFC JSONPath, has no `copy`, and prints its errors).
import { exec, query, type JsonValue } from 'jsonpath-rfc9535';
import { diagnostic, withPositions, type Diagnostic } from '@quire/diagnostics';
import { parseText } from './parse-text.ts';
import { readSource } from './read-source.ts';

type Path = (string | number)[];
type Json = JsonValue;

export interface OverlayOptions {
  cwd: string;
  fetch?: typeof fetch;
}

/** The document with every overlay applied in order; each overlay's problems at its file and line. */
export async function applyOverlays(
  document: unknown,
  overlays: string[],
  options: OverlayOptions,
): Promise<{ document: unknown; diagnostics: Diagnostic[]; texts: string[] }> {
  const diagnostics: Diagnostic[] = [];
  const texts: string[] = [];
  for (const location of overlays) {
    const source = await readSource(location, { cwd: options.cwd, ...(options.fetch ? { fetch: options.fetch } : {}) });
    if ('error' in source) {
      diagnostics.push({
        ...source.error,
        code: 'SPEC_OVERLAY_INVALID',
        message: source.error.message.replace('OpenAPI document', 'overlay'),
        severity: 'error',
      });
      continue;
    }
    texts.push(source.text);
    const parsed = parseText(source.text, location);
    if ('error' in parsed) {
      diagnostics.push({ ...parsed.error, code: 'SPEC_OVERLAY_INVALID', severity: 'error' });
      continue;
    }
    const applied = applyOverlay(document, parsed.value, location);
    document = applied.document;
    diagnostics.push(...withPositions(applied.diagnostics, location, source.text));
  }
  return { document, diagnostics, texts };
}

/** One overlay applied to `document` (changed in place where it can be); problems point into the overlay. */
export function applyOverlay(document: unknown, overlay: unknown, file: string): { document: unknown; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const invalid = (message: string, pointer: string) => diagnostics.push(diagnostic('SPEC_OVERLAY_INVALID', message, { file, pointer }));
  if (!isObject(overlay) || typeof overlay.overlay !== 'string' || !/^1\.[01]\.\d+$/.test(overlay.overlay)) {
    invalid('An overlay document starts with `overlay: 1.0.0` or `overlay: 1.1.0`.', isObject(overlay) && 'overlay' in overlay ? '/overlay' : '');
    return { document, diagnostics };
  }
  const copyAllowed = overlay.overlay.startsWith('1.1');
  if (!isObject(overlay.info) || typeof overlay.info.title !== 'string' || typeof overlay.info.version !== 'string')
    invalid('An overlay needs `info` with a `title` and a `version`.', '/info');
  if (!Array.isArray(overlay.actions) || overlay.actions.length === 0) {
    invalid('An overlay needs `actions`: a list of at least one action.', '/actions');
    return { document, diagnostics };
  }
  const actions: unknown[] = overlay.actions;
  for (const [i, action] of actions.entries()) {
    const at = `/actions/${i}`;
    if (!isObject(action) || typeof action.target !== 'string') {
      invalid("Each action needs a `target`: a JSONPath such as `$.paths['/pets'].get`.", `${at}/target`);
      continue;
    }
    const targets = select(document as Json, action.target);
    if ('error' in targets) {
      invalid(`The target ${action.target} is not a JSONPath (RFC 9535): ${targets.error}`, `${at}/target`);
      continue;
    }
    if (!targets.paths.length) {
      diagnostics.push(
        diagnostic('SPEC_OVERLAY_NO_MATCH', `The target ${action.target} matches nothing in the document, so this action changes nothing.`, {
          file,
          pointer: `${at}/target`,
        }),
      );
      continue;
    }
    if (action.remove === true) {
      // Deepest and last first, so that removing one node does not move the next.
      for (const path of [...targets.paths].sort(comparePaths).reverse()) document = removeAt(document, path);
    } else if ('update' in action) {
      for (const path of targets.paths) document = mergeAt(document, path, action.update as Json);
    } else if ('copy' in action) {
      if (!copyAllowed) {
        invalid('`copy` needs `overlay: 1.1.0`.', `${at}/copy`);
        continue;
      }
      const from = typeof action.copy === 'string' ? select(document as Json, action.copy) : { error: 'it is not a string' };
      if ('error' in from || from.values.length !== 1) {
        invalid(
          `\`copy\` must select exactly one node${'error' in from ? ` (${from.error})` : `; ${String(action.copy)} selects ${from.values.length}`}.`,
          `${at}/copy`,
        );
        continue;
      }
      for (const path of targets.paths) document = mergeAt(document, path, structuredClone(from.values[0]!));
    } else if (action.remove !== false) {
      invalid('An action needs `update`, `remove: true` or (Overlay 1.1) `copy`.', at);
    }
  }
  return { document, diagnostics };
}

function select(document: Json, expression: string): { paths: Path[]; values: Json[] } | { error: string } {
  try {
    const paths: Path[] = [];
    exec(document, expression, (_value, path) => paths.push([...path]));
    return { paths, values: query(document, expression) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** Objects merge key by key, recursively; an array takes the value (or the items of an array) at its end; anything else is replaced. */
function merge(target: Json, value: Json): Json {
  if (Array.isArray(target)) return Array.isArray(value) ? [...target, ...value] : [...target, value];
  if (isObject(target) && isObject(value)) {
    const merged: Record<string, Json> = { ...target };
    for (const [key, child] of Object.entries(value)) {
      const had = merged[key];
      merged[key] = had !== undefined && ((isObject(had) && isObject(child)) || (Array.isArray(had) && Array.isArray(child))) ? merge(had, child) : child;
    }
    return merged;
  }
  return value;
}

function mergeAt(document: unknown, path: Path, value: Json): unknown {
  if (!path.length) return merge(document as Json, value);
  const parent = valueAt(document, path.slice(0, -1)) as Record<string | number, Json>;
  const key = path[path.length - 1]!;
  parent[key] = merge(parent[key]!, value);
  return document;
}

function removeAt(document: unknown, path: Path): unknown {
  if (!path.length) return document;
  const parent = valueAt(document, path.slice(0, -1));
  const key = path[path.length - 1]!;
  if (Array.isArray(parent)) parent.splice(key as number, 1);
  else if (isObject(parent)) delete parent[key];
  return document;
}

function valueAt(document: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], document);
}

function comparePaths(a: Path, b: Path): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] === b[i]) continue;
    return typeof a[i] === 'number' && typeof b[i] === 'number' ? (a[i] as number) - (b[i] as number) : String(a[i]) < String(b[i]) ? -1 : 1;
  }
  return a.length - b.length;
}

function isObject(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
