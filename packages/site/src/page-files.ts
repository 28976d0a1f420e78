import { listDocsFiles } from './list-docs-files.ts';
import type { DocsFiles } from './docs-files.ts';
import { snippetFolderGlobs } from './snippet-folders.ts';

/**
 * The page files of a docs folder (relative, `/`-separated, sorted). A file whose name starts with
 * a dot is a page like any other (novu's navigation names `quickstarts/.NET`, and the hosted
 * platform publishes it); a dot folder's files are not (`.github/`'s templates are no docs).
 * A snippet folder's files are no pages (snippet-folders.ts), nor are a repo's readme, changelog, license and contributing notes.
 */
export async function listPageFiles(dir: string, files?: DocsFiles): Promise<string[]> {
  const paths = await listDocsFiles(dir, '**/{*,.*}.{md,mdx}', [...snippetFolderGlobs], files);
  return paths.filter((path) => !/^(readme|changelog|license|contributing)\.md$/i.test(path));
}
