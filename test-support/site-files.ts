import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file of a built site, by its path inside the site (`/guide/index.html`), as bytes. */
export function filesOf(out: string): Map<string, Buffer> {
  return new Map(
    readdirSync(out, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [join(e.parentPath, e.name).slice(out.length), readFileSync(join(e.parentPath, e.name))]),
  );
}

/** The files whose bytes (or presence) differ between two built sites, sorted: none when one is byte for byte the other. */
export function differingFiles(a: string, b: string): string[] {
  const [left, right] = [filesOf(a), filesOf(b)];
  const paths = new Set([...left.keys(), ...right.keys()]);
  return [...paths].filter((path) => !left.get(path)?.equals(right.get(path) ?? Buffer.alloc(0)) || !right.has(path)).sort();
}
