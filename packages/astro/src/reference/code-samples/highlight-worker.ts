// The worker thread of highlight-off-thread.ts: highlights batches of request samples with its
// own copy of highlight.ts (the same HTML: only the code, its language and the theme decide it).
import { parentPort, workerData } from 'node:worker_threads';
import type { SampleTheme } from '../../code-theme/sample-theme.ts';
import { highlight, keepTranslations, useSampleTheme } from './highlight.ts';
import { warmUpSamples } from './warm-up-samples.ts';

export interface HighlightBatch {
  id: number;
  theme: SampleTheme | undefined;
  items: { code: string; lang: string }[];
}

export type HighlightReply = { id: number; html: string[] } | { id: number; error: string };

/** What the worker colors as it starts, before the first batch: the site's theme and sample languages. */
export interface WarmUp {
  theme: SampleTheme | undefined;
  languages: readonly string[] | undefined;
}

async function highlightAll(theme: SampleTheme | undefined, items: HighlightBatch['items']): Promise<string[]> {
  useSampleTheme(theme);
  const html: string[] = [];
  for (const { code, lang } of items) html.push(await highlight(code, lang));
  keepTranslations();
  return html;
}

parentPort?.on('message', async ({ id, theme, items }: HighlightBatch) => {
  let reply: HighlightReply;
  try {
    reply = { id, html: await highlightAll(theme, items) };
  } catch (error) {
    reply = { id, error: (error as Error).message };
  }
  parentPort!.postMessage(reply);
});

const warmUp = workerData as WarmUp | undefined;
// A batch that arrives meanwhile waits only for the grammars it shares with this one.
if (warmUp) highlightAll(warmUp.theme, warmUpSamples(warmUp.languages)).catch(() => {});
