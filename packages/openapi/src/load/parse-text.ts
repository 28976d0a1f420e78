import { parse as parseYaml, YAMLParseError } from 'yaml';
import { diagnostic, toPointer, type Diagnostic } from '@quire/diagnostics';
import { findCycle } from '../json/find-cycle.ts';

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
      return {
        error: diagnostic('SPEC_PARSE_ERROR', `Invalid JSON: ${message.replace(/\s*\(line \d+ column \d+\)/, '')}.`, {
          file,
          ...(at ? { line: Number(at[1]), column: Number(at[2]) } : {}),
        }),
      };
    }
  }
  return parseAsYaml(text, file);
}

function parseAsYaml(text: string, file: string): { value: unknown } | { error: Diagnostic } {
  try {
    // maxAliasCount bounds "billion laughs" documents.
    const value: unknown = parseYaml(text, { maxAliasCount: 1000, uniqueKeys: false });
    // An alias inside the node it names makes a value without end: no walk or page could finish it.
    const cycle = findCycle(value);
    if (cycle)
      return {
        error: diagnostic('SPEC_PARSE_ERROR', 'A YAML alias names a node that contains it, so the document never ends.', {
          file,
          pointer: toPointer(cycle),
          hint: 'Replace the alias (`*name`) with a `$ref` to what it names, or with a copy of it.',
        }),
      };
    return { value };
  } catch (error) {
    // The YAML reader recurses once per level of nesting: past about a thousand it runs out of stack.
    if (/Maximum call stack size exceeded/.test((error as Error).message)) {
      const pos = error instanceof YAMLParseError ? error.linePos?.[0] : undefined;
      return {
        error: diagnostic('SPEC_PARSE_ERROR', 'The YAML is nested too deep to read.', {
          file,
          ...(pos ? { line: pos.line, column: pos.col } : {}),
          hint: 'Write the document as JSON, which reads at any depth, or move deeply nested schemas into `components/schemas` and refer to them with `$ref`.',
        }),
      };
    }
    if (error instanceof YAMLParseError) {
      const pos = error.linePos?.[0];
      const message = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
      return { error: diagnostic('SPEC_PARSE_ERROR', `Invalid YAML: ${message}.`, { file, ...(pos ? { line: pos.line, column: pos.col } : {}) }) };
    }
    return { error: diagnostic('SPEC_PARSE_ERROR', `Cannot parse: ${(error as Error).message}.`, { file }) };
  }
}
