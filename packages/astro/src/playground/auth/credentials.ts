// What the reader typed becomes headers, query parameters or cookies, per scheme of the chosen
// requirement. No DOM here: the panel reads its values through `read`.
import type { SecurityRequirement, SecurityScheme } from '@quire/openapi/browser';
import type { RequestDraft } from '../island-parts.ts';
import { textToBase64 } from '../base64.ts';

/** The inputs a scheme can have (OAuth's flow and client settings included); each is stored per scheme. */
export const FIELDS = ['key', 'token', 'username', 'password', 'authorization', 'clientId', 'clientSecret', 'clientAuth', 'flow'] as const;
export type Field = (typeof FIELDS)[number];

export type ReadField = (scheme: string, field: Field) => string;

/** The panel's remembered values, by scheme name and field. */
export interface FieldValues {
  get: ReadField;
  set(scheme: string, field: Field, value: string): void;
}

export interface Credential {
  in: 'header' | 'query' | 'cookie';
  name: string;
  value: string;
}

/** `Authorization: Basic …` with the UTF-8 bytes of `user:password` (RFC 7617). */
export function basicAuthorization(username: string, password: string): string {
  return `Basic ${textToBase64(`${username}:${password}`)}`;
}

/** A pasted "Bearer abc" is the token abc: readers copy whole header values. */
function bearer(token: string): string | undefined {
  const bare = token.replace(/^\s*bearer(\s+|$)/i, '').trim();
  return bare ? `Bearer ${bare}` : undefined;
}

/** The credential one scheme contributes, or undefined when its fields are empty or it cannot be sent. */
export function credentialFor(name: string, scheme: SecurityScheme, read: ReadField): Credential | undefined {
  const authorization = (value: string | undefined): Credential | undefined => (value ? { in: 'header', name: 'Authorization', value } : undefined);
  switch (scheme.type) {
    case 'apiKey': {
      const value = read(name, 'key').trim();
      return value ? { in: scheme.in, name: scheme.name, value } : undefined;
    }
    case 'http': {
      if (scheme.scheme === 'bearer') return authorization(bearer(read(name, 'token')));
      if (scheme.scheme === 'basic') {
        const username = read(name, 'username');
        const password = read(name, 'password');
        return authorization(username || password ? basicAuthorization(username, password) : undefined);
      }
      return authorization(read(name, 'authorization').trim());
    }
    case 'oauth2':
    case 'openIdConnect':
      return authorization(bearer(read(name, 'token')));
    case 'mutualTLS':
      return undefined;
  }
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
    if (!credential) continue;
    if (credential.in === 'header') {
      const lower = credential.name.toLowerCase();
      for (const existing of Object.keys(draft.headers)) if (existing.toLowerCase() === lower) delete draft.headers[existing];
      draft.headers[credential.name] = credential.value;
    } else {
      const pairs = credential.in === 'query' ? draft.query : draft.cookies;
      for (let i = pairs.length - 1; i >= 0; i--) if (pairs[i]![0] === credential.name) pairs.splice(i, 1);
      pairs.push([credential.name, credential.value]);
    }
  }
}
