import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { parseAst } from './parse-jsx.ts';
import { componentTags, proseOf } from './mdx-tags.ts';

/**
 * Interactive components of docs written for the hosted platform: React-style function
 * components with hooks (`const [open, setOpen] = useState(false)`) or that read the browser's
 * globals (`document`, `window`: they render, or do, something only a browser can), defined in a
 * page or in a snippet, with the hooks in scope without an import, as the platform provides them. Each is
 * rendered on the server and hydrated in the browser when it scrolls into view (an Astro island,
 * rendered by Preact through its React-compatible hooks), so only pages that use one ship a
 * framework runtime. Everything else in the docs stays Astro JSX, rendered to HTML only.
 */

const hookNames = ['useState', 'useEffect', 'useRef', 'useCallback', 'useMemo', 'useContext', 'useReducer', 'useLayoutEffect', 'useId'];
const hookCall = /\b(?:React\.)?use(?:State|Effect|Ref|Callback|Memo|Context|Reducer|LayoutEffect|Id)\s*\(/;

/** `document.title`, `window?.open`, `localStorage.getItem`, `typeof window`: not "the browser window." in a sentence. */
const browserGlobal = /(?<![\w$.])(?:(?:document|window|localStorage|sessionStorage|navigator)\??\.[A-Za-z_$]|typeof\s+(?:document|window)\b)/;

/** Whether a component's source calls React hooks or reads the browser's globals, and so needs a browser runtime. */
export function needsBrowser(code: string): boolean {
  return hookCall.test(code) || browserGlobal.test(code);
}

/**
 * What an island file needs in front of its code: the hooks (and `createContext`) it calls but
 * neither imports nor declares, from Preact, and `React` when it writes `React.useState`. On one
 * line, so line numbers stay right.
 */
export function hookImports(code: string): string {
  const imported = new Set([...code.matchAll(/^import\s+([\s\S]*?)\s+from\s/gm)].flatMap((m) => m[1]!.match(/[A-Za-z_$][\w$]*/g) ?? []));
  const missing = (name: string) =>
    !imported.has(name) && new RegExp(`(?<![.\\w$])${name}\\s*\\(`).test(code) && !new RegExp(`\\b(?:const|let|var|function)\\s+${name}\\b`).test(code);
  const hooks = hookNames.filter(missing);
  return [
    /\bReact\./.test(code) && !imported.has('React') ? "import * as React from 'preact/compat';" : '',
    hooks.length ? `import { ${hooks.join(', ')} } from 'preact/hooks';` : '',
    missing('createContext') ? "import { createContext } from 'preact';" : '',
  ]
    .filter(Boolean)
    .map((line) => `${line} `)
    .join('');
}

/**
 * An MDX page with its interactive components made islands: a component the page defines that
 * needs the browser moves to a file of its own in `islandDir` (the page imports it from there, on
 * the same lines, so line numbers stay right); such a snippet is imported by its absolute path;
 * and each use of either gets `client:seen` (scripts/island-directive.ts).
 */
export function withIslands(code: string, file: string, docsDir: string, islandDir: string): string {
  // Most pages have neither: no statement is parsed and no snippet read for them.
  const definesIslands = needsBrowser(code);
  if (!definesIslands && !/\.(?:[jt]sx?|mdx)['"]/.test(code)) return code;
  const prose = proseOf(code);
  const statements = definesIslands ? exportStatements(code, prose) : [];
  const islands = new Set<string>();
  const edits: { start: number; end: number; text: string }[] = [];

  for (const island of pageIslands(statements, file, islandDir)) {
    islands.add(island.name);
    // Exported again: a snippet's component is imported by name from pages (`import { Builder } from '/snippets/builder.mdx'`).
    const lines = island.statement.text.split('\n').length;
    edits.push({
      start: island.statement.start,
      end: island.statement.end,
      text: `import { ${island.name} } from ${JSON.stringify(island.file)}; export { ${island.name} };${'\n'.repeat(lines - 1)}`,
    });
  }

  for (const m of prose.matchAll(/^import\s+([\s\S]*?)\s+from\s+(['"])([^'"\n]+)\2/gm)) {
    const target = snippetFile(m[3]!, file, docsDir);
    if (!target) continue;
    const text = readFileSync(target, 'utf8');
    if (!needsBrowser(text)) continue;
    if (/\.mdx$/i.test(target)) {
      // A hooks component exported by an MDX snippet: imported from its island file, as the snippet itself does.
      const named = /^\{([^}]*)\}$/.exec(m[1]!.trim());
      if (!named) continue;
      const found = new Map(pageIslands(exportStatements(text, proseOf(text)), target, islandDir).map((island) => [island.name, island.file]));
      const specifiers = named[1]!
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => {
          const [imported, local = imported] = part.split(/\s+as\s+/).map((name) => name.trim()) as [string, string?];
          return { imported, local: local!, island: found.get(imported) };
        });
      if (!specifiers.some((s) => s.island)) continue;
      for (const s of specifiers) if (s.island) islands.add(s.local);
      const rest = specifiers.filter((s) => !s.island).map((s) => (s.local === s.imported ? s.imported : `${s.imported} as ${s.local}`));
      const statements = [
        ...specifiers
          .filter((s) => s.island)
          .map((s) => `import { ${s.imported}${s.local === s.imported ? '' : ` as ${s.local}`} } from ${JSON.stringify(s.island)};`),
        ...(rest.length ? [`import { ${rest.join(', ')} } from ${JSON.stringify(target)};`] : []),
      ];
      const lines = m[0].split('\n').length;
      edits.push({ start: m.index, end: m.index + m[0].length, text: statements.join(' ').replace(/;$/, '') + '\n'.repeat(lines - 1) });
      continue;
    }
    for (const name of m[1]!.match(/[A-Z][\w$]*/g) ?? []) islands.add(name);
    const at = m.index + m[0].length - m[3]!.length - 1;
    edits.push({ start: at - 1, end: at + m[3]!.length + 1, text: JSON.stringify(target) });
  }
  if (!islands.size) return code;

  for (const tag of componentTags(prose)) {
    if (tag.namespaced || !islands.has(tag.name) || edits.some((edit) => tag.index >= edit.start && tag.index < edit.end)) continue;
    const after = tag.index + 1 + tag.name.length;
    if (!/^[^>]*?\bclient:/.test(code.slice(after, code.indexOf('>', after)))) edits.push({ start: after, end: after, text: ' client:seen' });
  }
  let result = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

/**
 * The components with hooks among a file's exports, each written to its own file in `islandDir`
 * with the exports it refers to (data, small components). The file's name depends only on the
 * defining file and the component, so a page importing a snippet's component finds the same one.
 */
function pageIslands(statements: ExportStatement[], file: string, islandDir: string): { name: string; file: string; statement: ExportStatement }[] {
  const islands: { name: string; file: string; statement: ExportStatement }[] = [];
  for (const statement of statements) {
    if (!/^[A-Z]/.test(statement.name) || !needsBrowser(statement.text)) continue;
    const helpers = statements.filter((other) => other !== statement && new RegExp(`\\b${other.name}\\b`).test(statement.text));
    const source = [...helpers.map((helper) => helper.text), statement.text].join('\n\n');
    const islandFile = join(islandDir, `${createHash('sha256').update(file).digest('hex').slice(0, 12)}-${statement.name}.jsx`);
    writeIfChanged(islandFile, `${source}\n`);
    islands.push({ name: statement.name, file: islandFile, statement });
  }
  return islands;
}

interface ExportStatement {
  name: string;
  start: number;
  end: number;
  text: string;
}

/**
 * The page's top-level `export const|function Name …` statements, each exactly: MDX lets one
 * run over blank lines, so its block ends at the first blank line where what came before parses
 * as a whole, and the statement where the parser says (the next line may be another export).
 */
function exportStatements(code: string, prose: string): ExportStatement[] {
  const statements: ExportStatement[] = [];
  for (const m of prose.matchAll(/^export\s+(?:const|let|var|function)\s+([A-Za-z_$][\w$]*)/gm)) {
    const ends = [...prose.slice(m.index).matchAll(/\n[ \t]*\n/g)].map((blank) => m.index + blank.index).concat(code.length);
    for (const end of ends) {
      const length = firstStatementLength(code.slice(m.index, end));
      if (length === undefined) continue;
      statements.push({ name: m[1]!, start: m.index, end: m.index + length, text: code.slice(m.index, m.index + length) });
      break;
    }
  }
  return statements;
}

/** The length of the first statement of `block`, when the block parses. */
function firstStatementLength(block: string): number | undefined {
  try {
    return parseAst(block, { lang: 'jsx' }).body[0]?.end;
  } catch {
    return undefined;
  }
}

/** The docs file a page's import names, when it is a .jsx/.tsx/.js file of the docs. */
function snippetFile(specifier: string, page: string, docsDir: string): string | undefined {
  if (!/^[./]/.test(specifier) || !/\.(?:[jt]sx?|mdx)$/.test(specifier)) return undefined;
  const file =
    specifier.startsWith('/') && !existsSync(specifier) ? join(docsDir, specifier) : isAbsolute(specifier) ? specifier : join(dirname(page), specifier);
  return existsSync(file) && !relative(docsDir, file).startsWith('..') ? file : undefined;
}

function writeIfChanged(file: string, text: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}
