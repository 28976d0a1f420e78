// What the reader typed becomes headers, query parameters or cookies, per scheme of the chosen
// requirement. No DOM here: the panel reads its values through `read`.
import type { SecurityRequirement, SecurityScheme } from '@quire/openapi/browser';
import { credentialFor as placeable, placeCredential, type Credential, type RequestDraft, type Secret } from '@quire/request';

/** The inputs a scheme can have (OAuth's flow and client settings included); each is stored per scheme. */
export const FIELDS = ['key', 'token', 'username', 'password', 'authorization', 'clientId', 'clientSecret', 'clientAuth', 'flow'] as const;
export type Field = (typeof FIELDS)[number];

export type ReadField = (scheme: string, field: Field) => string;

/** The panel's remembered values, by scheme name and field. */
export interface FieldValues {
  get: ReadField;
  set(scheme: string, field: Field, value: string): void;
}

export type { Credential } from '@quire/request';

/** `Authorization: Basic …` with the UTF-8 bytes of `user:password` (RFC 7617). */
export { basicAuthorization } from '@quire/request';

/** The credential one scheme contributes, or undefined when its fields are empty or it cannot be sent. */
export function credentialFor(name: string, scheme: SecurityScheme, read: ReadField): Credential | undefined {
  return placeable(scheme, secretOf(name, scheme, read));
}

/** What the reader typed for a scheme, as the request model's secret. */
function secretOf(name: string, scheme: SecurityScheme, read: ReadField): Secret {
  if (scheme.type === 'apiKey') return { value: read(name, 'key') };
  if (scheme.type === 'http' && scheme.scheme.toLowerCase() === 'basic') return { username: read(name, 'username'), password: read(name, 'password') };
  if (scheme.type === 'http' && scheme.scheme.toLowerCase() !== 'bearer') return { value: read(name, 'authorization') };
  return { value: read(name, 'token') };
}

/** What a scheme asks the reader for, as the warning about an empty one names it. */
export function credentialKind(scheme: SecurityScheme): string {
  switch (scheme.type) {
    case 'apiKey':
      return 'API key';
    case 'http':
      return scheme.scheme === 'basic' ? 'username and password' : scheme.scheme === 'bearer' ? 'bearer token' : 'Authorization value';
    case 'oauth2':
    case 'openIdConnect':
      return 'access token';
    case 'mutualTLS':
      return 'client certificate';
  }
}

/**
 * The schemes of the requirement whose fields are empty, by the name the form shows (an API key's
 * header name, else the scheme's). Mutual TLS is the browser's business, never empty here.
 */
export function emptyCredentials(requirement: SecurityRequirement, schemes: Record<string, SecurityScheme>, read: ReadField): { name: string; what: string }[] {
  return requirement.flatMap(({ scheme: name }) => {
    const scheme = schemes[name];
    if (!scheme || scheme.type === 'mutualTLS' || credentialFor(name, scheme, read)) return [];
    return [{ name: scheme.type === 'apiKey' ? scheme.name : name, what: credentialKind(scheme) }];
  });
}

/**
 * Adds every credential of the requirement to the draft. A credential replaces what the draft
 * already has under its name (headers in any case), so a spec that also declares the key as a
 * parameter does not send it twice.
 */
export function addCredentials(draft: RequestDraft, requirement: SecurityRequirement, schemes: Record<string, SecurityScheme>, read: ReadField): void {
  for (const { scheme: name } of requirement) {
    const scheme = schemes[name];
    const credential = scheme && credentialFor(name, scheme, read);
    if (credential) placeCredential(draft, credential);
  }
}
