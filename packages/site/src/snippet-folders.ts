/**
 * The folders whose files are snippets, never pages: `snippets/`, and `_snippets/`, where the
 * hosted platform's first snippets lived, included with `<Snippet file="x.mdx" />` (turso's docs
 * still are). Paths relative to the docs folder, `/`-separated.
 */
export const snippetFolders = ['snippets', '_snippets'] as const;

/** The snippet folders' files, as glob patterns to exclude. */
export const snippetFolderGlobs: readonly string[] = snippetFolders.map((folder) => `${folder}/**`);

/** Whether a path relative to the docs folder is inside a snippet folder. */
export function inSnippetFolder(path: string): boolean {
  return snippetFolders.some((folder) => path.startsWith(`${folder}/`));
}
