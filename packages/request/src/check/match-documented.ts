// Which documented response and media type an answer is held to. OpenAPI's precedence: an exact
// status wins over its range (`4XX`), which wins over `default`; an exact media type wins over a
// range (`application/*`), which wins over `*/*`. Media type parameters (`; charset=utf-8`) never
// decide a match.
import type { MediaType, Response } from '@quire/openapi/browser';

export function documentedResponseFor(responses: Response[], status: number): Response | undefined {
  const exact = responses.find((r) => r.status === String(status));
  const range = responses.find((r) => r.status.toUpperCase() === `${String(status)[0]}XX`);
  return exact ?? range ?? responses.find((r) => r.status === 'default');
}

/** `Application/JSON; charset=utf-8` -> `application/json`. */
export function bareType(contentType: string): string {
  return contentType.split(';')[0]!.trim().toLowerCase();
}

export function documentedMediaFor(content: MediaType[], contentType: string): MediaType | undefined {
  const bare = bareType(contentType);
  const [kind] = bare.split('/');
  return (
    content.find((m) => bareType(m.mediaType) === bare) ??
    content.find((m) => bareType(m.mediaType) === `${kind}/*`) ??
    content.find((m) => bareType(m.mediaType) === '*/*')
  );
}

/** Lists statuses as a reader scans them: `200, 404 and default`. */
export function listed(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? 'none') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
