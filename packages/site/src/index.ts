// How a docs folder becomes a site: `loadSite` reads docs.json (@quire/config), the specs it names
// and the MDX pages, and resolves the navigation (navigation/) into a SiteManifest: every route and
// the sidebar, with each diagnostic located at its file and line. Beside it, the helpers that list
// and read a docs folder's files, and each route's Markdown twin (`@quire/site/twin`). The checks
// that need the Astro integration's own knowledge (its MDX compiler, components, sample languages)
// are added in @quire/astro's diagnose-docs.ts, the one pass `check`, `build` and `dev` share.
export { locateInDocs } from './locate-diagnostics.ts';
export { loadSite, type LoadedSite, type LoadSiteOptions } from './load-site.ts';
export { readFrontmatter, readMdxPages } from './read-mdx-pages.ts';
export { frontmatterOf } from './frontmatter-block.ts';
export { listDocsFiles } from './list-docs-files.ts';
export { listPageFiles } from './page-files.ts';
export { inSnippetFolder, snippetFolderGlobs, snippetFolders } from './snippet-folders.ts';
export { docsFilesMatching, readDocsFiles, type DocsFiles } from './docs-files.ts';
export { readRegularFileHead, readRegularFileHeadSync, type RegularFileHead } from './regular-file.ts';
export { notDocs } from './not-docs.ts';
export { fileLimit, mapWithLimit } from './map-with-limit.ts';
export { readDocsText } from './read-docs-text.ts';
export { collectAsyncApiSources, collectGraphQLSources, collectSpecSources } from './navigation/collect-spec-sources.ts';
export { defaultGraphQLDirectory } from './navigation/graphql-routes.ts';
export { collectSdkSources } from './navigation/collect-spec-sources.ts';
export { defaultSdkDirectory } from './navigation/sdk-routes.ts';
export { sdkSymbolPages } from './navigation/sdk-pages.ts';
export { channelSlug, defaultChannelDirectory } from './navigation/channel-pages.ts';
export { parseEntryReference, type EntryReference } from './navigation/entry-reference.ts';
export type * from './navigation/manifest.ts';
export type { MdxPage } from './navigation/mdx-pages.ts';
export { isRedirectPattern } from './navigation/redirected-pages.ts';
export { expandRedirectPattern, isReadRedirectPattern, redirectFor, type RedirectPattern } from './navigation/redirect-patterns.ts';
export { resolveNavigation, type ResolveInput } from './navigation/resolve-navigation.ts';
export { operationSlug, slugify, SlugRegistry } from './navigation/slug.ts';
export { normalizeSpecPath } from './navigation/spec-path.ts';
export { flattenTagGroup, groupByTag, type TagGroup } from './navigation/tag-groups.ts';
export { readSnippetsAndContent } from './read-snippets-and-content.ts';
export { markUsed, trimUserCache, userCacheBudgetBytes, userCacheDir, userCacheTrimIntervalMs } from './user-cache-dir.ts';
