import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The configuration file of a docs folder: its docs.json, or the hosted platform's legacy mint.json
 * when it has no docs.json (read upgraded, as there); with both, docs.json, as the platform reads it.
 */
export function docsConfigFileIn(dir: string): string | undefined {
  return ['docs.json', 'mint.json'].map((name) => join(dir, name)).find((file) => existsSync(file));
}
