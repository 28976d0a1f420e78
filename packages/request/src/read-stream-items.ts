// Reading the items of a sequential media type (sequential-media.ts), whole or as they arrive:
// for checking answers and for the playground's stream view, which loads it only with a stream.
import { createParser } from 'eventsource-parser';
import type { Item, SequentialKind, ServerSentEvent } from './sequential-media.ts';

export function readItems(kind: SequentialKind, text: string): Item[] {
  if (kind === 'event-stream') return eventStreamItems(text).map((value) => ({ value }));
  const parts = kind === 'json-seq' ? text.split('\x1e') : text.split(/\r?\n/);
  return parts
    .filter((part) => part.trim() !== '')
    .map((part) => {
      try {
        return { value: JSON.parse(part) as unknown };
      } catch {
        return {
          error: `This ${kind === 'json-seq' ? 'record' : 'line'} is not JSON: ${JSON.stringify(part.length > 60 ? `${part.slice(0, 57)}...` : part)}.`,
        };
      }
    });
}

/**
 * Events as the HTML standard's parser reads them: lines up to a blank line make an event, `data`
 * lines join with newlines, comments (`:`) and events without data are skipped. A last event
 * without its blank line is kept: a stream cut short by a time or size cap still shows it.
 */
export function eventStreamItems(text: string): ServerSentEvent[] {
  const reader = createEventReader();
  return [...reader.push(text), ...reader.end()];
}

/** Reads a stream as it arrives: each `push` of text answers the items it completed. */
export interface ItemReader<T> {
  push(text: string): T[];
  /** The stream is over: the last item, when it lacked its terminator. */
  end(): T[];
}

/** Server-Sent Events, read incrementally (by `eventsource-parser`, the HTML standard's rules). */
export function createEventReader(): ItemReader<ServerSentEvent> {
  let ready: ServerSentEvent[] = [];
  let retry: number | undefined;
  const parser = createParser({
    onEvent: (message) => {
      const event: ServerSentEvent = { data: message.data };
      if (message.event !== undefined) event.event = message.event;
      if (message.id !== undefined) event.id = message.id;
      if (retry !== undefined) event.retry = retry;
      retry = undefined;
      ready.push(event);
    },
    onRetry: (interval) => (retry = interval),
  });
  const take = () => {
    const items = ready;
    ready = [];
    return items;
  };
  return {
    push: (text) => {
      parser.feed(text);
      return take();
    },
    // An unterminated last event is dispatched as if its blank line had come.
    end: () => {
      parser.feed('\n\n');
      return take();
    },
  };
}

/** Any sequential media type, read incrementally; lines or records that are not JSON become errors. */
export function createItemReader(kind: SequentialKind): ItemReader<Item> {
  if (kind === 'event-stream') {
    const events = createEventReader();
    return { push: (text) => events.push(text).map((value) => ({ value })), end: () => events.end().map((value) => ({ value })) };
  }
  let pending = '';
  const separator = kind === 'json-seq' ? '\x1e' : /\r?\n/;
  return {
    push(text) {
      const parts = (pending + text).split(separator);
      pending = parts.pop() ?? '';
      return readItems(kind, parts.join(kind === 'json-seq' ? '\x1e' : '\n'));
    },
    end() {
      const rest = pending;
      pending = '';
      return readItems(kind, rest);
    },
  };
}
