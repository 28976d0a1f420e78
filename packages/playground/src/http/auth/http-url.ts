// Where an OAuth URL may point: the panel follows only absolute http(s) URLs.

/** An absolute http(s) URL: a relative one would need the API server, which the panel does not know. */
export function absolute(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
