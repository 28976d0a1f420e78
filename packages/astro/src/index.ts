import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import type { AstroIntegration } from 'astro';
import mdx from '@astrojs/mdx';
import { loadDocs, type BrokenDocs, type DiagnosticsListener, type LoadedDocs } from './integration/load-docs.ts';
import { showDocsErrors } from './integration/show-docs-errors.ts';
import { writeSiteData, type SiteModules } from './integration/write-site-data.ts';
import { offerStandaloneCompiler } from './integration/standalone-pages.ts';
import { withCodeAsHtml } from './integration/code-as-html.ts';
import { quireVitePlugin } from './integration/vite-plugin.ts';
import { docsTailwind } from './integration/docs-tailwind.ts';
import { islandRenderer, islandRendererDirs, islandRendererOptions } from './integration/island-renderer.ts';
import { withoutToolbarDeps } from './integration/toolbar-deps.ts';
import { withoutPrebundlingInBuild } from './integration/build-prebundling.ts';
import { stackTracesOnDemand } from './integration/stack-traces-on-demand.ts';
import { retryOnDocsChange, watchDocs } from './integration/watch-docs.ts';
import { reloadDocs, startupInputs, type Reread, type StartupInputs } from './integration/reload-docs.ts';
import { serveDocsExtras } from './integration/serve-docs-extras.ts';
import { writeBuildExtras } from './post-build/write-build-extras.ts';
import { giveRedirectPagesIcons } from './post-build/redirect-icons.ts';
import { indexWhileRendering, type IndexWhileRendering } from './integration/index-while-rendering.ts';
import { reportPagesRendered, type BuildProgressListener } from './integration/build-progress.ts';
import { assertPagesWritten } from './post-build/assert-pages-written.ts';
import { serveRelay } from './integration/serve-relay.ts';
import { relayTargetsModule } from './integration/relay-targets-module.ts';
import { siteRelayTargets, type RelayTargets } from '@quire/request/node';
import { writeRelayFile } from '@quire/request/node';
import { codeTitleTransformer } from './components/code-title.ts';
import { steadyTokenizing } from './code-theme/steady-tokenizing.ts';
import { fenceLinesTransformer } from './components/fence-lines.ts';
import { fenceGrammars, fenceLanguageAliases, withFenceLanguages } from './integration/fence-language.ts';
import { diagramLanguages, mermaidDiagrams, type MermaidDiagrams } from './integration/mermaid-fences.ts';
import { readsMath, withMath } from './integration/math.ts';
import { phaseMemoryRelease, releaseMemoryBeforeRendering } from './integration/release-memory.ts';
import { urlStyle, type UrlStyle } from './data/site-urls.ts';
import { redirectsUnder } from './integration/site-redirects.ts';
import { playgroundNotice } from './integration/playground-mode.ts';
import { relayEntrypoint } from './deploy/relay-entrypoint.ts';
import { pageTwinsModule } from './deploy/page-twins-module.ts';
import { relayPath } from '@quire/request';
import { everyPageCached, hasEarlierBuild, settlePageCache, writeBuildPlan, type BuildPlan } from './build-cache/page-cache.ts';
import { sampleHighlighterFor, warmSampleHighlighter } from './integration/sample-highlighter.ts';
import { ownModule } from './own-module.ts';
import { hasPlayground } from './data/site-data.ts';
import { reportRenderFailures, type RenderFailureReport } from './integration/render-failure-diagnostics.ts';
import { formatDiagnostic } from '@quire/diagnostics';
import { underAny } from './integration/under-any.ts';
import { nodeReadyPackages } from './integration/node-ready-packages.ts';

export interface QuireOptions {
  /** The docs repository: the folder holding docs.json. */
  docs: string;
  /** Receives every diagnostic of the docs (`quire build` prints them its way); Astro's logger shows the warnings otherwise. */
  onDiagnostics?: DiagnosticsListener;
  /** Receives the lines a build has for its reader (how the playground sends); Astro's logger shows them otherwise. */
  onNotice?: (line: string) => void;
  /**
   * Where a build keeps the pages it rendered, to reuse those whose inputs did not change in the
   * next build (default: inside `.quire/`); `false` renders every page every time.
   */
  cacheDir?: string | false;
  /** Receives what the page cache did in a build: pages rendered (`/slug`) and how many were reused. */
  onPageCache?: (report: { reused: number; rendered: string[] }) => void;
  /** Receives how many pages the site has, once each is known to be written. */
  onPagesWritten?: (pages: number) => void;
  /** Receives the docs as a build loaded them, for what runs after it (the CLI's MCP manifest) to read no page again. */
  onDocsLoaded?: (site: LoadedDocs['site']) => void;
  /** Receives where a build is: each phase as it starts, and each docs page rendered (not counted with an adapter). */
  onProgress?: BuildProgressListener;
  /**
   * How long the search indexer (Pagefind) may leave one request unanswered before the build fails
   * with an error naming it; default 60,000 ms, and writing the index gets 20 ms a page more.
   */
  searchIndexTimeoutMs?: number;
}

const pageRoute = new URL('./routes/page.astro', import.meta.url);

/**
 * How dev loads the modules the first page needs. Vite's module runner fetches each module when
 * it reaches its import, one after another, and each fetch waits for the module's transform. So
 * Quire's own TypeScript-only packages run in Node as they are, and the rest (Astro's runtime,
 * the layout and components: about 480 modules for an endpoint page) are transformed ahead: the
 * page route as the server starts, and each module's static imports as soon as it is transformed.
 */
const devModuleLoading = {
  ssr: { external: nodeReadyPackages },
  environments: { ssr: { dev: { preTransformRequests: true, warmup: [fileURLToPath(pageRoute)] } } },
};

/** How long after `quire dev` starts serving the Markdown twins are written (a request for one writes them at once). */
const textsDelayMs = 10_000;

/** The Quire integration: a docs repository (docs.json, MDX, OpenAPI) becomes the site's pages. */
export default function quire(options: QuireOptions): AstroIntegration {
  let docs: LoadedDocs;
  let broken: BrokenDocs | undefined;
  let site: URL | undefined;
  let relayTargets: RelayTargets;
  let modules: SiteModules | undefined;
  let withdrawCompiler: (() => void) | undefined;
  // The options of the MDX integration Quire adds: its compiler is set at astro:config:done, from
  // the final Markdown settings, before the integration reads them in its own (it comes after Quire's).
  const mdxOptions: NonNullable<Parameters<typeof mdx>[0]> = {};
  let diagrams: MermaidDiagrams;
  let urls: UrlStyle;
  let adapterName: string | undefined;
  let plan: BuildPlan | undefined;
  let writeTextsSoon: (() => void) | undefined;
  /** Dev: the docs read again for a reload in place, and what of them Astro's configuration took (reload-docs.ts). */
  let reread: Reread | undefined;
  let startup: StartupInputs | undefined;
  let base = '/';
  let searchWhileRendering: IndexWhileRendering | undefined;
  let renderFailures: RenderFailureReport | undefined;
  let firstBuild = true;
  let building = false;
  /** Build: gives a phase's memory back between phases, or does nothing for a small site (release-memory.ts). */
  let releasePhaseMemory = (): void => {};
  return {
    name: '@quire/astro',
    hooks: {
      'astro:config:setup': async (setup) => {
        const { config, command, updateConfig, injectRoute, injectScript, addWatchFile, addRenderer, addClientDirective, logger } = setup;
        building = command === 'build';
        if (building) options.onProgress?.({ phase: 'reading' });
        site = config.site ? new URL(config.site) : undefined;
        const loaded = await loadDocs(options.docs, config.root, site, command, logger, options.onDiagnostics);
        broken = 'broken' in loaded ? loaded.broken : undefined;
        if ('broken' in loaded) {
          // A build stops; dev shows the errors in its overlay and tries again on the next save.
          if (command !== 'dev') throw loaded.broken.error;
          return showDocsErrors(loaded.broken, setup, logger);
        }
        docs = loaded.docs;
        if (command === 'build') options.onDocsLoaded?.(docs.site);
        // A component that throws while rendering is a warning at the file using it; the page is built.
        renderFailures?.stop();
        renderFailures = reportRenderFailures(
          docs.dir,
          () => [...docs.site.mdx.map((page) => join(docs.dir, page.path)), ...docs.snippets],
          (found) => (options.onDiagnostics ? options.onDiagnostics([found]) : logger.warn(formatDiagnostic(found))),
        );
        // Astro's base and trailingSlash, read once: every URL of the site is written from this (data/site-urls.ts).
        urls = urlStyle(config);
        modules = await writeSiteData(docs, command, urls, options.cacheDir);
        // The worker compiles its grammars on the other core while a build writes the twins, one core's work.
        warmSampleHighlighter(sampleHighlighterFor(docs.site.manifest.routes, command), modules.code.samples, docs.site.config.api.examples.languages);
        if (command === 'build') await modules.texts();
        relayTargets = siteRelayTargets(docs.site);
        // Pages read their own data files from here on: let the specs go before Vite starts (in
        // dev, once the texts, written after the server starts, have read them).
        if (command === 'build') {
          docs.site.specs.clear();
          releasePhaseMemory = phaseMemoryRelease(docs.site.manifest.routes.length);
          releasePhaseMemory();
        } else {
          // The site's texts when the timer fires: a reload in place may have replaced them. Each
          // reload puts the timer off, so the texts are not written while an author edits.
          let textsTimer: NodeJS.Timeout | undefined;
          writeTextsSoon = () => {
            clearTimeout(textsTimer);
            textsTimer = setTimeout(() => {
              const { texts } = modules!;
              const { specs } = docs.site;
              texts().then(
                () => specs.clear(),
                (error: Error) => logger.warn(`The Markdown twins and llms.txt could not be written: ${error.message}`),
              );
            }, textsDelayMs).unref();
          };
          startup = startupInputs(docs, modules);
          reread = async () => {
            const again = await loadDocs(options.docs, config.root, site, command, logger, options.onDiagnostics);
            return 'broken' in again ? again : { docs: again.docs, modules: await writeSiteData(again.docs, command, urls, options.cacheDir) };
          };
        }
        // Astro restarts when the restart signal is touched; the docs' own files reload in place (watch-docs.ts).
        addWatchFile(docs.restartSignal);
        const hasMdx = config.integrations.some((i) => i.name === '@astrojs/mdx');
        diagrams = mermaidDiagrams(command, urls);
        if (modules.standaloneDiagrams) diagrams.expect();
        updateConfig({
          integrations: hasMdx ? [] : [mdx(mdxOptions)],
          redirects: redirectsUnder(docs.redirects, urls),
          markdown: {
            // Fence titles ("```js hello.js") label the tabs of CodeGroup and RequestExample; line
            // options ("{1,3-5}", "focus=", "lines", "wrap") mark the lines. docs.json
            // `styling.codeblocks` chooses the colors (code-theme/resolve-code-theme.ts).
            shikiConfig: {
              transformers: [steadyTokenizing(), codeTitleTransformer(), fenceLinesTransformer()],
              langAlias: fenceLanguageAliases,
              // A build loads every grammar its fences name before the first page (fence-language.ts);
              // dev loads each when a page first needs it, the sooner to serve its first page.
              ...(building ? { langs: await fenceGrammars(docs.fenceNames) } : {}),
              ...modules.code.shiki,
            },
            // Mermaid fences become diagrams drawn in the browser, not highlighted code.
            syntaxHighlight: { type: 'shiki', excludeLangs: diagramLanguages },
            // Fence languages are read as the hosted platform reads them ("```SQL", "```python{1,3-5}") before Shiki sees them;
            // LaTeX math ($…$, $$…$$) is drawn as MathML unless docs.json `styling.latex` is false.
            processor: withMath(withFenceLanguages(diagrams.processor(config.markdown.processor)), readsMath(docs.site.config)),
          },
          vite: {
            ...(command === 'dev' ? devModuleLoading : {}),
            plugins: [
              ...quireVitePlugin(docs, modules),
              relayTargetsModule(relayTargets),
              pageTwinsModule(
                () => docs.site.manifest.routes,
                join(docs.dataDir, 'texts'),
                () => modules!.texts(),
              ),
              islandRendererOptions(),
              ...docsTailwind(docs.dir, modules.tailwind),
              diagrams.module,
              releaseMemoryBeforeRendering(() => {
                if (!plan || !everyPageCached(plan)) releasePhaseMemory();
              }),
              ...(command === 'dev' && !config.devToolbar.enabled ? [withoutToolbarDeps()] : []),
              ...(command === 'dev' ? [stackTracesOnDemand()] : []),
              ...(command === 'build' ? [withoutPrebundlingInBuild()] : []),
            ],
            server: {
              fs: { allow: [...docs.allowedDirs, ...islandRendererDirs()] },
              // The per-page data, the Markdown twins and the page cache are thousands of files Quire
              // writes itself (GitHub's spec: 4,400 at start-up): the watcher walking them held up
              // the first page by seconds. A change to the docs rewrites them and reloads (reload-docs.ts).
              // So is `quire build`'s project folder (`.quire/site`): a build of the same docs rewrites it while dev runs.
              watch: {
                ignored: underAny([...['pages', 'texts', 'content', 'build-cache'].map((dir) => join(docs.dataDir, dir)), join(docs.dir, '.quire', 'site')]),
              },
            },
            // A package's index that only re-exports (`@quire/config`) costs the bundler the modules a page uses, not all it names.
            build: { rolldownOptions: { experimental: { lazyBarrel: true } } },
          },
        });
        addRenderer(islandRenderer(command));
        addClientDirective({ name: 'seen', entrypoint: fileURLToPath(ownModule('./scripts/island-directive.ts', import.meta.url)) });
        // Scripts go in through injectScript, not <script> in components: Astro cannot bundle a
        // component's script when the component lives outside the project root (quire build).
        injectScript('page', `import ${JSON.stringify(fileURLToPath(ownModule('./scripts/header.ts', import.meta.url)))};`);
        // Only where a page has a playground to open: a site without one builds without the islands
        // (a one-page site's browser bundle: 0.5 -> 0.15 s). Dev keeps it whatever the docs hold
        // now: a spec added while it runs brings API pages without a restart.
        if (command === 'dev' || docs.site.manifest.routes.some(hasPlayground)) {
          injectScript('page', `import ${JSON.stringify(fileURLToPath(ownModule('./scripts/playgrounds.ts', import.meta.url)))};`);
        }
        // The code colors of docs.json `styling.codeblocks`, generated for this site, bundled with the pages' CSS.
        injectScript('page-ssr', `import ${JSON.stringify(modules.code.stylesheet)};`);
        injectRoute({ pattern: '/[...slug]', entrypoint: pageRoute, prerender: true });
        injectRoute({ pattern: '/404', entrypoint: new URL('./routes/not-found.astro', import.meta.url), prerender: true });
        injectRoute({ pattern: '/_quire/sidebar/[section].html', entrypoint: ownModule('./routes/sidebar-fragment.ts', import.meta.url), prerender: true });
        injectRoute({ pattern: '/_quire/playground/[id].json', entrypoint: ownModule('./routes/playground-data.ts', import.meta.url), prerender: true });
        injectRoute({ pattern: '/_quire/playground/refs-[spec].json', entrypoint: ownModule('./routes/playground-refs.ts', import.meta.url), prerender: true });
        // With an adapter the relay is the one page rendered on demand, in the host's function.
        const relay = relayEntrypoint(config);
        if (relay) injectRoute({ pattern: relayPath, entrypoint: relay, prerender: false });
      },
      'astro:config:done': async ({ config, buildOutput }) => {
        adapterName = config.adapter?.name.replace(/^@astrojs\//, '');
        base = config.base;
        // A build's MDX pages get their highlighted code as HTML (code-as-html.ts), bundled or
        // compiled alone. Dev compiles a page when it is opened, with Astro's highlighting made on
        // first use: making this one as it started delayed its first page by about 0.1 s.
        if (docs && modules && building && modules.mdx.size) {
          const compiler = await withCodeAsHtml(config.markdown);
          Object.assign(mdxOptions, compiler);
          if (modules.standalone.size)
            withdrawCompiler = await offerStandaloneCompiler(
              { dir: docs.dir, dataDir: docs.dataDir, pages: modules.mdx, snippets: modules.standaloneSnippets, unknownComponents: docs.unknownComponents },
              config,
              compiler,
            );
        }
        if (docs && modules) {
          const cacheDir = options.cacheDir === undefined ? join(docs.dataDir, 'build-cache') : options.cacheDir;
          const assetsDir = fileURLToPath(buildOutput === 'server' ? config.build.client : config.outDir);
          const format = config.build.format === 'file' ? 'file' : 'directory';
          plan =
            cacheDir && Object.keys(modules.inputs.pages).length
              ? { cacheDir: resolve(cacheDir), assetsDir, format, site: modules.inputs.site, pages: modules.inputs.pages }
              : undefined;
          await writeBuildPlan(docs.dataDir, plan);
          firstBuild = !hasEarlierBuild(plan);
        }
      },
      // Dev writes the Markdown twins a little after it starts serving: the first page comes first.
      'astro:server:start': () => writeTextsSoon?.(),
      'astro:server:setup': ({ server, logger }) => {
        if (broken) return retryOnDocsChange(server, broken, logger);
        const served = { docs, modules: modules!, relayTargets };
        watchDocs(server, docs, logger, async () => {
          const result = await reloadDocs(server, served, startup!, reread!);
          if ('reloaded' in result) writeTextsSoon?.();
          return result;
        });
        serveDocsExtras(server, docs, urls, () => modules!.texts());
        serveRelay(server, relayTargets, urls);
      },
      // A static build indexes its pages for search while rendering them. With an adapter, a
      // prerenderer of Quire's own would change how Astro bundles the pages (and Cloudflare's sets
      // its own): those builds index once the pages are written.
      'astro:build:start': ({ setPrerenderer }) => {
        if (!docs) return;
        const { onProgress } = options;
        onProgress?.({ phase: 'bundling' });
        if (adapterName) return;
        searchWhileRendering = indexWhileRendering(docs.site.manifest.routes, urls, base, docs.dataDir, options.searchIndexTimeoutMs);
        const indexer = searchWhileRendering;
        if (!indexer && !onProgress) return;
        setPrerenderer((rendering) => {
          const indexing = indexer ? indexer.prerenderer(rendering) : rendering;
          return onProgress ? reportPagesRendered(indexing, onProgress) : indexing;
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        options.onProgress?.({ phase: 'finishing' });
        // Said where it helps, on a first build (the page cache holds no earlier one), not on every build.
        const notice = firstBuild ? playgroundNotice(docs.site.manifest.routes, docs.site.config.api.playground.proxy, adapterName, urls) : undefined;
        if (notice) (options.onNotice ?? ((line: string) => logger.info(line)))(notice);
        withdrawCompiler?.();
        // The cache takes this build's pages while the rest of the site is written.
        let cacheKept: Promise<void> | undefined;
        let rendered = true;
        if (plan) {
          const report = await settlePageCache(
            plan,
            docs.dataDir,
            docs.site.manifest.routes.map((route, id) => ({ id, slug: route.slug })),
            fileURLToPath(dir),
            renderFailures?.failed,
          );
          cacheKept = report.kept;
          rendered = report.rendered.length > 0;
          if (options.onPageCache) options.onPageCache(report);
          else if (report.reused)
            logger.info(`Reused ${report.reused} unchanged page${report.reused === 1 ? '' : 's'} from the cache, rendered ${report.rendered.length}`);
        }
        // Before a search index is built after the pages: its process adds to this one's memory.
        // A build that rendered no page has no rendering's memory to release, and saves the seconds of full collections.
        if (!searchWhileRendering?.all && rendered) releasePhaseMemory();
        await assertPagesWritten(docs.site.manifest.routes, fileURLToPath(dir));
        options.onPagesWritten?.(docs.site.manifest.routes.length);
        await writeBuildExtras(docs, dir, logger, urls, plan, searchWhileRendering, options.searchIndexTimeoutMs);
        await giveRedirectPagesIcons(fileURLToPath(dir), Object.keys(docs.redirects));
        await writeRelayFile(fileURLToPath(dir), relayTargets);
        await diagrams.copyLibrary(fileURLToPath(dir));
        await cacheKept;
        renderFailures?.stop();
      },
    },
  };
}
