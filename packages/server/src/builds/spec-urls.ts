// Which OpenAPI and AsyncAPI documents a docs repo names by URL, read from the tenant's checkout
// with limits, for the service to fetch before the build (which has no network). The checkout is
// tenant content read on the host: docs.json over 5 MB is refused, a page's frontmatter is read
// only from its first 64 KB, at most 20,000 pages are looked at, and no file is read through a
// link. Each limit met is a line in the update's log, so the author learns why a URL was not
// fetched (the build then names the document it could not read). This runs in a worker thread
// (spec-urls-worker.ts) so that even the bounded parsing never holds the service's event loop.
import { join } from 'node:path';
import { docsConfigFileIn, readDocsConfig } from '@quire/config';
import { collectAsyncApiSources, collectSpecSources, listPageFiles, readFrontmatter, readRegularFileHead, frontmatterOf, type MdxPage } from '@quire/site';
import { withoutBom, type Diagnostic } from '@quire/diagnostics';

export const specUrlLimits = {
  /** docs.json larger than this is not parsed: no document is fetched for the build. */
  docsJsonBytes: 5 * 1024 * 1024,
  /** The part of each page read for its frontmatter; a frontmatter that does not end within it is skipped. */
  frontmatterBytes: 64 * 1024,
  /** Pages whose frontmatter is read, in path order. */
  pages: 20_000,
};

export interface SpecUrls {
  urls: string[];
  /** Warnings for the update's log: the limits met, and what was left out because of them. */
  lines: string[];
}

export async function readSpecUrls(docsDir: string): Promise<SpecUrls> {
  const lines: string[] = [];
  // The hosted platform's legacy mint.json stands for docs.json in a folder without one.
  const configFile = docsConfigFileIn(docsDir);
  const docsJson = configFile ? await readHead(configFile, 0) : undefined;
  if (!docsJson) return { urls: [], lines };
  if (docsJson.size > specUrlLimits.docsJsonBytes) {
    lines.push(
      `Warning: docs.json is ${megabytes(docsJson.size)}, over the ${megabytes(specUrlLimits.docsJsonBytes)} the service reads to find documents named by URL: none is fetched for this build. Keep docs.json under ${megabytes(specUrlLimits.docsJsonBytes)} (move large lists into files it names with "$ref").`,
    );
    return { urls: [], lines };
  }
  const { config } = await readDocsConfig(docsDir);
  if (!config) return { urls: [], lines };
  const pages = await readPageFrontmatter(docsDir, lines);
  const urls = [...collectSpecSources(config, pages), ...collectAsyncApiSources(config, pages)].filter((source) => /^https?:\/\//i.test(source));
  return { urls, lines };
}

/** Each page's frontmatter from the first 64 KB of its file; pages that are links, or whose frontmatter is longer, are left out and named. */
async function readPageFrontmatter(docsDir: string, lines: string[]): Promise<MdxPage[]> {
  const all = await listPageFiles(docsDir);
  if (all.length > specUrlLimits.pages)
    lines.push(
      `Warning: the repo has ${all.length} pages; the service read the frontmatter of the first ${specUrlLimits.pages} (by path) to find documents named by URL.`,
    );
  const pages: MdxPage[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const path of all.slice(0, specUrlLimits.pages)) {
    const head = await readHead(join(docsDir, path), specUrlLimits.frontmatterBytes);
    if (!head?.text.startsWith('---')) continue;
    const block = frontmatterOf(head.text);
    if (!block) {
      if (head.size > specUrlLimits.frontmatterBytes)
        lines.push(
          `Warning: ${path}: its frontmatter does not end within the first ${specUrlLimits.frontmatterBytes / 1024} KB, so the service did not read it; a document it names by URL is not fetched. Keep frontmatter under ${specUrlLimits.frontmatterBytes / 1024} KB.`,
        );
      continue;
    }
    pages.push({ path, frontmatter: readFrontmatter(block.block, path, diagnostics) });
  }
  return pages;
}

/** The first `bytes` of a regular file (byte order mark dropped) and its size; undefined for a link, a folder, a device or a missing file. */
async function readHead(file: string, bytes: number): Promise<{ text: string; size: number } | undefined> {
  const head = await readRegularFileHead(file, bytes);
  return head && { text: withoutBom(head.bytes.toString('utf8')), size: head.size };
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
