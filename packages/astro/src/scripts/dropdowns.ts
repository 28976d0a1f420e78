// Menus drawn as <details data-dropdown> (the header's switchers, the page menu): they open and
// close without JavaScript; this adds what a menu is expected to do. Escape closes the open one
// and gives focus back to its button, a click elsewhere or focus leaving it closes it, one is open
// at a time, and the arrow keys (Home, End) move between its entries.
const menuOf = (node: EventTarget | null) => (node instanceof Element ? node.closest<HTMLDetailsElement>('details[data-dropdown]') : null);
const openMenus = () => document.querySelectorAll<HTMLDetailsElement>('details[data-dropdown][open]');

export function setUpDropdowns(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    for (const menu of openMenus()) {
      // Choosing an entry closes the menu; one that shows its outcome in place (copy) keeps it open.
      if (!menu.contains(target) || (target.closest('a[href], button') && !target.closest('summary, [data-keep-open]'))) menu.open = false;
    }
  });
  document.addEventListener('focusout', (event) => {
    const menu = menuOf(event.target);
    if (menu?.open && event.relatedTarget instanceof Node && !menu.contains(event.relatedTarget)) menu.open = false;
  });
  document.addEventListener('keydown', (event) => {
    const menu = menuOf(event.target);
    if (!menu) return;
    if (event.key === 'Escape' && menu.open) {
      menu.open = false;
      menu.querySelector('summary')!.focus();
    } else if (/^(ArrowDown|ArrowUp|Home|End)$/.test(event.key) && (menu.open || event.key === 'ArrowDown')) {
      for (const other of openMenus()) if (other !== menu) other.open = false;
      menu.open = true;
      const items = [...menu.querySelectorAll<HTMLElement>('li a[href], li button')];
      const at = items.indexOf(document.activeElement as HTMLElement);
      const last = items.length - 1;
      const next = { Home: 0, End: last, ArrowDown: at < last ? at + 1 : 0, ArrowUp: at > 0 ? at - 1 : last }[event.key as 'Home'];
      items[next]?.focus();
    } else return;
    event.preventDefault();
  });
  // Opening one menu closes the others (toggle does not bubble: listen on the way down).
  document.addEventListener(
    'toggle',
    (event) => {
      const menu = event.target;
      if (menu instanceof HTMLDetailsElement && menu.open && menu.matches('[data-dropdown]'))
        for (const other of openMenus()) if (other !== menu) other.open = false;
    },
    true,
  );
}
