import { mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroInlineConfig, AstroIntegration } from 'astro';
import quire, { type QuireOptions } from './index.ts';
import type { DiagnosticsListener } from './integration/load-docs.ts';
import type { AdapterName } from './deploy/adapters.ts';
import { realPath } from './integration/real-path.ts';
import { nodeReadyPackagesExternal } from './integration/node-ready-packages.ts';

export interface StandaloneOptions {
  /** The docs folder (holding docs.json). */
  docs: string;
  /** Where the built site goes; default `<docs>/dist`. */
  outDir?: string;
  /** Public URL of the site, for canonical URLs and sitemap.xml. */
  site?: string;
  /** The path the site is served under (`/docs/`): Astro's `base`, honored by every URL of the site. */
  base?: string;
  port?: number;
  host?: string | boolean;
  logLevel?: AstroInlineConfig['logLevel'];
  /** `build` bundles dependencies into the prerender chunks; `dev` serves modules as they are. */
  command?: 'build' | 'dev';
  /** Receives the docs' diagnostics instead of Astro's logger. */
  onDiagnostics?: DiagnosticsListener;
  /** Receives the lines a build has for its reader (how the playground sends). */
  onNotice?: (line: string) => void;
  /** The Astro adapter to deploy with: the relay becomes the host's function, pages stay static. */
  adapter?: AdapterName;
  /** The page cache of incremental builds (see QuireOptions); `false` renders every page. */
  cacheDir?: string | false;
  /** Receives what the page cache did (see QuireOptions). */
  onPageCache?: QuireOptions['onPageCache'];
  onPagesWritten?: QuireOptions['onPagesWritten'];
  onDocsLoaded?: QuireOptions['onDocsLoaded'];
  /** Receives where the build is (see QuireOptions). */
  onProgress?: QuireOptions['onProgress'];
  /** How long Pagefind may leave a request unanswered (see QuireOptions). */
  searchIndexTimeoutMs?: number;
  /** Integrations added after Quire's (the CLI's `/mcp` route of `@quire/mcp/astro`, which builds on it). */
  integrations?: AstroIntegration[];
}

/**
 * The Astro configuration of a docs repo that has no package.json or Astro config of its own.
 * The Astro project lives in `<docs>/.quire` (standaloneProject), so everything Astro and Vite generate stays
 * in `<docs>/.quire` and the repo itself is only read.
 */
// Large, self-contained libraries stay outside the bundle: bundling them cost a tenth of a large
// build's memory for no gain. They load from the project's node_modules link (`quire build`
// runs Astro from the project folder, so the prerender chunks sit beside that link).
const bundled = {
  noExternal: true as const,
  // Only libraries of which the install holds one version: a bare import resolves from the
  // project's link, not from the importer's own folder.
  external: [
    ...['shiki', '@shikijs/langs', '@shikijs/engine-javascript', '@shikijs/core', 'sanitize-html', 'markdown-it', 'openapi-sampler', '@scalar/snippetz'],
    ...['graphql', 'yaml', '@scalar/openapi-parser', '@scalar/json-magic', '@scalar/openapi-upgrader', 'jsonpath-rfc9535', 'parse5', 'tldts'],
    // What Astro's MDX renderer (zod, by way of astro/errors) and Quire's components import for
    // every page, small or large: bundling these 130 modules was a quarter of a one-page build's
    // server bundle (1.45 → 1.1 s).
    ...['zod', 'property-information', 'hast-util-to-html', 'stringify-entities', 'devalue', 'hastscript', 'hast-util-from-html', 'vfile'],
  ],
};

const whole = { noExternal: true as const };

/**
 * The Astro project of a docs folder: `<docs>/.quire/site` for builds (one at a time, see
 * project-lock.ts) and `<docs>/.quire/dev` for dev, which shares nothing with a build, so that
 * `quire dev` and `quire build` of one folder can run at once.
 */
export function standaloneProject(docs: string, command: StandaloneOptions['command']): string {
  // By the folder's real path: Astro writes its routes' paths relative to the real working
  // directory and Vite reads them against the root, so a root reached through a link at another
  // depth than the folder sent every route above the file system's root.
  return join(realPath(resolve(docs)), '.quire', command === 'dev' ? 'dev' : 'site');
}

export function standaloneConfig(options: StandaloneOptions): AstroInlineConfig {
  const docs = resolve(options.docs);
  const project = standaloneProject(docs, options.command);
  linkDependencies(project);
  return {
    root: project,
    configFile: false,
    cacheDir: join(project, 'cache'),
    vite: {
      cacheDir: join(project, 'vite'),
      // A build bundles dependencies into the prerender chunks, so the site does not depend on
      // how a docs repo's folder resolves packages. (Dev must not: Vite's module runner cannot
      // run CommonJS dependencies it would then have to transform.)
      // With an adapter everything is bundled: its server goes to a host that has no node_modules of
      // Quire's, and its prerender chunks sit in the output folder, away from the project's link.
      ...(options.command === 'dev'
        ? {}
        : {
            environments: { ssr: { resolve: options.adapter ? whole : bundled }, prerender: { resolve: options.adapter ? whole : bundled } },
            ...(options.adapter ? {} : { plugins: [nodeReadyPackagesExternal()] }),
          }),
    },
    outDir: resolve(options.outDir ?? join(docs, 'dist')),
    ...(options.site ? { site: options.site } : {}),
    ...(options.base ? { base: options.base } : {}),
    logLevel: options.logLevel ?? 'info',
    server: { ...(options.port !== undefined ? { port: options.port } : {}), ...(options.host !== undefined ? { host: options.host } : {}) },
    devToolbar: { enabled: false },
    // Pages render a few at a time: while one waits on its data file or its write, another renders
    // (GitHub's 2,192 pages: the main thread sat idle a fifth of the time, one page at a time).
    build: { concurrency: 4 },
    integrations: [
      quire({
        docs,
        ...(options.onDiagnostics ? { onDiagnostics: options.onDiagnostics } : {}),
        ...(options.onNotice ? { onNotice: options.onNotice } : {}),
        ...(options.cacheDir !== undefined ? { cacheDir: options.cacheDir } : {}),
        ...(options.onPageCache ? { onPageCache: options.onPageCache } : {}),
        ...(options.onPagesWritten ? { onPagesWritten: options.onPagesWritten } : {}),
        ...(options.onDocsLoaded ? { onDocsLoaded: options.onDocsLoaded } : {}),
        ...(options.onProgress ? { onProgress: options.onProgress } : {}),
        ...(options.searchIndexTimeoutMs !== undefined ? { searchIndexTimeoutMs: options.searchIndexTimeoutMs } : {}),
      }),
      ...(options.integrations ?? []),
    ],
  };
}

/**
 * Astro and Vite resolve their own runtime imports (`astro/app/manifest`...) from the project
 * root, which for a bare docs repo has no node_modules: point it at Quire's installation.
 */
function linkDependencies(project: string): void {
  const astroPackage = fileURLToPath(import.meta.resolve('astro/package.json'));
  const modules = dirname(dirname(astroPackage));
  const link = join(project, 'node_modules');
  mkdirSync(project, { recursive: true });
  // Whatever is there goes, not only an earlier link: a folder the docs repo holds at this path
  // (a tenant's, in a hosted build) would have its packages stand in for Quire's and Astro's.
  rmSync(link, { recursive: true, force: true });
  try {
    symlinkSync(modules, link, 'junction');
  } catch (error) {
    // Another run of the same folder made the link meanwhile.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}
