/// <reference types="astro/client" />
declare module 'virtual:quire/site' {
  const site: import('../data/site-data.ts').SiteData;
  export default site;
}
declare module 'virtual:quire/mdx' {
  /**
   * Loads an MDX page by key (docs page path, or `x-docs.content/<id>`): its module, or the page
   * compiled while rendered, whose snippets render with `components` (those the page is given).
   */
  export function loadMdx(
    key: string,
    components: Record<string, unknown>,
  ): Promise<{ Content: import('astro').MarkdownInstance<Record<string, unknown>>['Content']; getHeadings?(): import('astro').MarkdownHeading[] }>;
  /** Component tags of the docs that nothing defines. */
  export const unknownComponents: string[];
}
declare module 'virtual:quire/tailwind' {}
declare module '*.astro' {
  /** Astro components, as TypeScript files outside .astro ones see them. */
  const Component: (props: Record<string, unknown>) => unknown;
  export default Component;
}
declare module 'virtual:quire/highlight-worker' {
  /** The request-sample highlighter's worker file in a build; undefined in dev, which highlights in place. */
  export const highlightWorkerFile: string | undefined;
}
