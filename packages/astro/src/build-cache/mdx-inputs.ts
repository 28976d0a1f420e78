import { readFile } from 'node:fs/promises';
import { importBase, importedFile, localImports, textModule } from '../integration/docs-imports.ts';

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
    for (const { specifier } of localImports(source)) {
      const base = importBase(specifier, from, docsDir);
      const path = importedFile(base) ?? base;
      if (found.has(path)) continue;
      const imported = await readFile(path, 'utf8').catch(() => '\0missing');
      found.set(path, imported);
      if (textModule.test(path)) await visit(imported, path);
    }
  };
  await visit(text, file);
  return [...found].map(([path, content]) => ({ path, text: content })).sort((a, b) => a.path.localeCompare(b.path));
}
