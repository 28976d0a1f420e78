// The search index is built while Astro renders the pages, not after: Pagefind is a process of
// its own, so on a machine of two cores it indexes on one while the pages render on the other
// (GitHub's 2,192 pages: about 5 s of indexing no longer added to the build).
import { join } from 'node:path';
import type { AstroPrerenderer } from 'astro';
import type { Route } from '@quire/site';
import { readPage, searchablePart, searchIndexes, SearchIndex, type IndexedPage } from '../post-build/index-for-search.ts';
import type { UrlStyle } from '../data/site-urls.ts';
import { followDocsPages } from './docs-page-renders.ts';

const utf8 = new TextDecoder();

/** Pages rendered but not yet indexed beyond which rendering waits for the index. */
const maxAhead = 8;

export interface IndexWhileRendering {
  /** The index built while rendering (`pagefind`, or a version's folder). */
  folder: string;
  /** Whether it is the site's only index: none is left to build once the pages are written. */
  only: boolean;
  /** Wraps Astro's prerenderer: each docs page it renders goes to the index as well. */
  prerenderer(rendering: AstroPrerenderer): AstroPrerenderer;
  /**
   * After the pages are written (cached ones copied in too): adds those this build did not render
   * from their files, and writes the index; returns its page count. Undefined when no page was
   * rendered (the index was never started: the build's cache may hold it).
   */
  finish(out: string): Promise<number> | undefined;
  /** Ends Pagefind's process without writing (the cache held this build's index after all). */
  cancel(): Promise<void>;
}

/**
 * Indexing while rendering. A site of several indexes (versions) builds its largest this way and
 * the others once the pages are written, one after another, to keep one Pagefind index in memory
 * at a time.
 */
export function indexWhileRendering(routes: readonly Route[], style: UrlStyle, base: string, requestLimitMs?: number): IndexWhileRendering | undefined {
  const indexes = searchIndexes(routes, style);
  const largest = [...indexes].sort(([, a], [, b]) => b.length - a.length)[0];
  if (!largest) return undefined;
  const [folder, pages] = largest;
  const indexed = new Set(pages.map((page) => page.slug));
  // The indexed pages this build renders, and those of them rendered so far.
  const rendered = new Set<string>();
  // Indexed pages whose path Astro gives to another route: none is written, so none is indexed.
  const dropped = new Set<string>();
  const delivered = new Set<string>();
  const handed = new Map<string, ReturnType<typeof Promise.withResolvers<string | undefined>>>();
  const waiting = (slug: string) => handed.get(slug) ?? handed.set(slug, Promise.withResolvers()).get(slug)!;
  // Where the written pages are, once they all are; undefined when the build ended without them.
  const pagesWritten = Promise.withResolvers<string | undefined>();
  let indexing: Promise<SearchIndex> | undefined;
  let ended = false;
  // When Pagefind falls behind (a busy machine), rendering waits rather than pile pages up in
  // memory. Only when this build renders every indexed page: otherwise the index waits for the
  // files of the pages it does not render, and a waiting render would never let it get there.
  let holdBack = false;
  let caughtUp: PromiseWithResolvers<void> | undefined;

  // Pages go in in the site's order, each as soon as it is rendered; a page this build does not
  // render (the cache holds it) waits for the files.
  async function addInOrder(): Promise<SearchIndex> {
    let index: SearchIndex | undefined;
    try {
      index = await SearchIndex.open(requestLimitMs);
      for (const page of pages) await index.add(page, await htmlOf(page));
      return index;
    } catch (error) {
      // Nothing takes rendered pages any more: rendering must not wait for it (finish() reports the error).
      holdBack = false;
      caughtUp?.resolve();
      await index?.close();
      throw error;
    }
  }
  async function htmlOf(page: IndexedPage): Promise<string | undefined> {
    if (dropped.has(page.slug)) return undefined;
    if (!rendered.has(page.slug)) {
      const out = await pagesWritten.promise;
      return out === undefined ? undefined : readPage(out, page);
    }
    const html = await waiting(page.slug).promise;
    handed.delete(page.slug);
    if (caughtUp && handed.size <= maxAhead / 2) {
      caughtUp.resolve();
      caughtUp = undefined;
    }
    return html;
  }

  // Ends the index without writing it: every page not yet handed over counts as absent.
  async function stop(): Promise<void> {
    if (!indexing || ended) return;
    ended = true;
    for (const slug of rendered) if (!delivered.has(slug)) waiting(slug).resolve(undefined);
    pagesWritten.resolve(undefined);
    caughtUp?.resolve();
    await (await indexing.catch(() => undefined))?.close();
  }

  return {
    folder,
    only: indexes.size === 1,
    prerenderer: (rendering) =>
      followDocsPages(rendering, {
        // A page Astro drops (another route has its path) is never rendered: the index waiting for it would hold the build up.
        pagesPlanned(pages) {
          for (const page of pages) {
            const slug = slugOf(page.pathname, base);
            if (indexed.has(slug)) (page.rendered ? rendered : dropped).add(slug);
          }
          holdBack = rendered.size + dropped.size === indexed.size;
        },
        async pageRendered(request, result) {
          const slug = slugOf(new URL(request.url).pathname, base);
          if (!rendered.has(slug)) return result;
          // Started by the first page rendered: a build that renders none keeps its cached index.
          if (!indexing) {
            indexing = addInOrder();
            indexing.catch(() => {}); // reported by finish()
          }
          // The page is read once, here, and handed to both Astro and the index.
          const response = result instanceof Response ? result : result.response;
          const bytes = await response.arrayBuffer();
          const again = new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
          delivered.add(slug);
          waiting(slug).resolve(response.ok ? searchablePart(utf8.decode(bytes)) : undefined);
          if (holdBack && !ended && handed.size > maxAhead) await (caughtUp ??= Promise.withResolvers()).promise;
          return result instanceof Response ? again : { ...result, response: again };
        },
        // Pagefind's process must not outlive the build, also when a page failed and the build with it.
        async renderingEnded() {
          if ([...rendered].some((slug) => !delivered.has(slug))) await stop();
        },
      }),
    finish(out) {
      if (!indexing || ended) return undefined;
      ended = true;
      pagesWritten.resolve(out);
      return indexing.then(async (index) => {
        try {
          return await index.write(join(out, folder));
        } finally {
          await index.close();
        }
      });
    },
    cancel: stop,
  };
}

/** A page's slug from its path: without the site's base and the slashes around it. */
function slugOf(pathname: string, base: string): string {
  const path = decodeURI(pathname);
  const within = path.startsWith(base) ? path.slice(base.length) : path;
  return within.replace(/^\/+|\/+$/g, '').replace(/\.html$/, '');
}
