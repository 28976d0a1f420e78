/**
 * Whether a URL's origin is one of `origins` (normal form, as relay.json holds them): equal, or
 * under a `https://*.example.com` wildcard with the same scheme and port.
 */
export function isOriginAllowed(origins: readonly string[], url: URL): boolean {
  return origins.some((allowed) => allowed === url.origin || matchesWildcard(allowed, url.origin));
}

/** The allowed origins on the URL's host, for a refusal that names the port or scheme to use. */
export function originsOnHost(origins: readonly string[], url: URL): string[] {
  return origins.filter((allowed) => URL.parse(allowed)?.hostname === url.hostname);
}

function matchesWildcard(allowed: string, origin: string): boolean {
  const wildcard = /^(https?:\/\/)\*(\..+)$/.exec(allowed);
  if (!wildcard) return false;
  const [, scheme, suffix] = wildcard as unknown as [string, string, string];
  // An origin has no path, so what ends with ".example.com" (port included) is a subdomain of it.
  return origin.startsWith(scheme) && origin.endsWith(suffix) && origin.length > scheme.length + suffix.length;
}
