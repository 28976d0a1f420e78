import { close, createIndex } from 'pagefind';

/** Builds the Pagefind index of the built site into `<out>/pagefind`; returns the page count. */
export async function indexForSearch(out: string): Promise<number> {
  const { index, errors } = await createIndex({});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    const added = await index.addDirectory({ path: out });
    if (added.errors.length) throw new Error(`Pagefind could not index ${out}: ${added.errors.join('; ')}`);
    await index.writeFiles({ outputPath: `${out}/pagefind` });
    return added.page_count;
  } finally {
    await close();
  }
}
