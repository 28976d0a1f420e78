// A page's Markdown twin (`<page>.md`) and the spec excerpts in it: one owner for the built site's
// twins and MCP's `get_page`. A subpath of its own, so that importers of `@quire/config` do not
// load the MDX parser.
export { markdownTwin, type TwinSdk } from './markdown-twin.ts';
export { twinPath } from './twin-path.ts';
export { markdownWithLinks, mdxBody } from './mdx-body.ts';
export type { SiteLink } from './site-links.ts';
export { routeTwin } from './route-twin.ts';
export { sdkExcerpt } from './sdk-excerpt.ts';
export { boundedExcerpt, excerptYaml, maxExcerptDepth } from './bounded-excerpt.ts';
export { channelExcerpt } from './channel-excerpt.ts';
export { operationExcerpt } from './operation-excerpt.ts';
