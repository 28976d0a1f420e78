// How the log shows one WebSocket frame: pretty JSON when it parses, the text otherwise, and
// only the size of a binary frame (its bytes mean nothing on screen).
export type Frame = { kind: 'json' | 'text'; text: string } | { kind: 'binary'; text: string; bytes: number };

export function describeFrame(data: unknown): Frame {
  if (typeof data === 'string') {
    try {
      const value: unknown = JSON.parse(data);
      if (value !== null && typeof value === 'object') return { kind: 'json', text: JSON.stringify(value, null, 2) };
    } catch {
      // Not JSON: shown as sent.
    }
    return { kind: 'text', text: data };
  }
  const bytes =
    data instanceof ArrayBuffer
      ? data.byteLength
      : ArrayBuffer.isView(data)
        ? data.byteLength
        : typeof Blob !== 'undefined' && data instanceof Blob
          ? data.size
          : 0;
  return { kind: 'binary', text: `Binary message, ${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`, bytes };
}

/** `14:03:07.125`: the log's clock, local time to the millisecond. */
export function clock(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}.${String(date.getMilliseconds()).padStart(3, '0')}`;
}

/** A close event's words: the code's meaning when the server gives no reason. */
export function closeText(code: number, reason: string): string {
  const meanings: Record<number, string> = {
    1000: 'normal closure',
    1001: 'going away',
    1002: 'protocol error',
    1003: 'unsupported data',
    1005: 'no status received',
    1006: 'closed abnormally, without a close frame (the server refused or could not be reached)',
    1007: 'invalid payload data',
    1008: 'policy violation',
    1009: 'message too big',
    1011: 'internal server error',
  };
  return `code ${code}${reason ? `: ${reason}` : meanings[code] ? ` (${meanings[code]})` : ''}`;
}
