// The only script of a page without the playground: theme, banner, mobile menu, search and
// the full sidebar of a large section. Kept small: every byte is paid on every page. On a site
// with API pages, playgrounds.ts comes with it.
import { completeSidebar } from './sidebar.ts';
import { setUpBanner } from './banner.ts';
import { setUpDropdowns } from './dropdowns.ts';
import './components.ts';
import './variations.ts';
import './copy-code.ts';
import './code-language.ts';
import './mermaid-diagrams.ts';
import { showKeyHints } from './key-hint.ts';

const root = document.documentElement;
const toggle = document.querySelector<HTMLButtonElement>('[data-theme-toggle]');
const labelTheme = () => toggle?.setAttribute('aria-label', `Switch to ${root.dataset.theme === 'dark' ? 'light' : 'dark'} theme`);
labelTheme();
toggle?.addEventListener('click', () => {
  root.dataset.theme = root.dataset.theme === 'dark' ? 'light' : 'dark';
  // Repo CSS written for the hosted platform marks dark mode with a `dark` class on <html>.
  root.classList.toggle('dark', root.dataset.theme === 'dark');
  try {
    localStorage.setItem('quire-theme', root.dataset.theme);
  } catch {
    // Storage can be disabled; the choice then lasts for this page only.
  }
  labelTheme();
});

const menu = document.querySelector<HTMLButtonElement>('.menu-button');
menu?.addEventListener('click', () => {
  const open = document.body.classList.toggle('nav-open');
  menu.setAttribute('aria-expanded', String(open));
  menu.setAttribute('aria-label', open ? 'Close navigation' : 'Open navigation');
});

// The search dialog opens at once; its code loads when a reader first reaches for it, not with
// every page (pointing at the button starts the download early), and answers what was typed meanwhile.
const searchDialog = document.querySelector<HTMLDialogElement>('.search-dialog');
const loadSearch = () => import('./search.ts');
function openSearch(): void {
  if (!searchDialog || searchDialog.open) return;
  searchDialog.showModal();
  const input = searchDialog.querySelector<HTMLInputElement>('input[type=search]');
  input?.focus();
  input?.select();
  void loadSearch().then((search) => search.searchOpened());
}
// The header's button, and the 404 page's link.
for (const searchButton of document.querySelectorAll('[data-search-open]')) {
  searchButton.addEventListener('pointerenter', loadSearch, { once: true });
  searchButton.addEventListener('click', openSearch);
}
showKeyHints();
document.addEventListener('keydown', (event) => {
  const typing = event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable]');
  if (((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') || (event.key === '/' && !typing)) {
    event.preventDefault();
    openSearch();
  }
});

// Sticky columns (sidebar, examples, outline) sit right below the header, whatever its height.
const siteHeader = document.querySelector<HTMLElement>('.site-header');
if (siteHeader) {
  new ResizeObserver(() => document.documentElement.style.setProperty('--header-bottom', `${siteHeader.offsetHeight}px`)).observe(siteHeader);
}

setUpBanner();
setUpDropdowns();
// The page menu's script loads only on sites that have one (docs.json `contextual`).
if (document.querySelector('[data-page-actions]')) void import('./page-actions.ts').then((m) => m.setUpPageActions());
completeSidebar();
