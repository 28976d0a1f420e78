// The search indexes are built while Astro renders the pages, not after: Pagefind is a process of
// its own, so on a machine of two cores it indexes on one while the pages render on the other
// (GitHub's 2,192 pages: about 5 s of indexing no longer added to the build). Every index of a
// site of versions is built so, each in a Pagefind process of its own, begun with its first page
// rendered and ended once its last is in and it is written: Astro renders a version's pages
// together, so the indexes held in memory at a time are about one (crewAI's 34 versions were
// indexed one after another once the pages were written, reading each page back: 192 s).
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AstroPrerenderer } from 'astro';
import type { Route } from '@quire/site';
import { readPage, searchablePart, searchIndexes, SearchIndex, type IndexedPage } from '../post-build/index-for-search.ts';
import type { UrlStyle } from '../data/site-urls.ts';
import { moveTree } from '../build-cache/file-links.ts';
import { followDocsPages } from './docs-page-renders.ts';

const utf8 = new TextDecoder();

/** Pages rendered but not yet indexed beyond which rendering waits for the indexes. */
const maxAhead = 8;

/** The indexes built while rendering, and the pages they hold. */
export interface BuiltWhileRendering {
  folders: ReadonlySet<string>;
  pages: number;
}

export interface IndexWhileRendering {
  /** Once the pages are planned: whether every index is built while rendering (none is left to build once the pages are written). */
  readonly all: boolean;
  /** Wraps Astro's prerenderer: each docs page it renders goes to its index as well. */
  prerenderer(rendering: AstroPrerenderer): AstroPrerenderer;
  /**
   * After the pages are written (cached ones copied in too): adds to each index begun those pages
   * this build did not render, from their files, and moves the indexes into the site; an index
   * that failed is not among the folders built, so it is built again from the files. Undefined
   * when no page was rendered (no index was begun: the build's cache may hold them).
   */
  finish(out: string): Promise<BuiltWhileRendering> | undefined;
  /** Ends the Pagefind processes without writing (the cache held this build's index after all). */
  cancel(): Promise<void>;
}

/** One index built while rendering: its pages in the site's order, each handed over as it renders. */
interface Indexing {
  folder: string;
  pages: IndexedPage[];
  /** The pages this build renders. */
  rendered: Set<string>;
  /** Pages whose path Astro gives to another route: none is written, so none is indexed. */
  dropped: Set<string>;
  handed: Map<string, PromiseWithResolvers<string | undefined>>;
  /** Begun by its first page rendered; settles once the index is written (to `staging`) and its process ended. */
  done?: Promise<number>;
}

/**
 * Indexing while rendering. Finished indexes are written to a folder of `dataDir` (the site's
 * folder may yet get the cache's index instead) and moved into the site by finish().
 */
export function indexWhileRendering(
  routes: readonly Route[],
  style: UrlStyle,
  base: string,
  dataDir: string,
  requestLimitMs?: number,
): IndexWhileRendering | undefined {
  const staging = join(dataDir, 'search-while-rendering');
  const indexes = [...searchIndexes(routes, style)].map(
    ([folder, pages]): Indexing => ({ folder, pages, rendered: new Set(), dropped: new Set(), handed: new Map() }),
  );
  if (!indexes.length) return undefined;
  const indexOf = new Map(indexes.flatMap((index) => index.pages.map((page) => [page.slug, index] as const)));
  const delivered = new Set<string>();
  const waiting = (index: Indexing, slug: string) => index.handed.get(slug) ?? index.handed.set(slug, Promise.withResolvers()).get(slug)!;
  // Where the written pages are, once they all are; undefined when the build ended without them.
  const pagesWritten = Promise.withResolvers<string | undefined>();
  // Pages handed over and not yet taken by their index, over all indexes.
  let ahead = 0;
  // Finished (the pages are written) or stopped (the build failed, or the cache held the index).
  let ended = false;
  let stopped = false;
  // Left by an earlier build that stopped before moving its indexes.
  const cleared = rm(staging, { recursive: true, force: true });
  // When Pagefind falls behind (a busy machine), rendering waits rather than pile pages up in
  // memory. Only when this build renders every indexed page: otherwise an index waits for the
  // files of the pages it does not render, and a waiting render would never let it get there.
  let holdBack = false;
  let caughtUp: PromiseWithResolvers<void> | undefined;
  const catchUp = () => {
    caughtUp?.resolve();
    caughtUp = undefined;
  };
  const begun = () => indexes.filter((index) => index.done);

  // Pages go in in the site's order, each as soon as it is rendered; a page this build does not
  // render (the cache holds it) waits for the files. The index is written as soon as it is whole.
  async function build(indexing: Indexing): Promise<number> {
    let index: SearchIndex | undefined;
    try {
      index = await SearchIndex.open(requestLimitMs);
      await index.addEach(indexing.pages, (page) => htmlOf(indexing, page));
      if (stopped) return 0;
      await cleared;
      return await index.write(join(staging, indexing.folder));
    } catch (error) {
      // Nothing takes rendered pages any more: rendering must not wait for it (finish() reports the error).
      holdBack = false;
      catchUp();
      throw error;
    } finally {
      await index?.close();
    }
  }
  async function htmlOf(indexing: Indexing, page: IndexedPage): Promise<string | undefined> {
    if (indexing.dropped.has(page.slug)) return undefined;
    if (!indexing.rendered.has(page.slug)) {
      const out = await pagesWritten.promise;
      return out === undefined ? undefined : readPage(out, page);
    }
    const html = await waiting(indexing, page.slug).promise;
    indexing.handed.delete(page.slug);
    if (--ahead <= maxAhead / 2) catchUp();
    return html;
  }

  // Ends the indexes without writing them: every page not yet handed over counts as absent.
  async function stop(): Promise<void> {
    if (ended) return;
    ended = stopped = true;
    for (const index of indexes) for (const slug of index.rendered) if (!delivered.has(slug)) waiting(index, slug).resolve(undefined);
    pagesWritten.resolve(undefined);
    catchUp();
    await Promise.allSettled(begun().map((index) => index.done));
    await rm(staging, { recursive: true, force: true });
  }

  // What a failed index may have written, not the indexes of versions inside its folder (`pagefind/version-x`).
  async function discard(folder: string): Promise<void> {
    const dir = join(staging, folder);
    const others = new Set(indexes.map((index) => index.folder));
    for (const name of await readdir(dir).catch(() => [])) if (!others.has(`${folder}/${name}`)) await rm(join(dir, name), { recursive: true, force: true });
  }

  return {
    get all() {
      return indexes.every((index) => index.rendered.size > 0);
    },
    prerenderer: (rendering) =>
      followDocsPages(rendering, {
        // A page Astro drops (another route has its path) is never rendered: the index waiting for it would hold the build up.
        pagesPlanned(pages) {
          for (const page of pages) {
            const slug = slugOf(page.pathname, base);
            const index = indexOf.get(slug);
            if (index) (page.rendered ? index.rendered : index.dropped).add(slug);
          }
          holdBack = indexes.every((index) => index.rendered.size + index.dropped.size === index.pages.length);
        },
        async pageRendered(request, result) {
          const slug = slugOf(new URL(request.url).pathname, base);
          const index = indexOf.get(slug);
          if (!index?.rendered.has(slug)) return result;
          // Begun by its first page rendered: a build that renders none keeps its cached index.
          if (!index.done && !ended) {
            index.done = build(index);
            index.done.catch(() => {}); // reported by finish()
          }
          // The page is read once, here, and handed to both Astro and the index.
          const response = result instanceof Response ? result : result.response;
          const bytes = await response.arrayBuffer();
          const again = new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
          delivered.add(slug);
          ahead++;
          waiting(index, slug).resolve(response.ok ? searchablePart(utf8.decode(bytes)) : undefined);
          if (holdBack && !ended && ahead > maxAhead) await (caughtUp ??= Promise.withResolvers()).promise;
          return result instanceof Response ? again : { ...result, response: again };
        },
        // Pagefind's processes must not outlive the build, also when a page failed and the build with it.
        async renderingEnded() {
          if (indexes.some((index) => [...index.rendered].some((slug) => !delivered.has(slug)))) await stop();
        },
      }),
    finish(out) {
      const building = begun();
      if (!building.length || ended) return undefined;
      ended = true;
      pagesWritten.resolve(out);
      return (async () => {
        // An index whose Pagefind lost an answer (a busy machine: it competes with rendering) is
        // left out: the written site is indexed for it once more, from its files, by indexForSearch.
        const settled = await Promise.allSettled(building.map((index) => index.done!));
        const built = building.filter((_, at) => settled[at]!.status === 'fulfilled');
        for (const index of building) if (!built.includes(index)) await discard(index.folder);
        if (built.length) await moveTree(staging, out);
        await rm(staging, { recursive: true, force: true });
        const pages = settled.reduce((sum, result) => sum + (result.status === 'fulfilled' ? result.value : 0), 0);
        return { folders: new Set(built.map((index) => index.folder)), pages };
      })();
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
