import { realpath } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { LoaderPlugin, ResolveResult } from '@scalar/json-magic/bundle';
import { offline } from './read-source.ts';
import { walkRefs } from './walk-refs.ts';
import { isObject, type JsonObject } from '../model/json.ts';

const nodeRequire = createRequire(import.meta.url);

/**
 * Scalar's bundler and its loaders (about 30 modules), loaded by the first document that `$ref`s
 * another file: most specs have none, and every `quire dev`, `check` and `build` loaded them at
 * start. Node's `require` rather than `import()`, which an Astro config's module runner refuses
 * once it has closed (as @quire/asyncapi's loadOnFirstUse explains).
 */
function bundler() {
  return {
    ...(nodeRequire('@scalar/json-magic/bundle') as typeof import('@scalar/json-magic/bundle')),
    ...(nodeRequire('@scalar/json-magic/bundle/plugins/node') as typeof import('@scalar/json-magic/bundle/plugins/node')),
    ...(nodeRequire('@scalar/json-magic/helpers/normalize') as typeof import('@scalar/json-magic/helpers/normalize')),
  };
}

/** Key under which bundled external documents live, and their hash -> origin map. */
export const externalKey = 'x-ext';
export const externalUrlsKey = 'x-ext-urls';

export interface BundleOptions {
  /** Absolute path or URL of the document, for resolving relative references. */
  origin: string;
  /** Files outside this folder are never read, whatever a `$ref` says. */
  root: string;
  /** Refuse references to private-network URLs (for hosted builds). */
  blockPrivateNetworks?: boolean;
}

/** Whether any `$ref` leaves the document; most specs have none and skip bundling entirely. */
export function hasExternalRefs(document: unknown): boolean {
  for (const { ref } of walkRefs(document)) if (!ref.startsWith('#')) return true;
  return false;
}

/**
 * Inlines documents referenced by relative path or URL under `x-ext`, turning every reference
 * into an internal one. References that cannot be resolved stay as they were, for the reference
 * check to report with their location.
 */
export async function bundleExternalRefs(document: JsonObject, options: BundleOptions): Promise<JsonObject> {
  // The bundler prints a console warning for every reference it cannot read, and Quire reports each
  // of those itself, with file and line. Rather than silencing the console (a global, shared by specs
  // loading in parallel), the loaders below never fail: a document they cannot read loads as a
  // marker, and the references to it get back what their authors wrote once bundling is done.
  const written = new Map<JsonObject, string>();
  const { bundle, fetchUrls, parseJson, parseYaml, readFiles } = bundler();
  const bundled = (await bundle(document, {
    origin: options.origin,
    plugins: [
      markingFailures(readFiles({ basePath: options.root }), (path) => isOutside(path, options.root)),
      ...(offline() ? [] : [markingFailures(fetchUrls(options.blockPrivateNetworks ? { blockPrivateNetworks: true } : { fetch: fetchOrMark }))]),
      parseJson(),
      parseYaml(),
      // Last: whatever no loader above takes (a URL in an offline build, say) is unreadable too.
      { type: 'loader', validate: () => true, exec: async () => unreadable },
    ],
    hooks: { onResolveStart: (node) => void (typeof node.$ref === 'string' && written.set(node as JsonObject, node.$ref)) },
    treeShake: false,
    urlMap: true,
  })) as JsonObject;
  restoreUnreadable(bundled, written);
  return bundled;
}

/** Stands for a document that could not be read; `$ref`s to it are restored after bundling. */
const unreadableKey = 'x-quire-unreadable';
const marker = { [unreadableKey]: true };
const unreadable: ResolveResult = { ok: true, data: marker, raw: '' };

/** A loader that answers `unreadable` where it would fail (and warn on the console), and for `refuse`d values. */
function markingFailures(loader: LoaderPlugin, refuse?: (value: string) => Promise<boolean>): LoaderPlugin {
  return {
    ...loader,
    exec: async (value) => {
      if (refuse && (await refuse(value))) return unreadable;
      const result = await loader.exec(value);
      return result.ok && result.data !== undefined ? result : unreadable;
    },
  };
}

/**
 * The fetch for URL references, when no private-network guard applies: an answer that is not
 * a JSON or YAML document becomes the marker, so the URL loader has no failure to warn about.
 */
async function fetchOrMark(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  try {
    const response = await fetch(input, init);
    if (response.ok) {
      const text = await response.text();
      if (bundler().normalize(text) !== undefined) return new Response(text);
    }
  } catch {
    // Unreachable, or not JSON or YAML: the reference check explains it.
  }
  return new Response(JSON.stringify(marker));
}

/** Whether a file lies outside `root`, symbolic links followed, as the file loader judges it. */
async function isOutside(path: string, root: string): Promise<boolean> {
  const real = async (target: string) => realpath(resolve(target)).catch(() => resolve(target));
  const fromRoot = relative(await real(root), await real(path));
  return fromRoot === '..' || fromRoot.startsWith(`..${sep}`) || isAbsolute(fromRoot);
}

/** Puts back the `$ref`s the bundler pointed at the marker, and drops the marker documents. */
function restoreUnreadable(document: JsonObject, written: Map<JsonObject, string>): void {
  const external = document[externalKey];
  if (!isObject(external)) return;
  const marked = new Set(Object.keys(external).filter((key) => isObject(external[key]) && external[key][unreadableKey] === true));
  if (marked.size === 0) return;
  for (const [node, ref] of written) {
    const target = typeof node.$ref === 'string' ? node.$ref.split('/')[2] : undefined;
    if (node.$ref !== ref && target !== undefined && marked.has(decodeURIComponent(target))) node.$ref = ref;
  }
  const urls = document[externalUrlsKey];
  for (const key of marked) {
    delete external[key];
    if (isObject(urls)) delete urls[key];
  }
  if (Object.keys(external).length === 0) delete document[externalKey];
  if (isObject(urls) && Object.keys(urls).length === 0) delete document[externalUrlsKey];
}

/** The original file of a pointer into a bundled external document: `/x-ext/ab12/Pet` -> `schemas/pet.yaml` + `/Pet`. */
export function externalOrigin(document: JsonObject, segments: string[]): { file: string; rest: string[] } | undefined {
  if (segments[0] !== externalKey || segments[1] === undefined) return undefined;
  const urls = document[externalUrlsKey];
  if (typeof urls !== 'object' || urls === null) return undefined;
  const file = (urls as Record<string, unknown>)[segments[1]];
  return typeof file === 'string' ? { file, rest: segments.slice(2) } : undefined;
}
