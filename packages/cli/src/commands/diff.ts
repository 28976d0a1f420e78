import { changesAsMarkdown, changesAsText, diffSpecs, specAtRef, summary } from '@quire/changes';
import { formatDiagnostic, hasErrors } from '@quire/diagnostics';
import { isUrl, loadSpec, type ApiModel } from '@quire/openapi';
import { stat } from 'node:fs/promises';
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
 * `quire diff <old> <new>`: what changed between two versions of an OpenAPI document, as two
 * files or as one file at two git refs. Exit 1 on a breaking change (or a document that cannot
 * be read), so that CI can stop a pull request that would break clients.
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
  const changes = diffSpecs(before.model, after.model);
  const breaking = changes.filter((c) => c.breaking).length;
  if (options.format === 'json') printJson({ old: before.label, new: after.label, breaking, changes }, output);
  else if (options.format === 'markdown') output.out(changesAsMarkdown(changes));
  else output.out(changes.length ? changesAsText(changes) : `${summary(changes)} (${before.label} → ${after.label})`);
  return breaking ? 1 : 0;
}

type Version = { model: ApiModel; label: string } | { error: string };

/** One side: a file or URL, or with `spec` a git ref (none: the working tree's file). */
async function version(given: string | undefined, spec: string | undefined): Promise<Version> {
  if (spec === undefined || given === undefined) return load(given ?? spec!, given ?? spec!);
  const copy = await specAtRef(spec, given);
  if ('error' in copy) return copy;
  try {
    return await load(copy.path, `${spec} at ${given}`);
  } finally {
    await copy.remove();
  }
}

async function load(location: string, label: string): Promise<Version> {
  if (!isUrl(location) && !(await stat(location).catch(() => undefined))?.isFile()) {
    return { error: `${location} is not a file. To compare two git refs, name the spec: quire diff <old-ref> <new-ref> --spec <path>.` };
  }
  const loaded = await loadSpec(location, isUrl(location) ? {} : { root: refRoot(location) });
  if (!loaded.model || hasErrors(loaded.diagnostics)) {
    return {
      error: [
        `${label} is not a valid OpenAPI document:`,
        ...loaded.diagnostics.filter((d) => d.severity === 'error').map((d) => `  ${formatDiagnostic(d)}`),
      ].join('\n'),
    };
  }
  return { model: loaded.model, label };
}

function fail(message: string, output: Output): number {
  output.err(`✗ ${message}`);
  return 1;
}
