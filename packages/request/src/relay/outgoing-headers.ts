/** Sent when the payload names no User-Agent: some APIs (GitHub's) refuse requests without one. */
export const relayUserAgent = 'Quire-Relay (API playground of a docs site)';

/** Headers of one connection, not of the message: never passed on, in either direction. */
export const hopByHopHeaders = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

// Host and Content-Length follow from the URL and body, Accept-Encoding from what the relay
// decodes; Expect would make the API wait for a go-ahead the relay does not give.
const notForwarded = new Set([...hopByHopHeaders, 'expect', 'host', 'content-length', 'accept-encoding']);

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'QUERY']);

/**
 * The headers sent to the API: only the payload's (the docs site's own cookies never reach this
 * far), less hop-by-hop ones and those named in its Connection header, with Content-Length
 * counted from the body.
 */
export function outgoingHeaders(headers: Record<string, string>, method: string, body: Buffer | null): Record<string, string> {
  const connection = Object.entries(headers).find(([name]) => name.toLowerCase() === 'connection')?.[1] ?? '';
  const listed = new Set(connection.split(',').map((name) => name.trim().toLowerCase()));
  const sent: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (!notForwarded.has(lower) && !listed.has(lower)) sent[name] = value;
  }
  if (!Object.keys(sent).some((name) => name.toLowerCase() === 'user-agent')) sent['user-agent'] = relayUserAgent;
  sent['accept-encoding'] = 'gzip, deflate, br';
  if (body) sent['content-length'] = String(body.length);
  else if (bodyMethods.has(method)) sent['content-length'] = '0';
  return sent;
}

/** The headers without those whose names match `drop` (case-insensitive). */
export function withoutHeaders(headers: Record<string, string>, drop: (lowerName: string) => boolean): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !drop(name.toLowerCase())));
}
