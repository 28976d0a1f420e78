/**
 * The view selector of a page with <View>s (layout/ViewSelector.astro): shows the views of the
 * chosen title and hides the others, with their entries in the table of contents. The choice is
 * remembered across pages; a link to a heading inside a view opens that view. Loaded by
 * components.ts on the pages that have a selector.
 */
export function setUpViews(): void {
  const select = document.querySelector<HTMLSelectElement>('[data-view-select]');
  if (!select) return;
  const target = (hash: string) => document.getElementById(decodeURIComponent(hash.slice(1)));
  const show = (title: string) => {
    select.value = title;
    for (const view of document.querySelectorAll<HTMLElement>('.q-view')) view.hidden = view.dataset.view !== title;
    for (const link of document.querySelectorAll<HTMLAnchorElement>('.toc a')) link.parentElement!.hidden = !!target(link.hash)?.closest('.q-view[hidden]');
  };
  const anchor = target(location.hash);
  const linked = anchor?.closest<HTMLElement>('.q-view');
  let saved: string | null = null;
  try {
    saved = localStorage.getItem('quire-view');
  } catch {
    // Storage can be disabled: the first view shows.
  }
  // The select takes the saved title only if it is one of its options. A link into a view (its
  // heading) opens that view, and scrolls there once it shows.
  if (saved) select.value = saved;
  show(linked?.dataset.view ?? (select.value || select.options[0]!.value));
  document.documentElement.classList.add('q-views-ready');
  if (linked) anchor!.scrollIntoView();
  select.onchange = () => {
    show(select.value);
    try {
      localStorage.setItem('quire-view', select.value);
    } catch {
      // The choice then lasts for this page only.
    }
  };
}
