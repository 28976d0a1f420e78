// `@quire/astro/agreement`: what the site computes that another front (the MCP tools, a code
// sample, the CLI's Markdown) must compute alike, for the tests that compare them
// (test/agreement/ at the repository's root). An entry point of its own, so those tests reach
// the site's side through the package's exports, as an installed copy would, and not its files.
export { placeholderOrigin, sampleRequest, sampleSecuritySchemes, type SampleRequest } from './reference/code-samples/sample-request.ts';
export { pageData, schemaSlugs, type SiteSources } from './data/page-data.ts';
export type { LoadedDocs } from './integration/load-docs.ts';
export { writeSiteTexts } from './ai/site-texts.ts';
