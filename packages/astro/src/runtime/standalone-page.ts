import { compileFunction } from 'node:vm';
import site from 'virtual:quire/site';
import * as runtime from './jsx-runtime.ts';
import { standaloneCompilers } from './standalone-compilers.ts';

type Exports = { MDXContent(props: Record<string, unknown>): unknown; frontmatter: Record<string, unknown>; getHeadings(): unknown[] };

/**
 * An MDX page compiled while the build renders it (integration/standalone-pages.ts says which
 * pages): the same module shape as a bundled page's, `Content` rendering with the components the
 * page route passes, as @astrojs/mdx's own `Content` does.
 */
export async function standalonePage(key: string) {
  const compile = standaloneCompilers.get(site.dataDir);
  if (!compile) throw new Error(`${key}: no page compiler was offered for this build.`);
  // Not `new Function`: V8 keeps the source and code of each such function in its eval cache
  // until a memory-reducing collection, which a build never idles for. crewAI's pages compile
  // 1,723 texts of about a hundred kilobytes of code each, and the cache grew the heap through all
  // of rendering (crew4's live heap after a collection: 136 MB rising to 450 MB by its end; with
  // compileFunction it levels off at about 360 MB). compileFunction's code goes with the function.
  const exports = compileFunction(await compile(key), ['runtime'])(runtime.runtimeFor(key)) as Exports;
  const Content = (props: Record<string, unknown> = {}) =>
    exports.MDXContent({ ...props, components: { Fragment: runtime.Fragment, ...(props.components as object) } });
  // As @astrojs/mdx marks its `Content`: rendered by Astro's JSX renderer at once.
  Object.assign(Content, { [Symbol.for('mdx-component')]: true, [Symbol.for('astro.needsHeadRendering')]: true });
  Object.defineProperty(Content, Symbol.for('astro:renderer'), { value: 'astro:jsx' });
  return { Content, frontmatter: exports.frontmatter, getHeadings: exports.getHeadings };
}
