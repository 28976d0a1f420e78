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
 */
export function siteAddress(hostHeader: string | undefined, urlPath: string, host: string | undefined): SiteAddress {
  const hostname = (hostHeader ?? '').replace(/:\d+$/, '').toLowerCase();
  const suffix = host ? `.${host.replace(/:\d+$/, '').toLowerCase()}` : undefined;
  if (suffix && hostname.endsWith(suffix)) {
    const subdomain = hostname.slice(0, -suffix.length);
    if (isSubdomain(subdomain)) return { kind: 'site', subdomain, path: urlPath };
  }
  if (!urlPath.startsWith(sitesPathPrefix)) return { kind: 'none' };
  const rest = urlPath.slice(sitesPathPrefix.length);
  const slash = rest.indexOf('/');
  const subdomain = slash === -1 ? rest : rest.slice(0, slash);
  if (!isSubdomain(subdomain)) return { kind: 'none' };
  if (slash === -1) return { kind: 'redirect', location: `${sitesPathPrefix}${subdomain}/` };
  return { kind: 'site', subdomain, path: rest.slice(slash) };
}
