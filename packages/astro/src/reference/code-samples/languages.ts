// The one table of the languages a reference page can show request samples in: for each, the
// names docs.json and x-codeSamples may give it, its tab label, the grammar that highlights it,
// the snippet generator that writes it and whether it shows by default. The grammar names
// (highlight.ts) and the labels of code blocks (components/tab-set.ts) take theirs from here.
// Only the generators listed here are imported, so the site build does not bundle all of
// snippetz's clients.
import type { SampleRequest } from './sample-request.ts';
import { csharpHttpclient } from '@scalar/snippetz/plugins/csharp/httpclient';
import { dartHttp } from '@scalar/snippetz/plugins/dart/http';
import { goNative } from '@scalar/snippetz/plugins/go/native';
import { httpHttp11 } from '@scalar/snippetz/plugins/http/http11';
import { javaNethttp } from '@scalar/snippetz/plugins/java/nethttp';
import { jsFetch } from '@scalar/snippetz/plugins/js/fetch';
import { kotlinOkhttp } from '@scalar/snippetz/plugins/kotlin/okhttp';
import { nodeFetch } from '@scalar/snippetz/plugins/node/fetch';
import { phpCurl } from '@scalar/snippetz/plugins/php/curl';
import { powershellRestmethod } from '@scalar/snippetz/plugins/powershell/restmethod';
import { pythonRequests } from '@scalar/snippetz/plugins/python/requests';
import { rubyNative } from '@scalar/snippetz/plugins/ruby/native';
import { rustReqwest } from '@scalar/snippetz/plugins/rust/reqwest';
import { shellCurl } from '@scalar/snippetz/plugins/shell/curl';
import { swiftNsurlsession } from '@scalar/snippetz/plugins/swift/nsurlsession';
import type { HighlightLanguage } from './grammars.ts';

/** A language samples can be generated in. */
export interface SampleLanguage {
  /** Canonical name, as docs.json's `api.examples.languages` may spell it: `curl`, `python`. */
  id: string;
  /** Other names for it, in docs.json and in `x-codeSamples` (`lang: "JavaScript"`, `"c#"`); lowercase. Each also names its grammar. */
  aliases: readonly string[];
  /** Tab label; also what keeps the same language selected across sample sets and pages. */
  label: string;
  /** Grammar that highlights it. */
  lang: HighlightLanguage;
  /** Shown when docs.json sets no languages, in the table's order. */
  byDefault?: true;
  /** Writes the sample for one request (a snippetz client). */
  generate: (request: SampleRequest) => string;
}

/** Every sample language, in the order of the default tabs. */
export const sampleLanguages: readonly SampleLanguage[] = [
  {
    id: 'curl',
    aliases: ['shell', 'bash', 'sh', 'zsh', 'shellscript', 'console'],
    label: 'cURL',
    lang: 'shellscript',
    byDefault: true,
    generate: (r) => shellCurl.generate(r),
  },
  { id: 'javascript', aliases: ['js', 'fetch'], label: 'JavaScript', lang: 'javascript', byDefault: true, generate: (r) => jsFetch.generate(r) },
  { id: 'node', aliases: ['nodejs', 'node.js'], label: 'Node.js', lang: 'javascript', generate: (r) => nodeFetch.generate(r) },
  { id: 'python', aliases: ['py', 'python3', 'requests'], label: 'Python', lang: 'python', byDefault: true, generate: (r) => pythonRequests.generate(r) },
  { id: 'go', aliases: ['golang'], label: 'Go', lang: 'go', byDefault: true, generate: (r) => goNative.generate(r) },
  { id: 'java', aliases: [], label: 'Java', lang: 'java', byDefault: true, generate: (r) => javaNethttp.generate(r) },
  { id: 'ruby', aliases: ['rb'], label: 'Ruby', lang: 'ruby', byDefault: true, generate: (r) => rubyNative.generate(r) },
  { id: 'php', aliases: [], label: 'PHP', lang: 'php', byDefault: true, generate: (r) => phpCurl.generate(r) },
  { id: 'csharp', aliases: ['c#', 'cs', 'dotnet', '.net'], label: 'C#', lang: 'csharp', byDefault: true, generate: (r) => csharpHttpclient.generate(r) },
  { id: 'swift', aliases: [], label: 'Swift', lang: 'swift', generate: (r) => swiftNsurlsession.generate(r) },
  { id: 'kotlin', aliases: ['kt'], label: 'Kotlin', lang: 'kotlin', generate: (r) => kotlinOkhttp.generate(r) },
  { id: 'rust', aliases: ['rs'], label: 'Rust', lang: 'rust', generate: (r) => rustReqwest.generate(r) },
  { id: 'dart', aliases: [], label: 'Dart', lang: 'dart', generate: (r) => dartHttp.generate(r) },
  { id: 'powershell', aliases: ['ps', 'ps1', 'pwsh'], label: 'PowerShell', lang: 'powershell', generate: (r) => powershellRestmethod.generate(r) },
  { id: 'http', aliases: ['http1.1', 'http/1.1', 'raw'], label: 'HTTP', lang: 'http', generate: (r) => httpHttp11.generate(r) },
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
