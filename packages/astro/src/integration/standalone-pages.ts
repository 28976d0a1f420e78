import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { constants, zstdCompressSync, zstdDecompressSync } from 'node:zlib';
import { parseFrontmatter } from '@astrojs/internal-helpers/frontmatter';
import { LRUCache } from 'lru-cache';
import type { AstroConfig } from 'astro';
import { frontmatterOf } from '@quire/site';
import { blankFrontmatter, proseOf } from './mdx-tags.ts';
import { preparedMdx } from './prepare-mdx.ts';
import { processorReadsMath } from './math.ts';
import type { CodeAsHtml } from './code-as-html.ts';
import { callsHooksOutsideComponents } from './page-hooks.ts';
import { includesLegacySnippets } from './legacy-snippets.ts';
import { markdownPageOf } from './markdown-pages.ts';
import { bodyParameters, type CompiledPage, standaloneCompilers } from '../runtime/standalone-compilers.ts';
import { componentsInScope } from '../components/registry.ts';
import { importStatements, includedSnippet } from './docs-imports.ts';
import { snippetVariables } from './literal-braces.ts';

// Most pages of a docs repo are MDX without imports or exports: prose and Quire's components.
// Bundled, each costs the build about a megabyte of memory (Vite and Rolldown keep every
// module's code and graph until the bundle is written), so a repo of thousands of pages
// cannot build within a few gigabytes. A build compiles such pages while it renders them
// instead (runtime/standalone-page.ts), with the very MDX compiler Astro's MDX plugin uses, and
// lets each go once written. A page whose only imports are the docs' MDX snippets compiles so
// too, each snippet with it (most pages that import anything: Portkey's 792 of 1,058, Nango's
// 868 of 1,888). Pages that import anything else, export, use relative images or a layout stay
// modules: they need the bundler.

/** Whether an MDX page can be compiled on its own, without the bundler resolving anything for it. */
export function compilesAlone(text: string): boolean {
  return compilesAloneAs(text, proseOf(blankFrontmatter(text)));
}

/** compilesAlone, given the page's prose (its text outside code and frontmatter, at the same offsets). */
function compilesAloneAs(text: string, prose: string): boolean {
  if (/^layout\s*:/m.test(frontmatterOf(text)?.block ?? '')) return false;
  // import/export statements (ESM), and images with a relative path (MDX imports those as assets).
  if (/^(?:import|export)\s/m.test(prose)) return false;
  // A snippet included the platform's first way, `<Snippet file="x.mdx" />`, is imported (legacy-snippets.ts).
  if (includesLegacySnippets(prose)) return false;
  // React's hooks called by the page itself are imported for it (page-hooks.ts).
  if (callsHooksOutsideComponents(text)) return false;
  return !/!\[[^\]]*\](?:\((?![ \t]*<?(?:\/|[a-z][\w+.-]*:))|\[)/i.test(prose) && !/^[ \t]*\[[^\]]+\]:/m.test(prose);
}

/**
 * Whether a page compiles alone, given where it is: the snippets it includes when they are all
 * it imports (`import Intro from '/snippets/intro.mdx'`, one default import each) and each
 * compiles alone in turn (`snippetAlone`, which the caller answers from this function for the
 * snippet's own imports), none for a page that imports nothing and compiles alone; undefined
 * when the page needs the bundler.
 */
export function snippetsAlone(text: string, file: string, docsDir: string, snippetAlone: (file: string) => boolean): string[] | undefined {
  let prose = proseOf(blankFrontmatter(text));
  const statements = importStatements(text, prose);
  const snippets: string[] = [];
  for (const { specifier, start, end } of statements) {
    // Named as the bundler finds it: with its extension (Vite tries none for a docs file). A
    // Markdown snippet is compiled as MDX through its own module (markdown-pages.ts).
    const named = defaultImport.test(text.slice(start, end)) && /\.mdx$/.test(specifier) && aloneOnItsLine(prose, end);
    const snippet = named ? includedSnippet(specifier, file, docsDir) : undefined;
    // One outside the docs folder is no docs file.
    if (!snippet || relative(docsDir, snippet).startsWith('..') || !snippetAlone(snippet)) return undefined;
    snippets.push(snippet);
    prose = prose.slice(0, start) + prose.slice(start, end).replace(/[^\n]/g, ' ') + prose.slice(end);
  }
  // With its snippets' imports blanked, nothing else may need the bundler (another import statement included).
  return compilesAloneAs(text, prose) ? snippets : undefined;
}

/** Whether nothing but blanks follows a statement on its line: a second statement there is one the check would not see. */
function aloneOnItsLine(prose: string, end: number): boolean {
  const lineEnd = prose.indexOf('\n', end);
  return /^[ \t;]*$/.test(prose.slice(end, lineEnd < 0 ? undefined : lineEnd));
}

/** `import Name from "…"`: a snippet's component, and nothing else bound from it. */
const defaultImport = /^[ \t]*import\s+[A-Za-z_$][\w$]*\s+from\s*["']/;

/** What a build compiles while rendering: the MDX pages by key, and the snippets they include (absolute paths). */
export interface StandaloneFiles {
  dir: string;
  dataDir: string;
  pages: ReadonlyMap<string, string>;
  snippets: ReadonlySet<string>;
  unknownComponents: readonly string[];
}

/**
 * Registers the compiler of a site's standalone pages and their snippets, configured as
 * @astrojs/mdx configures its own from the same Astro config; returns the function that removes it again.
 */
export async function offerStandaloneCompiler(
  { dir, dataDir, pages, snippets, unknownComponents }: StandaloneFiles,
  config: AstroConfig,
  { processor, syntaxHighlight }: CodeAsHtml,
): Promise<() => void> {
  const { shikiConfig, gfm, smartypants } = config.markdown;
  if (!processor.createMdxRenderer) throw new Error(`The Markdown processor "${processor.name}" cannot compile MDX.`);
  // The page's text is prepared for the math its processor reads (math.ts).
  const math = processorReadsMath(processor);
  const renderer = await processor.createMdxRenderer(
    { syntaxHighlight, shikiConfig, gfm, smartypants },
    { optimize: false, srcDir: config.srcDir, sourcemap: false },
  );
  const inScope = componentsInScope(unknownComponents);
  const compiled = recentBodies();
  standaloneCompilers.set(dataDir, async (key) => {
    const snippet = snippets.has(key);
    const module = snippet ? key : pages.get(key);
    if (!module) throw new Error(`No MDX page is known as ${key}.`);
    const file = markdownPageOf(module) ?? module;
    // Read at once, not through the thread pool: one small file per page rendered, its round trips cost more than it.
    const text = readFileSync(file, 'utf8');
    // Kept by the page's text as written: what preparing makes of it depends on the text alone
    // (`math` is the build's), so a copy is neither prepared nor compiled again; by its file
    // too when it includes snippets, which it names relative to itself.
    const identity = `${snippet ? 'snippet' : 'page'}\0${mayImport(text) ? file : ''}\0${text}`;
    return compiled(identity, async () => {
      // As the bundled path does: Quire's heading ids first, then MDX's own frontmatter reading.
      const prepared = preparedMdx(text, { snippet, math });
      const { frontmatter, content } = parseFrontmatter(prepared, { frontmatter: 'empty-with-spaces' });
      const { code } = await renderer.process(content, file, frontmatter);
      // A snippet's variables are bound from the props its page gives it, as vite-plugin.ts binds a bundled snippet's.
      const names = snippet ? snippetVariables(text, inScope) : [];
      const bound = names.length ? code.replace(/function _createMdxContent\(props\) \{/, (head) => `${head} const { ${names.join(', ')} } = props;`) : code;
      return functionBody(bound, file, dir);
    });
  });
  return () => standaloneCompilers.delete(dataDir);
}

/** Whether a text may import (a snippet, named from its file): then how it compiles depends on its file too. */
export function mayImport(text: string): boolean {
  return /^[ \t]*import\s/m.test(text);
}

/**
 * The compiled module as a function body: its JSX runtime read from an argument, each snippet it
 * includes from another (in the order of the result's list; bodyParameters), its exports returned.
 * Anything else it imports means the page needed the bundler after all: that is Quire's mistake,
 * said as such.
 */
function functionBody(code: string, file: string, docsDir: string): CompiledPage {
  const snippets: string[] = [];
  const body = code
    .replace(
      /^import\s*\{([^}]*)\}\s*from\s*["']astro\/jsx-runtime["'];?$/gm,
      (_, names: string) => `const {${names.replace(/\bas\b/g, ':')}} = ${bodyParameters.runtime};`,
    )
    .replace(/^import\s+([A-Za-z_$][\w$]*)\s+from\s*"((?:[^"\\]|\\.)*)";?$/gm, (statement, name: string, specifier: string) => {
      const snippet = includedSnippet(stringValue(specifier), file, docsDir);
      if (!snippet) return statement;
      snippets.push(snippet);
      return `const ${name} = ${bodyParameters.snippets}[${snippets.length - 1}];`;
    })
    .replace(/^export\s+(const|function)\s/gm, '$1 ');
  const left = /^(?:import|export)\b.*$/m.exec(body);
  if (left)
    throw new Error(`${file}: Quire compiled this page on its own but it needs the bundler (\`${left[0].slice(0, 80)}\`). Please report this page to Quire.`);
  return { body: `${body}\nreturn { MDXContent, frontmatter, getHeadings };`, snippets };
}

/** A double-quoted string literal's value; one JSON cannot read is taken as written (then nothing it names is found). */
function stringValue(literal: string): string {
  try {
    return JSON.parse(`"${literal}"`) as string;
  } catch {
    return literal;
  }
}

/**
 * Compiled pages by the hash of their text. A standalone page's code depends on its text
 * alone (or with its file, when it includes snippets; a relative image would have made it a
 * module), and versioned docs repeat pages word for word: crewAI's 24,803 pages are 1,723 texts.
 * The copy of a page is seldom more than a version's folder after it, so the most recent bodies
 * are what is kept. Kept compressed: a page's code is about ten times its text (a call per
 * highlighted token), and the bodies of crew4's 839 texts were 150 MB of the build's peak held as
 * strings; unpacking one costs well under a millisecond, compiling it again tens.
 */
function recentBodies(kept = 2_000): (identity: string, compile: () => Promise<CompiledPage>) => Promise<CompiledPage> {
  const bodies = new LRUCache<string, Promise<{ packed: Buffer; snippets: string[] }>>({ max: kept });
  const unpacked = ({ packed, snippets }: { packed: Buffer; snippets: string[] }) => ({ body: zstdDecompressSync(packed).toString('utf8'), snippets });
  return (identity, compile) => {
    const key = createHash('sha1').update(identity).digest('base64');
    const known = bodies.get(key);
    if (known) return known.then(unpacked);
    const page = compile();
    const packed = page.then(({ body, snippets }) => ({
      packed: zstdCompressSync(body, { params: { [constants.ZSTD_c_compressionLevel]: 1 } }),
      snippets,
    }));
    bodies.set(key, packed);
    // A text that fails to compile is compiled again for its next copy, which then says so at its own file.
    packed.catch(() => bodies.peek(key) === packed && bodies.delete(key));
    return page;
  };
}
