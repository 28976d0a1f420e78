import { readFile } from 'node:fs/promises';
import { dirname, join, posix, relative } from 'node:path';
import { listDocsFiles, snippetFolderGlobs, type DocsFiles } from '@quire/site';

/**
 * The docs repo's own .js files that run on every page, as the hosted platform runs a repo's
 * custom scripts: paths relative to the docs folder, sorted. Left out: snippets and whatever an
 * MDX page or snippet imports (those are modules the page bundles), dependencies, build tool
 * configuration (`tailwind.config.js`), and files written as ES modules (`import`/`export`),
 * which a plain <script> cannot run.
 */
export async function listSiteScripts(dir: string, pages: readonly { path: string; text: string }[], files?: DocsFiles): Promise<string[]> {
  const candidates = await listDocsFiles(dir, '**/*.js', [...snippetFolderGlobs, '**/*.config.js', '**/*.config.*.js'], files);
  if (!candidates.length) return [];
  const imported = importedFiles(dir, pages);
  const scripts: string[] = [];
  for (const path of candidates) {
    if (imported.has(path) || imported.has(path.replace(/\.js$/, ''))) continue;
    const text = await readFile(join(dir, path), 'utf8').catch(() => undefined);
    if (text === undefined || isModule(text)) continue;
    scripts.push(path);
  }
  return scripts;
}

/** Paths (relative to the docs folder) that the pages' `import ... from '...'` lines name. */
function importedFiles(dir: string, pages: readonly { path: string; text: string }[]): Set<string> {
  const found = new Set<string>();
  const pattern = /^\s*(?:import|export)\s(?:[^'"`;]*?\sfrom\s*)?['"]([^'"]+)['"]/gm;
  // Each distinct text read once: versioned docs repeat pages word for word.
  const specifiers = new Map<string, (string | undefined)[]>();
  for (const { path, text } of pages) {
    let named = specifiers.get(text);
    if (!named) specifiers.set(text, (named = [...text.matchAll(pattern)].map((m) => m[1])));
    for (const specifier of named) {
      if (!specifier) continue;
      // `/snippets/x.js` is relative to the docs folder, `./x.js` to the page; package names are not files.
      const target = specifier.startsWith('/') ? specifier.slice(1) : specifier.startsWith('.') ? relative(dir, join(dirname(path), specifier)) : undefined;
      if (target !== undefined) found.add(posix.normalize(target.replaceAll('\\', '/')));
    }
  }
  return found;
}

/** Whether a script is an ES module: a top-level `import` or `export` statement. */
function isModule(text: string): boolean {
  return /^\s*(?:import(?:\s+[\w$*{]|\s*['"{*])|export\s+(?:default|const|let|var|function|class|async|\{|\*))/m.test(text);
}
