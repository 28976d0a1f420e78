// Search with Pagefind: its index and code load on first use, never with the page. Results are
// grouped by tab, scoped to the page's version first, and chosen with the arrow keys; the pages
// opened from search come back as "Recent" when the box is empty.
import { rankByTitle } from './search-rank.ts';
import { forgetRecent, recentHits, rememberHit } from './search-recent.ts';
import { groupHits, type Hit, renderGroups } from './search-results.ts';
import { documentStyle, folderHref } from '../data/site-urls.ts';

interface PagefindData {
  url: string;
  excerpt: string;
  meta: Partial<Record<'title' | 'section' | 'crumbs' | 'method' | 'path' | 'version' | 'deprecated', string>>;
}
interface Pagefind {
  options(options: { excerptLength?: number; baseUrl?: string }): Promise<void>;
  search(query: string): Promise<{ results: { score: number; data(): Promise<PagefindData> }[] }>;
}

/** Results shown from the page's own version, then from the others. */
const shown = { scoped: 10, elsewhere: 4 };

const dialog = document.querySelector<HTMLDialogElement>('.search-dialog');
const input = dialog?.querySelector<HTMLInputElement>('input[type=search]');
const listbox = dialog?.querySelector<HTMLElement>('.search-results');
const status = dialog?.querySelector<HTMLElement>('.search-status');
const clear = dialog?.querySelector<HTMLButtonElement>('[data-search-clear]');
// The index of the page's version, and those of the versions whose results follow (data/search-data.ts).
const place = document.querySelector<HTMLElement>('[data-search-index]')?.dataset;
const ownIndex = place?.searchIndex ?? folderHref(documentStyle(document.documentElement), 'pagefind');
const otherIndexes = JSON.parse(place?.searchElsewhere ?? '[]') as { version: string; index: string }[];
const version = place?.searchVersion;
const engines = new Map<string, Promise<Pagefind>>();

let options: HTMLAnchorElement[] = [];
let hits: Hit[] = [];
let selected = -1;

/**
 * Called each time the dialog opens. header.ts opens it at once, before this module has loaded,
 * so what the reader typed meanwhile is answered here.
 */
export function searchOpened(): void {
  if (!dialog || !input) return;
  void engine(ownIndex);
  void update();
}

/** The Pagefind of one index: each index folder has its own copy, loaded on first use. */
function engine(index: string): Promise<Pagefind> {
  let loading = engines.get(index);
  if (!loading) {
    loading = (import(/* @vite-ignore */ `${index}pagefind.js`) as Promise<Pagefind>).then(async (module) => {
      // The index holds each page's full URL (post-build/index-for-search.ts): no base to add, whatever folder the index is in.
      await module.options({ excerptLength: 22, baseUrl: '/' });
      return module;
    });
    engines.set(index, loading);
  }
  return loading;
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

async function update(): Promise<void> {
  if (!input) return;
  const query = input.value.trim();
  const ticket = ++latest;
  if (!query) return showRecent();
  try {
    const found = await find(query);
    if (ticket !== latest) return;
    show(found, query);
  } catch {
    if (ticket !== latest) return;
    show([], query);
    say('Search is available once the site is built (quire build, quire preview).', true);
  }
}

/** The page's version first; other versions after (the best of their indexes), labeled with theirs. Title matches lead each. */
async function find(query: string): Promise<Hit[]> {
  const top = async (index: string, count: number) => {
    const { results } = await (await engine(index)).search(query);
    return Promise.all(results.slice(0, count).map(async (result) => ({ score: result.score, hit: toHit(await result.data()) })));
  };
  // Another version's index that fails to load costs its results, not the search.
  const [own, ...others] = await Promise.all([top(ownIndex, shown.scoped), ...otherIndexes.map(({ index }) => top(index, shown.elsewhere).catch(() => []))]);
  // The other versions' best, by Pagefind's score across their indexes.
  const elsewhere = others.flat().sort((a, b) => b.score - a.score).slice(0, shown.elsewhere);
  return [...rankByTitle(own!.map((r) => r.hit), query), ...rankByTitle(elsewhere.map((r) => r.hit), query)];
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

function show(found: Hit[], query: string): void {
  const groups = groupHits(found, (hit) => [hit.section ?? 'Pages', hit.version !== version ? hit.version : undefined].filter(Boolean).join(' · '));
  // In the order shown: arrow keys walk the options top to bottom across groups.
  hits = groups.flatMap((group) => group.hits);
  options = renderGroups(listbox!, groups);
  listbox!.dataset.query = query;
  if (clear) clear.hidden = true;
  select(options.length ? 0 : -1);
  if (found.length) say(`${found.length} ${found.length === 1 ? 'result' : 'results'}`, false);
  else say(`No results for “${query}”. Try fewer words, or the start of a word.`, true);
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

/** The status line: a message the reader sees (empty states), or a count for screen readers only. */
function say(message: string, visible: boolean): void {
  if (!status) return;
  status.textContent = message;
  status.classList.toggle('visually-hidden', !visible);
}
