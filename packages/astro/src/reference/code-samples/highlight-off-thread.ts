// Request samples are highlighted in a worker thread. In a large build, tokenizing them took a
// fifth of the main thread's time rendering GitHub's 2,192 pages, while the second core was not
// all in use: pages render several at a time, so while one waits for its samples the others
// render. In dev, the worker compiles the grammars while Vite starts, instead of the first page
// compiling them after Vite is done. Without a worker file (a small build), or when the worker
// cannot run, samples are highlighted here, on the main thread, with the same HTML.
import { Worker } from 'node:worker_threads';
import type { SampleTheme } from '../../code-theme/sample-theme.ts';
import { highlightEach, keepTranslations } from './highlight.ts';
import type { HighlightBatch, HighlightReply, WarmUp } from './highlight-worker.ts';

type Items = HighlightBatch['items'];
/** The HTML of each sample, in order, as `highlight` gives it (with `theme`, docs.json's sample colors). */
export type HighlightMany = (items: Items, theme: SampleTheme | undefined) => Promise<string[]>;

/**
 * A highlighter that hands its batches to a worker running `workerFile` (highlight-worker.ts),
 * started on first use, or at once when given what to `warmUp`.
 */
export function offThreadHighlighter(workerFile: string | undefined, warmUp?: WarmUp): HighlightMany {
  let worker: Worker | undefined;
  let failed = !workerFile;
  let nextId = 0;
  const waiting = new Map<number, { items: Items; reply: PromiseWithResolvers<string[]> }>();

  function start(): Worker | undefined {
    try {
      // A small young generation: the worker's garbage is short-lived, and the default's
      // semi-spaces were a quarter of its memory (about 40 of 160 MB).
      const thread = new Worker(workerFile!, { resourceLimits: { maxYoungGenerationSizeMb: 16 }, workerData: warmUp });
      thread.on('message', (message: HighlightReply) => {
        const job = waiting.get(message.id);
        if (!job) return;
        waiting.delete(message.id);
        if (!waiting.size) thread.unref();
        if ('html' in message) job.reply.resolve(message.html);
        else job.reply.reject(new Error(message.error));
      });
      // A worker that cannot run (a thread limit, a broken install) hands its batches back here.
      thread.on('error', giveUp);
      thread.on('exit', giveUp);
      thread.unref();
      return thread;
    } catch {
      failed = true;
      return undefined;
    }
  }

  function giveUp(): void {
    failed = true;
    worker = undefined;
    for (const [id, job] of waiting) {
      waiting.delete(id);
      highlightHere(job.items).then(job.reply.resolve, job.reply.reject);
    }
  }

  if (warmUp && !failed) worker = start();

  return (items, theme) => {
    const thread = failed ? undefined : (worker ??= start());
    // On the main thread, with the theme the page set (`useSampleTheme`).
    if (!thread) return highlightHere(items);
    const id = nextId++;
    const reply = Promise.withResolvers<string[]>();
    waiting.set(id, { items, reply });
    // A page waiting for its samples keeps the process alive; an idle worker does not.
    thread.ref();
    thread.postMessage({ id, theme, items } satisfies HighlightBatch);
    return reply.promise;
  };
}

/** Highlights on this thread, keeping the patterns it translated as the worker does after each batch. */
async function highlightHere(items: Items): Promise<string[]> {
  const html = await highlightEach(items);
  keepTranslations();
  return html;
}

const processSlot = Symbol.for('quire.sampleHighlighter');
type WithSlot = typeof globalThis & { [processSlot]?: HighlightMany };

/**
 * The process's one highlighting worker. Dev loads the pages' modules anew after every restart,
 * and the integration, which starts the worker warm (`warmUp`) before Vite runs, is a module of
 * its own: the slot on globalThis is what they share.
 */
export function processHighlighter(workerFile: string, warmUp?: WarmUp): HighlightMany {
  return ((globalThis as WithSlot)[processSlot] ??= offThreadHighlighter(workerFile, warmUp));
}
