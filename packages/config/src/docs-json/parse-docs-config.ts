import { hasErrors, withoutBom, withPositions, type Diagnostic } from '@quire/diagnostics';
import type { z } from 'zod';
import { DocsConfigSchema, type DocsConfig } from './docs-config-schema.ts';
import { findUnsupportedKeys } from './find-unsupported-keys.ts';
import { flattenIssues } from './flatten-issues.ts';
import { invalidDiagnostic, unknownKeyDiagnostics, unsupportedKeyDiagnostic, type IssueContext } from './issue-diagnostics.ts';
import { jsonSyntaxError } from './json-syntax-error.ts';

/** A parsed docs.json: `config` is set when there are no errors; warnings may come with it. */
export interface ParsedDocsConfig {
  config?: DocsConfig;
  diagnostics: Diagnostic[];
  /** Every JSON file read (docs.json and the files its `$ref`s name), when read from a folder. */
  files?: string[];
  /**
   * Where a value of the config came from, when read from a folder: a pointer into the merged
   * docs.json -> the file (relative to the folder) and the pointer into it. Without `$ref`s,
   * always docs.json and the same pointer.
   */
  sourceOf?: (pointer: string) => { file: string; pointer: string };
}

/**
 * Parses the text of a docs.json. Problems come back as diagnostics with the file, a JSON pointer,
 * line and column, and a hint. Keys of the hosted platform that Quire does not use yet, and unknown
 * keys, are warnings and are left out of the config.
 */
export function parseDocsConfig(text: string, file: string): ParsedDocsConfig {
  // Editors on Windows may save a byte order mark, which JSON.parse rejects.
  const source = withoutBom(text);
  let input: unknown;
  try {
    input = JSON.parse(source);
  } catch (error) {
    return { diagnostics: [jsonSyntaxError(error, source, file)] };
  }
  return validateDocsConfig(input, file, (diagnostics) => placed(diagnostics, file, source));
}

/**
 * Validates a parsed docs.json (its `$ref`s already replaced). `place` adds line and column to
 * the diagnostics, which point into `file`, and sorts them; the caller knows where the text is.
 */
export function validateDocsConfig(input: unknown, file: string, place: (diagnostics: Diagnostic[]) => Diagnostic[]): ParsedDocsConfig {
  // Unsupported keys go before validation: a docs.json written for the hosted platform builds
  // whatever their values, and each key is one warning however often it appears.
  const unsupported = findUnsupportedKeys(DocsConfigSchema, input);
  const warnings = unsupported.map((key) => unsupportedKeyDiagnostic(key, file));
  for (const { paths } of unsupported) {
    for (const path of paths) removeKeys(input, path.slice(0, -1), [String(path.at(-1))]);
  }

  const first = DocsConfigSchema.safeParse(input);
  if (first.success) return { config: first.data, diagnostics: place(warnings) };

  const context: IssueContext = { schema: DocsConfigSchema, input, file };
  const describe = (issues: readonly z.core.$ZodIssue[]) =>
    issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? unknownKeyDiagnostics(issue, context) : [invalidDiagnostic(issue, context)]));
  const issues = flattenIssues(first.error.issues);
  const diagnostics = [...warnings, ...describe(issues)];
  if (hasErrors(diagnostics)) return { diagnostics: place(diagnostics) };

  // Only unknown keys failed the strict schema: drop them and parse what is left.
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') removeKeys(input, issue.path, issue.keys);
  }
  const second = DocsConfigSchema.safeParse(input);
  // Removing keys cannot make a strict object fail; should it ever, that is reported, not thrown.
  if (!second.success) return { diagnostics: place([...diagnostics, ...describe(flattenIssues(second.error.issues))]) };
  return { config: second.data, diagnostics: place(diagnostics) };
}

function removeKeys(input: unknown, path: readonly PropertyKey[], keys: readonly string[]): void {
  const target = path.reduce<unknown>((value, segment) => (value as Record<PropertyKey, unknown>)[segment], input);
  for (const key of keys) delete (target as Record<string, unknown>)[key];
}

/** With line and column, top to bottom: the order a person fixes a file in. */
function placed(diagnostics: Diagnostic[], file: string, source: string): Diagnostic[] {
  return withLines(diagnostics, file, source).toSorted((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
}

/** withPositions, falling back to one diagnostic at a time when one pointer cannot be placed. */
function withLines(diagnostics: Diagnostic[], file: string, source: string): Diagnostic[] {
  try {
    return withPositions(diagnostics, file, source);
  } catch {
    // fromPointer in @quire/diagnostics percent-decodes segments and throws on keys such as "100%":
    // such a warning goes without a line rather than taking the others down with it.
    return diagnostics.map((d) => {
      try {
        return withPositions([d], file, source)[0] ?? d;
      } catch {
        return d;
      }
    });
  }
}
