import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformWithOxc, type Plugin } from 'vite';
import type { LoadedDocs } from './load-docs.ts';
import type { SiteModules } from './write-site-data.ts';
import { componentsInScope } from '../components/registry.ts';
import { componentTags, declaredNames, declaredNamesInJsx, endsInCodeFence, proseOf } from './mdx-tags.ts';
import { hookImports, needsBrowser, withIslands } from './islands.ts';
import { preparedMdx } from './prepare-mdx.ts';
import { snippetVariables } from './literal-braces.ts';
import { staticHookNames, withHooksPerRender, withStaticHooks } from './page-hooks.ts';
import { withoutMissingImports } from './find-missing-imports.ts';
import { withLegacySnippets } from './legacy-snippets.ts';
import { inSnippetFolder } from '@quire/site';
import { withMissingImagesAsUrls } from './find-missing-images.ts';
import { isMeasuredImage, unreadableImage } from './unreadable-image.ts';
import { sampleHighlighterFor } from './sample-highlighter.ts';
import { readsMath } from './math.ts';
import { mdxIndexModule } from './mdx-index.ts';
import { markdownPageOf } from './markdown-pages.ts';
import { ownModule } from '../own-module.ts';
import { inside, startingWith } from './hook-filters.ts';

const ids = {
  site: 'virtual:quire/site',
  mdx: 'virtual:quire/mdx',
  icons: 'virtual:quire/icons',
  tailwind: 'virtual:quire/tailwind',
  highlightWorker: 'virtual:quire/highlight-worker',
} as const;

/** The icon sets the Icon component looks names up in, first match wins (Font Awesome is the default of docs written for hosted platforms). */
const iconSets = ['fa7-regular', 'fa7-solid', 'fa7-brands', 'lucide'] as const;

/**
 * Serves the virtual modules pages import (`virtual:quire/site`: shared site data;
 * `virtual:quire/mdx`: a lazy import per MDX page; `virtual:quire/icons`: where the icon sets
 * are; `virtual:quire/tailwind`: the docs' Tailwind classes; `virtual:quire/highlight-worker`:
 * the sample highlighter's worker, sample-highlighter.ts), resolves `/snippets/x.mdx`-style imports of the docs repo against the docs folder, and
 * compiles the docs' own .jsx/.tsx snippets with Astro's JSX runtime, since such repos write
 * React-style function components without installing React; those with hooks become Preact
 * islands (islands.ts).
 */
export function quireVitePlugin(docs: LoadedDocs, modules: SiteModules): Plugin[] {
  const available = componentsInScope(docs.unknownComponents);
  let highlightWorker: string | undefined;
  let command: 'serve' | 'build' = 'build';
  /** Each snippet's variables (literal-braces.ts), read before MDX compiles it and bound after. */
  const snippetNames = new Map<string, string[]>();
  /** Each page's names of React and its hooks (page-hooks.ts), read before MDX compiles it and bound after. */
  const pageHookNames = new Map<string, string[]>();
  return [
    {
      name: 'quire:docs',
      enforce: 'pre',
      configResolved(config) {
        highlightWorker = sampleHighlighterFor(docs.site.manifest.routes, config.command);
        command = config.command;
      },
      async resolveId(id, importer, options) {
        if (Object.values(ids).includes(id as never)) return `\0${id}`;
        // A .md page read as MDX, by its MDX name (markdown-pages.ts).
        const markdownPage = markdownPageOf(id);
        if (markdownPage && fromDocs(markdownPage, docs) && existsSync(markdownPage) && !existsSync(id)) return id;
        if (!importer || !fromDocs(importer, docs)) return undefined;
        if (jsxRuntimes.has(id)) return `${fileRuntimePrefix}${importer.replace(/\?.*$/, '')}`;
        // Astro compiles a .md page itself and imports its relative images: one the docs folder lacks,
        // or no image Astro can measure (warnings: MDX_IMAGE_MISSING, MDX_IMAGE_UNREADABLE), shows as a
        // placeholder instead of stopping the bundler.
        if (/\.md$/.test(importer) && /^(?![/\\])[^:?#]+$/.test(id) && isMeasuredImage(id)) {
          const image = resolvePath(dirname(importer), id);
          if (!existsSync(image) || (await unreadableImage(image))) return missingImagePlaceholder;
        }
        // Islands written against React run on Preact's compatibility layer.
        if (reactModules[id]) return this.resolve(reactModules[id], ownFile, { ...options, skipSelf: true });
        if (id.startsWith('/')) {
          const inDocs = join(docs.dir, id);
          if (!existsSync(id) && existsSync(inDocs)) return inDocs;
        }
        // A docs folder has no node_modules of its own: the packages its compiled MDX and JSX
        // import (astro/jsx-runtime) are the ones this package depends on.
        if (/^[@a-z]/i.test(id) && !id.includes(':')) {
          return (await this.resolve(id, importer, { ...options, skipSelf: true })) ?? this.resolve(id, ownFile, { ...options, skipSelf: true });
        }
        return undefined;
      },
      load: {
        // The virtual modules above (the handler tells them apart), each file's JSX runtime, and .md pages read as MDX.
        filter: { id: new RegExp(`${startingWith(...Object.values(ids).map((id) => `\0${id}`), fileRuntimePrefix).id.source}|\\.md\\.mdx$`) },
        async handler(id) {
          if (id.startsWith(fileRuntimePrefix)) {
            const file = id.slice(fileRuntimePrefix.length);
            return `import { runtimeFor } from ${JSON.stringify(jsxRuntime)};\nexport const { Fragment, jsx, jsxs, jsxDEV } = runtimeFor(${JSON.stringify(markdownPageOf(file) ?? file)});`;
          }
          // Only a name pageModule made: a real `x.md.mdx` of the docs is itself.
          const markdownPage = markdownPageOf(id);
          if (markdownPage && fromDocs(markdownPage, docs) && !existsSync(id)) {
            // Its edits are the page's: Vite reloads this module when the .md file changes.
            this.addWatchFile(markdownPage);
            return readFile(markdownPage, 'utf8');
          }
          if (id === `\0${ids.site}`)
            return `import { readFileSync } from 'node:fs';\nexport default JSON.parse(readFileSync(${JSON.stringify(modules.siteFile)}, 'utf8'));`;
          if (id === `\0${ids.mdx}`) return mdxIndexModule(modules, docs.unknownComponents, command);
          if (id === `\0${ids.icons}`) return `export const iconSetFiles = ${JSON.stringify(iconSetFiles())};`;
          if (id === `\0${ids.tailwind}`) return `import ${JSON.stringify(modules.tailwind)};`;
          if (id === `\0${ids.highlightWorker}`) return `export const highlightWorkerFile = ${JSON.stringify(highlightWorker)};`;
          return undefined;
        },
      },
      transform: {
        // Before @astrojs/mdx compiles the file (it is an enforce: 'pre' plugin too).
        order: 'pre',
        filter: inside(docs.dir, docs.dataDir),
        async handler(code, id) {
          if (id.includes('/node_modules/') || !fromDocs(id, docs)) return undefined;
          // A snippet's names that its includers import are imported into it (inherited-imports.ts).
          const inherited = docs.inheritedImports.get(markdownPageOf(id) ?? id) ?? '';
          // An import that finds nothing is a warning (find-missing-imports.ts): the file is built without it.
          const source =
            id.startsWith(`${docs.dir}/`) && /\.(?:mdx|[jt]sx)$/.test(id)
              ? withoutMissingImports(withLegacySnippets(code, docs.dir) + inherited, id, docs.dir)
              : code;
          if (id.endsWith('.mdx')) {
            const snippet = isSnippet(id, docs);
            if (snippet) snippetNames.set(id, snippetVariables(source, available));
            const islanded = withIslands(
              preparedMdx(await withMissingImagesAsUrls(source, id, docs.dir), { snippet, math: readsMath(docs.site.config) }),
              id,
              docs.dir,
              join(docs.dataDir, 'islands'),
            );
            const hookNames = snippet ? [] : staticHookNames(islanded);
            pageHookNames.set(id, hookNames);
            const hooked = withStaticHooks(islanded, hookNames);
            return withQuireComponents(hooked, available) ?? (hooked === code ? undefined : hooked);
          }
          if (!/\.[jt]sx$/.test(id)) return undefined;
          const result = needsBrowser(source)
            ? await transformWithOxc(hookImports(source) + source, id, { jsx: { runtime: 'automatic', importSource: 'preact' } })
            : await transformWithOxc(withQuireComponentsInJsx(source, available), id, { jsx: { runtime: 'automatic', importSource: 'astro' } });
          return { code: result.code, map: result.map };
        },
      },
    },
    {
      // After @astrojs/mdx compiled the page: the hooks its own expressions call, fresh at each render (page-hooks.ts).
      name: 'quire:page-hooks',
      transform: {
        filter: mdxFiles,
        handler(code, id) {
          const names = pageHookNames.get(id);
          if (!names) return undefined;
          const bound = withHooksPerRender(code, names);
          return bound === code ? undefined : { code: bound, map: null };
        },
      },
    },
    {
      // After @astrojs/mdx compiled the snippet: its variables are bound from the props a page gives it, on the function's own line.
      name: 'quire:snippet-variables',
      transform: {
        filter: mdxFiles,
        handler(code, id) {
          const names = snippetNames.get(id);
          if (!names?.length) return undefined;
          const bound = code.replace(/function _createMdxContent\(props\) \{/, (head) => `${head} const { ${names.join(', ')} } = props;`);
          return bound === code ? undefined : { code: bound, map: null };
        },
      },
    },
  ];
}

/** The MDX files quire:docs prepared: the hooks after @astrojs/mdx's compile look only at them. */
const mdxFiles = { id: /\.mdx$/ };

/** An MDX file shown inside pages: one of the docs' `snippets` folder, or one another file imports (diagnose-docs.ts). */
function isSnippet(id: string, docs: LoadedDocs): boolean {
  return inSnippetFolder(relative(docs.dir, id)) || docs.snippets.has(id);
}

/**
 * The docs' compiled MDX and JSX import Quire's JSX runtime in place of Astro's (see
 * runtime/jsx-runtime.ts), each file a runtime of its own that knows the file.
 */
const jsxRuntimes = new Set(['astro/jsx-runtime', 'astro/jsx-dev-runtime']);
const jsxRuntime = fileURLToPath(ownModule('../runtime/jsx-runtime.ts', import.meta.url));
const fileRuntimePrefix = '\0quire:jsx-runtime:';
const reactModules: Record<string, string> = { react: 'preact/compat', 'react-dom': 'preact/compat', 'react/jsx-runtime': 'preact/jsx-runtime' };

/** What a .md page shows for a relative image the docs folder lacks. */
const missingImagePlaceholder = fileURLToPath(ownModule('./missing-image.svg', import.meta.url));
const componentsModule = fileURLToPath(ownModule('../components/mdx-components.ts', import.meta.url));

/**
 * A docs MDX file that exports Quire's components as its default `components` (Astro's MDX
 * honours that export), so a snippet rendered as `<Support />` inside a page can use <Note>
 * and friends like the page itself. The components the file uses but does not declare are also
 * bound at its top level: a component the file defines itself (`export const Yes = () =>
 * <Icon icon="check" />`, common in docs written for the hosted platform) sees only module
 * scope, where MDX's `components` do not reach. Appended, so error line numbers stay right;
 * skipped when the file exports its own `components` or ends inside an unclosed code fence.
 */
function withQuireComponents(code: string, available: ReadonlySet<string>): string | undefined {
  if (/^export\s+(?:const|let|var|function)\s+components\b|^export\s*\{[^}]*\bcomponents\b/m.test(code)) return undefined;
  if (endsInCodeFence(code)) return undefined;
  const prose = proseOf(code);
  const declared = declaredNames(prose);
  const used = [...new Set(componentTags(prose).map((tag) => tag.name))].filter((name) => available.has(name) && !declared.has(name));
  const bound = used.length ? `\nexport const { ${used.join(', ')} } = quirePageComponents;` : '';
  return `${code}\n\nimport { pageComponents as quirePageComponents } from ${JSON.stringify(componentsModule)};\nexport const components = quirePageComponents;${bound}\n`;
}

/**
 * A docs .jsx/.tsx snippet sees Quire's components as a page does (`<Note>` inside a snippet's
 * component, without an import). The bindings go on the first line, so line numbers stay right.
 */
function withQuireComponentsInJsx(code: string, available: ReadonlySet<string>): string {
  const declared = declaredNamesInJsx(code);
  const used = [...new Set(componentTags(code).map((tag) => tag.name))].filter((name) => available.has(name) && !declared.has(name));
  if (!used.length) return code;
  return `import { pageComponents as quirePageComponents } from ${JSON.stringify(componentsModule)}; const { ${used.join(', ')} } = quirePageComponents; ${code}`;
}

/** Absolute paths of the icon sets' JSON, resolved here in Node: the built pages run from a folder that may not see this package's dependencies. */
function iconSetFiles(): Record<string, string> {
  const require = createRequire(import.meta.url);
  return Object.fromEntries(iconSets.map((set) => [set, require.resolve(`@iconify-json/${set}/icons.json`)]));
}

const ownFile = fileURLToPath(import.meta.url);

function fromDocs(importer: string, docs: LoadedDocs): boolean {
  const file = importer.replace(/\?.*$/, '');
  // Packages installed beside docs.json (Quire's own included) are in the docs folder but not the docs'.
  if (file.includes('/node_modules/')) return false;
  return file.startsWith(`${docs.dir}/`) || file.startsWith(`${docs.dataDir}/`);
}
