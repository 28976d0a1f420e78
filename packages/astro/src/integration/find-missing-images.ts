import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { diagnostic, type Diagnostic } from '@quire/diagnostics';
import { proseOf } from './mdx-tags.ts';

/**
 * Local images a page shows (`![Diagram](/images/x.png)`, `<img src="images/x.png" />`) that the
 * docs folder lacks: one error each, naming the page, line and path, instead of the bundler's
 * trace (a relative image is an import, which fails the build) or a silently broken image.
 * `/images/x.png` starts at the docs folder; `images/x.png` and `./x.png` at the page's folder.
 */
export function findMissingImages(files: { path: string; text: string }[], dir: string): Diagnostic[] {
  const root = resolve(dir);
  const diagnostics: Diagnostic[] = [];
  for (const { path, text } of files) {
    // x-docs.content has no folder of its own: only its `/`-rooted images can be checked.
    const folder = /\.mdx?$/i.test(path) ? dirname(resolve(path)) : undefined;
    // Code blocks and inline code show image syntax; they do not load images.
    const prose = proseOf(text);
    const found = [
      ...[...prose.matchAll(/!\[[^\]\n]*\]\(\s*(<[^>\n]+>|[^)\s]+)/g)].map((m) => ({ src: m[1]!.replace(/^<|>$/g, ''), index: m.index })),
      ...[...prose.matchAll(/<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\})/g)].map((m) => ({ src: m[1] ?? m[2] ?? m[3]!, index: m.index })),
    ].sort((a, b) => a.index - b.index);
    for (const { src, index } of found) {
      const local = localPath(src);
      if (local === undefined) continue;
      const base = local.startsWith('/') ? root : folder;
      if (!base) continue;
      const file = join(base, local);
      if (relative(root, file).startsWith('..') || existsSync(file)) continue;
      const line = prose.slice(0, index).split('\n').length;
      const wanted = relative(root, file).replaceAll('\\', '/');
      const looked = wanted === local.replace(/^\/+/, '') ? '' : ` (looked for ${wanted})`;
      diagnostics.push(
        diagnostic('MDX_IMAGE_MISSING', `Image ${src} is not in the docs folder${looked}.`, {
          file: path,
          line,
          column: index - prose.lastIndexOf('\n', index),
        }),
      );
    }
  }
  return diagnostics;
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
