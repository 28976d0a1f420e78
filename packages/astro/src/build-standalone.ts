import { build } from 'astro';
import { standaloneConfig, type StandaloneOptions } from './standalone-config.ts';
import { loadAdapter } from './deploy/adapters.ts';
import { placeHostOutput } from './deploy/host-output.ts';
import { resolve } from 'node:path';
import { removePreviousOutput } from './previous-output.ts';

/**
 * Builds a docs repo into a static site. Astro writes its prerender chunks to `<cwd>/.astro` when
 * the output is outside the working directory, so the build runs from the repo's own project
 * folder: two builds never share chunks, and the chunks find Quire's dependencies through the
 * project's node_modules link.
 */
export async function buildStandalone(options: Omit<StandaloneOptions, 'command'>): Promise<{ hostOutput?: string }> {
  const config = standaloneConfig({ ...options, command: 'build' });
  if (options.adapter) config.adapter = await loadAdapter(options.adapter);
  const cwd = process.cwd();
  const removed = config.outDir ? removePreviousOutput(resolve(String(config.outDir))) : Promise.resolve();
  process.chdir(String(config.root));
  try {
    await build(config);
  } finally {
    process.chdir(cwd);
    await removed;
  }
  const hostOutput = options.adapter ? await placeHostOutput(options.adapter, String(config.root), resolve(options.docs)) : undefined;
  return hostOutput ? { hostOutput } : {};
}
