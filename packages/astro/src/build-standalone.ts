import { build } from 'astro';
import { standaloneConfig, standaloneProject, type StandaloneOptions } from './standalone-config.ts';
import { lockProject } from './project-lock.ts';
import { mkdirSync } from 'node:fs';
import { loadAdapter } from './deploy/adapters.ts';
import { placeHostOutput } from './deploy/host-output.ts';
import { resolve } from 'node:path';
import { removePreviousOutput } from './previous-output.ts';

/**
 * Builds a docs repo into a static site. Astro writes its prerender chunks to `<cwd>/.astro` when
 * the output is outside the working directory, so the build runs from the repo's own project
 * folder, and the chunks find Quire's dependencies through the project's node_modules link. Builds
 * of one folder take turns: they share that folder.
 */
export async function buildStandalone(
  options: Omit<StandaloneOptions, 'command'> & {
    /** Told the pid of another build of the folder, which this one waits for. */
    onWaiting?: (holder: number) => void;
    /**
     * Takes the removal of the previous output, which then goes on after the build returns, while
     * the caller writes what it adds to the site (it awaits the removal before it ends). Without
     * this the build returns once the previous output is gone.
     */
    onRemovingPreviousOutput?: (removed: Promise<void>) => void;
  },
): Promise<{ hostOutput?: string }> {
  const project = standaloneProject(options.docs, 'build');
  mkdirSync(project, { recursive: true });
  const release = await lockProject(project, options.onWaiting);
  try {
    const config = standaloneConfig({ ...options, command: 'build' });
    if (options.adapter) config.adapter = await loadAdapter(options.adapter);
    const cwd = process.cwd();
    const removed = config.outDir ? removePreviousOutput(resolve(String(config.outDir))) : Promise.resolve();
    process.chdir(String(config.root));
    try {
      await build(config);
    } finally {
      process.chdir(cwd);
      // crewAI's previous output (78,000 files) took longer to remove than the rebuild's pages: the build waited 13 s for it.
      if (options.onRemovingPreviousOutput) options.onRemovingPreviousOutput(removed);
      else await removed;
    }
    const hostOutput = options.adapter ? await placeHostOutput(options.adapter, String(config.root), resolve(options.docs)) : undefined;
    return hostOutput ? { hostOutput } : {};
  } finally {
    release();
  }
}
