import { readFile } from 'node:fs/promises';
import { isUrl } from '@quire/openapi';
import { parse as parseYaml } from 'yaml';

/**
 * A local file whose top level has an `asyncapi` key: how `check` and `generate` tell AsyncAPI
 * from OpenAPI without loading @quire/asyncapi (its parser is large). Anything unreadable is left
 * to the OpenAPI loader's errors.
 */
export async function isAsyncApiFile(target: string): Promise<boolean> {
  if (isUrl(target)) return false;
  const text = await readFile(target, 'utf8').catch(() => undefined);
  if (text === undefined || !/["']?asyncapi["']?\s*:/.test(text)) return false;
  try {
    const value: unknown = parseYaml(text, { uniqueKeys: false });
    return typeof value === 'object' && value !== null && !Array.isArray(value) && 'asyncapi' in value;
  } catch {
    return false;
  }
}
