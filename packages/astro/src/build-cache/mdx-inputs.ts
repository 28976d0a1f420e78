import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { proseOf } from '../integration/mdx-tags.ts';

/** `import X from '…'` and `export … from '…'` at the start of a line of MDX or JSX. */
const moduleSource = /^[ \t]*(?:import|export)\b[^;'"`]*?\bfrom\s*(['"])([^'"\n]+)\1/gm;
/** What an import without an extension finds, in the order Vite tries. */
const extensions = ['', '.mdx', '.md', '.jsx', '.tsx', '.js', '.ts', '/index.mdx', '/index.jsx', '/index.js'];
/** Files whose own imports count too. */
const textModule = /\.(mdx?|[jt]sx?)$/i;

/**
 * The docs files a page's MDX imports, directly or through each other (snippets importing
 * snippets), with their texts: what the page's rendering depends on beyond its own text.
 * `/snippets/x.mdx` is from the docs folder, `./x.mdx` from the importing file; packages are
 * Quire's (its fingerprint covers them). A file that cannot be found is kept by name, so that
 * creating it changes the page's key.
 */
export async function mdxInputs(text: string, file: string, docsDir: string): Promise<{ path: string; text: string }[]> {
  const found = new Map<string, string>();
  const visit = async (source: string, from: string) => {
    for (const match of proseOf(source).matchAll(moduleSource)) {
      const specifier = match[2]!;
      if (!specifier.startsWith('/') && !specifier.startsWith('.')) continue;
      const base = specifier.startsWith('/') ? join(docsDir, specifier) : resolve(dirname(from), specifier);
      const path = extensions.map((ext) => base + ext).find((candidate) => existsSync(candidate) && !candidate.endsWith('/')) ?? base;
      if (found.has(path)) continue;
      const imported = await readFile(path, 'utf8').catch(() => '\0missing');
      found.set(path, imported);
      if (textModule.test(path)) await visit(imported, path);
    }
  };
  await visit(text, file);
  return [...found].map(([path, content]) => ({ path, text: content })).sort((a, b) => a.path.localeCompare(b.path));
}
