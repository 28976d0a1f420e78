import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** The text of an HTML fragment without tags, whitespace collapsed: what a reader sees. */
export function textOf(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\s+/g, ' ').trim();
}

/** The HTML of the first element matching a simple `tag.class` or `tag#id` selector, up to its closing tag. */
export function section(html: string, open: RegExp): string {
  const start = html.search(open);
  if (start < 0) return '';
  const tag = /^<(\w+)/.exec(html.slice(start))![1]!;
  let depth = 0;
  const pattern = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'g');
  pattern.lastIndex = start;
  for (let m = pattern.exec(html); m; m = pattern.exec(html)) {
    depth += m[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index + m[0].length);
  }
  return html.slice(start);
}
