import { stat } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { diagnoseDocs } from '@quire/astro/diagnose';
import { hasErrors, type Diagnostic } from '@quire/diagnostics';
import { loadAsyncApi } from '@quire/asyncapi';
import { isUrl, loadSpec } from '@quire/openapi';
import { countSummary, plural, printDiagnostics, printJson, type Output } from '../output.ts';
import { declaredAsyncApiVersion } from '../asyncapi-file.ts';
import { refRoot } from '../ref-root.ts';

export interface CheckOptions {
  target: string;
  json: boolean;
  /** Warnings fail too (`--strict`): for authors who want every one of them fixed. */
  strict?: boolean;
}

/** `quire check` (docs: guides/api-navigation#check-specs): one OpenAPI or AsyncAPI document, or a whole docs folder. Exit 0 when valid. */
export async function check(options: CheckOptions, output: Output): Promise<number> {
  const docsDir = await docsFolderOf(options.target);
  const { summary, diagnostics } = docsDir ? await checkSite(docsDir) : await checkSpec(options.target);
  const ok = !hasErrors(diagnostics) && !(options.strict && diagnostics.length);
  if (options.json) printJson({ ok, kind: docsDir ? 'site' : 'spec', summary, diagnostics }, output);
  else {
    printDiagnostics(diagnostics, output.out);
    output.out(
      ok
        ? `✓ ${summary}${diagnostics.length ? ` (${countSummary(diagnostics)})` : ''}`
        : `✗ ${options.target}: ${countSummary(diagnostics)}${hasErrors(diagnostics) ? '' : ' (--strict)'}`,
    );
  }
  return ok ? 0 : 1;
}

async function checkSpec(target: string): Promise<{ summary: string; diagnostics: Diagnostic[] }> {
  const asyncApiVersion = await declaredAsyncApiVersion(target);
  if (asyncApiVersion !== undefined) return checkAsyncApi(target, asyncApiVersion);
  const loaded = await loadSpec(target, isUrl(target) ? {} : { root: refRoot(target) });
  const model = loaded.model;
  const summary =
    model && !hasErrors(loaded.diagnostics)
      ? `${target}: valid OpenAPI ${model.version} (${plural(model.operations.length, 'operation')}, ${plural(model.webhooks.length, 'webhook')}, ${plural(model.schemas.length, 'schema')})`
      : `${target}: invalid`;
  return { summary, diagnostics: loaded.diagnostics };
}

/** AsyncAPI documents go to @quire/asyncapi, whose parser (large) loads with the first document. */
async function checkAsyncApi(target: string, declared: string): Promise<{ summary: string; diagnostics: Diagnostic[] }> {
  const loaded = await loadAsyncApi(target, { root: refRoot(target) });
  const model = loaded.model;
  // A 2.x document is read through the converter: say what it is, and what Quire read it as.
  const version = model && model.version !== declared ? `${declared}, read as ${model.version}` : declared;
  const summary =
    model && !hasErrors(loaded.diagnostics)
      ? `${target}: valid AsyncAPI ${version} (${plural(model.channels.length, 'channel')}, ${plural(model.operations.length, 'operation')}, ${plural(model.servers.length, 'server')})`
      : `${target}: invalid`;
  return { summary, diagnostics: loaded.diagnostics };
}

/** The same diagnostics pass as `quire build` and `quire dev`, so all three give one verdict. */
async function checkSite(dir: string): Promise<{ summary: string; diagnostics: Diagnostic[] }> {
  const { site } = await diagnoseDocs(dir);
  const routes = site.manifest?.routes ?? [];
  const api = routes.filter((r) => r.kind === 'operation' || r.kind === 'webhook').length;
  const channels = routes.filter((r) => r.kind === 'channel').length;
  const asyncDocs = site.asyncSpecs.size;
  // AsyncAPI figures appear only in sites that use AsyncAPI, so OpenAPI-only summaries stay short.
  const kinds = [`${site.mdx.length} MDX`, `${api} API`, ...(asyncDocs || channels ? [plural(channels, 'channel')] : [])];
  const documents = [plural(site.specs.size, 'OpenAPI spec'), ...(asyncDocs ? [plural(asyncDocs, 'AsyncAPI document')] : [])];
  const summary = `${dir}: ${plural(routes.length, 'page')} (${kinds.join(', ')}), ${documents.join(', ')}`;
  return { summary, diagnostics: site.diagnostics };
}

/** A folder, or a docs.json file, means the whole docs folder. */
async function docsFolderOf(target: string): Promise<string | undefined> {
  if (isUrl(target)) return undefined;
  if (basename(target) === 'docs.json') return dirname(target);
  const info = await stat(target).catch(() => undefined);
  return info?.isDirectory() ? target : undefined;
}
