/**
 * The order a node:test suite's files start in. node:test starts them in order, as many at a time
 * as its concurrency (node-test-files.ts, as the command line sorts them by path): a long file that
 * starts last runs alone at the end while the other core idles. Starting the longest files first leaves the short ones to fill the
 * end (longest-processing-time-first scheduling).
 *
 * A fresh clone has no times of its own, so the longest files are named here, slowest first, from
 * the slowest-files list `npm test` prints. A file not named keeps its place among the others; a
 * name whose file is gone is passed over. When a new file joins the top of that list, add it here.
 */
import { relative } from 'node:path';

const SLOWEST_UNIT_FILES = [
  'packages/cli/test/real-repo-constructs.test.ts',
  'packages/cli/test/site-commands.test.ts',
  'packages/astro/test/incremental-build.test.ts',
  'packages/cli/test/one-verdict.test.ts',
  'packages/cli/test/adapter-outputs.test.ts',
  'packages/server/test/storage-queue-leases.test.ts',
  'packages/cli/test/odd-files.test.ts',
  'packages/cli/test/hostile-load.test.ts',
  'packages/cli/test/generate-asyncapi.test.ts',
  'packages/cli/test/hostile-tenant.test.ts',
  'packages/astro/test/api-history.test.ts',
];

/** `files` (absolute or relative to `root`) with the known slowest first, the rest in their order. */
export function slowestFirst(files: readonly string[], root: string): string[] {
  const rank = (file: string) => {
    const index = SLOWEST_UNIT_FILES.indexOf(relative(root, file));
    return index < 0 ? SLOWEST_UNIT_FILES.length : index;
  };
  return files
    .map((file, index) => ({ file, index, rank: rank(file) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ file }) => file);
}
