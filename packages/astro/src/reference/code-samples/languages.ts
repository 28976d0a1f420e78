// The languages a reference page can show request samples in: which snippet generator writes
// each one, how its tab is labelled, and which grammar highlights it. Only the generators listed
// here are imported, so the site build does not bundle all of snippetz's clients.
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
import type { HighlightLanguage } from './highlight.ts';

/** A language samples can be generated in. */
export interface SampleLanguage {
  /** Canonical name, as docs.json's `api.examples.languages` may spell it: `curl`, `python`. */
  id: string;
  /** Tab label; also what keeps the same language selected across sample sets and pages. */
  label: string;
  /** Grammar that highlights it. */
  lang: HighlightLanguage;
  /** Writes the sample for one request (a snippetz client). */
  generate: (request: SampleRequest) => string;
}

const table: SampleLanguage[] = [
  { id: 'curl', label: 'cURL', lang: 'shellscript', generate: (r) => shellCurl.generate(r) },
  { id: 'javascript', label: 'JavaScript', lang: 'javascript', generate: (r) => jsFetch.generate(r) },
  { id: 'node', label: 'Node.js', lang: 'javascript', generate: (r) => nodeFetch.generate(r) },
  { id: 'python', label: 'Python', lang: 'python', generate: (r) => pythonRequests.generate(r) },
  { id: 'go', label: 'Go', lang: 'go', generate: (r) => goNative.generate(r) },
  { id: 'java', label: 'Java', lang: 'java', generate: (r) => javaNethttp.generate(r) },
  { id: 'ruby', label: 'Ruby', lang: 'ruby', generate: (r) => rubyNative.generate(r) },
  { id: 'php', label: 'PHP', lang: 'php', generate: (r) => phpCurl.generate(r) },
  { id: 'csharp', label: 'C#', lang: 'csharp', generate: (r) => csharpHttpclient.generate(r) },
  { id: 'swift', label: 'Swift', lang: 'swift', generate: (r) => swiftNsurlsession.generate(r) },
  { id: 'kotlin', label: 'Kotlin', lang: 'kotlin', generate: (r) => kotlinOkhttp.generate(r) },
  { id: 'rust', label: 'Rust', lang: 'rust', generate: (r) => rustReqwest.generate(r) },
  { id: 'dart', label: 'Dart', lang: 'dart', generate: (r) => dartHttp.generate(r) },
  { id: 'powershell', label: 'PowerShell', lang: 'powershell', generate: (r) => powershellRestmethod.generate(r) },
  { id: 'http', label: 'HTTP', lang: 'http', generate: (r) => httpHttp11.generate(r) },
];

/** Other spellings people write in docs.json and in `x-codeSamples` (`lang: "JavaScript"`, `"c#"`). */
const aliases: Record<string, string> = {
  shell: 'curl',
  bash: 'curl',
  sh: 'curl',
  zsh: 'curl',
  shellscript: 'curl',
  console: 'curl',
  js: 'javascript',
  fetch: 'javascript',
  nodejs: 'node',
  'node.js': 'node',
  py: 'python',
  python3: 'python',
  requests: 'python',
  golang: 'go',
  rb: 'ruby',
  'c#': 'csharp',
  cs: 'csharp',
  dotnet: 'csharp',
  '.net': 'csharp',
  kt: 'kotlin',
  rs: 'rust',
  ps: 'powershell',
  ps1: 'powershell',
  pwsh: 'powershell',
  'http1.1': 'http',
  'http/1.1': 'http',
  raw: 'http',
};

const byId = new Map(table.map((language) => [language.id, language]));

/** The languages shown when docs.json sets none, in this order. */
export const defaultLanguages: readonly string[] = ['curl', 'javascript', 'python', 'go', 'java', 'ruby', 'php', 'csharp'];

/** Every name `findLanguage` knows (canonical ids), for a warning's hint. */
export const knownLanguages: readonly string[] = table.map((language) => language.id);

/** The language a name stands for (case-insensitive, aliases accepted), or undefined when unknown. */
export function findLanguage(name: string): SampleLanguage | undefined {
  const key = name.trim().toLowerCase();
  return byId.get(key) ?? byId.get(aliases[key] ?? '');
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
