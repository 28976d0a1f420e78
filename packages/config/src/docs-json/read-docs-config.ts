import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { diagnostic, type Diagnostic } from '@quire/diagnostics';
import { readMintJson } from './read-mint-json.ts';
import { validateDocsConfig, type ParsedDocsConfig } from './parse-docs-config.ts';
import { placeAll, resolveConfigRefs } from './resolve-config-refs.ts';

/**
 * Reads and parses `<dir>/docs.json`; a missing file is a CONFIG_NOT_FOUND diagnostic, not a throw.
 * `{ "$ref": "./nav/en.json" }` anywhere in it is replaced by that file's JSON before validation,
 * and a problem with a value from a referenced file points at that file and line. A folder with
 * only the hosted platform's legacy mint.json is read from it, upgraded as `quire upgrade` does.
 */
export async function readDocsConfig(dir: string): Promise<ParsedDocsConfig> {
  const file = join(dir, 'docs.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EISDIR') {
      return {
        diagnostics: [
          diagnostic('CONFIG_NOT_FOUND', `${file} is a folder, not a file.`, { file, hint: 'docs.json must be a JSON file at the root of the docs folder.' }),
        ],
      };
    }
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      const mintText = await readFile(join(dir, 'mint.json'), 'utf8').catch(() => undefined);
      if (mintText !== undefined) {
        const { docsJson: _docsJson, leftOut: _leftOut, ...parsed } = await readMintJson(dir, mintText);
        return parsed;
      }
      return { diagnostics: [diagnostic('CONFIG_NOT_FOUND', `No docs.json in ${dir}: ${file} does not exist.`, { file })] };
    }
    return {
      diagnostics: [
        diagnostic('CONFIG_NOT_FOUND', `Cannot read ${file} (${code ?? String(error)}).`, {
          file,
          hint: 'Check that the file is readable by the user running Quire.',
        }),
      ],
    };
  }
  const refs = await resolveConfigRefs(dir, 'docs.json', text);
  const files = refs.files.map((f) => join(dir, f));
  if (refs.value === undefined) return { diagnostics: refs.diagnostics, files, sourceOf: refs.sourceOf };
  // Schema diagnostics point into the merged document: move each to the file its value came from.
  const place = (diagnostics: Diagnostic[]) =>
    placeAll(
      diagnostics.map((d) => {
        if (d.file !== file || d.pointer === undefined) return d;
        const source = refs.sourceOf(d.pointer);
        return { ...d, file: join(dir, source.file), pointer: source.pointer };
      }),
      dir,
      refs.texts,
    );
  const parsed = validateDocsConfig(refs.value, file, place);
  return { ...parsed, diagnostics: [...refs.diagnostics, ...parsed.diagnostics], files, sourceOf: refs.sourceOf };
}
