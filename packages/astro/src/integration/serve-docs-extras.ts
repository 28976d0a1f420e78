import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import type { ViteDevServer } from 'vite';
import { assetPattern } from './docs-assets.ts';
import type { LoadedDocs } from './load-docs.ts';
import { slugOf, type UrlStyle } from '../data/site-urls.ts';

const types: Record<string, string> = {
  json: 'application/json',
  yaml: 'application/yaml',
  yml: 'application/yaml',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  ico: 'image/x-icon',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  css: 'text/css',
  js: 'text/javascript; charset=utf-8',
};

/**
 * In `astro dev`: the docs repo's images and files, the specs the page menu offers for download,
 * the Markdown twins and llms.txt (once `texts`, written on the first request for one, are ready).
 */
export function serveDocsExtras(server: ViteDevServer, docs: LoadedDocs, urls: UrlStyle, texts: () => Promise<void>): void {
  const specFiles = new Set([...docs.publishedSpecs.values()].flatMap((spec) => spec.files));
  server.middlewares.use(async (req, res, next) => {
    // The site's path under Astro's base (`/docs/llms.txt` -> `llms.txt`), whether or not Vite took the base off already.
    const url = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    const path = slugOf(urls, url) ?? url.replace(/^\/+/, '');
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // The changelogs' Atom feeds are texts too (spec-histories.ts); their pages are pages of the site.
    const changelog = /^changelog\/[^/]+\.xml$/.test(path);
    if (path === 'llms.txt' || path === 'llms-full.txt' || path.endsWith('/llms.txt') || path.endsWith('.md') || changelog) {
      const file = normalize(join(docs.dataDir, 'texts', path));
      if (!file.startsWith(`${join(docs.dataDir, 'texts')}/`)) return next();
      await texts().catch(() => undefined);
      const text = await readFile(file, 'utf8').catch(() => undefined);
      if (text === undefined) return next();
      res.setHeader('content-type', `${changelog ? 'application/atom+xml' : path.endsWith('.md') ? 'text/markdown' : 'text/plain'}; charset=utf-8`);
      return res.end(text);
    }
    if (!assetPattern.test(path) && !docs.scripts.includes(path) && !specFiles.has(path)) return next();
    const file = normalize(join(docs.dir, path));
    if (!file.startsWith(`${docs.dir}/`) || /(^|\/)\./.test(path)) return next();
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return next();
    res.setHeader('content-type', types[path.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream');
    createReadStream(file).pipe(res);
  });
}
