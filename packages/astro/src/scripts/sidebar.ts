// A large section's sidebar comes inlined around the current page only; this swaps in the
// whole section (one cached fragment per section) when the reader reaches for it. Every page
// loads this script: it is kept small.
export function completeSidebar(): void {
  const nav = document.querySelector<HTMLElement>('#sidebar[data-partial]');
  if (!nav) return;
  // A closed group's stub (`data-n`: its size) and a `more` entry are links (to a page that shows
  // what they stand for), which scripts turn into buttons that show it in place.
  const stubs = '[data-n],[data-more]';
  for (const stub of nav.querySelectorAll(stubs)) stub.setAttribute('role', 'button');
  const bare = (path: string) => path.replace(/\/$/, '');
  // Opens every group around an entry of the whole sidebar (a summary's own group too).
  const openTo = (entry?: Element | null) => {
    for (let d = entry; (d = d?.parentElement?.closest('details')); ) (d as HTMLDetailsElement).open = true;
  };
  let loading: Promise<boolean> | undefined;
  const load = () => (loading ??= swap());
  // Pointing at the sidebar loads it, so the fragment can arrive while a stub is pressed: swapped
  // in then, the stub would leave from under the pointer and the press would click nothing. The
  // swap waits until the press has ended and its click has run.
  let released: Promise<unknown> = Promise.resolve();
  nav.addEventListener('pointerdown', () => {
    released = new Promise((done) => {
      for (const end of ['pointerup', 'pointercancel']) addEventListener(end, () => setTimeout(done), { once: true });
    });
  });
  const swap = async () => {
    // The fragment's URL comes with the page (layout/Sidebar.astro), written with the site's base.
    const response = await fetch(nav.dataset.fragment!).catch(() => undefined);
    if (!response?.ok) return false;
    const html = await response.text();
    for (let waited: unknown; waited !== released; ) await (waited = released);
    const focused = nav.contains(document.activeElement) && document.activeElement;
    nav.innerHTML = html;
    for (const a of nav.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      // Same page whether or not the address bar has the trailing slash the links have.
      if (bare(a.pathname) !== bare(location.pathname)) continue;
      a.setAttribute('aria-current', 'page');
      openTo(a);
      a.scrollIntoView({ block: 'nearest' });
    }
    nav.removeAttribute('data-partial');
    // Focus stays where it was: reaching the sidebar by keyboard is what loads it.
    if (focused) counterpart(focused)?.focus();
    return true;
  };
  // What stands where `old` stood in the whole sidebar: a closed group's summary (by its label),
  // else the link to the same page (for a `more` entry, the first page it held).
  const counterpart = (old: Element) => {
    const label = old.matches('[data-n],summary') ? old.firstChild?.textContent : undefined;
    for (const element of nav.querySelectorAll<HTMLElement>(label === undefined ? 'a[href]' : 'summary'))
      if (label === undefined ? element.getAttribute('href') === old.getAttribute('href') : element.textContent === label) return element;
  };
  for (const reach of ['pointerenter', 'focusin']) nav.addEventListener(reach, load, { once: true });
  nav.addEventListener('click', (event) => {
    const stub = (event.target as Element).closest<HTMLAnchorElement>(stubs);
    if (!stub) return;
    event.preventDefault();
    load().then((swapped) => {
      // Without the fragment (offline, a failed request) the link leads where it says.
      if (!swapped) return location.assign(stub.href);
      const shown = counterpart(stub);
      openTo(shown);
      shown?.focus();
    });
  });
  // A button is pressed with Space too, a link only with Enter.
  nav.addEventListener('keydown', (event) => {
    if (event.key !== ' ' || !(event.target as Element).matches(stubs)) return;
    event.preventDefault();
    (event.target as HTMLElement).click();
  });
}
