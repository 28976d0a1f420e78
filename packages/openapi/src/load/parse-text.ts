import { parse as parseYaml, YAMLParseError } from 'yaml';
import { diagnostic, type Diagnostic } from '@quire/diagnostics';

/** JSON or YAML text -> value. JSON takes the fast native parser; everything else goes through YAML. */
export function parseText(text: string, file: string): { value: unknown } | { error: Diagnostic } {
  if (/^\s*[{[]/.test(text)) {
    try {
      return { value: JSON.parse(text) };
    } catch (error) {
      // A .yaml file may be written in YAML's JSON-like flow style; a .json file must be JSON.
      if (!/\.json$/i.test(file)) {
        const yaml = parseAsYaml(text, file);
        if ('value' in yaml) return yaml;
      }
      const message = (error as Error).message;
      const at = /line (\d+) column (\d+)/.exec(message);
      return { error: diagnostic('SPEC_PARSE_ERROR', `Invalid JSON: ${message.replace(/\s*\(line \d+ column \d+\)/, '')}.`, { file, ...(at ? { line: Number(at[1]), column: Number(at[2]) } : {}) }) };
    }
  }
  return parseAsYaml(text, file);
}

function parseAsYaml(text: string, file: string): { value: unknown } | { error: Diagnostic } {
  try {
    // maxAliasCount bounds "billion laughs" documents.
    return { value: parseYaml(text, { maxAliasCount: 1000, uniqueKeys: false }) };
  } catch (error) {
    if (error instanceof YAMLParseError) {
      const pos = error.linePos?.[0];
      const message = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
      return { error: diagnostic('SPEC_PARSE_ERROR', `Invalid YAML: ${message}.`, { file, ...(pos ? { line: pos.line, column: pos.col } : {}) }) };
    }
    return { error: diagnostic('SPEC_PARSE_ERROR', `Cannot parse: ${(error as Error).message}.`, { file }) };
  }
}
