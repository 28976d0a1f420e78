import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroConfig } from 'astro';
import type { Plugin } from 'vite';
import { isSatteriProcessor, satteri, type SatteriProcessorOptions } from '@astrojs/markdown-satteri';
import { fileHref, type UrlStyle } from '../data/site-urls.ts';
import { exactly } from './hook-filters.ts';

type HastPlugin = NonNullable<SatteriProcessorOptions['hastPlugins']>[number];
type MarkdownProcessor = AstroConfig['markdown']['processor'];

/**
 * Fence languages that are diagrams, not code: Shiki must leave them alone (its highlighted
 * spans would hide the source that the fence plugin reads).
 */
export const diagramLanguages = ['mermaid'];

/** The build side of Mermaid diagrams: the fence plugin, and the module the browser loads Mermaid through. */
export interface MermaidDiagrams {
  /** The project's Markdown processor with the fence plugin added. */
  processor(processor: MarkdownProcessor): MarkdownProcessor;
  /** `virtual:quire/mermaid`, imported by scripts/draw-mermaid.ts. */
  module: Plugin;
  /** Says that a page compiled only while rendering (after the scripts are bundled) has a diagram. */
  expect(): void;
  /** After a build: Mermaid's own browser build into `<out>/_quire/mermaid/`, when a page has a diagram. */
  copyLibrary(out: string): Promise<void>;
}

/**
 * Mermaid for one run of the integration. `virtual:quire/mermaid` exports a function that loads
 * the library. A build does not bundle Mermaid (for a site with one diagram that cost half a
 * gigabyte of memory and two seconds): it copies Mermaid's own minified browser build beside
 * the site, and the function imports it from there. A build compiles every bundled page before
 * it bundles the browser's scripts and is told of the others (`expect`), so by then it knows
 * whether any page has a diagram: if none has, the function is absent and nothing is copied.
 * Dev compiles pages on demand and serves Mermaid as a dependency.
 */
export function mermaidDiagrams(command: string, urls: UrlStyle): MermaidDiagrams {
  const found = { any: command === 'dev' };
  const plugin = fencePlugin(() => (found.any = true));
  return {
    processor: (processor) => withPlugin(processor, plugin),
    expect: () => (found.any = true),
    module: {
      name: 'quire:mermaid',
      resolveId: {
        filter: exactly(id, 'mermaid'),
        handler(source, importer, options) {
          if (source === id) return `\0${id}`;
          // As if this package imported it: a docs repo's project folder need not see our
          // dependencies. Still a bare import, so that dev pre-bundles Mermaid like any dependency.
          if (importer === `\0${id}`) return this.resolve(source, ownFile, { ...options, skipSelf: true });
          return undefined;
        },
      },
      load: {
        filter: exactly(`\0${id}`),
        handler() {
          if (command === 'dev') return `export default () => import('mermaid').then((m) => m.default);`;
          // A variable, so that the bundler leaves the import to the browser.
          return found.any
            ? `const url = ${JSON.stringify(fileHref(urls, `${libraryFolder}/${libraryEntry}`))};\nexport default () => import(/* @vite-ignore */ url).then((m) => m.default);`
            : 'export default undefined;';
        },
      },
    },
    async copyLibrary(out) {
      if (!found.any || command === 'dev') return;
      const dist = dirname(createRequire(import.meta.url).resolve('mermaid'));
      const chunks = join('chunks', 'mermaid.esm.min');
      await mkdir(join(out, libraryFolder, chunks), { recursive: true });
      await copyFile(join(dist, libraryEntry), join(out, libraryFolder, libraryEntry));
      for (const name of await readdir(join(dist, chunks))) {
        if (name.endsWith('.mjs')) await copyFile(join(dist, chunks, name), join(out, libraryFolder, chunks, name));
      }
    },
  };
}

/** Where a built site keeps Mermaid's browser build (its entry imports its chunks relatively). */
const libraryFolder = '_quire/mermaid';
const libraryEntry = 'mermaid.esm.min.mjs';

const id = 'virtual:quire/mermaid';
const ownFile = fileURLToPath(import.meta.url);

/**
 * A new processor (one given in an Astro config outlives dev's restarts). A processor other
 * than Sätteri is kept as it is: its mermaid fences then show as plain code.
 */
function withPlugin(processor: MarkdownProcessor, plugin: HastPlugin): MarkdownProcessor {
  if (!isSatteriProcessor(processor)) return processor;
  return satteri({ ...processor.options, hastPlugins: [...processor.options.hastPlugins, plugin] });
}

/**
 * Turns each ```` ```mermaid ```` fence of a page (.md or .mdx) into
 * `<div class="q-mermaid"><pre>source</pre></div>`: the browser draws the diagram from that source
 * (scripts/draw-mermaid.ts), and without JavaScript the source reads as plain text.
 */
function fencePlugin(onDiagram: () => void): HastPlugin {
  const visitor: HastPlugin = {
    name: 'quire:mermaid-fences',
    element: {
      filter: ['pre'],
      visit(pre, ctx) {
        const code = pre.children.find((child) => child.type === 'element' && child.tagName === 'code');
        if (code?.type !== 'element' || languageOf(code) !== 'mermaid') return undefined;
        onDiagram();
        return {
          type: 'element',
          tagName: 'div',
          properties: { className: ['q-mermaid'], dataDiagram: 'mermaid' },
          children: [
            {
              type: 'element',
              tagName: 'pre',
              properties: { className: ['q-mermaid-source'] },
              children: [{ type: 'text', value: ctx.textContent(code).replace(/\n$/, '') }],
            },
          ],
        };
      },
    },
  };
  // Most pages have no diagram: they skip the plugin, and its visits of every <pre>, entirely.
  return ({ source }) => (mayHaveMermaidFence(source) ? visitor : null);
}

/** Cheap: most pages have no line that could open a mermaid fence. */
function mayHaveMermaidFence(source: string): boolean {
  return /^[ \t>]*(?:`{3,}|~{3,})[ \t]*mermaid\b/im.test(source);
}

/**
 * Whether a page opens a mermaid fence, read from its lines as CommonMark reads fences (a
 * "```mermaid" line inside another fence is that fence's text): for pages compiled only after the
 * scripts are bundled, whose fences the plugin sees too late.
 */
export function hasMermaidFence(source: string): boolean {
  if (!mayHaveMermaidFence(source)) return false;
  let open: string | undefined;
  for (const line of source.split('\n')) {
    const fence = /^[ \t>]*(`{3,}|~{3,})[ \t]*([^\s`]*)/.exec(line);
    if (!fence) continue;
    if (open === undefined) {
      if (fence[2]!.toLowerCase() === 'mermaid') return true;
      open = fence[1];
    } else if (fence[1]![0] === open[0] && fence[1]!.length >= open.length && !fence[2]) {
      open = undefined;
    }
  }
  return false;
}

/** The fence's language: Sätteri keeps it in `data.lang`, and as a `language-x` class like remark. */
function languageOf(code: { properties?: Record<string, unknown>; data?: unknown }): string | undefined {
  const lang = (code.data as { lang?: unknown } | undefined)?.lang;
  if (typeof lang === 'string') return lang.toLowerCase();
  const classes = code.properties?.className;
  const found = Array.isArray(classes) ? classes.find((c): c is string => typeof c === 'string' && c.startsWith('language-')) : undefined;
  return found?.slice('language-'.length).toLowerCase();
}
