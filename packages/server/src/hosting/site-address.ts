import { isSubdomain } from '../storage/subdomains.ts';

/** Where a request's site is: which subdomain, and the path inside that site. */
export type SiteAddress =
  | { kind: 'site'; subdomain: string; path: string }
  /** `/sites/acme` without its slash: the site's relative links need `/sites/acme/`. */
  | { kind: 'redirect'; location: string }
  | { kind: 'none' };

/** The prefix of path mode: `/sites/<subdomain>/...` serves that site, for local use. */
export const sitesPathPrefix = '/sites/';

/**
 * The site a request names: by its Host header `<subdomain>.<host>` (ports ignored), or in path
 * mode by `/sites/<subdomain>/<path>`. A subdomain is one DNS label, so neither form can name a
 * folder outside the sites folder.
 *
 * Path mode is local-only: it puts every tenant on one origin with the service, where one site's
 * scripts could read what readers left in another's storage (the credentials its playground
 * remembers). It is off once a domain is configured: it answers only while the host is unset or
 * `localhost` (the service's default).
 */
export function siteAddress(hostHeader: string | undefined, urlPath: string, host: string | undefined): SiteAddress {
  const hostname = (hostHeader ?? '').replace(/:\d+$/, '').toLowerCase();
  const domain = host?.replace(/:\d+$/, '').toLowerCase();
  if (domain && hostname.endsWith(`.${domain}`)) {
    const subdomain = hostname.slice(0, -domain.length - 1);
    if (isSubdomain(subdomain)) return { kind: 'site', subdomain, path: urlPath };
  }
  if (!pathModeServes(domain) || !urlPath.startsWith(sitesPathPrefix)) return { kind: 'none' };
  const rest = urlPath.slice(sitesPathPrefix.length);
  const slash = rest.indexOf('/');
  const subdomain = slash === -1 ? rest : rest.slice(0, slash);
  if (!isSubdomain(subdomain)) return { kind: 'none' };
  if (slash === -1) return { kind: 'redirect', location: `${sitesPathPrefix}${subdomain}/` };
  return { kind: 'site', subdomain, path: rest.slice(slash) };
}

/** Path mode is for a service on one's own machine: no domain, or `localhost` (`*.localhost` reaches this machine too). */
export function pathModeServes(domain: string | undefined): boolean {
  return !domain || domain === 'localhost' || domain.endsWith('.localhost');
}
