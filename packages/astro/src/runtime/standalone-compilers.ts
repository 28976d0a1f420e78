/** A page compiler handed from the integration to the page renderer: the page's key (as in `virtual:quire/mdx`) in, the body of a function returning its exports out. */
export type StandaloneCompiler = (key: string) => Promise<string>;

/**
 * The compilers of the sites being built, by data folder. The integration and the built pages
 * run in one process but as separately loaded copies of Quire (the pages from the bundle), so
 * they meet on a global.
 */
export const standaloneCompilers = ((globalThis as Record<symbol, unknown>)[Symbol.for('quire.standalonePages')] ??= new Map()) as Map<
  string,
  StandaloneCompiler
>;
