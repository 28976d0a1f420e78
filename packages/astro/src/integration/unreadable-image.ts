// Whether a relative image a page imports is one Astro can measure: its asset plugin reads each
// such image's width and height while bundling, and a file without them (a Git LFS pointer, an
// image cut short, an SVG with neither size nor viewBox) stopped the whole build.
import { readFile, stat } from 'node:fs/promises';

/** Whether a path names a format Astro's asset plugin measures; it leaves other files to Vite as plain URLs. */
export function isMeasuredImage(path: string): boolean {
  return /\.(?:png|jpe?g|gif|webp|avif|tiff?|svg)$/i.test(path);
}

/** By path, size and time: dev asks again at each transform of a page. */
const verdicts = new Map<string, boolean>();

export async function unreadableImage(file: string): Promise<boolean> {
  if (!isMeasuredImage(file)) return false;
  const { size, mtimeMs } = await stat(file);
  const key = `${file}\0${size}\0${mtimeMs}`;
  const known = verdicts.get(key);
  if (known !== undefined) return known;
  // Astro's own reader, for the same verdict as its bundler's; loaded only when a page has a relative image.
  const { imageMetadata } = await import('astro/assets/utils');
  const unreadable = await imageMetadata(await readFile(file), file).then(
    () => false,
    () => true,
  );
  verdicts.set(key, unreadable);
  return unreadable;
}
