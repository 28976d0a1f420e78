import { readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { diagnostic, type Diagnostic } from '@quire/diagnostics';
import { importBase, importedFile, localImports, textModule } from './docs-imports.ts';

/**
 * Imports of the repo's own files (`import Card from '/snippets/card.jsx'`) that find no file, in
 * what the site renders: `files` (its pages and x-docs.content) and every file they import, in
 * turn. One error each, naming the importing file, line and path, where the bundler stopped the
 * build with its own trace and dev answered the page with a stack. A snippet no page imports is
 * never bundled, so it is not checked. Paths leaving the docs folder are not probed. `read`: texts
 * already read, by absolute path (the snippets), so that they are not read again.
 */
export async function findMissingImports(files: { path: string; text: string }[], dir: string, read: ReadonlyMap<string, string> = new Map()): Promise<Diagnostic[]> {
  const root = resolve(dir);
  const inDocs = (path: string) => !relative(root, path).startsWith('..');
  const checked = new Set(files.map((file) => resolve(file.path)));
  const queue = [...files];
  const diagnostics: Diagnostic[] = [];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { path, text } = next;
    // x-docs.content has no folder of its own: only its `/`-rooted imports can be checked.
    const hasFolder = textModule.test(path);
    for (const { specifier, index } of localImports(text)) {
      if (!hasFolder && !specifier.startsWith('/')) continue;
      const base = importBase(specifier, path, root);
      if (!inDocs(base)) continue;
      const found = importedFile(base);
      if (!found) {
        const wanted = relative(root, base).replaceAll('\\', '/');
        const looked = wanted === specifier.replace(/^\/+/, '').replace(/[?#].*$/, '') ? '' : ` (looked for ${wanted})`;
        const line = text.slice(0, index).split('\n').length;
        diagnostics.push(diagnostic('MDX_IMPORT_MISSING', `Import ${specifier} is not in the docs folder${looked}.`, { file: path, line, column: index - text.lastIndexOf('\n', index) }));
      } else if (textModule.test(found) && !checked.has(found)) {
        checked.add(found);
        queue.push({ path: found, text: read.get(found) ?? (await readFile(found, 'utf8').catch(() => '')) });
      }
    }
  }
  return diagnostics;
}
