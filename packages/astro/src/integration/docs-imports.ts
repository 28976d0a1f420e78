// How a docs repo's MDX and JSX name the files they import, as the site's bundler resolves them:
// `/snippets/x.mdx` from the docs folder, `./x.mdx` from the importing file, the extension
// optional. Packages (`react`, `astro/jsx-runtime`) are not the repo's files.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { proseOf } from './mdx-tags.ts';

/** `import X from '…'` and `export … from '…'` at the start of a line of MDX or JSX. */
const moduleSource = /^[ \t]*(?:import|export)\b[^;'"`]*?\bfrom\s*(['"])([^'"\n]+)\1/gm;
/** Files whose own imports are read too (snippets importing snippets). */
export const textModule = /\.(mdx?|[jt]sx?)$/i;
/** What an import without an extension finds, in the order Vite tries. */
const extensions = ['', '.mdx', '.md', '.jsx', '.tsx', '.js', '.ts', '/index.mdx', '/index.jsx', '/index.js'];

/** The repo files a text imports (outside code blocks), each with where its specifier starts. */
export function localImports(text: string): { specifier: string; index: number }[] {
  // Most pages import nothing: they are not blanked for code first (crewAI's 25,000 pages: 1.5 s of `quire check`).
  if (!/\bfrom\s*['"][./]/.test(text)) return [];
  return [...proseOf(text).matchAll(moduleSource)]
    .filter((match) => /^[./]/.test(match[2]!))
    .map((match) => ({ specifier: match[2]!, index: match.index + match[0].length - match[2]!.length - 1 }));
}

/** Where an import points before extensions are tried (a query such as `?raw` left out). */
export function importBase(specifier: string, importer: string, docsDir: string): string {
  const path = specifier.replace(/[?#].*$/, '');
  return path.startsWith('/') ? join(docsDir, path) : resolve(dirname(importer), path);
}

/** The file an import finds, or undefined when none of the extensions gives one. */
export function importedFile(base: string): string | undefined {
  return extensions.map((ext) => base + ext).find((candidate) => existsSync(candidate) && !candidate.endsWith('/'));
}

/** The docs' MDX or Markdown file a local import includes as a snippet; undefined for a package, a script or a file that is not there. */
export function includedSnippet(specifier: string, importer: string, docsDir: string): string | undefined {
  if (!/^[./]/.test(specifier)) return undefined;
  const file = importedFile(importBase(specifier, importer, docsDir));
  return file && /\.mdx?$/i.test(file) ? file : undefined;
}

/** An `import`/`export … from` statement: its specifier (and where it starts), and the statement's extent. */
export interface ImportStatement {
  specifier: string;
  index: number;
  start: number;
  end: number;
}

/** Every import (and `export … from`) statement of a text outside code blocks (its `prose`, when known), the repo's files and packages alike. */
export function importStatements(text: string, prose?: string): ImportStatement[] {
  if (!/\bfrom\s*['"]/.test(text)) return [];
  return [...(prose ?? proseOf(text)).matchAll(moduleSource)].map((match) => {
    const end = match.index + match[0].length;
    return { specifier: match[2]!, index: end - match[2]!.length - 1, start: match.index, end: text[end] === ';' ? end + 1 : end };
  });
}

/** A name an import statement binds: `local` in the importing file, for `imported` of the module (`default`, `*`, or an export's name). */
export interface ImportBinding {
  local: string;
  imported: string;
}

/** The names an import statement binds (`import A, { b, c as d } from`: A, b, d; `* as NS`); none for `export … from` or `import type`. */
export function importBindings(statement: string): ImportBinding[] {
  const clause = /^\s*import\s+([\s\S]*?)\s+from\s*['"]/.exec(statement)?.[1];
  if (!clause || /^type\s/.test(clause)) return [];
  const identifier = /^[A-Za-z_$][\w$]*$/;
  const found: ImportBinding[] = [];
  const rest = clause.replace(/\{([^}]*)\}/, (_, named: string) => {
    for (const part of named.split(',')) {
      const [imported, local = imported] = part.trim().split(/\s+as\s+/);
      if (imported && identifier.test(imported) && identifier.test(local!)) found.push({ local: local!, imported });
    }
    return '';
  });
  for (const part of rest.split(',').map((p) => p.trim())) {
    const namespace = /^\*\s*as\s+(\S+)$/.exec(part)?.[1];
    if (namespace && identifier.test(namespace)) found.unshift({ local: namespace, imported: '*' });
    else if (identifier.test(part)) found.unshift({ local: part, imported: 'default' });
  }
  return found;
}

/** The statement that binds one name alone, from `specifier`. */
export function bindingStatement({ local, imported }: ImportBinding, specifier: string): string {
  const from = JSON.stringify(specifier);
  if (imported === 'default') return `import ${local} from ${from};`;
  if (imported === '*') return `import * as ${local} from ${from};`;
  return `import { ${imported}${imported === local ? '' : ` as ${local}`} } from ${from};`;
}

/** Packages the docs' pages may import without installing anything: the JSX runtimes and React, which runs on Preact. */
const providedPackages = new Set(['react', 'react-dom', 'preact', 'astro']);

/**
 * Whether a package import finds a package, as the site's bundler looks for it: in a
 * node_modules folder above the importing file, or among Quire's own dependencies.
 */
export function packageInstalled(specifier: string, importer: string): boolean {
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
  if (providedPackages.has(name) || specifier.startsWith('node:')) return true;
  const found = (from: string) => {
    for (let dir = from; ; dir = dirname(dir)) {
      if (existsSync(join(dir, 'node_modules', name, 'package.json'))) return true;
      if (dirname(dir) === dir) return false;
    }
  };
  return found(dirname(resolve(importer))) || found(ownDir);
}

const ownDir = dirname(fileURLToPath(import.meta.url));
