import { join } from 'node:path';
import { diagnostic, type Diagnostic } from '@quire/diagnostics';
import { fileLimit, mapWithLimit, markUsed } from '@quire/site';
import { isRecordOf, readCacheJson, writeCacheFile } from '../build-cache/cache-files.ts';
import { hashOf } from '../build-cache/page-cache.ts';
import { quireFingerprint } from '../build-cache/quire-fingerprint.ts';
import { findMdxSyntaxErrors } from './find-mdx-syntax-errors.ts';
import { findInvalidMath } from './find-invalid-math.ts';
import { findLiteralBraces } from './literal-braces.ts';
import { findHooksOutsideComponents } from './page-hooks.ts';

// The checks of a page that read its text and nothing else: whether MDX compiles it, its literal
// braces, its formulas, its hooks. Versioned docs repeat pages word for word (crewAI: 24,803
// pages, 1,723 texts), and a rebuild reads the same texts again: their findings are made once
// per text and kept between runs, by the text's hash, in the user's cache beside the specs'
// validation findings. What else they depend on is in the cache's salt: the Quire that checks
// (its sources, and the versions of the MDX compiler and KaTeX) and whether the site reads math.

/** The findings of one text, each check's apart: the verdict lists them check by check. */
interface TextFindings {
  syntax?: Diagnostic[];
  braces?: Diagnostic[];
  math?: Diagnostic[];
  hooks?: Diagnostic[];
}

/** Each check's findings over all the files, in the files' order. */
export interface PageTextFindings {
  syntax: Diagnostic[];
  braces: Diagnostic[];
  math: Diagnostic[];
  hooks: Diagnostic[];
  /** The .md files MDX cannot compile: built as plain Markdown (markdown-pages.ts), with a warning in `syntax`. */
  markdown: Set<string>;
}

export interface PageTextChecks {
  /** docs.json `styling.latex`: `$…$` is math (math.ts). */
  math: boolean;
  /** The files whose braced names are their pages' variables (literal-braces.ts). */
  isSnippet: (path: string) => boolean;
  /** The files that are pages: only a page's own hooks are reported. */
  isPage: (path: string) => boolean;
  /** The folder of the user cache kept between runs; `false` for none. */
  cacheDir: string | false;
  /** Names the cache's file: one per docs folder, holding the findings of that folder's texts. */
  docsDir: string;
}

export async function checkPageTexts(files: readonly { path: string; text: string }[], options: PageTextChecks): Promise<PageTextFindings> {
  const file = options.cacheDir ? join(options.cacheDir, 'page-texts', `${hashOf(options.docsDir).slice(0, 24)}.json`) : undefined;
  const salt = hashOf(quireFingerprint(), String(options.math));
  const saved = file ? await readSaved(file, salt) : {};
  const used: Record<string, TextFindings> = {};
  let made = 0;
  const pending = new Map<string, Promise<TextFindings>>();
  // Pages of equal text share one string (read-mdx-pages.ts): each is hashed once.
  const hashes = new Map<string, string>();
  // .md pages too: the hosted platform reads them as MDX (markdown-pages.ts).
  const mdx = files.filter((f) => /\.mdx?$/.test(f.path));
  const found = await mapWithLimit(mdx, fileLimit, async ({ path, text }) => {
    const snippet = options.isSnippet(path);
    let hash = hashes.get(text);
    if (hash === undefined) hashes.set(text, (hash = hashOf(text)));
    const key = `${hash}${snippet ? ':snippet' : ''}`;
    let findings = pending.get(key);
    if (!findings) {
      const kept = saved[key];
      findings = kept ? Promise.resolve(kept) : check(text, snippet, options.math).finally(() => made++);
      pending.set(key, findings);
    }
    used[key] = await findings;
    return { path, findings: used[key] };
  });
  if (file && (made > 0 || Object.keys(saved).length !== Object.keys(used).length)) await save(file, salt, used);
  // Used now: the user cache keeps the entries used most recently.
  else if (file) await markUsed(file);
  const at = (list: Diagnostic[] | undefined, path: string) => (list ?? []).map((d) => ({ ...d, file: path }));
  const markdown = new Set(found.filter(({ path, findings }) => path.endsWith('.md') && findings.syntax?.length).map(({ path }) => path));
  // A page built as Markdown has no components, expressions or hooks to check: only why it is Markdown.
  const read = found.filter(({ path }) => !markdown.has(path));
  return {
    syntax: found.flatMap(({ path, findings }) =>
      markdown.has(path) ? findings.syntax!.slice(0, 1).map((d) => readAsMarkdown(d, path)) : at(findings.syntax, path),
    ),
    braces: read.flatMap(({ path, findings }) => at(findings.braces, path)),
    math: read.flatMap(({ path, findings }) => at(findings.math, path)),
    hooks: read.filter(({ path }) => options.isPage(path)).flatMap(({ path, findings }) => at(findings.hooks, path)),
    markdown,
  };
}

function readAsMarkdown(syntax: Diagnostic, path: string): Diagnostic {
  const reason = syntax.message.replace(/^This page is not valid MDX: /, '').replace(/\.$/, '');
  return diagnostic(
    'MDX_MARKDOWN_PAGE',
    `This .md page is not valid MDX (${reason}): it is built as plain Markdown, so its components and {…} show as written.`,
    { file: path, ...(syntax.line !== undefined ? { line: syntax.line } : {}), ...(syntax.column !== undefined ? { column: syntax.column } : {}) },
  );
}

/** One text's findings, named at no file (the caller names each file that has the text). */
async function check(text: string, snippet: boolean, math: boolean): Promise<TextFindings> {
  const one = [{ path: 'page.mdx', text }];
  const findings: TextFindings = {
    syntax: await findMdxSyntaxErrors(one, math),
    braces: findLiteralBraces(one, () => snippet, math),
    math: math ? findInvalidMath(one) : [],
    hooks: findHooksOutsideComponents(one),
  };
  // Only what was found is kept: most texts have nothing to say, and the cache stays small.
  const kept: TextFindings = {};
  for (const [check, list] of Object.entries(findings) as [keyof TextFindings, Diagnostic[]][])
    if (list.length) kept[check] = list.map((d) => ({ ...d, file: '' }));
  return kept;
}

/** The findings kept for this salt; none (every text checked again) when the file is missing, torn or of another shape. */
async function readSaved(file: string, salt: string): Promise<Record<string, TextFindings>> {
  const saved = await readCacheJson(file, isSavedFindings);
  return saved?.salt === salt ? saved.findings : {};
}

function isSavedFindings(value: unknown): value is { salt: string; findings: Record<string, TextFindings> } {
  const saved = value as { salt?: unknown; findings?: unknown } | null;
  const isFindings = (item: unknown): item is TextFindings => isRecordOf(item, (list): list is Diagnostic[] => Array.isArray(list));
  return typeof saved?.salt === 'string' && isRecordOf(saved.findings, isFindings);
}

/**
 * Keeps this run's findings, and only these: a text edited away is forgotten. Written aside and
 * renamed, so a build and a dev server of the same folder never read half a file; a cache that
 * cannot be written only means checking again next time.
 */
async function save(file: string, salt: string, findings: Record<string, TextFindings>): Promise<void> {
  await writeCacheFile(file, JSON.stringify({ salt, findings })).catch(() => undefined);
}
