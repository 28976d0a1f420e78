import { diagnostic, type Diagnostic } from '@quire/diagnostics';
import { knownLanguages, resolveLanguages } from '../reference/code-samples/languages.ts';

/** A warning for each `api.examples.languages` entry no sample generator knows (the samples skip it). */
export function checkSampleLanguages(languages: readonly string[] | undefined, file: string): Diagnostic[] {
  if (!languages) return [];
  const { unknown } = resolveLanguages(languages);
  return unknown.map((name) =>
    diagnostic('CONFIG_UNKNOWN_LANGUAGE', `Unknown request sample language "${name}" in api.examples.languages.`, {
      file,
      pointer: `/api/examples/languages/${languages.indexOf(name)}`,
      hint: `The request samples leave it out. Known languages: ${knownLanguages.join(', ')}.`,
    }),
  );
}
