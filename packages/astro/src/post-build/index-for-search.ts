import { close, createIndex } from 'pagefind';

/**
 * What the index leaves out, as Pagefind's `excludeSelectors` (its data-pagefind-ignore, kept in
 * one list beside the indexer rather than spread over templates and their tests). Readers search
 * for a page's title, description, headings, prose and field names; these are the rest.
 */
const pageChrome = [
  // Around the content: the breadcrumb (results show it from data), the Deprecated badge in the
  // title, the version line, the page menu, the view selector, previous/next links, the outline.
  '.page > .breadcrumbs',
  '.page-header h1 .badge',
  '.page-header .page-version',
  '.page-header .page-actions',
  '.page > .q-view-select',
  '.page > .prev-next',
  '#content > .toc',
];

/**
 * In the generated reference: types, flags, facts, counts and media types glued to field names
 * ("namestringrequired"), and the authorization and servers sections, the same on every page of an
 * API ("apiKeyAPI key in header"). Scoped to `.reference`, so an author's own content always stays.
 * (The address line and the examples carry data-pagefind-ignore themselves.)
 */
const referenceDetails = [
  '.q-field-type',
  '.q-field-flag',
  '.q-field-label',
  '.schema-root',
  '.schema-facts',
  '.schema-recursion',
  '.schema-empty',
  '.q-expandable > summary',
  '.media-line',
  '.media-type',
  '.response-empty',
  '.reference-main > #authorization',
  '.auth-intro',
  '.auth-alternatives',
  '.auth-combined',
  '.auth-scheme',
  '.reference-main > #servers',
  '.channel-servers',
].map((selector) => `.reference ${selector}`);

/** Builds the Pagefind index of the built site into `<out>/pagefind`; returns the page count. */
export async function indexForSearch(out: string): Promise<number> {
  const { index, errors } = await createIndex({ excludeSelectors: [...pageChrome, ...referenceDetails] });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    const added = await index.addDirectory({ path: out });
    if (added.errors.length) throw new Error(`Pagefind could not index ${out}: ${added.errors.join('; ')}`);
    await index.writeFiles({ outputPath: `${out}/pagefind` });
    return added.page_count;
  } finally {
    await close();
  }
}
