/**
 * What a built site weighs on disk, by kind of file, and its HTML pages' median and p90 size:
 * the figures issue 41 sets targets for (≤ 120 MB on GitHub's spec, median page ≤ 30 KB).
 * MB and KB are binary (MiB, KiB), as the issue's figures were measured.
 */
import { globSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface OutputWeight {
  totalBytes: number;
  /** Bytes per kind of file: HTML pages, Markdown twins, llms texts, search index, Quire's data, assets. */
  kinds: Record<string, number>;
  /** HTML pages (404 and `_quire/` fragments left out). */
  pages: number;
  medianPageBytes: number;
  p90PageBytes: number;
}

/** The kind a file of the output counts under, from its path relative to the output folder. */
export function kindOf(path: string): string {
  if (path.startsWith('_quire/')) return `_quire/${path.split('/')[1]!.replace(/\.json$/, '')}`;
  if (path.startsWith('_astro/')) return '_astro';
  if (path.startsWith('pagefind/')) return 'pagefind';
  if (path.endsWith('.html')) return 'HTML pages';
  if (path.endsWith('.md')) return 'Markdown twins';
  if (path.endsWith('.txt')) return 'llms texts';
  return 'other';
}

export function outputWeight(out: string): OutputWeight {
  const kinds: Record<string, number> = {};
  const pageSizes: number[] = [];
  let totalBytes = 0;
  for (const path of globSync('**/*', { cwd: out })) {
    const stat = statSync(join(out, path));
    if (!stat.isFile()) continue;
    const kind = kindOf(path);
    kinds[kind] = (kinds[kind] ?? 0) + stat.size;
    totalBytes += stat.size;
    if (kind === 'HTML pages' && path !== '404.html') pageSizes.push(stat.size);
  }
  pageSizes.sort((a, b) => a - b);
  const at = (fraction: number) => pageSizes[Math.min(pageSizes.length - 1, Math.floor(pageSizes.length * fraction))] ?? 0;
  return { totalBytes, kinds, pages: pageSizes.length, medianPageBytes: at(0.5), p90PageBytes: at(0.9) };
}

/** Two lines: the total and page sizes, then the kinds largest first. */
export function describeWeight(weight: OutputWeight): string[] {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const kinds = Object.entries(weight.kinds)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, bytes]) => `${kind} ${mb(bytes)}`);
  return [
    `output ${mb(weight.totalBytes)}; ${weight.pages} HTML pages, median ${kb(weight.medianPageBytes)}, p90 ${kb(weight.p90PageBytes)}`,
    `  ${kinds.join(', ')}`,
  ];
}
