import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/**
 * The API's own description: the one source of truth, served at /v1/openapi.yaml and .json.
 * sites/docs/openapi/hosting.yaml is a copy of it for the docs site, kept equal by a test.
 */
export const openapiDocumentPath = fileURLToPath(new URL('../../openapi/hosting-api.yaml', import.meta.url));

export interface OpenApiTexts {
  yaml: string;
  json: string;
}

let loaded: Promise<OpenApiTexts> | undefined;

/** The document as YAML and as JSON, read once per process (it ships with the service). */
export function openapiTexts(): Promise<OpenApiTexts> {
  loaded ??= readFile(openapiDocumentPath, 'utf8').then((yaml) => ({ yaml, json: JSON.stringify(parse(yaml)) }));
  // A failed read must not stick: the next request tries again.
  loaded.catch(() => (loaded = undefined));
  return loaded;
}
