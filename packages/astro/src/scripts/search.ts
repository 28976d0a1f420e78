// Search with Pagefind: its index and code load on first use, never with the page. One search
// covers the whole site (every version's index, merged), the reader's tab and version ranked
// first, narrowed by the section, type and version menus; results are grouped by tab and chosen
// with the arrow keys; the pages opened from search come back as "Recent" when the box is empty.
import { rankByTitle, scopeTier, type ReaderPlace } from './search-rank.ts';
import { correctedQuery, matchedWords, matchesQuery, words } from './search-match.ts';
import { forgetRecent, recentHits, rememberHit } from './search-recent.ts';
import { groupHits, type Hit, renderGroups } from './search-results.ts';
import { documentStyle, folderHref } from '../data/site-urls.ts';

interface PagefindData {
  url: string;
  excerpt: string;
  content: string;
  raw_content?: string;
  locations: number[];
  meta: Partial<Record<'title' | 'section' | 'crumbs' | 'method' | 'path' | 'version' | 'deprecated', string>>;
}
interface PagefindResult {
  id: string;
  data(): Promise<PagefindData>;
}
type Filters = Record<string, string>;
interface Pagefind {
  options(options: { excerptLength?: number; baseUrl?: string }): Promise<void>;
  mergeIndex(path: string, options?: { baseUrl?: string }): Promise<void>;
  filters(): Promise<Record<string, Record<string, number>>>;
  search(query: string, options?: { filters?: Filters }): Promise<{ results: PagefindResult[] }>;
}

/** Results shown in all, of which at most `elsewhere` from versions other than the reader's. */
const shown = { all: 12, elsewhere: 4 };
/** Pagefind's best results whose page data is loaded (a fetch each): the site's, and the reader's section's. */
const loaded = { site: 16, scoped: 10 };

const dialog = document.querySelector<HTMLDialogElement>('.search-dialog');
const input = dialog?.querySelector<HTMLInputElement>('input[type=search]');
const listbox = dialog?.querySelector<HTMLElement>('.search-results');
const status = dialog?.querySelector<HTMLElement>('.search-status');
const clear = dialog?.querySelector<HTMLButtonElement>('[data-search-clear]');
const filterBar = dialog?.querySelector<HTMLElement>('.search-filters');
const menus = [...(filterBar?.querySelectorAll('select') ?? [])];
// Every index of the site (data/search-data.ts), the index of pages of no version first.
const indexes = (JSON.parse(dialog?.dataset.searchIndexes ?? 'null') as string[] | null) ?? [folderHref(documentStyle(document.documentElement), 'pagefind')];
// The page's own place (Layout.astro), which its results come first in.
const page = document.querySelector<HTMLElement>('main[data-pagefind-body]')?.dataset;
const reader: ReaderPlace = { section: page?.searchSection, version: page?.searchVersion };
let pagefind: Promise<Pagefind> | undefined;
let vocabulary: Promise<string[]> | undefined;

let options: HTMLAnchorElement[] = [];
let hits: Hit[] = [];
let selected = -1;

/**
 * Called each time the dialog opens. header.ts opens it at once, before this module has loaded,
 * so what the reader typed meanwhile is answered here.
 */
export function searchOpened(): void {
  if (!dialog || !input) return;
  void engine().then(showFilters, () => {});
  void update();
}

/**
 * Pagefind, with every index that holds the page's language merged into one search. Pagefind keeps
 * one index per language in each folder and falls back to another language when a folder has none
 * of the page's, so folders without it are left out. The first folder is Pagefind's own (its code
 * and WebAssembly); the others add only their word lists.
 */
function engine(): Promise<Pagefind> {
  pagefind ??= (async () => {
    const language = document.documentElement.lang.toLowerCase();
    const held = await Promise.all(indexes.map((folder) => holdsLanguage(folder, language)));
    const mine = indexes.filter((_, at) => held[at]);
    const [first, ...others] = mine.length ? mine : indexes;
    const module = (await import(/* @vite-ignore */ `${first}pagefind.js`)) as Pagefind;
    // The index holds each page's full URL (post-build/index-for-search.ts): no base to add, whatever folder the index is in.
    // A merged index takes no options from the first: without its own baseUrl, Pagefind guesses the
    // base from the index's folder, and a site under /docs/ linked its hits at /docs/docs/.
    await module.options({ excerptLength: 22, baseUrl: '/' });
    for (const folder of others) await module.mergeIndex(folder, { baseUrl: '/' });
    return module;
  })();
  pagefind.catch(() => (pagefind = undefined));
  return pagefind;
}

async function holdsLanguage(folder: string, language: string): Promise<boolean> {
  try {
    const entry = (await (await fetch(`${folder}pagefind-entry.json`)).json()) as { languages?: Record<string, unknown> };
    return Boolean(entry.languages?.[language] ?? entry.languages?.[language.split('-')[0]!]);
  } catch {
    return false;
  }
}

/** The words of the indexes' titles and headings, for correcting a mistyped word (post-build/search-terms.ts). */
function terms(): Promise<string[]> {
  vocabulary ??= Promise.all(
    indexes.map((folder) =>
      fetch(`${folder}quire-terms.json`).then(
        (r) => (r.ok ? (r.json() as Promise<string[]>) : []),
        () => [],
      ),
    ),
  ).then((lists) => [...new Set(lists.flat())]);
  return vocabulary;
}

/** The section, type and version menus, from the values the indexes hold; a menu of one value stays hidden. */
async function showFilters(engine: Pagefind): Promise<void> {
  if (!filterBar || filterBar.dataset.filled) return;
  filterBar.dataset.filled = '';
  const values = await engine.filters();
  for (const menu of menus) {
    const names = Object.keys(values[menu.name] ?? {}).sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
    menu.append(...names.map((name) => new Option(name, name)));
    menu.hidden = names.length < 2;
  }
  filterBar.hidden = menus.every((menu) => menu.hidden);
}

function chosenFilters(): Filters {
  return Object.fromEntries(menus.filter((menu) => menu.value).map((menu) => [menu.name, menu.value]));
}

input?.addEventListener('keydown', (event) => {
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    if (!options.length) return;
    event.preventDefault();
    select((selected + (event.key === 'ArrowDown' ? 1 : -1) + options.length) % options.length);
  } else if (event.key === 'Enter') {
    // The form would close the dialog; Enter opens the selected result instead, as readers expect.
    event.preventDefault();
    const option = options[selected];
    if (!option) return;
    rememberHit(hits[selected]!);
    location.href = option.href;
  }
});

listbox?.addEventListener('click', (event) => {
  const option = (event.target as Element).closest<HTMLAnchorElement>('[role=option]');
  const at = option ? options.indexOf(option) : -1;
  if (at >= 0) rememberHit(hits[at]!);
});
// The pointer moves the selection too, so the marked result is always the one Enter opens.
listbox?.addEventListener('pointermove', (event) => {
  const option = (event.target as Element).closest<HTMLAnchorElement>('[role=option]');
  const at = option ? options.indexOf(option) : -1;
  if (at >= 0 && at !== selected) select(at, false);
});

clear?.addEventListener('click', () => {
  forgetRecent();
  showRecent();
  input?.focus();
});

let latest = 0;
input?.addEventListener('input', () => void update());
for (const menu of menus) {
  menu.addEventListener('change', () => {
    void update();
    input?.focus();
  });
}

async function update(): Promise<void> {
  if (!input) return;
  const query = input.value.trim();
  const ticket = ++latest;
  if (!query) return showRecent();
  try {
    const filters = chosenFilters();
    let found = await find(query, filters);
    // Nothing for a mistyped word: the closest title or heading word, when one is near enough.
    let corrected: string | undefined;
    if (!found.length && (corrected = correctedQuery(query, await terms()))) found = await find(corrected, filters);
    if (ticket !== latest) return;
    show(found, query, found.length ? corrected : undefined);
  } catch {
    if (ticket !== latest) return;
    show([], query);
    say('Search is available once the site is built (quire build, quire preview).', true);
  }
}

/**
 * Pagefind's best pages of the whole site, and those of the reader's section, which come first
 * among equal titles however their words score elsewhere. Only pages that match every word typed
 * (or a close variant) are kept; search-rank.ts orders them.
 */
async function find(query: string, filters: Filters): Promise<Hit[]> {
  const search = await engine();
  const place = Object.fromEntries(Object.entries(reader).filter(([, value]) => value)) as Filters;
  const [site, scoped] = await Promise.all([
    search.search(query, { filters }),
    reader.section ? search.search(query, { filters: { ...place, ...filters } }) : Promise.resolve({ results: [] }),
  ]);
  const order = new Map(site.results.map((result, at) => [result.id, at]));
  const candidates = new Map([...scoped.results.slice(0, loaded.scoped), ...site.results.slice(0, loaded.site)].map((result) => [result.id, result]));
  const pages = await Promise.all(
    [...candidates.values()].map(async (result) => {
      const data = await result.data();
      return { hit: toHit(data), at: order.get(result.id) ?? 0, found: [...matchedWords(data), ...words(data.meta.title ?? '')] };
    }),
  );
  const matching = pages.filter((page) => matchesQuery(query, page.found)).sort((a, b) => a.at - b.at);
  let elsewhere = 0;
  // Another version's pages only as many as `shown.elsewhere`, unless the reader chose that version.
  return rankByTitle(
    matching.map((page) => page.hit),
    query,
    reader,
  )
    .filter((hit) => filters.version || scopeTier(hit, reader) < 2 || ++elsewhere <= shown.elsewhere)
    .slice(0, shown.all);
}

function toHit({ url, excerpt, meta }: PagefindData): Hit {
  return {
    // Already the page's URL as the site writes it: the index was given it (post-build/index-for-search.ts).
    url,
    title: meta.title ?? url,
    excerpt,
    ...(meta.section ? { section: meta.section } : {}),
    ...(meta.crumbs ? { crumbs: meta.crumbs } : {}),
    ...(meta.method ? { method: meta.method } : {}),
    ...(meta.path ? { path: meta.path } : {}),
    ...(meta.version ? { version: meta.version } : {}),
    ...(meta.deprecated ? { deprecated: true } : {}),
  };
}

function show(found: Hit[], query: string, corrected?: string): void {
  const groups = groupHits(found, (hit) => [hit.section ?? 'Pages', hit.version !== reader.version ? hit.version : undefined].filter(Boolean).join(' · '));
  // In the order shown: arrow keys walk the options top to bottom across groups.
  hits = groups.flatMap((group) => group.hits);
  options = renderGroups(listbox!, groups);
  listbox!.dataset.query = query;
  if (clear) clear.hidden = true;
  select(options.length ? 0 : -1);
  const count = `${found.length} ${found.length === 1 ? 'result' : 'results'}`;
  if (corrected) say(`No results for “${query}”. ${count} for “${corrected}”.`, true, true);
  else if (found.length) say(count, false);
  else say(`No results for “${query}”${Object.keys(chosenFilters()).length ? ' with these filters' : ''}. Try fewer words, or the start of a word.`, true);
}

function showRecent(): void {
  const recent = recentHits();
  hits = recent;
  options = renderGroups(listbox!, recent.length ? [{ label: 'Recent', hits: recent }] : []);
  delete listbox!.dataset.query;
  if (clear) clear.hidden = !recent.length;
  select(options.length ? 0 : -1);
  say(recent.length ? '' : 'Search guides, API endpoints and their parameters.', true);
}

function select(index: number, scroll = true): void {
  options[selected]?.setAttribute('aria-selected', 'false');
  selected = index;
  const option = options[index];
  if (!option) return void input?.removeAttribute('aria-activedescendant');
  option.setAttribute('aria-selected', 'true');
  input?.setAttribute('aria-activedescendant', option.id);
  if (scroll) option.scrollIntoView({ block: 'nearest' });
}

/** The status line: a message the reader sees (empty states, a corrected word as a note above the results), or a count for screen readers only. */
function say(message: string, visible: boolean, note = false): void {
  if (!status) return;
  status.textContent = message;
  status.classList.toggle('visually-hidden', !visible);
  status.toggleAttribute('data-note', note);
}
