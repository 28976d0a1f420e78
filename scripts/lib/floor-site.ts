/**
 * The floor a docs build cannot go under: a bare Astro project with one trivial page per
 * operation of a spec (getStaticPaths over a JSON list, a title and the method and path), built
 * by the repository's Astro with the same Node. Quire's time on the same spec over this one is
 * how far Quire is from what Astro itself costs (issue 41: within 2×).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Measurement, measure } from './measure.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const ASTRO = join(ROOT, 'node_modules/astro/bin/astro.mjs');
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** A page of the floor site: its slug, and a title and an operation's method and path to show. */
export interface FloorPage {
  slug: string;
  title: string;
  method: string;
  path: string;
}

export interface FloorBuild {
  measured: Measurement;
  pages: number;
}

/** Builds the floor site for a JSON OpenAPI file; rejects when Astro fails. */
export async function buildFloorSite(specFile: string, timeoutMs = 10 * 60_000): Promise<FloorBuild> {
  const spec = JSON.parse(readFileSync(specFile, 'utf8')) as { paths?: Record<string, Record<string, { summary?: string }>> };
  const operations = Object.entries(spec.paths ?? {}).flatMap(([path, item], i) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ slug: `${i}-${method}`, method: method.toUpperCase(), path, title: operation.summary ?? path })),
  );
  return buildFloorPages(operations, timeoutMs);
}

/** One trivial page, as a bare Astro project builds it, per entry: the floor under a site of these pages. */
export async function buildFloorPages(pages: readonly FloorPage[], timeoutMs = 10 * 60_000): Promise<FloorBuild> {
  const work = mkdtempSync(join(tmpdir(), 'quire-floor-'));
  try {
    // Astro and its dependencies resolve from the repository's node_modules.
    symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
    mkdirSync(join(work, 'src/pages'), { recursive: true });
    writeFileSync(join(work, 'package.json'), JSON.stringify({ name: 'floor', private: true, type: 'module' }));
    writeFileSync(join(work, 'astro.config.mjs'), 'export default {};\n');
    writeFileSync(join(work, 'src/operations.json'), JSON.stringify(pages));
    writeFileSync(
      join(work, 'src/pages/[slug].astro'),
      `---
import operations from '../operations.json';
export function getStaticPaths() {
  return operations.map((operation) => ({ params: { slug: operation.slug }, props: operation }));
}
const { title, method, path } = Astro.props;
---
<html lang="en"><head><meta charset="utf-8"><title>{title}</title></head><body><h1>{title}</h1><p><code>{method} {path}</code></p></body></html>
`,
    );
    process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
    const measured = await measure(process.execPath, [ASTRO, 'build', '--root', work], timeoutMs);
    if (measured.code !== 0) throw new Error(`the floor site did not build:\n${measured.stderr}${measured.stdout}`);
    return { measured, pages: pages.length };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
