import type { ClientDirective } from 'astro';

/**
 * `client:seen`, the directive of the docs' interactive components (islands.ts): an island
 * hydrates when it scrolls into view, as with `client:visible`. One the server rendered empty has
 * nothing that could scroll into view, and `client:visible` never hydrates it: a component that
 * renders only in the browser (`if (typeof document === 'undefined') return null`, novu's
 * snippets) or shows nothing until mounted. Such an island renders as soon as the browser is idle.
 */
const seen: ClientDirective = (load, _options, island) => {
  const hydrate = async () => (await load())();
  // Slotted children the component did not render wait in <template>s, which have no box either.
  const shown = [...island.children].filter((child) => child.localName !== 'template');
  if (!shown.length) {
    // Rendered afresh, not hydrated: there is no server HTML to match (Preact's hydration of an
    // empty island with content to show throws in the dev server). The renderer reads this
    // attribute when it runs; Astro already chose this directive by it.
    island.setAttribute('client', 'only');
    if ('requestIdleCallback' in window) requestIdleCallback(() => void hydrate(), { timeout: 2000 });
    else setTimeout(() => void hydrate(), 200);
    return;
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    void hydrate();
  });
  for (const child of shown) observer.observe(child);
};

export default seen;
