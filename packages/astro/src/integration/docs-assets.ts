import { listDocsFiles, type DocsFiles } from '@quire/site';

/** Files of a docs repo served as they are (images, fonts, downloads), wherever they sit. */
export const assetPattern = /\.(png|jpe?g|gif|webp|avif|svg|ico|bmp|mp4|webm|mp3|wav|pdf|zip|woff2?|ttf|otf|txt|csv|css)$/i;

/** Paths (relative, `/`-separated) of every asset in the docs folder; `files`, the folder's files as the docs' load listed them. */
export async function listAssets(dir: string, files?: DocsFiles): Promise<string[]> {
  return (await listDocsFiles(dir, '**/*', [], files)).filter((path) => assetPattern.test(path));
}
