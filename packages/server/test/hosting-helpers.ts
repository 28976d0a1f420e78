// Hosting tests publish real folders the way the builder does: `<sitesDir>/<subdomain>/current`
// is a symlink to a release folder in `releases/`, swapped by renaming a new link over it.
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after } from 'node:test';

/** A new sites folder, removed when the test file ends. */
export function tempSitesDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'quire-sites-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Writes a version of a site (`files` by relative path) and points `current` at it. */
export function publishSite(sitesDir: string, subdomain: string, version: string, files: Record<string, string>): string {
  const root = join(sitesDir, subdomain, 'releases', version);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const next = join(sitesDir, subdomain, `.current-${version}`);
  symlinkSync(join('releases', version), next);
  renameSync(next, join(sitesDir, subdomain, 'current'));
  return root;
}
