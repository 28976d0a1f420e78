// The header's variation switcher (docs.json `variations`): the head script has already set the
// reader's choice on <html> (data/variations.ts); a new choice shows its <Variation> blocks at
// once and is kept for the whole site.
import { variationStorageKey } from '../data/variations.ts';

const select = document.querySelector<HTMLSelectElement>('[data-variation-select]');
const root = document.documentElement;
if (select && root.dataset.variation) {
  select.value = root.dataset.variation;
  select.addEventListener('change', () => {
    root.dataset.variation = select.value;
    try {
      localStorage.setItem(variationStorageKey, select.value);
    } catch {
      // Storage can be disabled; the choice then lasts for this page only.
    }
  });
}
