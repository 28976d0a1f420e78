import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { diagnostic, jsonErrorOffset, withoutBom, type Diagnostic } from '@quire/diagnostics';
import { LineCounter, parseDocument } from 'yaml';
import { issueDiagnostics } from './issue-diagnostics.ts';
import { normalizeTypeDoc } from './typedoc/normalize.ts';
import { TypeDocProjectSchema } from './typedoc/schema.ts';
import { normalizeDocfx } from './docfx/normalize.ts';
import { ManagedReferenceSchema, type DocfxFile } from './docfx/schema.ts';
import type { SdkFormat, SdkModel } from './types.ts';

/** The formats Quire reads; the hosted platform also takes these others, which Quire reports and skips. */
export const sdkFormats: readonly SdkFormat[] = ['typedoc', 'docfx'];
export const otherSdkFormats = ['javadoc', 'sphinx', 'phpdoc'] as const;

export interface LoadSdkOptions {
  /** Folder that relative paths start from. Default: the working directory. */
  cwd?: string;
  /** Used for https sources. Default: the global fetch. */
  fetch?: typeof fetch;
}

export interface LoadedSdk {
  /** Present when the artifact has no errors. */
  model?: SdkModel;
  /** Every problem found, at its file, line and column (and JSON pointer). */
  diagnostics: Diagnostic[];
}

/**
 * Reads one generator artifact (docs.json `sdk`: a TypeDoc JSON file, or DocFX's metadata folder),
 * checks it against the format, and normalizes it. Never throws for bad input.
 */
export async function loadSdk(format: string, source: string, options: LoadSdkOptions = {}): Promise<LoadedSdk> {
  if ((otherSdkFormats as readonly string[]).includes(format)) {
    return {
      diagnostics: [diagnostic('SDK_FORMAT_UNSUPPORTED', `Quire does not read ${format} output yet, so ${source} gets no SDK pages.`, { file: source })],
    };
  }
  if (format === 'typedoc') {
    const read = await readSource(source, options);
    return 'text' in read ? loadTypeDocText(read.text, source) : read;
  }
  if (format === 'docfx') return loadDocfx(source, options);
  return {
    diagnostics: [
      diagnostic(
        'SDK_FORMAT_UNSUPPORTED',
        `\`${format}\` is not a documentation generator Quire knows: use typedoc or docfx (the hosted platform also takes ${otherSdkFormats.join(', ')}).`,
        { file: source },
      ),
    ],
  };
}

async function readSource(source: string, options: LoadSdkOptions): Promise<{ text: string } | LoadedSdk> {
  if (/^https?:\/\//i.test(source)) {
    try {
      const response = await (options.fetch ?? fetch)(source, { signal: AbortSignal.timeout(30_000) });
      if (!response.ok)
        return {
          diagnostics: [diagnostic('SPEC_NOT_FOUND', `Cannot fetch the SDK artifact ${source}: the server answered ${response.status}.`, { file: source })],
        };
      return { text: await response.text() };
    } catch (error) {
      return { diagnostics: [diagnostic('SPEC_NOT_FOUND', `Cannot fetch the SDK artifact ${source} (${(error as Error).message}).`, { file: source })] };
    }
  }
  try {
    return { text: await readFile(resolve(options.cwd ?? '.', source), 'utf8') };
  } catch (error) {
    return { diagnostics: [notFound(source, error)] };
  }
}

function notFound(source: string, error: unknown): Diagnostic {
  const code = (error as NodeJS.ErrnoException).code;
  const reason =
    code === 'ENOENT'
      ? 'no file there'
      : code === 'EISDIR'
        ? 'it is a folder, not a file'
        : code === 'ENOTDIR'
          ? 'it is a file, not a folder'
          : String((error as Error).message);
  return diagnostic('SPEC_NOT_FOUND', `Cannot read the SDK artifact ${source} (${reason}).`, { file: source });
}

/** Like `loadSdk` for TypeDoc JSON already read; `source` names it in diagnostics. */
export function loadTypeDocText(read: string, source: string): LoadedSdk {
  const text = withoutBom(read);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return {
      diagnostics: [diagnostic('SDK_PARSE_ERROR', `${source} is not valid JSON: ${(error as Error).message}.`, { file: source, ...jsonErrorPosition(text) })],
    };
  }
  const parsed = TypeDocProjectSchema.safeParse(json);
  if (!parsed.success) return { diagnostics: issueDiagnostics(parsed.error, 'SDK_INVALID', source, text, 'TypeDoc JSON') };
  return { model: normalizeTypeDoc(parsed.data), diagnostics: [] };
}

/** Line and column where JSON.parse stopped (V8 leaves the position out of some of its messages). */
function jsonErrorPosition(text: string): { line: number; column: number } {
  const lines = text.slice(0, jsonErrorOffset(text) ?? text.length).split('\n');
  return { line: lines.length, column: lines.at(-1)!.length + 1 };
}

/** DocFX's `docfx metadata` folder: every ManagedReference YAML file in it (toc.yml and others are skipped). */
async function loadDocfx(source: string, options: LoadSdkOptions): Promise<LoadedSdk> {
  if (/^https?:\/\//i.test(source)) {
    return {
      diagnostics: [
        diagnostic('SDK_FORMAT_UNSUPPORTED', `Quire reads DocFX metadata from a folder of the docs repository, not from a URL (${source}).`, {
          file: source,
          hint: 'Commit the output of `docfx metadata` into the docs repository and name its folder as `source`.',
        }),
      ],
    };
  }
  const root = resolve(options.cwd ?? '.', source);
  let names: string[];
  try {
    if (!(await stat(root)).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
    names = (await readdir(root, { recursive: true })).filter((n) => /\.ya?ml$/i.test(n)).sort();
  } catch (error) {
    return { diagnostics: [notFound(source, error)] };
  }
  const files: DocfxFile[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const name of names) {
    const file = join(source, name);
    const text = withoutBom(await readFile(join(root, name), 'utf8'));
    if (!/^### YamlMime:ManagedReference\b/m.test(text.slice(0, 200))) continue;
    const lines = new LineCounter();
    const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: false });
    if (doc.errors.length) {
      for (const error of doc.errors.slice(0, 5)) {
        const at = lines.linePos(error.pos[0]);
        diagnostics.push(diagnostic('SDK_PARSE_ERROR', `${file} is not valid YAML: ${error.message.split('\n')[0]}.`, { file, line: at.line, column: at.col }));
      }
      continue;
    }
    const parsed = ManagedReferenceSchema.safeParse(doc.toJS());
    if (!parsed.success) diagnostics.push(...issueDiagnostics(parsed.error, 'SDK_INVALID', file, text, 'DocFX ManagedReference'));
    else files.push(parsed.data);
  }
  if (diagnostics.length) return { diagnostics };
  if (!files.length)
    return {
      diagnostics: [
        diagnostic('SDK_INVALID', `${source} holds no ManagedReference YAML file (a file that starts with \`### YamlMime:ManagedReference\`).`, {
          file: source,
          hint: 'Name the folder `docfx metadata` writes (its `output`), not the project or the built site.',
        }),
      ],
    };
  return { model: normalizeDocfx(files, relative('.', source) || source), diagnostics: [] };
}
