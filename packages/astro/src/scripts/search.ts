// Search with Pagefind: its index and code load on first use, never with the page.
interface PagefindResult {
  data(): Promise<{ url: string; excerpt: string; meta: { title?: string } }>;
}
interface Pagefind {
  search(query: string): Promise<{ results: PagefindResult[] }>;
}

let pagefind: Promise<Pagefind> | undefined;
const dialog = document.querySelector<HTMLDialogElement>('.search-dialog');
const input = dialog?.querySelector<HTMLInputElement>('input[type=search]');
const list = dialog?.querySelector<HTMLUListElement>('.search-results');

export function openSearch(): void {
  if (!dialog || !input) return;
  dialog.showModal();
  input.focus();
  input.select();
  pagefind ??= import(/* @vite-ignore */ `${'/pagefind/'}pagefind.js`) as Promise<Pagefind>;
}

// Enter opens the first result, as readers expect of a search box.
input?.addEventListener('keydown', (event) => {
  const first = list?.querySelector<HTMLAnchorElement>('a[href]');
  if (event.key !== 'Enter' || !first) return;
  event.preventDefault();
  location.href = first.href;
});

let latest = 0;
input?.addEventListener('input', async () => {
  const query = input.value.trim();
  const ticket = ++latest;
  if (!list) return;
  if (!query) return void list.replaceChildren();
  try {
    const { results } = await (await pagefind!).search(query);
    const items = await Promise.all(results.slice(0, 10).map((r) => r.data()));
    if (ticket !== latest) return;
    list.replaceChildren(
      ...items.map((item) => {
        const li = document.createElement('li');
        const a = document.createElement('a');
        a.href = item.url;
        const title = document.createElement('strong');
        title.textContent = item.meta.title ?? item.url;
        const excerpt = document.createElement('span');
        // Pagefind's excerpt is text from our own pages with <mark> around matches.
        excerpt.innerHTML = item.excerpt;
        a.append(title, excerpt);
        li.append(a);
        return li;
      }),
    );
    if (!items.length) list.innerHTML = '<li class="empty">No results</li>';
  } catch {
    list.innerHTML = '<li class="empty">Search is available once the site is built (quire build, quire preview).</li>';
  }
});
