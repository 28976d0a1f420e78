// The request actually sent, as a cURL command readers can paste into a terminal.
import type { RelayRequest } from '@quire/request';
import type { EncodedBody } from './island-parts.ts';

/** Quotes for a POSIX shell: single quotes, with embedded ones closed, escaped and reopened. */
export function shellQuote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}

export function curlCommand(request: RelayRequest, body: EncodedBody | undefined): string {
  const lines = [`curl ${request.method === 'GET' ? '' : `--request ${request.method} `}${shellQuote(request.url)}`];
  for (const [name, value] of Object.entries(request.headers)) {
    // cURL writes multipart's own Content-Type, boundary included, for -F and --form-string.
    if (body && name.toLowerCase() === 'content-type' && body.contentType.startsWith('multipart/')) continue;
    lines.push(`--header ${shellQuote(`${name}: ${value}`)}`);
  }
  if (body) for (let i = 0; i < body.curl.length; i += 2) lines.push(`${body.curl[i]} ${shellQuote(body.curl[i + 1] ?? '')}`);
  return lines.join(' \\\n  ');
}
