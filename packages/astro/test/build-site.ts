import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select } from 'hast-util-select';
import { writeFiles } from '../../../test-support/write-files.ts';
import { buildStandalone } from '../src/build-standalone.ts';

/** A docs repo built into static files, read back the way a visitor's browser would get them. */
export interface BuiltSite {
  docs: string;
  out: string;
  /** The HTML of a page by URL path (`/guides/intro`, `/`). */
  page(path: string): string;
  /** Any built file by URL path (`/llms.txt`). */
  file(path: string): string;
  has(path: string): boolean;
}

/** Writes a docs repo into a temporary folder and builds it with `quire build`'s configuration. */
export async function buildSite(files: Record<string, string>, options: { site?: string } = {}): Promise<BuiltSite> {
  const docs = await writeFiles(files);
  const out = join(docs, 'dist');
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  await buildStandalone({ docs, outDir: out, logLevel: 'error', ...(options.site ? { site: options.site } : {}) });
  const local = (path: string) => join(out, decodeURI(path).replace(/^\/+/, ''));
  return {
    docs,
    out,
    page: (path) => readFileSync(join(local(path), 'index.html'), 'utf8'),
    file: (path) => readFileSync(local(path), 'utf8'),
    has: (path) => existsSync(local(path)) || existsSync(join(local(path), 'index.html')),
  };
}

/** The text of an HTML fragment, tags read as spaces, whitespace collapsed: what a reader sees. */
export function textOf(html: string): string {
  const parts: string[] = [];
  const walk = (node: Root | RootContent) => {
    if (node.type === 'text') parts.push(node.value);
    if (node.type === 'element' && ['script', 'style', 'template'].includes(node.tagName)) return;
    if ('children' in node) {
      parts.push(' ');
      node.children.forEach(walk);
      parts.push(' ');
    }
  };
  walk(fromHtml(html, { fragment: true }));
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * The HTML of the first element matching a CSS selector (`nav#sidebar`, `div.prose`), as
 * written in the page; empty when none does.
 */
export function section(html: string, selector: string): string {
  const found = select(selector, fromHtml(html));
  const { start, end } = found?.position ?? {};
  return start?.offset !== undefined && end?.offset !== undefined ? html.slice(start.offset, end.offset) : '';
}
