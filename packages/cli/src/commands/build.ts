import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { buildStandalone, type AdapterName } from '@quire/astro/standalone';
import { docsConfigFileIn } from '@quire/config';
import { hasErrors, type Diagnostic } from '@quire/diagnostics';
import type { LoadedDocsConfig } from '@quire/mcp/build';
import { countSummary, plural, printDiagnostics, type Output } from '../output.ts';
import { printAstroError } from './astro-errors.ts';
import { showProgress } from '../build-progress.ts';

export interface BuildOptions {
  dir: string;
  outDir?: string;
  site?: string;
  /** The path the site is served under (`/docs/`), Astro's `base`. */
  base?: string;
  /** The Astro adapter to deploy the relay with (pages stay static). */
  adapter?: AdapterName;
  /** The page cache of incremental builds; false renders every page. */
  cacheDir?: string | false;
  verbose: boolean;
}

/**
 * `quire build <docs-folder> [-o <out>]`: the static site; exit 1 with the errors on a broken
 * repo. The docs' diagnostics are the same pass `quire check` prints; the build shows every
 * error, every operation left without a page (which, where, why), and counts the other warnings.
 */
export async function build(options: BuildOptions, output: Output): Promise<number> {
  const docs = resolve(options.dir);
  if (!docsConfigFileIn(docs)) {
    output.err(`quire build: ${options.dir} has no docs.json (nor the hosted platform's legacy mint.json). Point it at the folder that holds your docs.json.`);
    return 1;
  }
  const outDir = resolve(options.outDir ?? join(docs, 'dist'));
  const started = performance.now();
  const progress = showProgress(output, { verbose: options.verbose });
  const diagnostics: Diagnostic[] = [];
  const onDiagnostics = (found: readonly Diagnostic[]) => void diagnostics.push(...found);
  const notices: string[] = [];
  const onNotice = (line: string) => void notices.push(line);
  let hostOutput: string | undefined;
  let reused = 0;
  const onPageCache = (report: { reused: number }) => void (reused = report.reused);
  // Counted by the build, which checks that each page was written: a walk of GitHub's 9,000 output files took half a second.
  let pages = 0;
  const onPagesWritten = (count: number) => void (pages = count);
  const cacheDir = typeof options.cacheDir === 'string' ? resolve(options.cacheDir) : options.cacheDir;
  // The MCP tools of the site, found once: bundled into an adapter's `/mcp` function, and written
  // for `quire mcp`, preview and hosting to serve from the built folder.
  const { siteMcpManifest, writeMcpManifest, writeSearchIndex } = await import('@quire/mcp/build');
  let manifest: ReturnType<typeof siteMcpManifest> | undefined;
  // The specs the site names, from the docs the build loaded: reading every page again for them took crewAI seconds.
  let loaded: LoadedDocsConfig | undefined;
  const onDocsLoaded = (site: LoadedDocsConfig) => void (loaded = { config: site.config, mdx: site.mdx, files: site.files });
  const mcpManifest = () => (manifest ??= siteMcpManifest(docs, loaded));
  // With an adapter, `/mcp` is a server function beside the relay's (where the host can run it).
  const integrations = options.adapter ? [(await import('@quire/mcp/astro')).quireMcp({ docs, manifest: mcpManifest, onNotice })] : [];
  // The previous output is removed while the MCP files are written, and the build ends once it is gone.
  let previousOutputRemoved: Promise<void> = Promise.resolve();
  try {
    ({ hostOutput } = await buildStandalone({
      docs,
      outDir,
      onDiagnostics,
      onNotice,
      onPageCache,
      onPagesWritten,
      onDocsLoaded,
      onProgress: progress.report,
      onWaiting: (pid) => output.err(`Another quire build of ${options.dir} is running (pid ${pid}); waiting for it to finish…`),
      onRemovingPreviousOutput: (removed) => void (previousOutputRemoved = removed),
      ...(options.site ? { site: options.site } : {}),
      ...(options.base ? { base: options.base } : {}),
      ...(options.adapter ? { adapter: options.adapter } : {}),
      ...(cacheDir !== undefined ? { cacheDir } : {}),
      integrations,
      logLevel: options.verbose ? 'info' : 'silent',
    }));
  } catch (error) {
    await previousOutputRemoved;
    progress.stop();
    if (hasErrors(diagnostics))
      printDiagnostics(
        diagnostics.filter((d) => d.severity === 'error' || shownAlways(d) || options.verbose),
        output.err,
      );
    else printAstroError(error, output);
    const counts = hasErrors(diagnostics)
      ? `: ${countSummary(diagnostics)}. Fix the places listed above and build again; \`quire check ${options.dir}\` lists the same problems`
      : '';
    output.err(`✗ quire build: ${options.dir} did not build${counts}.`);
    return 1;
  }
  // With an adapter the static files are in `client/`, beside the server's function.
  const staticDir = options.adapter && existsSync(join(outDir, 'client')) ? join(outDir, 'client') : outDir;
  progress.report({ phase: 'mcp' });
  try {
    await writeMcpManifest(staticDir, await mcpManifest());
    // What `/mcp`'s search looks through, built once here so that a server never reads every page to search.
    await writeSearchIndex(staticDir);
  } finally {
    // Also when writing them failed: the command ends only once the previous output is gone.
    await previousOutputRemoved;
  }
  progress.stop();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const shown = diagnostics.filter((d) => shownAlways(d) || options.verbose);
  printDiagnostics(shown, output.err);
  for (const line of notices) output.out(line);
  if (hostOutput) output.out(`Functions for ${options.adapter}: ${relative(process.cwd(), hostOutput) || '.'} (its host's build picks them up from there)`);
  const fromCache = reused ? ` (${reused} unchanged since the last build, from its cache)` : '';
  output.out(
    `✓ Built ${pages} page${pages === 1 ? '' : 's'} into ${relative(process.cwd(), outDir) || '.'} in ${seconds} s${fromCache}${warningSummary(diagnostics, shown, options.dir)}`,
  );
  return 0;
}

/** Operations that get no page and components that failed on a page are news a build must tell; other warnings wait for --verbose. */
function shownAlways(d: Diagnostic): boolean {
  return d.code === 'SPEC_OPERATION_SKIPPED' || d.code === 'MDX_RENDER_FAILED';
}

/** `, 3 warnings: run with --verbose or \`quire check docs\` to list them` */
function warningSummary(all: readonly Diagnostic[], shown: readonly Diagnostic[], dir: string): string {
  if (!all.length) return '';
  if (shown.length === all.length) return `, ${plural(all.length, 'warning')} (listed above)`;
  return `, ${plural(all.length, 'warning')}: run with --verbose or \`quire check ${dir}\` to list them`;
}
