// The language a reader picks in a code sample set (cURL, Python...) stays picked on every page
// and after a reload. Tabs are radio buttons (no JavaScript needed to switch); this only stores
// the choice and re-checks the radios of that label. Storage may be disabled: then the choice
// lasts for this page only.
const key = 'quire-code-language';
const radios = '.q-tabset-code>.q-tab-input[data-sync]';

try {
  const chosen = localStorage.getItem(key);
  if (chosen) for (const radio of document.querySelectorAll<HTMLInputElement>(radios)) if (radio.dataset.sync === chosen) radio.checked = true;
} catch {
  // No storage: every set starts on its first tab.
}

document.addEventListener('change', (event) => {
  const radio = event.target;
  if (!(radio instanceof HTMLInputElement) || !radio.matches(radios)) return;
  try {
    localStorage.setItem(key, radio.dataset.sync!);
  } catch {
    // No storage: the choice is not remembered.
  }
});
