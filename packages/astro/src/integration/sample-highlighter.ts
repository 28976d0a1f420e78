// Where the pages highlight their request samples: in a worker thread (reference/code-samples/
// highlight-off-thread.ts) when a build has many of them, and always in dev. The worker starts
// with the integration and has compiled the grammars by the time the first page asks.
import { fileURLToPath } from 'node:url';
import type { Route } from '@quire/site';
import type { SampleTheme } from '../code-theme/sample-theme.ts';
import { processHighlighter } from '../reference/code-samples/highlight-off-thread.ts';
import { ownModule } from '../own-module.ts';

/** Run by Node as it is, outside the bundle: the pages start it as a worker thread. */
export const highlightWorkerFile = fileURLToPath(ownModule('../reference/code-samples/highlight-worker.ts', import.meta.url));

/**
 * The worker holds about 120 MB of its own. Below this many endpoint pages a build's samples
 * take the main thread less than a second: the pages highlight them in place.
 */
const workerFromPages = 200;

/** The worker file the pages hand their samples to, or undefined: they highlight them on the main thread. */
export function sampleHighlighterFor(routes: readonly Route[], command: string): string | undefined {
  const endpoints = routes.filter((route) => route.operation).length;
  return endpoints >= (command === 'build' ? workerFromPages : 1) ? highlightWorkerFile : undefined;
}

/**
 * Starts the worker now, coloring a sample in each of the site's languages, so that the grammars
 * compile on the other core while the main thread writes the twins (a build) or Vite starts (on GitHub's
 * spec, the first endpoint pages waited about a second for them, in dev and in a build alike).
 * A restart of dev finds it running.
 */
export function warmSampleHighlighter(workerFile: string | undefined, theme: SampleTheme | undefined, languages: readonly string[] | undefined): void {
  if (workerFile) processHighlighter(workerFile, { theme, languages });
}
