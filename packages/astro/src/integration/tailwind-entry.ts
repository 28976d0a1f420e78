import { existsSync, readFileSync } from 'node:fs';
import { open, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import type { LoadedDocs } from './load-docs.ts';

/**
 * The stylesheet that gives docs' own elements the Tailwind utility classes they use
 * (`className="block dark:hidden"` on a light/dark image pair, spacing and color classes in
 * snippets), as the hosted platform does. Tailwind's own Vite plugin compiles it: it scans the
 * docs folder, and only, and emits only the classes found there.
 *
 * - No Preflight: Quire's stylesheet styles the page; a reset would undo it.
 * - `important`: Quire's styles are unlayered, so a plain utility would lose to them
 *   (`.prose img`); a class an author wrote on an element is meant to win.
 * - `dark:` follows Quire's theme toggle (`data-theme` on <html>), not the system setting.
 * - `primary` and the background colors are the site's own, as on the platform.
 */
export async function writeTailwindEntry(docs: LoadedDocs, options: { scan: 'folder' | 'styled files' }): Promise<string> {
  const file = join(docs.dataDir, 'tailwind.css');
  const inDocs = (dir: string) => !relative(docs.dir, dir).startsWith('..');
  const sources =
    options.scan === 'folder'
      ? [
          // The files whose markup reaches pages; not the folders Quire and package managers write.
          `@source ${JSON.stringify(join(docs.dir, '**/*.{mdx,md,jsx,tsx,js,html}'))};`,
          ...[join(docs.dir, '.quire'), join(docs.dir, 'node_modules'), docs.dataDir].filter(inDocs).map((dir) => `@source not ${JSON.stringify(dir)};`),
        ]
      : // Only the files that can hold a class, copied into one file for Tailwind to scan: a repo of
        // 50,000 pages has a few hundred, and scanning the folder cost a build 2.5 s and 300 MB
        // (crewAI). Dev scans the folder, where a class may be added to any page while it runs.
        [`@source ${JSON.stringify(await writeStyledText(docs))};`];
  const css = [
    '@layer theme, utilities;',
    `@import ${JSON.stringify(tailwindFile('theme.css'))} layer(theme);`,
    // source(none): only the sources below, never the project folder Tailwind would guess.
    `@import ${JSON.stringify(tailwindFile('utilities.css'))} layer(utilities) important source(none);`,
    ...sources,
    '@custom-variant dark (&:where([data-theme=dark], [data-theme=dark] *));',
    '@theme inline {',
    '  --color-primary: var(--accent);',
    '  --color-primary-light: var(--accent);',
    '  --color-primary-dark: var(--accent-strong);',
    '  --color-background-light: #ffffff;',
    '  --color-background-dark: #0f1115;',
    '}',
    '',
  ].join('\n');
  // Rewritten only when it changes: a write makes the dev server rebuild the site's styles.
  if (!existsSync(file) || readFileSync(file, 'utf8') !== css) await writeFile(file, css);
  return file;
}

/** The text of every file that can hold a Tailwind class, in one file. */
async function writeStyledText(docs: LoadedDocs): Promise<string> {
  const file = join(docs.dataDir, 'tailwind-sources.txt');
  const out = await open(file, 'w');
  try {
    for (const path of [...docs.styledFiles, ...docs.scripts.map((script) => join(docs.dir, script))]) {
      await out.write(`${await readFile(path, 'utf8').catch(() => '')}\n`);
    }
  } finally {
    await out.close();
  }
  return file;
}

function tailwindFile(name: string): string {
  return createRequire(import.meta.url).resolve(`tailwindcss/${name}`);
}
