import { parse } from 'tldts';
import { z } from 'zod';

/**
 * An origin as written in docs.json: scheme, host and optional port, nothing else. A leading
 * `*.` on the host stands for any subdomain (`https://*.example.com` matches
 * `https://eu.example.com`, not `https://example.com`).
 */
// Spelled out for case, as JSON Schema patterns carry no flags.
const originShape = /^[Hh][Tt][Tt][Pp][Ss]?:\/\/(?:\*\.)?[^/?#@*\s]+\/?$/;

/**
 * The origin in its normal form (`https://api.example.com`, `http://localhost:4010`; host
 * lowercased, default port dropped), or undefined when `value` is not an http(s) origin.
 */
export function parseOrigin(value: string): string | undefined {
  if (!originShape.test(value)) return undefined;
  const wildcard = /^https?:\/\/\*\./i.test(value);
  // The URL parser checks the host; the wildcard label stands in as an ordinary one meanwhile.
  const url = URL.parse(wildcard ? value.replace('*.', 'wildcard.') : value);
  if (url?.pathname !== '/' || url.username || url.password) return undefined;
  return wildcard ? url.origin.replace('//wildcard.', '//*.') : url.origin;
}

/** Why `value` is not an origin, in words that say what to write instead. */
function originProblem(value: string): string {
  const example = 'an origin such as "https://sandbox.example.com" or "http://localhost:4010"';
  const url = URL.parse(value.replace('*.', 'wildcard.'));
  if (!url) return `expected ${example}, not ${JSON.stringify(value)}`;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `expected ${example}: ${JSON.stringify(value)} is not an http or https URL`;
  if (url.username || url.password) return `expected ${example}: remove the user name and password from ${JSON.stringify(value)}`;
  if (url.pathname !== '/' || url.search || url.hash)
    return `expected ${example}, without a path: write ${JSON.stringify(url.origin.replace('//wildcard.', '//*.'))}, not ${JSON.stringify(value)}`;
  return `expected ${example}, with "*." only at the start of the host, not ${JSON.stringify(value)}`;
}

/**
 * The public suffix a wildcard origin would open whole (`https://*.com`, `https://*.co.uk`,
 * `https://*.github.io`: every site of strangers under it), per the Public Suffix List; undefined
 * for a wildcard under a domain someone owns.
 */
export function wildcardSuffix(value: string): string | undefined {
  const host = /^https?:\/\/\*\.([^/:]+)/i.exec(value)?.[1]?.toLowerCase();
  if (!host) return undefined;
  const found = parse(host, { allowPrivateDomains: true });
  return found.publicSuffix === host && (found.isIcann || found.isPrivate) ? host : undefined;
}

/** An http(s) origin in docs.json, checked with an error that shows the fix. */
export const OriginSchema = z
  .string()
  .regex(originShape, { error: (issue) => originProblem(String(issue.input)), abort: true })
  .refine((value) => parseOrigin(value) !== undefined, { error: (issue) => originProblem(String(issue.input)), abort: true })
  .refine((value) => wildcardSuffix(value) === undefined, {
    error: (issue) =>
      `${JSON.stringify(issue.input)} would let the relay reach every site under ${wildcardSuffix(String(issue.input))}, a public suffix: name your API's own domain, such as "https://*.api.example.com"`,
  })
  .describe('Scheme, host and optional port of a server, without a path, such as "https://sandbox.example.com".');
