// The hosted platform's first snippets: `<Snippet file="install.mdx" />` includes
// `_snippets/install.mdx` where it stands, without an import. Turso's docs still write it on
// 87 lines; Quire showed nothing in its place. Each such tag becomes an import of the file and
// a use of it, so the snippet renders like any imported one (its components, its own snippets).
import { existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { diagnostic, type Diagnostic } from '@quire/diagnostics';
import type { snippetFolders } from '@quire/site';
import { proseOf } from './mdx-tags.ts';

const snippetTag = /<Snippet\s[^>]*?\bfile(?:name)?\s*=\s*(["'])([^"'\n]+)\1[^>]*?\/>/g;
/** Where a name is looked for: the platform's first snippet folder, then today's. */
const folders: readonly (typeof snippetFolders)[number][] = ['_snippets', 'snippets'];

/** Whether a page's prose includes a snippet the platform's first way (then it needs the bundler, which imports it). */
export function includesLegacySnippets(prose: string): boolean {
  return prose.includes('<Snippet') && new RegExp(snippetTag.source).test(prose);
}

/** Each `<Snippet file="…" />` of a text (not in code), with the docs-relative file it names, when there is one. */
function legacySnippets(text: string, docsDir: string): { index: number; length: number; name: string; file?: string }[] {
  if (!text.includes('<Snippet')) return [];
  return [...proseOf(text).matchAll(snippetTag)].map((m) => ({ index: m.index, length: m[0].length, name: m[2]!, file: snippetFile(m[2]!, docsDir) }));
}

/** `install.mdx`, `/install.mdx` or `_snippets/install.mdx`: in `_snippets/`, else in `snippets/`. */
function snippetFile(name: string, docsDir: string): string | undefined {
  const bare = name.replace(/^\/+/, '').replace(new RegExp(`^(?:${folders.join('|')})/`), '');
  for (const folder of folders) {
    for (const path of [`${folder}/${bare}`, `${folder}/${bare}.mdx`]) {
      const file = join(docsDir, path);
      if (!relative(docsDir, file).startsWith('..') && existsSync(file) && statSync(file).isFile()) return path;
    }
  }
  return undefined;
}

/**
 * The text with each `<Snippet file>` as a use of the snippet it names, imported at the end (an
 * MDX import may come anywhere), so lines stay where they were; one naming no file is left out
 * (`findMissingLegacySnippets` says so).
 */
export function withLegacySnippets(text: string, docsDir: string): string {
  const found = legacySnippets(text, docsDir);
  if (!found.length) return text;
  let result = text;
  const imports: string[] = [];
  for (const [i, tag] of [...found.entries()].reverse()) {
    const use = tag.file ? `<QuireSnippet${i} />` : '';
    if (tag.file) imports.push(`import QuireSnippet${i} from ${JSON.stringify(`/${tag.file}`)};`);
    result = result.slice(0, tag.index) + use + result.slice(tag.index + tag.length);
  }
  return `${result}\n\n${imports.reverse().join('\n')}\n`;
}

/** A page's `<Snippet file>` naming a file in neither snippet folder: a warning at its tag; the page is built without it. */
export function findMissingLegacySnippets(files: readonly { path: string; text: string }[], docsDir: string): Diagnostic[] {
  return files.flatMap(({ path, text }) =>
    legacySnippets(text, docsDir)
      .filter((tag) => !tag.file)
      .map((tag) =>
        diagnostic(
          'MDX_SNIPPET_MISSING',
          `<Snippet file="${tag.name}"> names a file that is in neither ${folders.map((folder) => `${folder}/`).join(' nor ')}: the page is built without it.`,
          {
            file: path,
            line: text.slice(0, tag.index).split('\n').length,
            column: tag.index - text.lastIndexOf('\n', tag.index),
          },
        ),
      ),
  );
}
