import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { diagnostic, toPointer, withoutBom, withPositions, type Diagnostic } from '@quire/diagnostics';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import type { Parser as AsyncApiParser } from '@asyncapi/parser';
import { convertToAsyncApi3 } from './convert.ts';
import { keepFindings, keptFindings } from './findings-cache.ts';
import { loadOnFirstUse } from './load-on-first-use.ts';
import { normalize } from './normalize.ts';
import type { AsyncApiModel } from './types.ts';

export interface LoadAsyncApiOptions {
  /** Folder that relative paths start from. Default: the working directory. */
  cwd?: string;
  /** Used for http(s) sources. Default: the global fetch. */
  fetch?: typeof fetch;
  /** Folder that file `$ref`s must stay inside (a docs repo). Default: the document's folder. */
  root?: string;
  /** Folder keeping the parser's findings by document text (findings-cache.ts); without it the rules run on every parse. */
  validationCacheDir?: string;
}

export interface LoadedAsyncApi {
  /** Present when the document has no errors. */
  model?: AsyncApiModel;
  /** Every problem found, with file, pointer, line and column where known. */
  diagnostics: Diagnostic[];
}

/** AsyncAPI versions Quire reads: 3.x as written, 2.x converted to 3.0 first. */
export const supportedAsyncApiVersions = /^(?:2\.[0-6]|3\.[01])\.\d+$/;

/** True when a parsed document declares itself AsyncAPI (a top-level `asyncapi` key). */
export function isAsyncApiDocument(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'asyncapi' in value;
}

/**
 * Reads, validates (with the AsyncAPI project's own parser) and normalizes one AsyncAPI 3.x
 * document, JSON or YAML. Never throws for bad input: every problem is a diagnostic. 2.x
 * documents are refused with the command that converts them.
 */
export async function loadAsyncApi(source: string, options: LoadAsyncApiOptions = {}): Promise<LoadedAsyncApi> {
  if (/^https?:\/\//i.test(source)) return loadAsyncApiUrl(source, options.fetch ?? fetch);
  const path = resolve(options.cwd ?? '.', source);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no file there' : code === 'EISDIR' ? 'it is a folder, not a file' : String((error as Error).message);
    return { diagnostics: [diagnostic('SPEC_NOT_FOUND', `Cannot read the AsyncAPI document ${source} (${reason}).`, { file: source })] };
  }
  return loadAsyncApiText(text, source, path, options.root, options.validationCacheDir);
}

async function loadAsyncApiUrl(url: string, fetchUrl: typeof fetch): Promise<LoadedAsyncApi> {
  try {
    const response = await fetchUrl(url, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok)
      return {
        diagnostics: [diagnostic('SPEC_NOT_FOUND', `Cannot fetch the AsyncAPI document ${url}: the server answered ${response.status}.`, { file: url })],
      };
    return loadAsyncApiText(await response.text(), url, url);
  } catch (error) {
    return { diagnostics: [diagnostic('SPEC_NOT_FOUND', `Cannot fetch the AsyncAPI document ${url} (${(error as Error).message}).`, { file: url })] };
  }
}

/**
 * Like `loadAsyncApi`, for text already read; `path` (absolute) resolves relative `$ref`s, which
 * may not read files outside `root` (default: the document's folder).
 */
export async function loadAsyncApiText(read: string, source: string, path = resolve(source), root?: string, findingsDir?: string): Promise<LoadedAsyncApi> {
  // Every way in (file, URL, text) passes here: the parser and the line numbers see the same text.
  const text = withoutBom(read);
  const key = `${source}\0${path}\0${root ?? ''}`;
  const last = lastLoads.get(key);
  if (last?.text === text) return { ...last.loaded, diagnostics: [...last.loaded.diagnostics] };
  const loaded = await parseAsyncApi(text, source, path, root, findingsDir);
  if (!referencesOtherFiles.test(text)) lastLoads.set(key, { text, loaded });
  return loaded;
}

/**
 * The last result for each document read whole from its own text (a `$ref` to another file,
 * which can change on its own, is not): `quire dev` reads every spec again when one changes, and
 * the AsyncAPI parser compiles its JSON Schema anew for every document it parses (Spectral keeps
 * its validators per document), a second and more each time.
 */
const lastLoads = new Map<string, { text: string; loaded: LoadedAsyncApi }>();

/** A `$ref` (JSON or YAML) whose value does not start with `#`: it may name another file. */
const referencesOtherFiles = /\$ref["']?\s*:(?![\s"']*#)/;

async function parseAsyncApi(text: string, source: string, path: string, root: string | undefined, findingsDir: string | undefined): Promise<LoadedAsyncApi> {
  let raw: unknown;
  try {
    raw = parseYaml(text, { uniqueKeys: false });
  } catch (error) {
    const pos = error instanceof YAMLParseError ? error.linePos?.[0] : undefined;
    const message = (error as Error).message.split('\n')[0];
    return {
      diagnostics: [
        diagnostic('SPEC_PARSE_ERROR', `${source} is not valid JSON or YAML: ${message}`, {
          file: source,
          ...(pos ? { line: pos.line, column: pos.col } : {}),
        }),
      ],
    };
  }
  const done = (diagnostics: Diagnostic[], model?: AsyncApiModel): LoadedAsyncApi => ({
    diagnostics: withPositions(diagnostics, source, text),
    ...(model ? { model } : {}),
  });
  if (!isAsyncApiDocument(raw)) {
    return done([diagnostic('ASYNCAPI_NOT_ASYNCAPI', `${source} is not an AsyncAPI document: it has no top-level \`asyncapi\` key.`, { file: source })]);
  }
  const version = String((raw as { asyncapi: unknown }).asyncapi);
  if (!supportedAsyncApiVersions.test(version)) {
    return done([
      diagnostic('ASYNCAPI_UNSUPPORTED_VERSION', `AsyncAPI ${version} is not supported; Quire reads AsyncAPI 2.0 to 2.6 and 3.x.`, {
        file: source,
        pointer: '/asyncapi',
      }),
    ]);
  }

  const external = hasExternalRefs(raw);
  // The findings of a self-contained 3.x document are its text's alone, so they are kept; a 2.x
  // document's converted form is parsed with the rules again, and a `$ref`ed file can change.
  const cacheDir = findingsDir && !external && version.startsWith('3.') ? findingsDir : undefined;
  const kept = cacheDir ? await keptFindings(cacheDir, { text, source }) : undefined;
  // A document kept read needs no parser; with only its findings kept, the parser reads it without rules.
  if (kept?.read) return done([...kept.diagnostics, ...kept.read.diagnostics], kept.read.model);
  const parser = getParser(kept === undefined);
  const confined = confinedFiles(root ?? (/^https?:/i.test(path) ? undefined : dirname(path)));
  // Only documents with external `$ref`s pay for a resolver of their own (the parser then rebuilds its rules).
  const options = { source: path, ...(external ? { __unstable: { resolver: { resolvers: [confined.resolver] } } } : {}) };
  const output = await parser.parse(text, options);
  const findings = kept?.diagnostics ?? ruleFindings(output.diagnostics, source);
  if (cacheDir && !kept) await keepFindings(cacheDir, { text, source }, { diagnostics: findings });
  const diagnostics: Diagnostic[] = confined.refused.map((file) =>
    diagnostic('ASYNCAPI_INVALID', `A \`$ref\` points at ${file}, outside the docs folder, so it was not read.`, {
      file: source,
      hint: 'Keep referenced files inside the docs folder, next to the document or below it.',
    }),
  );
  diagnostics.push(...findings);
  if (!output.document || diagnostics.some((d) => d.severity === 'error')) {
    if (!diagnostics.some((d) => d.severity === 'error'))
      diagnostics.push(diagnostic('ASYNCAPI_INVALID', `${source} could not be read as an AsyncAPI document.`, { file: source }));
    return done(diagnostics);
  }
  if (version.startsWith('3.')) {
    const normalized = normalize(output.document.json() as Record<string, unknown>, raw as Record<string, unknown>, source);
    if (cacheDir) await keepFindings(cacheDir, { text, source }, { diagnostics: findings, read: normalized });
    return done([...diagnostics, ...normalized.diagnostics], normalized.model);
  }
  // A valid 2.x document (its problems were reported above, at their lines in the file): the
  // AsyncAPI project's converter turns it into 3.0 (publish = the application receives), which
  // is then read like any 3.x document.
  const converted = await convertTo3(raw as { asyncapi: string }, source, diagnostics);
  const second = await parser.parse(JSON.stringify(converted), options);
  if (!second.document) {
    return done([
      ...diagnostics,
      diagnostic(
        'ASYNCAPI_INVALID',
        `${source} (AsyncAPI ${version}) could not be converted to AsyncAPI 3.0: ${second.diagnostics.find((d) => d.severity === 0)?.message ?? 'unknown reason'}.`,
        { file: source },
      ),
    ]);
  }
  const normalized = normalize(second.document.json() as Record<string, unknown>, converted, source);
  return done([...diagnostics, ...normalized.diagnostics], normalized.model);
}

/** The parser's findings that are problems of the document, as diagnostics. */
function ruleFindings(found: Awaited<ReturnType<AsyncApiParser['parse']>>['diagnostics'], source: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const d of found) {
    // Spectral severities: 0 error, 1 warning, 2 information, 3 hint. The last two (such as
    // "a newer AsyncAPI version exists") are advice, not problems of the document.
    if (d.severity > 1 || styleAdvice.has(String(d.code))) continue;
    const pointer = toPointer(d.path.map(String));
    const start = d.range?.start;
    const line = start && (start.line > 0 || start.character > 0 || d.path.length === 0) ? { line: start.line + 1, column: start.character + 1 } : {};
    diagnostics.push(diagnostic(d.severity === 0 ? 'ASYNCAPI_INVALID' : 'ASYNCAPI_WARNING', sentence(d.message), { file: source, pointer, ...line }));
  }
  return diagnostics;
}

/** A file resolver for the parser that reads only below `root`; what it refuses reads as `{}` and is reported. */
function confinedFiles(root: string | undefined) {
  const refused: string[] = [];
  const resolver = {
    schema: 'file',
    order: 1,
    read: async (uri: { href(): string }) => {
      const file = uri.href();
      const inside = root !== undefined && !relative(root, file).startsWith('..') && !isAbsolute(relative(root, file));
      if (inside) return readFile(file, 'utf8');
      refused.push(file);
      return '{}';
    },
  };
  return { resolver, refused };
}

function hasExternalRefs(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasExternalRefs);
  if (!node || typeof node !== 'object') return false;
  return Object.entries(node).some(([key, value]) => (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) || hasExternalRefs(value));
}

/**
 * The 2.x ruleset's house-style recommendations (an `id`, tags, contact, license, messageId...):
 * the 3.x ruleset does not ask for them, and they say nothing about whether pages are right.
 */
const styleAdvice = new Set([
  'asyncapi-defaultContentType',
  'asyncapi-id',
  'asyncapi2-tags',
  'asyncapi-info-contact',
  'asyncapi-info-description',
  'asyncapi-info-license',
  'asyncapi2-message-messageId',
]);

/** 2.x -> 3.0 with the AsyncAPI converter, whose console notes become diagnostics. */
async function convertTo3(raw: { asyncapi: string }, source: string, diagnostics: Diagnostic[]): Promise<Record<string, unknown>> {
  return convertToAsyncApi3(raw, (text) => {
    // 3.0 parameters are strings by definition: dropping a 2.x `schema: { type: string }` loses nothing.
    if (text.startsWith('Found properties in parameter schema')) return;
    diagnostics.push(diagnostic('ASYNCAPI_WARNING', `Converting to AsyncAPI 3.0: ${text.split('\n')[0]}`, { file: source }));
  });
}

function sentence(message: string): string {
  const trimmed = message.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

const sharedParsers = new Map<boolean, AsyncApiParser>();

/**
 * One parser per process and kind: building its rulesets costs a few hundred milliseconds. The one
 * without rules reads a document whose findings are kept (findings-cache.ts).
 */
function getParser(withRules: boolean): AsyncApiParser {
  let parser = sharedParsers.get(withRules);
  if (!parser) {
    const { Parser } = loadOnFirstUse<typeof import('@asyncapi/parser')>('@asyncapi/parser');
    parser = withRules ? new Parser() : new Parser({ ruleset: { core: false, recommended: false } });
    sharedParsers.set(withRules, parser);
  }
  return parser;
}
