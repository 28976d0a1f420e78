/**
 * Files a docs command reads or writes at once. Opening every page of a large repo together
 * fails with EMFILE under the usual limit of 256 to 1,024 open files; 32 keeps a disk busy.
 */
export const fileLimit = 32;

/** Like `Promise.all(items.map(fn))`, with at most `limit` calls of `fn` pending at a time; results in the items' order. */
export async function mapWithLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
  return results;
}
