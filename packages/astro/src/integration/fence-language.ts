// The language of a code fence, read as the hosted platform reads it. Docs written for it spell
// languages in any case (```SQL, ```JavaScript), use names Shiki has no grammar for (```env,
// ```curl), and write options straight after the language (```python{1,3-5}). Read as they are,
// each became a language Shiki does not know: a console warning and plain text, its line
// highlights lost. The fence is normalized once, before highlighting: the language lowercased and
// looked up among Shiki's languages and aliases, the options moved to the meta string where the
// code-fence transformers read them, an unknown language plain text without a word.
import { isSatteriProcessor, satteri, type SatteriProcessorOptions } from '@astrojs/markdown-satteri';
import type { AstroConfig } from 'astro';
import { type BundledLanguage, bundledLanguages, bundledLanguagesInfo, type LanguageRegistration } from 'shiki';
import { diagramLanguages } from './mermaid-fences.ts';

type MdastPlugin = NonNullable<SatteriProcessorOptions['mdastPlugins']>[number];
type MarkdownProcessor = AstroConfig['markdown']['processor'];

/**
 * Fence languages of docs written for the hosted platform that Shiki has no grammar for, read as
 * the nearest one it has. Unaliased, each such block printed a warning (216 in one build of
 * crewAI's docs) and showed as plain text anyway.
 */
export const fenceLanguageAliases: Record<string, string> = {
  env: 'dotenv',
  curl: 'shellscript',
  gradle: 'groovy',
  'gradle-kotlin': 'kotlin',
  output: 'plaintext',
  stdout: 'plaintext',
  terminal: 'shellsession',
};

/** Every name Shiki knows a grammar by (ids and aliases, lowercase), and the names it reads as plain text. */
const shikiNames = new Set([...bundledLanguagesInfo.flatMap((lang) => [lang.id, ...(lang.aliases ?? [])]), 'plaintext', 'plain', 'text', 'txt', 'ansi']);

/** Languages other plugins take before Shiki (diagrams; `math`, which Astro leaves alone): kept, in lowercase. */
const takenByOthers = new Set([...diagramLanguages, 'math']);

/** A fence's language and meta string as Shiki should get them. */
export interface FenceInfo {
  lang: string;
  meta: string | undefined;
}

/**
 * The language Shiki highlights a fence in, and the meta string its options are read from.
 * `python{1,3-5}` is Python with lines 1, 3, 4 and 5 highlighted; `JavaScript` is `javascript`;
 * a first word that is an option (`title="x.sh"`) leaves the fence without a language; a
 * language no grammar is known for is `plaintext`.
 */
export function fenceInfo(lang: string | null | undefined, meta: string | null | undefined): FenceInfo {
  const written = lang?.trim() ?? '';
  // What follows the language without a space is an option: `python{1,3-5}`, `js{2}`.
  const brace = written.indexOf('{');
  const name = brace >= 0 ? written.slice(0, brace) : written;
  const options = [brace >= 0 ? written.slice(brace) : '', meta?.trim() ?? ''].filter(Boolean).join(' ');
  // `title="a b"` as the first word: the fence has options and no language.
  if (name.includes('=')) return { lang: 'plaintext', meta: [written, meta?.trim() ?? ''].filter(Boolean).join(' ') };
  return { lang: knownLanguage(name), meta: options || undefined };
}

/** A language name as Shiki knows it (any case, its aliases and ours), or `plaintext`. */
export function knownLanguage(name: string): string {
  const lower = name.toLowerCase();
  const aliased = fenceLanguageAliases[lower] ?? lower;
  return shikiNames.has(aliased) || takenByOthers.has(aliased) ? aliased : 'plaintext';
}

/**
 * The grammars a build loads before its first page: those of every fence language the docs write
 * (fence-names.ts), as Shiki names them; not diagrams, not plain text. A Markdown or MDX fence's
 * nested code is highlighted only in languages already loaded (Shiki loads those embedded
 * grammars lazily), so with each grammar loaded when a page first needed it, such a fence came
 * out one way or the other by the order the pages were compiled in.
 */
export async function fenceGrammars(fenceNames: Iterable<string>): Promise<LanguageRegistration[]> {
  const grammars = grammarNames(fenceNames).map((name) => bundledLanguages[name as BundledLanguage]);
  return (await Promise.all(grammars.map(async (load) => (await load()).default))).flat();
}

/** The names of those grammars, each once (`JSON` and `json` are one): what a page's highlighting depends on. */
export function grammarNames(fenceNames: Iterable<string>): string[] {
  const ids = [...fenceNames].map((name) => knownLanguage(name)).filter((name) => !takenByOthers.has(name));
  const names = new Set(ids.map((name) => grammarIds.get(name)).filter((id) => id !== undefined));
  return [...names].sort();
}

/** Each name of a grammar (`sh`, `bash`, `shellscript`) to its id. */
const grammarIds = new Map(bundledLanguagesInfo.flatMap((lang) => [lang.id, ...(lang.aliases ?? [])].map((name) => [name, lang.id] as const)));

/** Normalizes every code fence of a page before it is highlighted (Sätteri's mdast phase comes first). */
const fenceLanguagePlugin: MdastPlugin = {
  name: 'quire:fence-language',
  code(node, ctx) {
    if (!node.lang) return;
    const { lang, meta } = fenceInfo(node.lang, node.meta);
    if (lang !== node.lang) ctx.setProperty(node, 'lang', lang);
    if (meta !== (node.meta ?? undefined)) ctx.setProperty(node, 'meta', meta ?? null);
  },
};

/** The project's Markdown processor with fences normalized (a new one; another processor than Sätteri is kept as it is). */
export function withFenceLanguages(processor: MarkdownProcessor): MarkdownProcessor {
  if (!isSatteriProcessor(processor)) return processor;
  return satteri({ ...processor.options, mdastPlugins: [fenceLanguagePlugin, ...processor.options.mdastPlugins] });
}
