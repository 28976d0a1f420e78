// The worker thread of highlight-off-thread.ts: highlights batches of request samples with its
// own copy of highlight.ts (the same HTML: only the code, its language and the theme decide it).
import { parentPort } from 'node:worker_threads';
import type { SampleTheme } from '../../code-theme/sample-theme.ts';
import { highlight, useSampleTheme } from './highlight.ts';

export interface HighlightBatch {
  id: number;
  theme: SampleTheme | undefined;
  items: { code: string; lang: string }[];
}

export type HighlightReply = { id: number; html: string[] } | { id: number; error: string };

parentPort?.on('message', async ({ id, theme, items }: HighlightBatch) => {
  let reply: HighlightReply;
  try {
    useSampleTheme(theme);
    const html: string[] = [];
    for (const { code, lang } of items) html.push(await highlight(code, lang));
    reply = { id, html };
  } catch (error) {
    reply = { id, error: (error as Error).message };
  }
  parentPort!.postMessage(reply);
});
