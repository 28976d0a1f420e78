// A build's output, split into lines that never grow past a bound. readline holds a whole line
// until its newline: one endless line (hundreds of MB without one) took the service's heap with
// it ("Invalid string length"). Here a line is cut at `maxLength` characters while it streams,
// the rest of it is skipped up to the next newline, and nothing larger than one chunk and one cut
// line is ever held.
import { StringDecoder } from 'node:string_decoder';

export interface BoundedLinesOptions {
  /** Characters kept of a line; what follows up to its newline is dropped. */
  maxLength: number;
  /** Each line, without its newline (and without a trailing `\r`); `cut` when it was longer. */
  onLine(line: string, cut: boolean): void;
}

/** Reads `stream` to its end as bounded lines; resolves when it ends (or fails). */
export function readBoundedLines(stream: NodeJS.ReadableStream, options: BoundedLinesOptions): Promise<void> {
  const { maxLength, onLine } = options;
  const decoder = new StringDecoder('utf8');
  let line = '';
  let cut = false;
  const emit = () => {
    onLine(line.endsWith('\r') ? line.slice(0, -1) : line, cut);
    line = '';
    cut = false;
  };
  const take = (text: string) => {
    let start = 0;
    while (start < text.length) {
      const newline = text.indexOf('\n', start);
      const end = newline === -1 ? text.length : newline;
      if (!cut) {
        const room = maxLength - line.length;
        if (end - start > room) {
          line += text.slice(start, start + room);
          cut = true;
        } else line += text.slice(start, end);
      }
      if (newline === -1) return;
      emit();
      start = newline + 1;
    }
  };
  return new Promise((done) => {
    stream.on('data', (chunk: Buffer | string) => take(typeof chunk === 'string' ? chunk : decoder.write(chunk)));
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      take(decoder.end());
      if (line || cut) emit();
      done();
    };
    stream.once('end', finish);
    stream.once('error', finish);
    stream.once('close', finish);
  });
}
