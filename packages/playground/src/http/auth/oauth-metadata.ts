// OpenAPI 3.2 `oauth2MetadataUrl`: the provider's metadata (RFC 8414), read once per page when
// the reader opens "Get a token", fills in the endpoints and scopes the spec's flows leave out.
import type { RelayRequest, RelayResponse } from '@quire/request';
import { absolute } from './http-url.ts';
import { responseText } from './token-request.ts';

export interface ServerMetadata {
  tokenEndpoint?: string;
  authorizationEndpoint?: string;
  deviceAuthorizationEndpoint?: string;
  scopesSupported?: string[];
  /** RFC 8414 §2: absent means `authorization_code` and `implicit`. */
  grantTypesSupported: string[];
}

export type MetadataResult = { ok: true; metadata: ServerMetadata } | { ok: false; message: string };

const ENDPOINTS = [
  ['tokenEndpoint', 'token_endpoint'],
  ['authorizationEndpoint', 'authorization_endpoint'],
  ['deviceAuthorizationEndpoint', 'device_authorization_endpoint'],
] as const;

/** Endpoints the document names must be absolute http(s) URLs: anything else is left out, not followed. */
const endpoint = (value: unknown): string | undefined => (typeof value === 'string' ? absolute(value) : undefined);

/** The metadata document read, or why it cannot be used, naming the URL so the author can check it. */
export function readServerMetadata(url: string, response: RelayResponse): MetadataResult {
  const where = `the OAuth server metadata at ${url}`;
  if (response.status < 200 || response.status >= 300) {
    return {
      ok: false,
      message: `Could not read ${where}: it answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}. Check the scheme's oauth2MetadataUrl.`,
    };
  }
  let document: unknown;
  try {
    document = JSON.parse(responseText(response));
  } catch {
    return {
      ok: false,
      message: `Could not read ${where}: the answer is not JSON. RFC 8414 metadata is a JSON object with token_endpoint and the other endpoints.`,
    };
  }
  if (!document || typeof document !== 'object' || Array.isArray(document))
    return { ok: false, message: `Could not read ${where}: the answer is JSON but not an object.` };
  const fields = document as Record<string, unknown>;
  const metadata: ServerMetadata = {
    grantTypesSupported: Array.isArray(fields.grant_types_supported)
      ? fields.grant_types_supported.filter((g) => typeof g === 'string')
      : ['authorization_code', 'implicit'],
  };
  for (const [key, name] of ENDPOINTS) {
    const value = endpoint(fields[name]);
    if (value) metadata[key] = value;
  }
  if (Array.isArray(fields.scopes_supported)) metadata.scopesSupported = fields.scopes_supported.filter((s) => typeof s === 'string');
  if (!metadata.tokenEndpoint)
    return { ok: false, message: `${where[0]!.toUpperCase()}${where.slice(1)} names no token_endpoint (an http or https URL), so no token can be requested.` };
  return { ok: true, metadata };
}

/** Fetches the metadata the way every playground request goes (relay or direct). */
export async function fetchServerMetadata(send: (request: RelayRequest) => Promise<RelayResponse>, url: string): Promise<MetadataResult> {
  try {
    return readServerMetadata(url, await send({ method: 'GET', url, headers: { Accept: 'application/json' }, body: null, bodyEncoding: 'utf8' }));
  } catch (error) {
    return { ok: false, message: `Could not reach the OAuth server metadata at ${url}: ${error instanceof Error ? error.message : String(error)}` };
  }
}
