import { compileFunction } from 'node:vm';
import site from 'virtual:quire/site';
import * as runtime from './jsx-runtime.ts';
import { bodyParameters, type StandaloneCompiler, standaloneCompilers } from './standalone-compilers.ts';

type Exports = { MDXContent(props: Record<string, unknown>): unknown; frontmatter: Record<string, unknown>; getHeadings(): unknown[] };
type Props = Record<string, unknown>;

/**
 * An MDX page compiled while the build renders it (integration/standalone-pages.ts says which
 * pages), with the snippets it includes: the same module shape as a bundled page's, `Content`
 * rendering with the components the page route passes, as @astrojs/mdx's own `Content` does.
 * `components` are those the route renders pages with, which the snippets get as their own.
 */
export async function standalonePage(key: string, components: Props) {
  const compile = standaloneCompilers.get(site.dataDir);
  if (!compile) throw new Error(`${key}: no page compiler was offered for this build.`);
  const exports = await compiledExports(compile, key, components);
  return { Content: contentOf(exports), frontmatter: exports.frontmatter, getHeadings: exports.getHeadings };
}

/**
 * A page's or snippet's exports; each runs with a JSX runtime of its own, which reports a failure
 * at it (a snippet by its path, as bundled). A snippet renders with the page's components (Quire's),
 * as a bundled one does through its `components` export (vite-plugin.ts).
 */
async function compiledExports(compile: StandaloneCompiler, key: string, components: Props, including: readonly string[] = []): Promise<Exports> {
  // The build includes no snippet in itself (write-site-data.ts): a cycle here is Quire's mistake, said rather than run forever.
  if (including.includes(key)) throw new Error(`${key} includes itself (through ${including.join(', ')}). Please report this page to Quire.`);
  const { body, snippets } = await compile(key);
  const included = await Promise.all(
    snippets.map(async (file) => contentOf(await compiledExports(compile, file, components, [...including, key]), components)),
  );
  // Not `new Function`: V8 keeps the source and code of each such function in its eval cache
  // until a memory-reducing collection, which a build never idles for. crewAI's pages compile
  // 1,723 texts of about a hundred kilobytes of code each, and the cache grew the heap through all
  // of rendering (crew4's live heap after a collection: 136 MB rising to 450 MB by its end; with
  // compileFunction it levels off at about 360 MB). compileFunction's code goes with the function.
  return compileFunction(body, [bodyParameters.runtime, bodyParameters.snippets])(runtime.runtimeFor(key), included) as Exports;
}

/** The `Content` of a compiled file, as @astrojs/mdx writes it: its own components, then those it is given. */
function contentOf(exports: Exports, own: Props = {}) {
  const Content = (props: Props = {}) => exports.MDXContent({ ...props, components: { Fragment: runtime.Fragment, ...own, ...(props.components as object) } });
  // As @astrojs/mdx marks its `Content`: rendered by Astro's JSX renderer at once.
  Object.assign(Content, { [Symbol.for('mdx-component')]: true, [Symbol.for('astro.needsHeadRendering')]: true });
  Object.defineProperty(Content, Symbol.for('astro:renderer'), { value: 'astro:jsx' });
  return Content;
}
