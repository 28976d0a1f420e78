/**
 * A page compiler handed from the integration to the page renderer: the page's key (as in
 * `virtual:quire/mdx`) or a snippet's path in, the body of a function returning its exports out,
 * with the snippets the body reads from its `snippets` argument, in order.
 */
export type StandaloneCompiler = (key: string) => Promise<CompiledPage>;

/** The names a compiled body reads its JSX runtime and its snippets' components by: none a page can declare (MDX leaves `$` names alone, and none starts so). */
export const bodyParameters = { runtime: 'quire$runtime', snippets: 'quire$snippets' } as const;

export interface CompiledPage {
  body: string;
  /** The absolute paths of the snippets it includes, to be compiled by the same compiler. */
  snippets: string[];
}

/**
 * The compilers of the sites being built, by data folder. The integration and the built pages
 * run in one process but as separately loaded copies of Quire (the pages from the bundle), so
 * they meet on a global.
 */
export const standaloneCompilers = ((globalThis as Record<symbol, unknown>)[Symbol.for('quire.standalonePages')] ??= new Map()) as Map<
  string,
  StandaloneCompiler
>;
