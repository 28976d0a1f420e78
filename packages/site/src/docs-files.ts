import { statSync } from 'node:fs';
import { join, matchesGlob, resolve } from 'node:path';
import { readIgnoreFile } from './ignore-file.ts';
import { notDocs } from './not-docs.ts';
import { folderEntries } from './folder-entries.ts';

/**
 * Every file of a docs folder that is part of its docs (relative, `/`-separated, sorted): without
 * what is no part of any docs (`notDocs`) nor what the folder's ignore file leaves out. One walk,
 * which each reader of a load (pages, snippets, specs, assets, scripts) filters by its own pattern:
 * crewAI's folder (25,000 files) was walked five times a build, each walk 0.75 s of CPU.
 */
export interface DocsFiles {
  readonly paths: readonly string[];
}

/** Folders read between two turns of the event loop: a dev server reading its docs again still answers. */
const foldersPerTurn = 64;

/**
 * Walks the docs folder once. Each folder is read at once, not through the thread pool (Node's
 * `fs.glob` makes a round trip for each folder, and matches each path against the pattern in
 * JavaScript as it goes). A symbolic link counts when it leads to a file; a link to a folder is
 * not followed (it would make a folder's pages twice, or loop).
 */
export async function readDocsFiles(dir: string): Promise<DocsFiles> {
  const root = resolve(dir);
  const excluded = notDocs(root);
  const ignored = await readIgnoreFile(root);
  const isExcluded = (path: string) => excluded.some((pattern) => matchesGlob(path, pattern));
  const paths: string[] = [];
  const folders = [''];
  for (let read = 0; folders.length; read++) {
    if (read > 0 && read % foldersPerTurn === 0) await new Promise((resolve) => setImmediate(resolve));
    const folder = folders.pop()!;
    const entries = folderEntries(join(root, folder));
    for (const entry of entries) {
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      // Every pattern of notDocs excludes a folder's whole tree (`dist/**`), so a folder whose
      // files would all be excluded is not read.
      if (entry.isDirectory()) {
        if (!isExcluded(`${path}/-`)) folders.push(path);
      } else if ((entry.isFile() || (entry.isSymbolicLink() && leadsToFile(join(root, path)))) && !isExcluded(path)) {
        paths.push(path);
      }
    }
  }
  return { paths: paths.sort().filter((path) => !ignored(path)) };
}

function leadsToFile(link: string): boolean {
  try {
    return statSync(link, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false; // a loop of links
  }
}

/** The docs files whose paths match `pattern` (a glob, as `fs.glob` reads it) and none of `exclude`. */
export function docsFilesMatching(files: DocsFiles, pattern: string, exclude: readonly string[] = []): string[] {
  return files.paths.filter((path) => matchesGlob(path, pattern) && !exclude.some((excluded) => matchesGlob(path, excluded)));
}
