import { diagnostic, jsonErrorOffset, type Diagnostic } from '@quire/diagnostics';

/** A CONFIG_PARSE_ERROR for text that JSON.parse rejected, placed at the offending character. */
export function jsonSyntaxError(error: unknown, text: string, file: string): Diagnostic {
  if (text.trim() === '') {
    return diagnostic('CONFIG_PARSE_ERROR', 'docs.json is empty.', {
      file,
      line: 1,
      column: 1,
      hint: 'Start from { "name": "My docs", "navigation": { "pages": ["index"] } }.',
    });
  }
  const reason = error instanceof Error ? error.message : String(error);
  const reported = /at position (\d+)/.exec(reason);
  const offset = reported ? Number(reported[1]) : (jsonErrorOffset(text) ?? text.length);
  return diagnostic('CONFIG_PARSE_ERROR', `docs.json is not valid JSON: ${explain(reason, offset, text)}.`, {
    file,
    ...lineAndColumn(text, offset),
    ...hintFor(reason, offset, text),
  });
}

/** JSON.parse's reason, without the position and source excerpt that the diagnostic shows better. */
function explain(reason: string, offset: number, text: string): string {
  if (offset >= text.length) return 'it ends before every bracket and quote is closed';
  const bare = reason.replace(/ (?:in JSON )?at position \d+.*$/s, '').replace(/^Unexpected token '(.+?)', .*$/s, "unexpected '$1'");
  return bare.charAt(0).toLowerCase() + bare.slice(1);
}

/** The fix for the mistakes people make most in hand-written JSON. */
function hintFor(reason: string, offset: number, text: string): { hint?: string } {
  const char = text[offset];
  const before = text.slice(0, offset).trimEnd();
  if (char === undefined) return { hint: 'Check that every {, [ and " has its closing match.' };
  if ((char === '}' || char === ']') && before.endsWith(',')) return { hint: 'Remove the comma before this bracket: JSON allows no trailing commas.' };
  if (char === '/') return { hint: 'Remove the comment: JSON allows no comments.' };
  if (char === "'") return { hint: 'Use double quotes: JSON strings and keys are written "like this".' };
  if (/^Expected property name/.test(reason) && /[A-Za-z_$]/.test(char)) return { hint: 'Put the key in double quotes, such as "name".' };
  if (/^Bad control character/.test(reason)) return { hint: 'Write line breaks and tabs inside strings as \\n and \\t.' };
  if (/^Unexpected non-whitespace character after JSON/.test(reason)) {
    return { hint: 'Everything goes inside the one top-level object: remove what follows its closing }.' };
  }
  if (/^Unexpected token/.test(reason) && (/[A-Za-z_]$/.test(text.slice(0, offset)) || /[A-Za-z_]/.test(char))) {
    return { hint: 'Put text in double quotes; only true, false and null are written without.' };
  }
  if (before.endsWith(':')) return { hint: 'A value is missing after the colon.' };
  if (/^Expected ',' or/.test(reason)) return { hint: 'Add a comma after the previous value, or close its bracket.' };
  return {};
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}
