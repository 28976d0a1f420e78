import { readFileSync, renameSync, writeFileSync } from 'node:fs';

/**
 * The pages' data in one file: each page's JSON, and the files its pages share (a spec's `$ref`
 * targets, data/stored-refs.ts; the playground's, routes/playground-refs.ts). Writing a file per
 * page made GitHub's 2,192 files, their creation seconds of a cold build on a busy disk, and each
 * page's read an open, a stat, a read and a close. A first line, the index: where each part's
 * bytes are, after it.
 */
/** The pack's name in the data folder's `pages` folder (which dev's watcher ignores). */
export const pagePackFile = 'pages.pack';

interface PackIndex {
  /** Page id -> [start, end). */
  pages: [number, number][];
  /** Name -> [start, end). */
  files: Record<string, [number, number]>;
}

/** Writes the pack: beside it and renamed over it, so a dev server reading the last one never reads half of this one. */
export function writePagePack(path: string, pages: readonly string[], files: ReadonlyMap<string, string>): void {
  const index: PackIndex = { pages: [], files: {} };
  let at = 0;
  const place = (text: string): [number, number] => {
    const start = at;
    at += Buffer.byteLength(text);
    return [start, at];
  };
  for (const text of pages) index.pages.push(place(text));
  for (const [name, text] of files) index.files[name] = place(text);
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(index)}\n${pages.join('')}${[...files.values()].join('')}`);
  renameSync(temporary, path);
}

/** A pack read back: the text of a page or of a shared file. */
export interface PagePack {
  page(id: number): string;
  file(name: string): string;
}

export function readPagePack(path: string): PagePack {
  const bytes = readFileSync(path);
  const newline = bytes.indexOf(10);
  const index = JSON.parse(bytes.toString('utf8', 0, newline)) as PackIndex;
  const body = newline + 1;
  const text = (range: [number, number] | undefined, what: string) => {
    if (!range) throw new Error(`${path} has no ${what}`);
    return bytes.toString('utf8', body + range[0], body + range[1]);
  };
  return { page: (id) => text(index.pages[id], `page ${id}`), file: (name) => text(index.files[name], name) };
}
