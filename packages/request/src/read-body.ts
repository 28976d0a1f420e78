/**
 * A web-standard request's body as text, or undefined once it passes `maxBytes` (a declared
 * length says so before reading; the rest of a longer body is not read) or once `stop` aborts
 * (the reading is cancelled). For server routes that must not hold an unbounded body in memory,
 * or wait on it forever: the relay's, MCP's.
 */
export async function readBodyText(request: Request, maxBytes: number, stop?: AbortSignal): Promise<string | undefined> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return undefined;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const cancel = () => void reader.cancel().catch(() => {});
  stop?.addEventListener('abort', cancel, { once: true });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (!stop?.aborted) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxBytes) {
        cancel();
        return undefined;
      }
      chunks.push(value);
    }
  } finally {
    stop?.removeEventListener('abort', cancel);
  }
  return stop?.aborted ? undefined : Buffer.concat(chunks).toString('utf8');
}
