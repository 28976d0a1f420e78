/**
 * The order a node:test suite's files start in. node:test starts them in order, as many at a time
 * as its concurrency (node-test-files.ts, as the command line sorts them by path): a long file that
 * starts last runs alone at the end while the other core idles. Starting the longest files first leaves the short ones to fill the
 * end (longest-processing-time-first scheduling).
 *
 * A fresh clone has no times of its own, so the longest files are named here, slowest first, from
 * each file's CPU time alone (a file's builds and servers keep about one core busy) and the
 * slowest-files list `npm test` prints. A file not named keeps its place among the others; a
 * name whose file is gone is passed over. When a new file joins the top of that list, add it here.
 */
import { relative } from 'node:path';

const SLOWEST_UNIT_FILES = [
  // CPU seconds of each file alone (stop 47), which on two busy cores is about its time.
  'packages/cli/test/real-repo-constructs.test.ts', // 67
  'packages/astro/test/incremental-build.test.ts', // 64
  'packages/cli/test/site-commands.test.ts', // 63
  'packages/cli/test/one-verdict.test.ts', // 59
  'packages/cli/test/adapter-outputs.test.ts', // 46
  'packages/cli/test/hostile-load.test.ts', // 45
  'packages/cli/test/serve.test.ts', // 41
  'packages/cli/test/hostile-tenant.test.ts', // 34
  'packages/server/test/build-run.test.ts', // 33
  'packages/astro/test/index-while-rendering.test.ts', // 32
  'packages/astro/test/api-history.test.ts', // 28
  'packages/cli/test/odd-files.test.ts', // 28
  'packages/cli/test/generate-asyncapi.test.ts', // 23
  'packages/astro/test/astro-project.test.ts', // 23
  // 4 s of CPU, but 17 to 24 s of waiting for its leases to lapse.
  'packages/server/test/storage-queue-leases.test.ts',
  'packages/server/test/service-artifacts-s3.test.ts', // 16
  'packages/astro/test/site-navigation.test.ts', // 14
  'packages/astro/test/docs-json-settings.test.ts', // 14
  'packages/server/test/storage-queue.test.ts', // 14
  'packages/server/test/build-cache-isolation.test.ts', // 13
  'packages/cli/test/dev-loop.test.ts', // 12
  'packages/astro/test/site-rules.test.ts', // 12
  'packages/cli/test/check-asyncapi.test.ts', // 12
  'packages/cli/test/concurrent-builds.test.ts', // 12
  'packages/server/test/service-preview.test.ts', // 12
  'packages/astro/test/mermaid.test.ts', // 11
  'packages/astro/test/highlight-off-thread.test.ts', // 11
  'packages/cli/test/diff.test.ts', // 11
  'packages/server/test/build-screenshot-release.test.ts', // 10
  'packages/server/test/remote-specs.test.ts', // 9
  'packages/mcp/test/astro-integration.test.ts', // 9
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
