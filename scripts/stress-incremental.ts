/**
 * Incremental builds under load: edits a small docs repo round after round while busy processes
 * hold every core, builds it with the page cache each time, builds it clean, and compares the two
 * sites byte for byte. Any file that differs is printed, and the exit code is 1.
 *
 *   node scripts/stress-incremental.ts [rounds=12]
 *
 * A stress run, not a test: it takes minutes (two builds a round), so it stays out of `npm test`.
 * The repo has samples in every language (PHP's grammar is the slowest to start), a shared
 * snippet, a shared schema and a spec edited in place, the inputs the cache keys cover. Rounds
 * take turns between two caches: one beside the site, which holds links to its files, and one on
 * another file system (/dev/shm, where there is one), which holds copies.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { petsAndStoresSpec } from '../test-support/pets-and-stores-spec.ts';
import { differingFiles } from '../test-support/site-files.ts';

const cli = resolve(import.meta.dirname, '../packages/cli/bin/quire.js');
const rounds = Number(process.argv[2] ?? 12);
const languages = ['curl', 'javascript', 'node', 'python', 'go', 'java', 'ruby', 'php', 'csharp', 'swift', 'kotlin', 'rust', 'dart', 'powershell', 'http'];

const docs = mkdtempSync(join(tmpdir(), 'quire-stress-docs-'));
const work = mkdtempSync(join(tmpdir(), 'quire-stress-work-'));
const write = (path: string, text: string) => writeFileSync(join(docs, path), text);
mkdirSync(join(docs, 'snippets'));
write(
  'docs.json',
  JSON.stringify({
    name: 'Pets',
    api: { examples: { languages } },
    navigation: {
      groups: [
        { group: 'Guides', pages: ['index', 'guide-a', 'guide-b'] },
        { group: 'API', openapi: 'openapi.json' },
      ],
    },
  }),
);
write('index.mdx', '---\ntitle: Home\n---\nWelcome.\n');
write('guide-a.mdx', "---\ntitle: Guide A\n---\nimport Shared from '/snippets/shared.mdx';\n\n<Shared />\n");
write('guide-b.mdx', '---\ntitle: Guide B\n---\nB.\n\n```php\n<?php echo "hi";\n```\n');

// Busy processes on every core: the machine a CI run shares.
const hogs = Array.from({ length: availableParallelism() * 2 }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const build = (out: string, ...args: string[]) =>
  promisify(execFile)(process.execPath, [cli, 'build', docs, '-o', out, ...args], {
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    maxBuffer: 1 << 26,
  });

// A cache on another file system, where the page cache copies files rather than link them.
const elsewhere = existsSync('/dev/shm') && statSync('/dev/shm').dev !== statSync(work).dev ? mkdtempSync('/dev/shm/quire-stress-cache-') : undefined;
const caches = [join(work, 'cache'), ...(elsewhere ? [elsewhere] : [])];

let differing = 0;
try {
  for (let round = 0; round < rounds; round++) {
    const cache = caches[round % caches.length]!;
    write(
      'openapi.json',
      JSON.stringify(petsAndStoresSpec({ petName: `Its name, edition ${round % 2}.`, stores: 'Every store.', listPets: `Round ${round % 3}.` })),
    );
    write('snippets/shared.mdx', `Shared words, round ${round % 4}.\n`);
    if (round % 3 === 0) write('index.mdx', `---\ntitle: Home\n---\nWelcome, round ${round}.\n`);
    const incremental = join(work, `incremental-${round}`);
    const clean = join(work, `clean-${round}`);
    await build(incremental, '--cache-dir', cache);
    await build(clean, '--no-cache');
    const files = differingFiles(clean, incremental);
    differing += files.length;
    const { rendered } = JSON.parse(readFileSync(join(cache, 'last-build.json'), 'utf8')) as { rendered: string[] };
    const verdict = files.length ? `${files.length} files differ: ${files.join(', ')}` : 'the same bytes as a clean build';
    console.log(`round ${round + 1} of ${rounds}, cache ${cache}: ${rendered.length} pages rendered, ${verdict}`);
    rmSync(clean, { recursive: true, force: true });
    if (!files.length) rmSync(incremental, { recursive: true, force: true });
  }
} finally {
  for (const hog of hogs) hog.kill();
  rmSync(docs, { recursive: true, force: true });
  if (elsewhere) rmSync(elsewhere, { recursive: true, force: true });
  if (!differing) rmSync(work, { recursive: true, force: true });
  else console.log(`the differing sites are kept in ${work}`);
}
process.exitCode = differing ? 1 : 0;
