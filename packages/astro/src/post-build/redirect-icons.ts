// The pages Astro writes for docs.json's redirects have no <link rel="icon">: a browser opening
// one asks for /favicon.ico, which no Quire site has, and logs a 404 before it moves on. They get
// the icon links every page of the site has (taken from its 404 page, written by Quire's layout).
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';

export async function giveRedirectPagesIcons(out: string, sources: readonly string[]): Promise<void> {
  const icons = iconLinks(await readFile(join(out, '404.html'), 'utf8').catch(() => ''));
  if (!icons) return;
  for (const source of sources) {
    const path = source.replace(/^\/+|\/+$/g, '');
    // `/` too: the home page of a site without an index page is a redirect to its first page.
    const file = [join(out, path, 'index.html'), ...(path ? [join(out, `${path}.html`)] : [])].find((candidate) => existsSync(candidate));
    if (!file) continue;
    const html = await readFile(file, 'utf8');
    // Only Astro's own redirect page: a page of the site that a redirect shadows keeps its head.
    if (!html.startsWith('<!doctype html><title>Redirecting to:') || iconLinks(html)) continue;
    // The title is that page's first element: its text cannot hold `</title>`, which would end it.
    await writeFile(file, html.replace('</title>', `</title>${icons}`));
  }
}

/** The page's `<link rel="icon">` elements as HTML (rel is a list: `rel="shortcut icon"` counts). */
function iconLinks(page: string): string {
  const links: Element[] = [];
  visit(fromHtml(page), 'element', (node) => {
    const rel = node.properties.rel;
    if (node.tagName === 'link' && Array.isArray(rel) && rel.includes('icon')) links.push(node);
  });
  return toHtml(links);
}
