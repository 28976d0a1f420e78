import { asyncApi3Document, changesAsMarkdown, changesAsText, diffAsyncApi, diffSpecs, specAtRef, summary, type Change } from '@quire/changes';
import { formatDiagnostic, hasErrors, type Diagnostic } from '@quire/diagnostics';
import { isUrl, loadSpec, type ApiModel } from '@quire/openapi';
import { stat } from 'node:fs/promises';
import { asyncApiDocumentIn } from '../asyncapi-file.ts';
import { printJson, type Output } from '../output.ts';
import { refRoot } from '../ref-root.ts';

export interface DiffOptions {
  old: string;
  /** Absent with `spec`: the working tree's copy of the spec. */
  new?: string;
  /** The spec's path when `old` and `new` are git refs. */
  spec?: string;
  format: 'text' | 'markdown' | 'json';
}

/**
 * `quire diff <old> <new>`: what changed between two versions of an OpenAPI or AsyncAPI document
 * (told apart by their content), as two files or as one file at two git refs. Exit 1 on a
 * breaking change (or a document that cannot be read), so that CI can stop a pull request that
 * would break clients; 2 for two documents of different kinds.
 */
export async function diff(options: DiffOptions, output: Output): Promise<number> {
  if (options.new === undefined && options.spec === undefined) {
    output.err('quire diff: missing <new>. Compare two files (quire diff old.yaml new.yaml) or two git refs (quire diff HEAD~1 HEAD --spec openapi.yaml).');
    return 2;
  }
  const before = await version(options.old, options.spec);
  if ('error' in before) return fail(before.error, output);
  const after = await version(options.new, options.spec);
  if ('error' in after) return fail(after.error, output);
  if (before.kind !== after.kind) {
    output.err(`✗ ${before.label} is ${kinds[before.kind]} and ${after.label} ${kinds[after.kind]}: quire diff compares two versions of one document.`);
    return 2;
  }
  const changes = compare(before, after);
  const breaking = changes.filter((c) => c.breaking).length;
  if (options.format === 'json') printJson({ old: before.label, new: after.label, breaking, changes }, output);
  else if (options.format === 'markdown') output.out(changesAsMarkdown(changes));
  else output.out(changes.length ? changesAsText(changes) : `${summary(changes)} (${before.label} → ${after.label})`);
  return breaking ? 1 : 0;
}

type Version = ({ kind: 'openapi'; model: ApiModel } | { kind: 'asyncapi'; document: Record<string, unknown> }) & { label: string };

const kinds = { openapi: 'an OpenAPI document', asyncapi: 'an AsyncAPI document' };

function compare(before: Version, after: Version): Change[] {
  if (before.kind === 'openapi' && after.kind === 'openapi') return diffSpecs(before.model, after.model);
  if (before.kind === 'asyncapi' && after.kind === 'asyncapi') return diffAsyncApi(before.document, after.document);
  return [];
}

/** One side: a file or URL, or with `spec` a git ref (none: the working tree's file). */
async function version(given: string | undefined, spec: string | undefined): Promise<Version | { error: string }> {
  if (spec === undefined || given === undefined) return load(given ?? spec!, given ?? spec!);
  const copy = await specAtRef(spec, given);
  if ('error' in copy) return copy;
  try {
    return await load(copy.path, `${spec} at ${given}`);
  } finally {
    await copy.remove();
  }
}

async function load(location: string, label: string): Promise<Version | { error: string }> {
  if (!isUrl(location) && !(await stat(location).catch(() => undefined))?.isFile()) {
    return { error: `${location} is not a file. To compare two git refs, name the spec: quire diff <old-ref> <new-ref> --spec <path>.` };
  }
  const options = isUrl(location) ? {} : { root: refRoot(location) };
  const raw = await asyncApiDocumentIn(location);
  if (raw) {
    const { loadAsyncApi } = await import('@quire/asyncapi');
    const loaded = await loadAsyncApi(location, options);
    if (!loaded.model || hasErrors(loaded.diagnostics)) return invalid(label, 'AsyncAPI', loaded.diagnostics);
    // Compared as written, in the 3.x shape the pages and a change history know (2.x converted), as a history compares it.
    const document = asyncApi3Document(raw);
    return document ? { kind: 'asyncapi', document, label } : { error: `${label} could not be converted to AsyncAPI 3.0.` };
  }
  const loaded = await loadSpec(location, options);
  if (!loaded.model || hasErrors(loaded.diagnostics)) return invalid(label, 'OpenAPI', loaded.diagnostics);
  return { kind: 'openapi', model: loaded.model, label };
}

function invalid(label: string, kind: string, diagnostics: Diagnostic[]): { error: string } {
  return {
    error: [`${label} is not a valid ${kind} document:`, ...diagnostics.filter((d) => d.severity === 'error').map((d) => `  ${formatDiagnostic(d)}`)].join(
      '\n',
    ),
  };
}

function fail(message: string, output: Output): number {
  output.err(`✗ ${message}`);
  return 1;
}
