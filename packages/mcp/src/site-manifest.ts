// The manifest a build writes. Loading a large spec again costs a build seconds, so a docs folder
// where no spec file so much as mentions `x-docs` and `mcp` (and no spec comes from a URL) gets an empty
// manifest without loading anything: no operation there can be enabled.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readDocsConfig } from '@quire/config';
import { collectSpecSources, listFiles, readMdxPages } from '@quire/site';
import { isUrl } from '@quire/openapi';
import { loadMcpTools } from './load-tools.ts';
import type { McpManifest } from './tool-spec.ts';

export async function siteMcpManifest(docsDir: string): Promise<McpManifest> {
  if (!(await mayEnableMcp(docsDir))) return { tools: [] };
  return { tools: (await loadMcpTools(docsDir)).tools };
}

/** False only when certain: every spec is a local file, and no JSON or YAML file of the folder marks an operation for MCP (marksMcp). */
export async function mayEnableMcp(docsDir: string): Promise<boolean> {
  const [read, mdx] = await Promise.all([readDocsConfig(docsDir), readMdxPages(docsDir)]);
  if (!read.config) return false;
  const sources = collectSpecSources(read.config, mdx.pages);
  if (!sources.length) return false;
  if (sources.some(isUrl)) return true;
  for (const path of await listFiles(docsDir, '**/*.{json,yaml,yml}', ['**/node_modules/**', '**/.*/**', 'dist/**'])) {
    if (path === 'docs.json') continue;
    const text = await readFile(join(docsDir, path), 'utf8').catch(() => '');
    if (marksMcp(text)) return true;
  }
  return false;
}

/** Whether a spec's text may mark an operation for MCP: `x-docs` or the platform's spelling `x-mint` with `mcp`, or the older `x-mcp`. */
function marksMcp(text: string): boolean {
  return ((text.includes('x-docs') || text.includes('x-mint')) && /\bmcp\b/.test(text)) || text.includes('x-mcp');
}
