import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
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
import { standaloneCompilers } from '../runtime/standalone-compilers.ts';

// Most pages of a docs repo are MDX without imports or exports: prose and Quire's components.
// Bundled, each costs the build about a megabyte of memory (Vite and Rolldown keep every
// module's code and graph until the bundle is written), so a repo of thousands of pages
// cannot build within a few gigabytes. A build compiles such pages while it renders them
// instead (runtime/standalone-page.ts), with the very MDX compiler Astro's MDX plugin uses, and
// lets each go once written. Pages that import, export, use relative images or a layout stay
// modules: they need the bundler.

/** Whether an MDX page can be compiled on its own, without the bundler resolving anything for it. */
export function compilesAlone(text: string): boolean {
  if (/^layout\s*:/m.test(frontmatterOf(text)?.block ?? '')) return false;
  const prose = proseOf(blankFrontmatter(text));
  // import/export statements (ESM), and images with a relative path (MDX imports those as assets).
  if (/^(?:import|export)\s/m.test(prose)) return false;
  // A snippet included the platform's first way, `<Snippet file="x.mdx" />`, is imported (legacy-snippets.ts).
  if (includesLegacySnippets(prose)) return false;
  // React's hooks called by the page itself are imported for it (page-hooks.ts).
  if (callsHooksOutsideComponents(text)) return false;
  return !/!\[[^\]]*\](?:\((?![ \t]*<?(?:\/|[a-z][\w+.-]*:))|\[)/i.test(prose) && !/^[ \t]*\[[^\]]+\]:/m.test(prose);
}

/**
 * Registers the compiler of a site's standalone pages, configured as @astrojs/mdx configures its
 * own from the same Astro config; returns the function that removes it again.
 */
export async function offerStandaloneCompiler(
  dataDir: string,
  files: ReadonlyMap<string, string>,
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
  const compiled = recentBodies();
  standaloneCompilers.set(dataDir, async (key) => {
    const module = files.get(key);
    if (!module) throw new Error(`No MDX page is known as ${key}.`);
    const file = markdownPageOf(module) ?? module;
    // Kept by the page's text as written: what preparing makes of it depends on the text alone
    // (`math` is the build's), so a copy is neither prepared nor compiled again. Read at once, not
    // through the thread pool: one small file per page rendered, its round trips cost more than it.
    const text = readFileSync(file, 'utf8');
    return compiled(text, async () => {
      // As the bundled path does: Quire's heading ids first, then MDX's own frontmatter reading.
      const prepared = preparedMdx(text, { math });
      const { frontmatter, content } = parseFrontmatter(prepared, { frontmatter: 'empty-with-spaces' });
      const { code } = await renderer.process(content, file, frontmatter);
      return functionBody(code, file);
    });
  });
  return () => standaloneCompilers.delete(dataDir);
}

/**
 * The compiled module as a function body: its only import (the JSX runtime) read from the
 * `runtime` argument, its exports returned. Anything else it imports means the page needed the
 * bundler after all: that is Quire's mistake, said as such.
 */
function functionBody(code: string, file: string): string {
  const body = code
    .replace(/^import\s*\{([^}]*)\}\s*from\s*["']astro\/jsx-runtime["'];?$/gm, (_, names: string) => `const {${names.replace(/\bas\b/g, ':')}} = runtime;`)
    .replace(/^export\s+(const|function)\s/gm, '$1 ');
  const left = /^(?:import|export)\b.*$/m.exec(body);
  if (left)
    throw new Error(`${file}: Quire compiled this page on its own but it needs the bundler (\`${left[0].slice(0, 80)}\`). Please report this page to Quire.`);
  return `${body}\nreturn { MDXContent, frontmatter, getHeadings };`;
}

/**
 * Compiled pages by the hash of their text. A standalone page's code depends on its text
 * alone (it imports nothing, and a relative image would have made it a module), and versioned docs
 * repeat pages word for word: crewAI's 24,803 pages are 1,723 texts. The copy of a page is seldom
 * more than a version's folder after it, so the most recent bodies are what is kept. Kept
 * compressed: a page's code is about ten times its text (a call per highlighted token), and the
 * bodies of crew4's 839 texts were 150 MB of the build's peak held as strings; unpacking one
 * costs well under a millisecond, compiling it again tens.
 */
function recentBodies(kept = 2_000): (text: string, compile: () => Promise<string>) => Promise<string> {
  const bodies = new LRUCache<string, Promise<Buffer>>({ max: kept });
  return (text, compile) => {
    const key = createHash('sha1').update(text).digest('base64');
    const known = bodies.get(key);
    if (known) return known.then((packed) => zstdDecompressSync(packed).toString('utf8'));
    const body = compile();
    const packed = body.then((code) => zstdCompressSync(code, { params: { [constants.ZSTD_c_compressionLevel]: 1 } }));
    bodies.set(key, packed);
    // A text that fails to compile is compiled again for its next copy, which then says so at its own file.
    packed.catch(() => bodies.peek(key) === packed && bodies.delete(key));
    return body;
  };
}
