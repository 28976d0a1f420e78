import { bundle } from '@scalar/json-magic/bundle';
import { fetchUrls, parseJson, parseYaml, readFiles } from '@scalar/json-magic/bundle/plugins/node';
import { offline } from './read-source.ts';
import { walkRefs } from './walk-refs.ts';
import type { JsonObject } from '../model/json.ts';

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
  // The bundler warns on the console about every reference it cannot read; Quire reports each
  // of those itself, with file and line, so the console copy is only noise in CLI output.
  const warn = console.warn;
  console.warn = () => {};
  try {
    return (await bundle(document, {
      origin: options.origin,
      plugins: [readFiles({ basePath: options.root }), ...(offline() ? [] : [fetchUrls({ blockPrivateNetworks: options.blockPrivateNetworks ?? false })]), parseJson(), parseYaml()],
      treeShake: false,
      urlMap: true,
    })) as JsonObject;
  } finally {
    console.warn = warn;
  }
}

/** The original file of a pointer into a bundled external document: `/x-ext/ab12/Pet` -> `schemas/pet.yaml` + `/Pet`. */
export function externalOrigin(document: JsonObject, segments: string[]): { file: string; rest: string[] } | undefined {
  if (segments[0] !== externalKey || segments[1] === undefined) return undefined;
  const urls = document[externalUrlsKey];
  if (typeof urls !== 'object' || urls === null) return undefined;
  const file = (urls as Record<string, unknown>)[segments[1]];
  return typeof file === 'string' ? { file, rest: segments.slice(2) } : undefined;
}

