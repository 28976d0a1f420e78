import { access, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { loadAsyncApi } from '@quire/asyncapi';
import { operationSlug, slugify, SlugRegistry } from '@quire/site';
import { diagnostic, hasErrors, type Diagnostic } from '@quire/diagnostics';
import { isUrl, loadSpec } from '@quire/openapi';
import { isAsyncApiFile } from '../asyncapi-file.ts';
import { channelPage } from '../generate/channel-page.ts';
import { navigationEntries, type NavigationGroup } from '../generate/navigation-entries.ts';
import { operationPage } from '../generate/operation-page.ts';
import { refRoot } from '../ref-root.ts';
import { countSummary, printDiagnostics, printJson, type Output } from '../output.ts';

export interface GenerateOptions {
  spec: string;
  outDir: string;
  overwrite: boolean;
  json: boolean;
}

/**
 * `quire generate` (docs: guides/api-navigation#generate-pages): one MDX page per operation and webhook (per channel for an
 * AsyncAPI document), and the navigation entries for docs.json on stdout. An invalid document
 * writes nothing.
 */
export async function generate(options: GenerateOptions, output: Output): Promise<number> {
  if (await isAsyncApiFile(options.spec)) return generateChannels(options, output);
  const loaded = await loadSpec(options.spec, { root: refRoot(options.spec) });
  const diagnostics: Diagnostic[] = [...loaded.diagnostics];
  if (!loaded.model || hasErrors(diagnostics)) {
    return finish(options, output, { ok: false, written: [], kept: [], navigation: [], diagnostics });
  }
  const model = loaded.model;
  const slugs = new SlugRegistry();
  const pageOf = new Map<string, string>();
  const written: string[] = [];
  const kept: string[] = [];
  for (const op of [...model.operations, ...model.webhooks]) {
    if (op.excluded) continue; // x-excluded: documented nowhere.
    const slug = slugs.claim(operationSlug(op));
    const file = join(options.outDir, `${slug}.mdx`);
    pageOf.set(op.key, toEntry(file));
    if (!options.overwrite && (await exists(file))) {
      kept.push(file);
      diagnostics.push(diagnostic('GENERATE_FILE_KEPT', `${file} exists and was kept.`, { file }));
      continue;
    }
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, operationPage(op));
    written.push(file);
  }
  const navigation = navigationEntries(model, pageOf);
  return finish(options, output, { ok: true, written, kept, navigation, diagnostics });
}

/**
 * AsyncAPI: one MDX page per channel at `<out>/<slug of the channel id>.mdx` (x-excluded ones get
 * none), and one navigation group, titled as the document, listing them. x-hidden channels get a
 * page that the group leaves out, as the site does with the channels it generates.
 */
async function generateChannels(options: GenerateOptions, output: Output): Promise<number> {
  const loaded = await loadAsyncApi(options.spec, { root: refRoot(options.spec) });
  const diagnostics: Diagnostic[] = [...loaded.diagnostics];
  if (!loaded.model || hasErrors(diagnostics)) {
    return finish(options, output, { ok: false, written: [], kept: [], navigation: [], diagnostics });
  }
  const model = loaded.model;
  // Frontmatter names the document as docs.json would, from the folder the entries start from.
  const document = isUrl(options.spec) ? options.spec : toEntry(options.spec, false);
  const slugs = new SlugRegistry();
  const pages: string[] = [];
  const written: string[] = [];
  const kept: string[] = [];
  for (const channel of model.channels) {
    if (channel.excluded) continue;
    const file = join(options.outDir, `${slugs.claim(slugify(channel.id, 'channel'))}.mdx`);
    if (!channel.hidden) pages.push(toEntry(file));
    if (!options.overwrite && (await exists(file))) {
      kept.push(file);
      diagnostics.push(diagnostic('GENERATE_FILE_KEPT', `${file} exists and was kept.`, { file }));
      continue;
    }
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, channelPage(channel, document));
    written.push(file);
  }
  const navigation: NavigationGroup[] = pages.length ? [{ group: model.info.title, pages }] : [];
  return finish(options, output, { ok: true, written, kept, navigation, diagnostics });
}

interface GenerateResult {
  ok: boolean;
  written: string[];
  kept: string[];
  navigation: NavigationGroup[];
  diagnostics: Diagnostic[];
}

function finish(options: GenerateOptions, output: Output, result: GenerateResult): number {
  if (options.json) printJson(result, output);
  else {
    printDiagnostics(result.diagnostics, output.err);
    if (result.ok) {
      output.err(
        `Wrote ${result.written.length} page(s) to ${options.outDir}${result.kept.length ? `, kept ${result.kept.length} existing` : ''}. Navigation entries for docs.json:`,
      );
      output.out(JSON.stringify(result.navigation, null, 2));
    } else output.err(`${options.spec}: not generated (${countSummary(result.diagnostics)}); no files were written.`);
  }
  return result.ok ? 0 : 1;
}

/** A docs.json page entry: the file's path from the working directory, without extension. */
function toEntry(file: string, page = true): string {
  const path = relative(process.cwd(), resolve(file)).replaceAll('\\', '/');
  return page ? path.replace(/\.mdx$/, '') : path;
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}
