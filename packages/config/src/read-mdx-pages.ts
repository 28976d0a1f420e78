import { glob, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { diagnostic, type Diagnostic } from '@quire/diagnostics';
import type { MdxPage } from './navigation/mdx-pages.ts';

/** Folders that hold no pages: imported snippets, dependencies and dot-folders. */
const ignored = ['**/node_modules/**', 'snippets/**', '**/.*/**', '**/.*'];

/** Every `.mdx` and `.md` page of a docs folder with its frontmatter, in path order. */
export async function readMdxPages(dir: string): Promise<{ pages: MdxPage[]; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const paths: string[] = [];
  for await (const path of glob('**/*.{md,mdx}', { cwd: dir, exclude: ignored })) {
    if (/^(readme|changelog|license|contributing)\.md$/i.test(path)) continue;
    paths.push(path.replaceAll('\\', '/'));
  }
  paths.sort();
  const pages = await Promise.all(
    paths.map(async (path) => {
      const text = await readFile(join(dir, path), 'utf8');
      return { path, frontmatter: readFrontmatter(text, path, diagnostics) };
    }),
  );
  return { pages, diagnostics };
}

/** The YAML between the leading `---` lines; a broken block is reported and read as empty. */
export function readFrontmatter(text: string, file: string, diagnostics: Diagnostic[]): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\s*(?:\r?\n|$)/.exec(text);
  if (!match) return {};
  try {
    const value: unknown = parseYaml(match[1]!);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    if (value == null) return {};
    diagnostics.push(diagnostic('MDX_FRONTMATTER_INVALID', 'The frontmatter is not a set of `key: value` lines.', { file, line: 2, column: 1 }));
  } catch (error) {
    const pos = (error as { linePos?: { line: number; col: number }[] }).linePos?.[0];
    diagnostics.push(diagnostic('MDX_FRONTMATTER_INVALID', `Invalid YAML in the frontmatter: ${(error as Error).message.split('\n')[0]}`, { file, ...(pos ? { line: pos.line + 1, column: pos.col } : {}) }));
  }
  return {};
}
