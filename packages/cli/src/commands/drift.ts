import { hasErrors, type Diagnostic } from '@quire/diagnostics';
import { environmentCredentials } from '@quire/mcp';
import { isUrl, loadSpec, type ApiModel } from '@quire/openapi';
import { differenceLine } from '@quire/request/check';
import { checkDrift, type DriftResult } from '@quire/request/drift';
import { stat } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { diagnoseDocs } from '@quire/astro/diagnose';
import { plural, printDiagnostics, printJson, type Output } from '../output.ts';
import { refRoot } from '../ref-root.ts';

export interface DriftOptions {
  target: string;
  /** The running API's base URL. */
  against: string;
  json: boolean;
}

/**
 * `quire check <spec | docs-folder> --against <base-url>`: a drift report a team runs in CI. Each
 * safe operation is sent with its examples and its answer held to the documentation; exit 1 when
 * any answer differs or none came, 0 when all match (skipped operations are listed, not failed).
 */
export async function drift(options: DriftOptions, output: Output): Promise<number> {
  const { models, diagnostics } = await modelsOf(options.target);
  if (hasErrors(diagnostics) || !models.length) {
    printDiagnostics(diagnostics, output.out);
    output.out(`✗ ${options.target}: ${models.length ? 'invalid' : 'no OpenAPI document'}, so the API was not called`);
    return 1;
  }
  const results: (DriftResult & { spec: string })[] = [];
  for (const model of models) {
    const report = await checkDrift(model, { baseUrl: options.against, secretOf: environmentCredentials() });
    results.push(...report.results.map((r) => ({ ...r, spec: model.source })));
  }
  const drifted = results.filter((r) => r.error || (r.verdict && !r.verdict.matches));
  const skipped = results.filter((r) => r.skipped);
  const checked = results.length - skipped.length;
  if (options.json) {
    printJson({ ok: drifted.length === 0, against: options.against, checked, drifted: drifted.length, skipped: skipped.length, results }, output);
    return drifted.length ? 1 : 0;
  }
  // Nothing answered at all: one line says so, not one per operation.
  const errors = new Set(results.map((r) => r.error));
  if (checked && drifted.length === checked && errors.size === 1 && !errors.has(undefined)) {
    output.out(`✗ ${[...errors][0]!.replace(/^The API/, `The API at ${options.against}`)} Is it running?`);
    return 1;
  }
  for (const r of results) for (const line of resultLines(r, models.length > 1)) output.out(line);
  const tail = skipped.length ? ` (${skipped.length} skipped)` : '';
  if (!checked) output.out(`✗ No operation could be sent to ${options.against}${tail}: nothing was checked.`);
  else if (drifted.length) output.out(`✗ ${drifted.length} of ${plural(checked, 'operation')} differ from the documentation at ${options.against}${tail}.`);
  else output.out(`✓ ${plural(checked, 'operation')} answer as documented at ${options.against}${tail}.`);
  return drifted.length || !checked ? 1 : 0;
}

function resultLines(r: DriftResult & { spec: string }, many: boolean): string[] {
  const name = many ? `${r.operation} (${r.spec})` : r.operation;
  if (r.skipped) return [`- ${name}: skipped, ${r.skipped}.`];
  if (r.error) return [`✗ ${name}: ${r.error}`, `    sent ${r.sent}`];
  const verdict = r.verdict!;
  if (verdict.matches) return [`✓ ${name}: ${r.status} as documented`];
  return [
    `✗ ${name}: ${r.status}, ${plural(verdict.differences.length, 'difference')}`,
    `    sent ${r.sent}`,
    ...verdict.differences.map((d) => `    ${differenceLine(d)}`),
  ];
}

async function modelsOf(target: string): Promise<{ models: ApiModel[]; diagnostics: Diagnostic[] }> {
  const folder =
    !isUrl(target) && (basename(target) === 'docs.json' ? dirname(target) : (await stat(target).catch(() => undefined))?.isDirectory() ? target : undefined);
  if (folder) {
    const { site } = await diagnoseDocs(folder);
    return { models: [...site.specs.values()].flatMap((s) => (s.model ? [s.model] : [])), diagnostics: site.diagnostics };
  }
  const loaded = await loadSpec(target, isUrl(target) ? {} : { root: refRoot(target) });
  return { models: loaded.model ? [loaded.model] : [], diagnostics: loaded.diagnostics };
}
