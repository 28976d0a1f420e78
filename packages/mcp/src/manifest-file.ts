// `<out>/_quire/mcp.json`: the tools a build found, for servers that only have the built site.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { McpManifest } from './tool-spec.ts';

export const mcpManifestPath = '_quire/mcp.json';

export async function writeMcpManifest(outDir: string, manifest: McpManifest): Promise<void> {
  const file = join(outDir, mcpManifestPath);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(manifest)}\n`);
}

/** The manifest of a built site, or undefined when it was built without one. */
export async function readMcpManifest(outDir: string): Promise<McpManifest | undefined> {
  const text = await readFile(join(outDir, mcpManifestPath), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const parsed = JSON.parse(text) as Partial<McpManifest> | null;
  if (!parsed || !Array.isArray(parsed.tools)) throw new Error(`${join(outDir, mcpManifestPath)} is not an MCP manifest: it needs { "tools": [...] }.`);
  return { tools: parsed.tools };
}
