import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { diagnostic, type Diagnostic } from '@quire/diagnostics';
import { proseOf } from './mdx-tags.ts';
import { unreadableImage } from './unreadable-image.ts';

/**
 * A local image a text shows that the bundler cannot take: the docs folder lacks it, or it is a
 * relative Markdown image (which MDX imports, and Astro measures) in which Astro finds no size.
 */
interface MissingImage {
  src: string;
  /** Where the image's syntax starts (`![` or `<img`). */
  index: number;
  /** Where its path starts, for Markdown images (`![x](path)`); undefined for `<img>`. */
  pathIndex?: number;
  file: string;
  /** The file is there, but is no image Astro can measure (a Git LFS pointer, a file cut short). */
  unreadable?: true;
}

/**
 * The local images a text shows (`![Diagram](/images/x.png)`, `<img src="images/x.png" />`) that
 * the docs folder lacks. `/images/x.png` starts at the docs folder; `images/x.png` and `./x.png`
 * at the page's folder; x-docs.content has no folder of its own: only its `/`-rooted images count.
 */
async function missingImages(path: string, text: string, root: string): Promise<MissingImage[]> {
  const folder = /\.mdx?$/i.test(path) ? dirname(resolve(path)) : undefined;
  // Code blocks and inline code show image syntax; they do not load images. A scan, as componentTags
  // is, for the figure given there: a page's MDX tree costs about a hundred times more.
  const prose = proseOf(text);
  if (!prose.includes('![') && !/<img\b/.test(prose)) return [];
  const found = [
    ...[...prose.matchAll(/!\[[^\]\n]*\]\(\s*(<[^>\n]+>|[^)\s]+)/g)].map((m) => ({
      src: m[1]!.replace(/^<|>$/g, ''),
      index: m.index,
      pathIndex: m.index + m[0].length - m[1]!.length,
    })),
    ...[...prose.matchAll(/<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\})/g)].map((m) => ({
      src: m[1] ?? m[2] ?? m[3]!,
      index: m.index,
      pathIndex: undefined,
    })),
  ].sort((a, b) => a.index - b.index);
  const missing: MissingImage[] = [];
  for (const { src, index, pathIndex } of found) {
    const local = localPath(src);
    if (local === undefined) continue;
    const base = local.startsWith('/') ? root : folder;
    if (!base) continue;
    const file = join(base, local);
    if (relative(root, file).startsWith('..')) continue;
    const imported = pathIndex !== undefined && !local.startsWith('/');
    const exists = existsSync(file);
    const unreadable = exists && imported && (await unreadableImage(file));
    if (exists && !unreadable) continue;
    missing.push({ src, index, ...(pathIndex !== undefined ? { pathIndex } : {}), file, ...(unreadable ? { unreadable } : {}) });
  }
  return missing;
}

/**
 * Local images a page shows that the docs folder lacks, or that are no image Astro can measure:
 * one warning each, naming the page, line and path. The page is still built, as on the hosted
 * platform: a missing image shows broken, an unreadable one is linked as the file it is
 * (`withMissingImagesAsUrls` keeps either from stopping the bundler, which imports it). A page
 * built as plain Markdown (`markdownPages`, markdown-pages.ts) shows a placeholder instead.
 */
export async function findMissingImages(
  files: { path: string; text: string }[],
  dir: string,
  markdownPages: ReadonlySet<string> = new Set(),
): Promise<Diagnostic[]> {
  const root = resolve(dir);
  const diagnostics: Diagnostic[] = [];
  for (const { path, text } of files) {
    for (const { src, index, file, unreadable } of await missingImages(path, text, root)) {
      const local = localPath(src)!;
      const where = { file: path, line: text.slice(0, index).split('\n').length, column: index - text.lastIndexOf('\n', index) };
      const wanted = relative(root, file).replaceAll('\\', '/');
      if (unreadable) {
        diagnostics.push(
          diagnostic(
            'MDX_IMAGE_UNREADABLE',
            `Image ${src} is not an image Quire can read (no width and height found in ${wanted}): ${markdownPages.has(path) ? 'the page shows a placeholder in its place' : 'the page links the file as it is'}.`,
            where,
          ),
        );
        continue;
      }
      const looked = wanted === local.replace(/^\/+/, '') ? '' : ` (looked for ${wanted})`;
      diagnostics.push(diagnostic('MDX_IMAGE_MISSING', `Image ${src} is not in the docs folder${looked}: the page shows a broken image.`, where));
    }
  }
  return diagnostics;
}

/**
 * The page with each missing or unreadable relative Markdown image written as its URL
 * (`![x](shots/a.png)` on guides/page.mdx: `/guides/shots/a.png`, where the site serves the docs
 * folder's files): MDX imports a relative image as a module, and one that is not there, or in which
 * Astro finds no size, stopped the build. On the same line, so line numbers hold.
 */
export async function withMissingImagesAsUrls(text: string, path: string, dir: string): Promise<string> {
  const root = resolve(dir);
  let result = text;
  for (const { src, pathIndex, file } of (await missingImages(path, text, root)).reverse()) {
    if (pathIndex === undefined || localPath(src)!.startsWith('/')) continue;
    const url = encodeURI(`/${relative(root, file).replaceAll('\\', '/')}`);
    const written = text.startsWith('<', pathIndex) ? src.length + 2 : src.length;
    result = result.slice(0, pathIndex) + url + result.slice(pathIndex + written);
  }
  return result;
}

/** The file part of a local image path; undefined for URLs, data, anchors and expressions. */
function localPath(src: string): string | undefined {
  const value = src.trim();
  if (!value || /^([a-z][a-z0-9+.-]*:|\/\/|#|\{)/i.test(value)) return undefined;
  const path = value.replace(/[?#].*$/, '');
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
