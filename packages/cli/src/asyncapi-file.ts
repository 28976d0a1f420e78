import { readFile } from 'node:fs/promises';
import { isUrl } from '@quire/openapi';
import { parse as parseYaml } from 'yaml';

/**
 * A file or URL whose top level has an `asyncapi` key: how `check` and `generate` tell AsyncAPI
 * from OpenAPI without loading @quire/asyncapi (its parser is large). Anything unreadable is left
 * to the OpenAPI loader's errors.
 */
export async function isAsyncApiFile(target: string): Promise<boolean> {
  return (await declaredAsyncApiVersion(target)) !== undefined;
}

/** The `asyncapi` value a file or URL declares (`2.6.0`), or undefined when it is not an AsyncAPI document. */
export async function declaredAsyncApiVersion(target: string): Promise<string | undefined> {
  const document = await asyncApiDocumentIn(target);
  return document ? String(document.asyncapi) : undefined;
}

/** A file or URL's document as parsed, unvalidated, when its top level has an `asyncapi` key; else undefined. */
export async function asyncApiDocumentIn(target: string): Promise<Record<string, unknown> | undefined> {
  const text = isUrl(target) ? await fetchText(target) : await readFile(target, 'utf8').catch(() => undefined);
  if (text === undefined || !/["']?asyncapi["']?\s*:/.test(text)) return undefined;
  try {
    const value: unknown = parseYaml(text, { uniqueKeys: false });
    return typeof value === 'object' && value !== null && !Array.isArray(value) && 'asyncapi' in value ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A URL's text, or undefined when it cannot be fetched (the loader that runs next says why). */
async function fetchText(url: string): Promise<string | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    return response.ok ? await response.text() : undefined;
  } catch {
    return undefined;
  }
}
