// Sequential media types (OpenAPI 3.2's `itemSchema`): a body that is a stream of items.
// Server-Sent Events are event objects (`{ event, data, id, retry }`, as the 3.2 specification
// models them), JSON Lines and NDJSON one value per line, JSON text sequences (RFC 7464) one value
// per record separator. Written here for the reference page's example streams; read by
// read-stream-items.ts (apart, so that a page that only asks the kind does not carry the SSE parser).

/** `Text/Event-Stream; charset=utf-8` -> `text/event-stream`. */
function bareType(contentType: string): string {
  return contentType.split(';')[0]!.trim().toLowerCase();
}

export type SequentialKind = 'event-stream' | 'json-lines' | 'json-seq';

export function sequentialKind(mediaType: string): SequentialKind | undefined {
  const bare = bareType(mediaType);
  if (bare === 'text/event-stream') return 'event-stream';
  if (bare === 'application/jsonl' || bare === 'application/x-ndjson' || bare === 'application/x-jsonlines') return 'json-lines';
  if (bare === 'application/json-seq') return 'json-seq';
  return undefined;
}

/** One item: its value, or why it could not be read. */
export type Item = { value: unknown } | { error: string };

export interface ServerSentEvent {
  data: string;
  event?: string;
  id?: string;
  retry?: number;
}

/**
 * Items as the stream's text. An event stream's item is an event object (`data` is text, or any
 * other value written as JSON); a bare value becomes an event's `data`.
 */
export function writeItems(kind: SequentialKind, items: unknown[]): string {
  if (kind === 'json-lines') return `${items.map((item) => JSON.stringify(item)).join('\n')}\n`;
  if (kind === 'json-seq') return items.map((item) => `\x1e${JSON.stringify(item)}\n`).join('');
  return items.map((item) => eventText(item)).join('');
}

function eventText(item: unknown): string {
  const event = isEvent(item) ? item : { data: item };
  const lines: string[] = [];
  if (typeof event.event === 'string') lines.push(`event: ${event.event}`);
  if (event.id !== undefined) lines.push(`id: ${String(event.id)}`);
  if (typeof event.retry === 'number') lines.push(`retry: ${event.retry}`);
  const data = typeof event.data === 'string' ? event.data : JSON.stringify(event.data);
  for (const line of (data ?? '').split('\n')) lines.push(`data: ${line}`);
  return `${lines.join('\n')}\n\n`;
}

function isEvent(item: unknown): item is { data?: unknown; event?: unknown; id?: unknown; retry?: unknown } {
  return typeof item === 'object' && item !== null && !Array.isArray(item) && 'data' in item;
}
