import { readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { diagnostic, type Diagnostic } from '@quire/diagnostics';
import { importBase, importBindings, importedFile, importStatements, packageInstalled, textModule, type ImportStatement } from './docs-imports.ts';
import { componentTags, proseOf } from './mdx-tags.ts';

/** An import that finds nothing: a repo file that is not there, or a package that is not installed. */
interface UnresolvedImport extends ImportStatement {
  message: string;
  hint?: string;
}

/**
 * The imports of one file that find nothing, and the repo's text modules the others find (whose
 * own imports count too). x-docs.content has no folder of its own: only its `/`-rooted imports
 * of repo files are checked. Paths leaving the docs folder are not probed.
 */
function readImports(text: string, path: string, root: string): { unresolved: UnresolvedImport[]; found: string[] } {
  const inDocs = (file: string) => !relative(root, file).startsWith('..');
  const hasFolder = textModule.test(path);
  const unresolved: UnresolvedImport[] = [];
  const found: string[] = [];
  for (const statement of importStatements(text)) {
    const { specifier } = statement;
    if (/^[./]/.test(specifier)) {
      if (!hasFolder && !specifier.startsWith('/')) continue;
      const base = importBase(specifier, path, root);
      if (!inDocs(base)) continue;
      const file = importedFile(base);
      if (file) {
        if (textModule.test(file)) found.push(file);
        continue;
      }
      const wanted = relative(root, base).replaceAll('\\', '/');
      const looked = wanted === specifier.replace(/^\/+/, '').replace(/[?#].*$/, '') ? '' : ` (looked for ${wanted})`;
      unresolved.push({ ...statement, message: `Import ${specifier} is not in the docs folder${looked}: the page is built without it.` });
    } else if (/^[@a-z]/i.test(specifier) && !specifier.includes(':') && !packageInstalled(specifier, path)) {
      unresolved.push({
        ...statement,
        message: `Import ${specifier} names a package that is not installed: the page is built without it.`,
        hint: 'The hosted platform installs no packages unless told to (its `packages` setting), and Quire installs none: what the import names renders its content only. Use a Quire component or a snippet of the repo instead, or remove the import.',
      });
    }
  }
  return { unresolved, found };
}

/**
 * Imports that find nothing in what the site renders: `files` (its pages and x-docs.content) and
 * every file they import, in turn. A repo file that is not there (`import Card from
 * '/snippets/card.jsx'`) or a package that is not installed (`import { Callout } from
 * 'nextra/components'`): one warning each, naming the importing file, line and path. The page is
 * still built without the import (`withoutMissingImports`), as the hosted platform publishes it,
 * where the bundler used to stop the build with its own trace. A snippet no page imports is never
 * bundled, so it is not checked. `read`: texts already read, by absolute path (the snippets), so
 * that they are not read again. `imported` gets every repo file that is imported (absolute paths).
 */
export async function findMissingImports(
  files: { path: string; text: string }[],
  dir: string,
  read: ReadonlyMap<string, string> = new Map(),
  imported: Set<string> = new Set(),
): Promise<Diagnostic[]> {
  const root = resolve(dir);
  const checked = new Set(files.map((file) => resolve(file.path)));
  const queue = [...files];
  const diagnostics: Diagnostic[] = [];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { path, text } = next;
    const { unresolved, found } = readImports(text, path, root);
    for (const { message, hint, index } of unresolved) {
      const line = text.slice(0, index).split('\n').length;
      diagnostics.push(
        diagnostic('MDX_IMPORT_MISSING', message, { file: path, line, column: index - text.lastIndexOf('\n', index), ...(hint ? { hint } : {}) }),
      );
    }
    for (const file of found) {
      imported.add(file);
      if (checked.has(file)) continue;
      checked.add(file);
      queue.push({ path: file, text: read.get(file) ?? (await readFile(file, 'utf8').catch(() => '')) });
    }
  }
  return diagnostics;
}

/**
 * The text with each import that finds nothing taken out, line breaks kept so that line numbers
 * hold. A name it imported that the file uses as a component tag is left undefined there, so the
 * tag is an unknown component that renders its content (or Quire's component of that name); any
 * other name it imported is declared as undefined (`{photo}` shows nothing), where it was named.
 */
export function withoutMissingImports(text: string, path: string, dir: string): string {
  const { unresolved } = readImports(text, path, resolve(dir));
  if (!unresolved.length) return text;
  const tags = new Set(componentTags(proseOf(text)).map((tag) => tag.name));
  let result = text;
  for (const { start, end } of unresolved.reverse()) {
    const statement = text.slice(start, end);
    const values = importBindings(statement)
      .map((name) => name.local)
      .filter((name) => !tags.has(name));
    const declared = values.length ? `export const ${values.map((name) => `${name} = undefined`).join(', ')};` : '';
    const lines = statement.split('\n');
    result =
      result.slice(0, start) + [declared.padEnd(lines[0]!.length), ...lines.slice(1).map((line) => ' '.repeat(line.length))].join('\n') + result.slice(end);
  }
  return result;
}
