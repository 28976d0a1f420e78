import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The libraries Quire's packages render with. */
const renderingLibraries = ['astro', 'satteri', 'katex', 'shiki', 'sanitize-html', 'markdown-it', 'openapi-sampler', '@scalar/snippetz', 'pagefind'];

let fingerprint: string | undefined;

/**
 * A hash of the Quire that renders: its packages' sources (not just their version: a checkout
 * between releases renders differently with the same version) and the versions of the libraries
 * it renders with. A cached page is reused only by the Quire that made it. About 30 ms, once.
 */
export function quireFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha256');
  for (const name of fingerprintedPackages()) {
    const root = packageRoot(name);
    hash.update(readFileSync(join(root, 'package.json')));
    // A clone runs the sources; a packed package holds the JavaScript built from them.
    const code = existsSync(join(root, 'src')) ? 'src' : 'dist';
    for (const path of filesUnder(join(root, code))) hash.update(path.slice(root.length)).update(readFileSync(path));
  }
  for (const name of renderingLibraries) {
    const version = (JSON.parse(readFileSync(join(packageRoot(name), 'package.json'), 'utf8')) as { version: string }).version;
    hash.update(`${name}@${version}\n`);
  }
  return (fingerprint = hash.digest('hex'));
}

/**
 * The packages whose code shapes a page's HTML: @quire/astro and every package of Quire's it
 * depends on, directly or through another. Read from their package.json files, not listed by
 * hand: a list missed @quire/playground, whose JSON token classes and highlighter are in every
 * page's stylesheet and response examples.
 */
export function fingerprintedPackages(): string[] {
  const found = new Set<string>();
  const visit = (name: string) => {
    if (found.has(name)) return;
    found.add(name);
    const manifest = JSON.parse(readFileSync(join(packageRoot(name), 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })) if (dependency.startsWith('@quire/')) visit(dependency);
  };
  visit('@quire/astro');
  return [...found].sort();
}

/** The folder of an installed package: up from its entry to the package.json that names it. */
function packageRoot(name: string): string {
  let entry: string;
  try {
    entry = fileURLToPath(import.meta.resolve(name));
  } catch {
    // A package that exports no entry of its own (@quire/playground): where Node looks it up.
    return installedFolder(name);
  }
  for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === name) return dir;
  }
  throw new Error(`Cannot find the folder of ${name}`);
}

function installedFolder(name: string): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules', name, 'package.json'))) return join(dir, 'node_modules', name);
  }
  throw new Error(`Cannot find the folder of ${name}`);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
