/**
 * A web-standard request's body as text, or undefined once it passes `maxBytes` (a declared
 * length says so before reading; the rest of a longer body is not read). For server routes that
 * must not hold an unbounded body in memory: the relay's, MCP's.
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<string | undefined> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return undefined;
  if (!request.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.length;
    if (size > maxBytes) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
