// The one table of the languages a reference page can show request samples in: for each, the
// names docs.json and x-codeSamples may give it, its tab label, the grammar that highlights it,
// and whether it shows by default. The grammar names (highlight.ts) and the labels of code blocks
// (components/tab-set.ts) take theirs from here; the generator that writes each language's
// samples is in sample-generators.ts, which only what writes samples loads: checking docs.json's
// language names at start-up does not load 40 modules of snippetz.
import type { HighlightLanguage } from './grammars.ts';

/** The canonical names of the sample languages: each has a generator (sample-generators.ts). */
export type SampleLanguageId =
  | 'curl'
  | 'javascript'
  | 'node'
  | 'python'
  | 'go'
  | 'java'
  | 'ruby'
  | 'php'
  | 'csharp'
  | 'swift'
  | 'kotlin'
  | 'rust'
  | 'dart'
  | 'powershell'
  | 'http';

/** A language samples can be generated in. */
export interface SampleLanguage {
  /** Canonical name, as docs.json's `api.examples.languages` may spell it: `curl`, `python`. */
  id: SampleLanguageId;
  /** Other names for it, in docs.json and in `x-codeSamples` (`lang: "JavaScript"`, `"c#"`); lowercase. Each also names its grammar. */
  aliases: readonly string[];
  /** Tab label; also what keeps the same language selected across sample sets and pages. */
  label: string;
  /** Grammar that highlights it. */
  lang: HighlightLanguage;
  /** Shown when docs.json sets no languages, in the table's order. */
  byDefault?: true;
}

/** Every sample language, in the order of the default tabs. */
export const sampleLanguages: readonly SampleLanguage[] = [
  {
    id: 'curl',
    aliases: ['shell', 'bash', 'sh', 'zsh', 'shellscript', 'console'],
    label: 'cURL',
    lang: 'shellscript',
    byDefault: true,
  },
  { id: 'javascript', aliases: ['js', 'fetch'], label: 'JavaScript', lang: 'javascript', byDefault: true },
  { id: 'node', aliases: ['nodejs', 'node.js'], label: 'Node.js', lang: 'javascript' },
  { id: 'python', aliases: ['py', 'python3', 'requests'], label: 'Python', lang: 'python', byDefault: true },
  { id: 'go', aliases: ['golang'], label: 'Go', lang: 'go', byDefault: true },
  { id: 'java', aliases: [], label: 'Java', lang: 'java', byDefault: true },
  { id: 'ruby', aliases: ['rb'], label: 'Ruby', lang: 'ruby', byDefault: true },
  { id: 'php', aliases: [], label: 'PHP', lang: 'php', byDefault: true },
  { id: 'csharp', aliases: ['c#', 'cs', 'dotnet', '.net'], label: 'C#', lang: 'csharp', byDefault: true },
  { id: 'swift', aliases: [], label: 'Swift', lang: 'swift' },
  { id: 'kotlin', aliases: ['kt'], label: 'Kotlin', lang: 'kotlin' },
  { id: 'rust', aliases: ['rs'], label: 'Rust', lang: 'rust' },
  { id: 'dart', aliases: [], label: 'Dart', lang: 'dart' },
  { id: 'powershell', aliases: ['ps', 'ps1', 'pwsh'], label: 'PowerShell', lang: 'powershell' },
  { id: 'http', aliases: ['http1.1', 'http/1.1', 'raw'], label: 'HTTP', lang: 'http' },
];

const byName = new Map(sampleLanguages.flatMap((language) => [language.id, ...language.aliases].map((name) => [name, language] as const)));

/** The languages shown when docs.json sets none, in this order. */
export const defaultLanguages: readonly string[] = sampleLanguages.filter((language) => language.byDefault).map((language) => language.id);

/** Every name `findLanguage` knows (canonical ids), for a warning's hint. */
export const knownLanguages: readonly string[] = sampleLanguages.map((language) => language.id);

/** The language a name stands for (case-insensitive, aliases accepted), or undefined when unknown. */
export function findLanguage(name: string): SampleLanguage | undefined {
  return byName.get(name.trim().toLowerCase());
}

/**
 * The configured languages in order, each once, and the names that matched no language (for a
 * build warning). No list means the default list.
 */
export function resolveLanguages(names: readonly string[] = defaultLanguages): { languages: SampleLanguage[]; unknown: string[] } {
  const languages: SampleLanguage[] = [];
  const unknown: string[] = [];
  for (const name of names) {
    const language = findLanguage(name);
    if (!language) unknown.push(name);
    else if (!languages.includes(language)) languages.push(language);
  }
  return { languages, unknown };
}
