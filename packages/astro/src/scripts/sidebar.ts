// A large section's sidebar comes inlined around the current page only; this swaps in the
// whole section (one cached fragment per section) when the reader reaches for it.
export function completeSidebar(): void {
  const nav = document.querySelector<HTMLElement>('#sidebar[data-partial]');
  if (!nav) return;
  // A closed group's stub and a `more` entry are links (to a page that shows what they stand
  // for), which scripts turn into buttons that show it in place.
  const stubs = '[data-stub],[data-more]';
  for (const stub of nav.querySelectorAll(stubs)) stub.setAttribute('role', 'button');
  let loading: Promise<boolean> | undefined;
  const load = () => (loading ??= swap());
  const swap = async () => {
    // The fragment's URL comes with the page (layout/Sidebar.astro), written with the site's base.
    const response = await fetch(nav.dataset.fragment!).catch(() => undefined);
    if (!response?.ok) return false;
    const html = await response.text();
    const focused = nav.contains(document.activeElement) ? document.activeElement : null;
    nav.innerHTML = html;
    for (const a of nav.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      // Same page whether or not the address bar has the trailing slash the links have.
      if (a.pathname.replace(/\/$/, '') !== location.pathname.replace(/\/$/, '')) continue;
      a.setAttribute('aria-current', 'page');
      for (let d = a.closest('details'); d; d = d.parentElement?.closest('details') ?? null) d.open = true;
      a.scrollIntoView({ block: 'nearest' });
    }
    nav.removeAttribute('data-partial');
    // Focus stays where it was: reaching the sidebar by keyboard is what loads it.
    if (focused) counterpart(focused)?.focus();
    return true;
  };
  // The element of the whole sidebar that stands where `old` stood: the same link, a stub's
  // group (its summary, opened), the first link a `more` entry held.
  const counterpart = (old: Element): HTMLElement | undefined => {
    const href = old.getAttribute('href');
    if (old.matches('[data-stub]')) return summaryOf(old.firstChild?.textContent ?? '');
    if (old.tagName === 'SUMMARY') return summaryOf(old.textContent ?? '');
    return [...nav.querySelectorAll<HTMLAnchorElement>('a[href]')].find((a) => a.getAttribute('href') === href);
  };
  const summaryOf = (label: string) => [...nav.querySelectorAll('summary')].find((summary) => summary.textContent === label);
  nav.addEventListener('pointerenter', load, { once: true });
  nav.addEventListener('focusin', load, { once: true });
  nav.addEventListener('click', (event) => {
    const stub = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(stubs) : null;
    if (!stub) return;
    event.preventDefault();
    const label = stub.firstChild?.textContent ?? '';
    const href = stub.href;
    load().then((swapped) => {
      // Without the fragment (offline, a failed request) the link leads where it says.
      if (!swapped) return location.assign(href);
      const shown = stub.matches('[data-stub]') ? summaryOf(label) : counterpart(stub);
      if (shown?.tagName === 'SUMMARY') (shown.parentElement as HTMLDetailsElement).open = true;
      shown?.focus();
      shown?.scrollIntoView({ block: 'nearest' });
    });
  });
  // A button is pressed with Space too; a link only with Enter.
  nav.addEventListener('keydown', (event) => {
    if (event.key !== ' ' || !(event.target instanceof HTMLElement) || !event.target.matches(stubs)) return;
    event.preventDefault();
    event.target.click();
  });
}
