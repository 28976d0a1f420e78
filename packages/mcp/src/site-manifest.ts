// The manifest a build writes. Loading a large spec again costs a build seconds, so a docs folder
// where no spec file so much as mentions `x-docs` and `mcp` (and no spec comes from a URL) gets an empty
// manifest without loading anything: no operation there can be enabled.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readDocsConfig } from '@quire/config';
import { collectSpecSources, listDocsFiles, readMdxPages, type LoadedSite } from '@quire/site';
import { isUrl } from '@quire/openapi';
import { loadMcpTools } from './load-tools.ts';
import type { McpManifest } from './tool-spec.ts';

/** The docs as a build loaded them: docs.json and the pages' frontmatter, which name the specs, and the folder's files. */
export type LoadedDocsConfig = Pick<LoadedSite, 'config' | 'mdx'> & Partial<Pick<LoadedSite, 'files'>>;

/** The site's tools; `loaded` spares reading docs.json and every page again (crewAI: 24,803) to find its specs. */
export async function siteMcpManifest(docsDir: string, loaded?: LoadedDocsConfig): Promise<McpManifest> {
  if (!(await mayEnableMcp(docsDir, loaded))) return { tools: [] };
  return { tools: (await loadMcpTools(docsDir)).tools };
}

/** False only when certain: every spec is a local file, and no JSON or YAML file of the folder marks an operation for MCP (marksMcp). */
export async function mayEnableMcp(docsDir: string, loaded?: LoadedDocsConfig): Promise<boolean> {
  const { config, mdx } = loaded ?? (await readDocsAndPages(docsDir));
  if (!config) return false;
  const sources = collectSpecSources(config, mdx);
  if (!sources.length) return false;
  if (sources.some(isUrl)) return true;
  // The build's own list of the folder's files where it has one: walking crewAI's folder again took most of a second.
  const specLike = await listDocsFiles(docsDir, '**/*.{json,yaml,yml}', [], loaded?.files);
  for (const path of specLike) {
    if (path === 'docs.json') continue;
    const text = await readFile(join(docsDir, path), 'utf8').catch(() => '');
    if (marksMcp(text)) return true;
  }
  return false;
}

async function readDocsAndPages(docsDir: string): Promise<LoadedDocsConfig> {
  const [read, mdx] = await Promise.all([readDocsConfig(docsDir), readMdxPages(docsDir)]);
  return { ...(read.config ? { config: read.config } : {}), mdx: mdx.pages };
}

/** Whether a spec's text may mark an operation for MCP: `x-docs` or the platform's spelling `x-mint` with `mcp`, or the older `x-mcp`. */
function marksMcp(text: string): boolean {
  return ((text.includes('x-docs') || text.includes('x-mint')) && /\bmcp\b/.test(text)) || text.includes('x-mcp');
}
