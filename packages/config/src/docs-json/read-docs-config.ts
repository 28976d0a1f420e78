import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { diagnostic } from '@quire/diagnostics';
import { parseDocsConfig, type ParsedDocsConfig } from './parse-docs-config.ts';

/** Reads and parses `<dir>/docs.json`; a missing file is a CONFIG_NOT_FOUND diagnostic, not a throw. */
export async function readDocsConfig(dir: string): Promise<ParsedDocsConfig> {
  const file = join(dir, 'docs.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EISDIR') {
      return { diagnostics: [diagnostic('CONFIG_NOT_FOUND', `${file} is a folder, not a file.`, { file, hint: 'docs.json must be a JSON file at the root of the docs folder.' })] };
    }
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      return { diagnostics: [diagnostic('CONFIG_NOT_FOUND', `No docs.json in ${dir}: ${file} does not exist.`, { file })] };
    }
    return { diagnostics: [diagnostic('CONFIG_NOT_FOUND', `Cannot read ${file} (${code ?? String(error)}).`, { file, hint: 'Check that the file is readable by the user running Quire.' })] };
  }
  return parseDocsConfig(text, file);
}
