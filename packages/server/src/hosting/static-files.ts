import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { contentTypeOf } from './content-types.ts';
import { compressor, encodingFor, isCompressible, type Encoding } from './compression.ts';
import { patternRedirect, redirectPatternsPath } from './pattern-redirects.ts';

/** A file of a published site, found for a URL path. */
export interface SiteFile {
  path: string;
  size: number;
  mtimeMs: number;
}

/**
 * Serves a URL path from a published site's folder (already resolved to its real path) the way
 * static hosts do: `/guide` finds `guide/index.html`, unknown paths get the redirect a docs.json
 * pattern makes of them or `404.html` with status 404, hashed `/_astro/` assets are cached for a year and everything else revalidates by ETag.
 * `siteHeaders` go on every answer (a hosted site's security headers: site-headers.ts).
 */
export async function serveStaticFile(
  root: string,
  urlPath: string,
  req: IncomingMessage,
  res: ServerResponse,
  siteHeaders: Record<string, string> = {},
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...siteHeaders, allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    return void res.end('Method not allowed');
  }
  const file = await findSiteFile(root, urlPath);
  if (!file) return serveNotFound(root, urlPath, req, res, siteHeaders);
  const contentType = contentTypeOf(file.path);
  const encoding = encodingFor(req.headers, contentType, file.size);
  // Each encoding is a representation of its own, with its own ETag (RFC 9110 §8.8.3).
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
  const headers = {
    ...siteHeaders,
    'content-type': contentType,
    'cache-control': urlPath.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    etag,
    'x-content-type-options': 'nosniff',
    ...(isCompressible(contentType, file.size) ? { vary: 'accept-encoding' } : {}),
  };
  if (matchesEtag(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers);
    return void res.end();
  }
  res.writeHead(200, { ...headers, ...(encoding ? { 'content-encoding': encoding } : { 'content-length': file.size }) });
  if (req.method === 'HEAD') return void res.end();
  // The stream holds the file open: a publish that swaps the site meanwhile does not cut it short.
  await sendFile(file.path, res, encoding && { encoding, size: file.size });
}

async function serveNotFound(root: string, urlPath: string, req: IncomingMessage, res: ServerResponse, siteHeaders: Record<string, string>): Promise<void> {
  // A path no file serves may be one a docs.json redirect pattern sends on (pattern-redirects.ts).
  const patterns = await findSiteFile(root, redirectPatternsPath);
  const redirect = patterns && (await patternRedirect(patterns, urlPath));
  if (redirect) {
    res.writeHead(redirect.permanent ? 301 : 302, {
      ...siteHeaders,
      location: redirect.location,
      'cache-control': 'no-cache',
      'content-type': 'text/plain; charset=utf-8',
    });
    return void res.end(req.method === 'HEAD' ? undefined : `See ${redirect.location}`);
  }
  const page = await findNotFoundPage(root);
  res.writeHead(404, { ...siteHeaders, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' });
  if (!page || req.method === 'HEAD') return void res.end(page ? undefined : 'Not found');
  await sendFile(page.path, res);
}

/**
 * Streams a file out. A file removed between finding and opening it (an old release pruned), or
 * a reader gone mid-way, ends this response only, never the process.
 */
async function sendFile(path: string, res: ServerResponse, compressed?: { encoding: Encoding; size: number }): Promise<void> {
  const sent = compressed ? pipeline(createReadStream(path), compressor(compressed.encoding, compressed.size), res) : pipeline(createReadStream(path), res);
  await sent.catch(() => res.destroy());
}

/** `If-None-Match` holds this ETag (or `*`); weak comparison, as RFC 9110 asks for GET. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === bare;
  });
}

/** The site's own page for unknown paths (`404.html`), if it has one. */
export function findNotFoundPage(root: string): Promise<SiteFile | undefined> {
  return findSiteFile(root, '/404.html');
}

/**
 * The file a URL path names (`/guide` finds `guide/index.html` or `guide.html`), never outside
 * the site's folder: neither by `..` in the path nor by a symlink a tenant's build left in its
 * output, which could point at the service's files.
 */
export async function findSiteFile(root: string, urlPath: string): Promise<SiteFile | undefined> {
  if (urlPath.includes('\0')) return undefined;
  const base = normalize(join(root, urlPath));
  if (!isInside(root, base)) return undefined;
  for (const candidate of [base, join(base, 'index.html'), `${base}.html`]) {
    const real = await realpath(candidate).catch(() => undefined);
    if (!real || !isInside(root, real)) continue;
    const info = await stat(real).catch(() => undefined);
    if (info?.isFile()) return { path: real, size: info.size, mtimeMs: info.mtimeMs };
  }
  return undefined;
}

function isInside(root: string, path: string): boolean {
  return path === root || path.startsWith(root + sep);
}
