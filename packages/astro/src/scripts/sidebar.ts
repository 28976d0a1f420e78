// A large section's sidebar comes inlined around the current page only; this swaps in the
// whole section (one cached fragment per section) when the reader reaches for it.
export function completeSidebar(): void {
  const nav = document.querySelector<HTMLElement>('#sidebar[data-partial]');
  if (!nav) return;
  let loading: Promise<void> | undefined;
  const load = () => (loading ??= swap());
  const swap = async () => {
    // The fragment's URL comes with the page (layout/Sidebar.astro), written with the site's base.
    const response = await fetch(nav.dataset.fragment!);
    if (!response.ok) return;
    nav.innerHTML = await response.text();
    for (const a of nav.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      // Same page whether or not the address bar has the trailing slash the links have.
      if (a.pathname.replace(/\/$/, '') !== location.pathname.replace(/\/$/, '')) continue;
      a.setAttribute('aria-current', 'page');
      for (let d = a.closest('details'); d; d = d.parentElement?.closest('details') ?? null) d.open = true;
      a.scrollIntoView({ block: 'nearest' });
    }
    nav.removeAttribute('data-partial');
  };
  nav.addEventListener('pointerenter', load, { once: true });
  nav.addEventListener('focusin', load, { once: true });
  nav.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-stub]')) return;
    event.preventDefault();
    const label = event.target.closest('[data-stub]')!.firstChild?.textContent;
    load().then(() => {
      for (const summary of nav.querySelectorAll('summary')) if (summary.textContent === label) (summary.parentElement as HTMLDetailsElement).open = true;
    });
  });
}
