// A streamed answer as the playground reads it, whichever way it came: the relay's frames
// (`RelayStreamFrame`, one JSON a line) or the API's own body fetched from the browser.
import type { RelayStreamEnd, RelayStreamFrame } from '@quire/request';

type Head = Extract<RelayStreamFrame, { type: 'head' }>;

/** How a stream ended: as the relay says, or stopped by the reader. */
export type StreamEnd = { reason: RelayStreamEnd | 'stopped'; detail: string };

export interface StreamedAnswer {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  /**
   * The body's text as it arrives, each chunk with its arrival (`performance.now()`): read from the
   * start, so a view that loads late still shows when each came. The value when done says how it ended.
   */
  chunks: AsyncGenerator<Arrived, StreamEnd>;
  /** Stops reading: the request is aborted, through the relay up to the API. */
  stop(): void;
  /** `performance.now()` when the request was sent: items are timed from there. */
  started: number;
}

export interface Arrived {
  text: string;
  at: number;
}

export function isStreamed(answer: object): answer is StreamedAnswer {
  return 'chunks' in answer;
}

/** The relay's frames: the head first, then the chunks up to the relay's end frame. */
export async function fromRelay(body: ReadableStream<Uint8Array<ArrayBuffer>>, controller: AbortController, started: number): Promise<StreamedAnswer> {
  const lines = frameLines(body, controller.signal);
  const first = await lines.next();
  const head = first.done ? undefined : (first.value as Head);
  if (head?.type !== 'head') throw new Error('The request relay ended the stream before the API answered. Try again.');
  async function* chunks(): AsyncGenerator<string, StreamEnd> {
    for await (const frame of lines) {
      if (frame.type === 'chunk') yield frame.text;
      else if (frame.type === 'end') return { reason: frame.reason, detail: frame.detail };
    }
    return controller.signal.aborted ? stoppedEnd : { reason: 'failed', detail: 'The connection to the request relay broke before the stream ended.' };
  }
  return { status: head.status, statusText: head.statusText, headers: head.headers, chunks: timed(chunks()), stop: () => controller.abort(), started };
}

/** The API's own body, fetched from the browser: its text as it arrives. */
export function fromBody(response: Response, controller: AbortController, started: number): StreamedAnswer {
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) headers[name] = value;
  async function* chunks(): AsyncGenerator<string, StreamEnd> {
    try {
      for await (const text of response.body!.pipeThrough(new TextDecoderStream())) yield text;
    } catch {
      return controller.signal.aborted
        ? stoppedEnd
        : { reason: 'failed', detail: `The connection to ${new URL(response.url).origin} broke before the stream ended.` };
    }
    return { reason: 'ended', detail: 'The API ended the stream.' };
  }
  return { status: response.status, statusText: response.statusText, headers, chunks: timed(chunks()), stop: () => controller.abort(), started };
}

/** Reads `source` at once, stamping each chunk as it comes, and hands the chunks on when asked. */
function timed(source: AsyncGenerator<string, StreamEnd>): AsyncGenerator<Arrived, StreamEnd> {
  const queue: Arrived[] = [];
  let end: StreamEnd | undefined;
  let wake = () => {};
  void (async () => {
    for (;;) {
      const next = await source
        .next()
        .catch((): IteratorReturnResult<StreamEnd> => ({ done: true, value: { reason: 'failed', detail: 'The stream could not be read.' } }));
      if (next.done) end = next.value;
      else queue.push({ text: next.value, at: performance.now() });
      wake();
      if (next.done) return;
    }
  })();
  return (async function* () {
    for (;;) {
      while (queue.length) yield queue.shift()!;
      if (end) return end;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  })();
}

const stoppedEnd: StreamEnd = { reason: 'stopped', detail: 'Stopped by you.' };

async function* frameLines(body: ReadableStream<Uint8Array<ArrayBuffer>>, signal: AbortSignal): AsyncGenerator<RelayStreamFrame> {
  let pending = '';
  try {
    for await (const text of body.pipeThrough(new TextDecoderStream())) {
      const lines = (pending + text).split('\n');
      pending = lines.pop()!;
      for (const line of lines) if (line) yield JSON.parse(line) as RelayStreamFrame;
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  }
}
