// `<out>/_quire/mcp.json`: the tools a build found, for servers that only have the built site.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { readReleaseFile, releaseRoot } from './release-files.ts';
import type { McpManifest } from './tool-spec.ts';

export const mcpManifestPath = '_quire/mcp.json';

/** The largest manifest a server loads: it is held in memory while the release is served. */
export const maxManifestBytes = 32 * 1024 * 1024;

export async function writeMcpManifest(outDir: string, manifest: McpManifest): Promise<void> {
  const file = join(outDir, mcpManifestPath);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(manifest)}\n`);
}

/**
 * The manifest of a built site and its size in bytes, or undefined when it was built without one.
 * Read as a regular file inside the folder, never through a link.
 */
export async function readMcpManifest(outDir: string): Promise<(McpManifest & { bytes: number }) | undefined> {
  const root = await releaseRoot(outDir).catch(() => undefined);
  const read = root === undefined ? undefined : await readReleaseFile(root, mcpManifestPath, maxManifestBytes);
  if (read === undefined) return undefined;
  const file = join(outDir, mcpManifestPath);
  if (read.cut)
    throw new Error(
      `${file} is ${(read.size / 1024 / 1024).toFixed(1)} MB, over the ${maxManifestBytes / 1024 / 1024} MB an MCP server loads: enable fewer operations with x-docs.mcp.`,
    );
  const parsed = JSON.parse(read.text) as Partial<McpManifest> | null;
  if (!parsed || !Array.isArray(parsed.tools)) throw new Error(`${file} is not an MCP manifest: it needs { "tools": [...] }.`);
  return { tools: parsed.tools, bytes: read.size };
}
