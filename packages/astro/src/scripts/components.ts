// Behaviour of the MDX components that needs a script (loaded on every page through
// injectScript: components must not carry their own <script>, which Astro cannot bundle when
// the component lives outside the project root, as in `quire build <docs-folder>`).

// The view selector's code loads only on the pages that have one.
if (document.querySelector('[data-view-select]')) void import('./views.ts').then((views) => views.setUpViews());
