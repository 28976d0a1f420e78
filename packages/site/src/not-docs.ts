import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * What is in a docs folder but is no part of the docs, as `listFiles` exclude patterns:
 * dependencies, dot folders (`.git`, `.quire`), `dist` (`quire build`'s default output) and any
 * other folder holding a site Quire built (`quire build -o site` writes `site/_quire/`). A built
 * site's Markdown twins (`dist/development.md`) must not be read back as pages on the next build.
 */
export async function notDocs(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const builtSites = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'dist')
      .map(async (entry) => ((await readdir(join(dir, entry.name)).catch((): string[] => [])).includes('_quire') ? `${entry.name}/**` : undefined)),
  );
  return ['**/node_modules/**', '**/.*/**', '**/.*', 'dist/**', ...builtSites.filter((pattern) => pattern !== undefined)];
}
