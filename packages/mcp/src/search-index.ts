// `<out>/_quire/mcp-search.json`: what `/mcp`'s search looks through, written once by the build
// (like Pagefind's index) so that a server never reads every page to answer a search. Each page:
// its slug, its title and the start of its Markdown twin, whitespace folded. The build fits the
// texts into a budget; a server loads the file once per release and refuses one over its cap
// (a tenant's build wrote it), searching page titles only and saying so.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileLimit, mapWithLimit } from '@quire/site';
import { twinPath } from '@quire/site/twin';
import { listReleaseTwins, readListedFile, readListedFileSync, readReleaseFile, releaseRoot } from './release-files.ts';
import type { DocsPage, PageText } from './search-pages.ts';

export const searchIndexPath = '_quire/mcp-search.json';

export const searchIndexLimits = {
  /** The largest index a server loads: held in memory for as long as the release is served. */
  fileBytes: 8 * 1024 * 1024,
  /** What the build spends on texts in all: a large site gets less of each page. */
  textChars: 6_000_000,
  /** The most, and the least, of one page's text that is indexed. */
  pageChars: 4096,
  minPageChars: 100,
  /** Pages indexed; a site with more has its first ones (by path) searched, and search says so. */
  pages: 40_000,
  /** Where a page's title (its first `# ` heading) is looked for. */
  titleChars: 2000,
};

interface SearchIndexFile {
  version: 1;
  pages: { slug: string; title: string; text: string }[];
  /** Pages left out over `pages`. */
  more?: boolean;
}

/** What search sees of a release: every page, its text as far as indexed, and a note when it sees less. */
export interface ReleaseSearch {
  pages: DocsPage[];
  texts: PageText[];
  /** Why search sees less than every page's text (no index, an index over the cap, pages left out). */
  note?: string;
  /** Roughly what the texts hold in memory, for the server's cache. */
  bytes: number;
}

/** Indexes the Markdown twins a build wrote into `outDir`. */
export async function writeSearchIndex(outDir: string): Promise<void> {
  // Each page's text is cut to its share as it is read: crewAI's 24,803 twins read whole (16 KB
  // each) were held all at once, the largest part of its build's peak, for 240 characters of each.
  const perPage = (pages: number) =>
    Math.max(searchIndexLimits.minPageChars, Math.min(searchIndexLimits.pageChars, Math.floor(searchIndexLimits.textChars / Math.max(1, pages))));
  // Read at once: the build waits for nothing else, and the twins are thousands of small files.
  const { root, pages, more } = await readTwinHeads(outDir, searchIndexLimits.pageChars * 4, (head, pages) => foldedStart(head, perPage(pages)), {
    now: true,
  });
  const index: SearchIndexFile = {
    version: 1,
    pages: pages.map(({ slug, title, head }) => ({ slug, title, text: head })),
    ...(more ? { more } : {}),
  };
  const file = join(root, searchIndexPath);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(index));
}

/** A release's search, from its index; titles only when the index is missing, over the cap, or not one. */
export async function readSearchIndex(root: string): Promise<ReleaseSearch> {
  const read = await readReleaseFile(root, searchIndexPath, searchIndexLimits.fileBytes);
  const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  let why: string;
  if (!read) why = `this build wrote no search index (${searchIndexPath}): rebuild the site with this version of Quire to search the pages' text`;
  else if (read.cut)
    why = `its search index (${searchIndexPath}) is ${megabytes(read.size)}, over the ${megabytes(searchIndexLimits.fileBytes)} a server loads`;
  else {
    const index = parseIndex(read.text);
    if (index) {
      const entries = index.pages.slice(0, searchIndexLimits.pages);
      const texts = entries.map(({ slug, title, text }) => {
        const clipped = text.slice(0, searchIndexLimits.pageChars);
        return { page: { slug, title: title.slice(0, 200) }, text: clipped, lower: clipped.toLowerCase() };
      });
      const left = index.more || index.pages.length > entries.length;
      return {
        pages: texts.map((t) => t.page),
        texts,
        ...(left ? { note: `Search looks at the site's first ${entries.length} pages only.` } : {}),
        bytes: read.size * 2,
      };
    }
    why = `its search index (${searchIndexPath}) is not one Quire wrote`;
  }
  return titlesOnly(root, why);
}

/** Search over the pages' titles, read from the first lines of their twins once per release. */
async function titlesOnly(root: string, why: string): Promise<ReleaseSearch> {
  const { pages, more } = await readTwinHeads(root, searchIndexLimits.titleChars, () => '', { now: false });
  const texts = pages.map(({ slug, title }) => ({ page: { slug, title }, text: '', lower: '' }));
  const left = more ? ` and the first ${pages.length} pages only` : '';
  return { pages: texts.map((t) => t.page), texts, note: `Searched page titles only${left}: ${why}.`, bytes: pages.length * 200 };
}

/**
 * Each twin's slug, title and first `bytes`, through a reader that follows no link (`now`: read
 * at once, for a build; a server's reads wait in the thread pool); `keep` says what of the head
 * is kept (given the number of pages), the rest being let go as each is read.
 */
async function readTwinHeads(
  outDir: string,
  bytes: number,
  keep: (head: string, pages: number) => string,
  { now }: { now: boolean },
): Promise<{ root: string; pages: { slug: string; title: string; head: string }[]; more: boolean }> {
  const root = await releaseRoot(outDir);
  const { files, more } = await listReleaseTwins(root, searchIndexLimits.pages, { now });
  const read = now ? readListedFileSync : readListedFile;
  const slugs = files.map((file) => (file === 'index.md' ? '' : file.slice(0, -'.md'.length))).sort();
  const pages = await mapWithLimit(slugs, fileLimit, async (slug) => {
    const head = (await read(root, twinPath(slug), bytes))?.text ?? '';
    const title = /^#\s+(.+)$/m.exec(head.slice(0, searchIndexLimits.titleChars))?.[1]?.trim().slice(0, 200) || slug || 'Home';
    return { slug, title: ownCopy(title), head: ownCopy(keep(head, slugs.length)) };
  });
  return { root, pages, more };
}

/** A string of its own: a slice points into the string it was cut from, and would keep each whole head alive. */
function ownCopy(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

function foldWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * `foldWhitespace(text).slice(0, chars)`, folding no more of the text than that takes: crewAI's
 * pages get 236 characters each of a 16 KB head, and folding all 25,000 heads whole took 3 s.
 * The folded start of a longer prefix is the start of the whole text folded, once it is longer than `chars`.
 */
function foldedStart(text: string, chars: number): string {
  for (let end = Math.min(text.length, 2 * chars + 64); ; end = Math.min(text.length, 2 * end)) {
    const folded = foldWhitespace(text.slice(0, end));
    if (folded.length > chars || end === text.length) return folded.slice(0, chars);
  }
}

function parseIndex(text: string): SearchIndexFile | undefined {
  try {
    const value = JSON.parse(text) as Partial<SearchIndexFile> | null;
    if (value?.version !== 1 || !Array.isArray(value.pages)) return undefined;
    const fine = value.pages.every((p) => p && typeof p.slug === 'string' && typeof p.title === 'string' && typeof p.text === 'string');
    return fine ? (value as SearchIndexFile) : undefined;
  } catch {
    return undefined;
  }
}
