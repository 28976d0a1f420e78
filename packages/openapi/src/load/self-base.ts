// OpenAPI 3.2's `$self`: the document's own URI, the base its references resolve against. A set
// of documents that name each other by their published URIs is read from the files on disk: a
// reference to this document by its URI becomes an internal one, and one to a document under the
// same folder of that URI becomes the relative path it has from here. Nothing is fetched for what
// lies next to the document.
import { isObject, type JsonObject } from '../model/json.ts';
import { walkRefs } from './walk-refs.ts';

/** Rewrites, in place, the references that `$self` makes local; a document without it is left alone. */
export function resolveAgainstSelf(document: JsonObject): void {
  if (typeof document.$self !== 'string') return;
  // A relative `$self` is resolved against the document's retrieval URI: only its path counts here.
  const self = URL.parse(document.$self, 'quire-self://document/');
  if (!self) return;
  self.hash = '';
  const folder = self.href.slice(0, self.href.lastIndexOf('/') + 1);
  const changes: { holder: JsonObject; ref: string }[] = [];
  for (const { ref, path } of walkRefs(document)) {
    if (ref.startsWith('#')) continue;
    const target = URL.parse(ref, self);
    if (!target) continue;
    const fragment = target.hash;
    target.hash = '';
    const local = target.href === self.href ? fragment || '#' : target.href.startsWith(folder) ? target.href.slice(folder.length) + fragment : undefined;
    const holder = holderAt(document, path());
    const relative = local === undefined ? undefined : decodedPath(local);
    if (relative !== undefined && relative !== ref && holder) changes.push({ holder, ref: relative });
  }
  for (const { holder, ref } of changes) holder.$ref = ref;
}

/** A relative reference with its file part decoded (`my%20file.yaml#/x` -> `my file.yaml#/x`); undefined when it does not decode (`a%zz`): left as written, the loader names it. */
function decodedPath(local: string): string | undefined {
  const hash = local.indexOf('#');
  const [file, fragment] = hash < 0 ? [local, ''] : [local.slice(0, hash), local.slice(hash)];
  try {
    return decodeURIComponent(file) + fragment;
  } catch {
    return undefined;
  }
}

function holderAt(document: JsonObject, path: (string | number)[]): JsonObject | undefined {
  let node: unknown = document;
  for (const key of path) node = (node as Record<string | number, unknown>)?.[key];
  return isObject(node) ? node : undefined;
}
