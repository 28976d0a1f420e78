import { dirname, resolve } from 'node:path';
import { diagnostic, fromPointer, toPointer, withPositions, type Diagnostic } from '@quire/diagnostics';
import { normalize } from '../model/normalize.ts';
import { httpMethods, type ApiModel } from '../model/types.ts';
import type { JsonObject } from '../model/json.ts';
import { bundleExternalRefs, externalOrigin, hasExternalRefs } from './bundle-external-refs.ts';
import { checkRefs } from './check-refs.ts';
import { detectVersion } from './detect-version.ts';
import { parseText } from './parse-text.ts';
import { readSource } from './read-source.ts';
import { resolveAgainstSelf } from './self-base.ts';
import { validateDocument } from './validate-document.ts';
import { cachedValidation } from './validation-cache.ts';

export interface LoadOptions {
  /** Folder that relative spec paths start from. Default: the working directory. */
  cwd?: string;
  /** `$ref`s may read files inside this folder only (relative to the working directory). Default: the spec's own folder. */
  root?: string;
  /** Refuse `$ref`s and spec URLs on private networks (hosted builds). */
  blockPrivateNetworks?: boolean;
  fetch?: typeof fetch;
  /** Where the validator's findings are kept by the document's hash, to skip validating it again (validation-cache.ts). */
  validationCacheDir?: string;
  /** Where documents named by URL are kept when fetched, to build from when the URL cannot be reached (read-source.ts). */
  urlCacheDir?: string;
  /** OpenAPI Overlay documents (paths relative to `cwd`, or URLs) applied in order after parsing, before validation. */
  overlays?: string[];
}

/** An operation or webhook that gets no page, and why. */
export interface DroppedOperation {
  /** The reference users write: `POST /pets`, `webhook petAdopted`. */
  key: string;
  /** Its errors, in the order found, with their places. */
  errors: Diagnostic[];
}

export interface LoadedSpec {
  /** The location as given. */
  source: string;
  /** Present when the document can be used: no errors outside operations. */
  model?: ApiModel;
  /** Every problem found, in the order found, with file, pointer, line and column where known. */
  diagnostics: Diagnostic[];
  /** Operations left out of `model` because they have errors (docs: guides/api-navigation#operations-with-errors), each with those errors. */
  dropped: DroppedOperation[];
  /** SHA-256 of the source text, for caching. */
  hash?: string;
}

/**
 * Reads, parses, bundles, validates and normalizes one OpenAPI document. Never throws for bad
 * input: every problem is a diagnostic. Errors inside an operation drop that operation only;
 * errors elsewhere make the document unusable, as a half-read spec would mislead readers.
 */
export async function loadSpec(location: string, options: LoadOptions = {}): Promise<LoadedSpec> {
  const cwd = resolve(options.cwd ?? '.');
  const source = await readSource(location, {
    cwd,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.urlCacheDir ? { urlCacheDir: options.urlCacheDir } : {}),
  });
  if ('error' in source) return { source: location, diagnostics: [source.error], dropped: [] };
  let hash = await sha256(source.text);
  const overlayDiagnostics: Diagnostic[] = [];
  const done = (diagnostics: Diagnostic[], model?: ApiModel): LoadedSpec => {
    const positioned = [...(source.warning ? [source.warning] : []), ...overlayDiagnostics, ...withPositions(diagnostics, location, source.text)];
    return { source: location, diagnostics: positioned, dropped: model ? droppedOperations(positioned) : [], hash, ...(model ? { model } : {}) };
  };

  const parsed = parseText(source.text, location);
  if ('error' in parsed) return done([parsed.error]);
  if (options.overlays?.length) {
    // Loaded only here: its JSONPath library is 41 modules that every start loaded, though few sites have overlays.
    const { applyOverlays } = await import('./apply-overlays.ts');
    const overlaid = await applyOverlays(parsed.value, options.overlays, { cwd, ...(options.fetch ? { fetch: options.fetch } : {}) });
    overlayDiagnostics.push(...overlaid.diagnostics);
    if (overlayDiagnostics.some((d) => d.severity === 'error')) return done([]);
    parsed.value = overlaid.document;
    // The document validated and cached is the overlaid one: its key covers the overlays' texts too.
    hash = await sha256([source.text, ...overlaid.texts].join('\0'));
  }
  const detected = detectVersion(parsed.value, location);
  if ('error' in detected) return done([detected.error]);
  const { version } = detected;
  let document = parsed.value as JsonObject;

  const diagnostics: Diagnostic[] = [];
  if (version === '3.0' && document.webhooks !== undefined) {
    diagnostics.push(
      diagnostic('SPEC_WEBHOOKS_NEED_3_1', `\`webhooks\` needs OpenAPI 3.1 or later; this document is ${String(document.openapi)}.`, {
        file: location,
        pointer: '/webhooks',
      }),
    );
  }
  const origin = source.isUrl ? source.location : source.path;
  const root = options.root ? resolve(options.root) : dirname(source.path);
  // 3.2: references by the document's own `$self` URI are read from the files next to it.
  resolveAgainstSelf(document);
  const external = hasExternalRefs(document);
  if (external) {
    document = await bundleExternalRefs(document, { origin, root, ...(options.blockPrivateNetworks ? { blockPrivateNetworks: true } : {}) });
  }
  const validate = () => validateDocument(document, location, version);
  // A document that `$ref`s others is more than its own text: its findings are kept by the
  // bundled document, which holds what it took from those files.
  const validatedHash = external ? await sha256(JSON.stringify(document)) : hash;
  const validated = await cachedValidation(options.validationCacheDir, { hash: validatedHash, version, location }, validate);
  diagnostics.push(...checkRefs(document, location, origin, root), ...validated);
  const normalized = normalize(document, location, version);
  diagnostics.push(...normalized.diagnostics);

  const located = unique(diagnostics).map((d) => pointExternal(d, document));
  const fatal = located.filter((d) => d.severity === 'error' && operationKeyOf(d) === undefined);
  if (fatal.length) return done(located);
  const dropped = new Set(located.filter((d) => d.severity === 'error').map(operationKeyOf));
  const model = normalized.model;
  if (dropped.size) {
    const keep = (op: { key: string }) => !dropped.has(op.key);
    model.operations = model.operations.filter(keep);
    model.webhooks = model.webhooks.filter(keep);
  }
  return done(located, model);
}

/** The operations that errors lie in, each with its errors (a usable model has no other errors). */
function droppedOperations(diagnostics: Diagnostic[]): DroppedOperation[] {
  const byKey = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const key = d.severity === 'error' ? operationKeyOf(d) : undefined;
    if (key !== undefined) byKey.set(key, [...(byKey.get(key) ?? []), d]);
  }
  return [...byKey].map(([key, errors]) => ({ key, errors }));
}

/** The operation a diagnostic lies in, as users write it (`POST /pets`, `webhook petAdopted`), or undefined. */
function operationKeyOf(d: Diagnostic): string | undefined {
  if (d.pointer === undefined) return undefined;
  const [section, path, fixed, additional] = fromPointer(d.pointer);
  // 3.2: `additionalOperations/COPY` is the operation `COPY`, its name kept as written.
  const method = fixed === 'additionalOperations' ? additional : (httpMethods as readonly string[]).includes(fixed ?? '') ? fixed!.toUpperCase() : undefined;
  if ((section !== 'paths' && section !== 'webhooks') || path === undefined || method === undefined) return undefined;
  return section === 'webhooks' ? `webhook ${path}` : `${method} ${path}`;
}

/** Diagnostics inside a bundled external file name that file and the pointer within it. */
function pointExternal(d: Diagnostic, document: JsonObject): Diagnostic {
  if (d.pointer === undefined) return d;
  const origin = externalOrigin(document, fromPointer(d.pointer));
  return origin ? { ...d, file: origin.file, pointer: toPointer(origin.rest) } : d;
}

/** One diagnostic per code and place: several checks may find the same dangling `$ref`. */
function unique(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const id = `${d.code} ${d.pointer}`;
    return !seen.has(id) && !!seen.add(id);
  });
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Buffer.from(digest).toString('hex');
}
