import { docsFilesMatching, readDocsFiles, type DocsFiles } from './docs-files.ts';

/**
 * The files of a docs folder that are part of its docs and match `pattern` (relative,
 * `/`-separated, sorted): without what is no part of any docs (`notDocs`), what the folder's
 * ignore file leaves out, nor `exclude`. Every reader of the docs folder (pages, specs, snippets,
 * assets, scripts) lists through here, so an ignored file is no page, asset or spec anywhere.
 * `files`, the folder's walk a load already made (`LoadedSite.files`), spares walking it again.
 */
export async function listDocsFiles(dir: string, pattern: string, exclude: string[] = [], files?: DocsFiles): Promise<string[]> {
  return docsFilesMatching(files ?? (await readDocsFiles(dir)), pattern, exclude);
}
