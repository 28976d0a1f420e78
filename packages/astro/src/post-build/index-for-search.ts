import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Route } from '@quire/site';
import type { PagefindIndex } from 'pagefind';
import { searchIndexFolder } from '../data/search-data.ts';
import { nodeImport } from '../node-import.ts';
import { answeredWithin, defaultRequestLimitMs, writeLimitMs } from './pagefind-time-limit.ts';
import { pageHref, type UrlStyle } from '../data/site-urls.ts';
import { headingWords, searchTermsFile } from './search-terms.ts';

/**
 * What Pagefind writes for its own search interfaces, which Quire's dialog does not use: 430 KB
 * in each index folder.
 */
const unusedUi = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
];

/**
 * What the index leaves out, as Pagefind's `excludeSelectors` (its data-pagefind-ignore, kept in
 * one list beside the indexer rather than spread over templates and their tests). Readers search
 * for a page's title, description, headings, prose and field names; these are the rest.
 */
const pageChrome = [
  // Around the content: the breadcrumb (results show it from data), the Deprecated badge in the
  // title, the version line, the page menu, the view selector, previous/next links, the outline.
  '.page > .breadcrumbs',
  '.page-header h1 .badge',
  '.page-header .page-version',
  '.page-header .page-actions',
  '.page > .q-view-select',
  '.page > .prev-next',
  '#content > .toc',
];

/**
 * In the generated reference: types, flags, facts, counts and media types glued to field names
 * ("namestringrequired"), and the authorization and servers sections, the same on every page of an
 * API ("apiKeyAPI key in header"). Scoped to `.reference`, so an author's own content always stays.
 * (The address line and the examples carry data-pagefind-ignore themselves.)
 */
const referenceDetails = [
  '.q-field-type',
  // A tree row's head: every <span> is its type or a flag (schema-tree.ts), the <code> its name.
  '.q-field > p > span',
  '.q-field-flag',
  '.q-field-label',
  '.schema-root',
  '.schema-facts',
  '.schema-recursion',
  '.schema-empty',
  '.q-expandable > summary',
  '.media-line',
  '.media-type',
  '.response-empty',
  '.reference-main > #authorization',
  '.auth-intro',
  '.auth-alternatives',
  '.auth-combined',
  '.auth-scheme',
  '.reference-main > #servers',
  '.channel-servers',
].map((selector) => `.reference ${selector}`);

/** A page of a search index: its file in the built site and the URL its result links to. */
export interface IndexedPage {
  slug: string;
  file: string;
  url: string;
}

/**
 * The search indexes of a site, folder -> its pages in the site's order: one per version of the
 * docs, and one for pages of no version (data/search-data.ts says where each page's is).
 */
export function searchIndexes(routes: readonly Route[], style: UrlStyle): Map<string, IndexedPage[]> {
  const byIndex = new Map<string, IndexedPage[]>();
  for (const route of routes) {
    if (route.hidden) continue;
    const folder = searchIndexFolder(route.version);
    const file = route.slug ? `${route.slug}/index.html` : 'index.html';
    if (!byIndex.has(folder)) byIndex.set(folder, []);
    // The result links to the page's URL as every link of the site writes it (base, trailing slash),
    // not the file's path, which Pagefind would give.
    byIndex.get(folder)!.push({ slug: route.slug, file, url: pageHref(style, route.slug) });
  }
  return byIndex;
}

/**
 * Builds the search indexes of the built site from its files; returns the page count. Some
 * may have been built already (while rendering: `built`), and are counted. Pagefind
 * holds an index in memory while it builds it, so one index per version keeps a repo of dozens of
 * versions to a few hundred megabytes; each index is written and its Pagefind process ended
 * before the next begins.
 */
export async function indexForSearch(
  out: string,
  routes: readonly Route[],
  style: UrlStyle,
  built?: { folders: ReadonlySet<string>; pages: number },
  requestLimitMs = defaultRequestLimitMs,
): Promise<number> {
  let pages = built?.pages ?? 0;
  for (const [folder, entries] of searchIndexes(routes, style)) {
    if (built?.folders.has(folder)) continue;
    const index = await SearchIndex.open(requestLimitMs);
    try {
      await index.addEach(entries, (entry) => readPage(out, entry));
      pages += await index.write(join(out, folder));
    } finally {
      await index.close();
    }
  }
  return pages;
}

/** A page's HTML as built, undefined when the build wrote none. */
export function readPage(out: string, page: IndexedPage): Promise<string | undefined> {
  return readFile(join(out, page.file), 'utf8').catch(() => undefined);
}

type Pagefind = typeof import('pagefind');

let processes = 0;

/**
 * The pagefind library in a module instance of its own: the library keeps one process per
 * instance and ends it with all its indexes (their memory is released only so), and the versions
 * indexed while rendering each need theirs.
 */
function ownPagefind(): Promise<Pagefind> {
  return nodeImport<Pagefind>(`${import.meta.resolve('pagefind')}?process=${++processes}`);
}

/**
 * Pages sent to Pagefind before the first of them is answered. Its process takes requests one at
 * a time, in the order sent, so the index is the one a page at a time makes; waiting for each
 * answer left both sides idle by turns (GitHub's 1,223 operation pages: 9.3 s of round trips, the
 * pages' rendering held back behind them).
 */
const inFlight = 16;

/**
 * One Pagefind index, in a process of its own. Pages go in in the site's order: Pagefind numbers pages in
 * the order they come, and the same site must give the same index (incremental builds compare it
 * byte for byte with a clean build's).
 */
export class SearchIndex {
  private pages = 0;
  /** The words of the pages' titles and headings, which search corrects a mistyped word to (search-terms.ts). */
  private readonly terms = new Set<string>();
  private readonly pagefind: Pagefind;
  private readonly index: PagefindIndex;
  private readonly requestLimitMs: number;
  private constructor(pagefind: Pagefind, index: PagefindIndex, requestLimitMs: number) {
    this.pagefind = pagefind;
    this.index = index;
    this.requestLimitMs = requestLimitMs;
  }

  /** Starts Pagefind; each request to it fails the build when unanswered past `requestLimitMs` (pagefind-time-limit.ts). */
  static async open(requestLimitMs = defaultRequestLimitMs): Promise<SearchIndex> {
    const pagefind = await ownPagefind();
    const { index, errors } = await answeredWithin(
      pagefind.createIndex({ excludeSelectors: [...pageChrome, ...referenceDetails] }),
      requestLimitMs,
      'starting',
      pagefind.close,
    );
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    return new SearchIndex(pagefind, index, requestLimitMs);
  }

  /**
   * Adds each page, in order, its HTML from `htmlOf` (undefined: skipped), with up to `inFlight`
   * sent and not yet answered; settles once all are in, or with the first failure.
   */
  async addEach<Page extends IndexedPage>(pages: readonly Page[], htmlOf: (page: Page) => Promise<string | undefined>): Promise<void> {
    const sent: Promise<void>[] = [];
    for (const page of pages) {
      const added = this.add(page, await htmlOf(page));
      // Awaited below, in order: a failure meanwhile must not count as unhandled.
      added.catch(() => {});
      sent.push(added);
      if (sent.length >= inFlight) await sent.shift();
    }
    await Promise.all(sent);
  }

  /** Adds a page's HTML (whole, or already its searchable part); a page the build did not write is skipped. */
  async add(page: IndexedPage, html: string | undefined): Promise<void> {
    if (html === undefined) return;
    const part = searchablePart(html);
    const added = await answeredWithin(
      this.index.addHTMLFile({ url: page.url, content: part }),
      this.requestLimitMs,
      `indexing ${page.file}`,
      this.pagefind.close,
    );
    if (added.errors.length) throw new Error(`Pagefind could not index ${page.file}: ${added.errors.join('; ')}`);
    // A page with nothing to index (no data-pagefind-body) is left out by Pagefind.
    if (!added.file) return;
    this.pages++;
    // Only from pages Pagefind indexes: it answers for a page without data-pagefind-body (a redirect) too.
    if (part.includes(' data-pagefind-body')) for (const word of headingWords(part)) this.terms.add(word);
  }

  /** Writes the index into its folder; returns how many pages it holds. */
  async write(folder: string): Promise<number> {
    await answeredWithin(
      this.index.writeFiles({ outputPath: folder }),
      writeLimitMs(this.requestLimitMs, this.pages),
      `writing the index of ${this.pages} pages to ${folder}`,
      this.pagefind.close,
    );
    await Promise.all(unusedUi.map((file) => rm(join(folder, file), { force: true })));
    // Sorted: the same site gives the same file (incremental builds compare it with a clean build's).
    await writeFile(join(folder, searchTermsFile), JSON.stringify([...this.terms].sort()));
    return this.pages;
  }

  /** Ends Pagefind's process. */
  async close(): Promise<void> {
    await this.pagefind.close();
  }
}

/**
 * What Pagefind reads of a page: the `<html>` tag (its `lang` picks the stemmer), the title and
 * the `<main data-pagefind-body>` element, not the head, header and sidebar around them that it
 * would parse only to skip (a third of a reference page's bytes), nor the examples column, which
 * it ignores too (`<aside data-pagefind-ignore>`: another third). A page of another shape is
 * given whole. Cut by a scan, as sparing a parse is its purpose: Agno's 880 pages (18.8 MB) take
 * 138 ms so, 15 s through hast-util-from-html.
 */
export function searchablePart(page: string): string {
  const marker = page.indexOf(' data-pagefind-body');
  const start = page.lastIndexOf('<main', marker);
  const end = page.indexOf('</main>', marker);
  const html = /<html\b[^>]*>/.exec(page)?.[0];
  // The marker must be an attribute of that <main> tag, not text somewhere after it.
  if (marker < 0 || start < 0 || end < 0 || !html || page.indexOf('>', start) < marker) return page;
  const title = /<title>[^<]*<\/title>/.exec(page)?.[0] ?? '';
  return `<!doctype html>${html}<head>${title}</head><body>${withoutCodeSpans(withoutIgnoredAsides(page.slice(start, end + '</main>'.length)))}</body></html>`;
}

/**
 * The HTML with the `<span>`s of Markdown's highlighted code blocks left out, their text kept: a
 * span is inline, so Pagefind reads the same words and writes the same index without them, and
 * they were a third of the bytes it was handed (crewAI's pages: 36 %), each a tag it parses and
 * skips. Only spans without other attributes than Shiki's class and style (none of them a
 * selector `pageChrome` or `referenceDetails` leaves out); a block holding another is left whole.
 */
function withoutCodeSpans(html: string): string {
  if (!html.includes('<pre class="astro-code')) return html;
  return html.replace(/(<pre class="astro-code\b[^>]*>)([\s\S]*?)(<\/pre>)/g, (block, open: string, code: string, close: string) => {
    const text = code.replace(/<span(?: class="[^"]*"| style="[^"]*")*>|<\/span>/g, '');
    return text.includes('<span') ? block : open + text + close;
  });
}

/** The HTML without its `<aside … data-pagefind-ignore>` elements (asides nested in them included). */
function withoutIgnoredAsides(html: string): string {
  let out = '';
  let from = 0;
  for (const open of html.matchAll(/<aside\b[^>]*\sdata-pagefind-ignore\b[^>]*>/g)) {
    if (open.index < from) continue;
    let depth = 0;
    let end = -1;
    for (const tag of html.slice(open.index).matchAll(/<aside\b|<\/aside>/g)) {
      depth += tag[0] === '</aside>' ? -1 : 1;
      if (depth === 0) {
        end = open.index + tag.index + tag[0].length;
        break;
      }
    }
    if (end < 0) break;
    out += html.slice(from, open.index);
    from = end;
  }
  return out + html.slice(from);
}
