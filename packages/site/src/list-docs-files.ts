import { listFiles } from './list-files.ts';
import { readIgnoreFile } from './ignore-file.ts';
import { notDocs } from './not-docs.ts';

/**
 * The files of a docs folder that are part of its docs and match `pattern` (relative,
 * `/`-separated, sorted): without what is no part of any docs (`notDocs`), what the folder's
 * ignore file leaves out, nor `exclude`. Every reader of the docs folder (pages, specs, snippets,
 * assets, scripts) lists through here, so an ignored file is no page, asset or spec anywhere.
 */
export async function listDocsFiles(dir: string, pattern: string, exclude: string[] = []): Promise<string[]> {
  const [paths, ignored] = await Promise.all([
    notDocs(dir).then((notDocsPatterns) => listFiles(dir, pattern, [...notDocsPatterns, ...exclude])),
    readIgnoreFile(dir),
  ]);
  return paths.filter((path) => !ignored(path));
}
