// Build-time highlighting of request samples. A large API has thousands of samples that share
// most of their lines (the same imports, headers and boilerplate in every operation), so each
// line is tokenized once per grammar state and reused: GitHub's 1,223 operations in 8 languages
// are 103k lines of which 15k are distinct. Colors are CSS classes (the site's code theme
// stylesheet gives them a light and a dark value) rather than inline styles, which keeps the HTML
// small and themable.
import { maxLineLength, timeLimit } from '../../code-theme/steady-tokenizing.ts';
import { LRUCache } from 'lru-cache';
import { createHighlighterCore, type Grammar, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { classOfColor, paletteSampleTheme, type SampleTheme } from '../../code-theme/sample-theme.ts';
import { tokenTags } from '../../code-theme/token-markup.ts';
import { jsonRuns, jsonTokenClasses, maxHighlightedLength, type JsonTokenKind } from '@quire/playground/highlight-json';
import { jsonProbe, jsonProbePositions } from '../../code-theme/json-probe.ts';
import { grammars, type HighlightLanguage } from './grammars.ts';
import { sampleLanguages } from './languages.ts';
import { keptTranslations, type RegexTranslations } from './regex-translations.ts';

/** Other names of the grammars: a sample language's id and aliases name its grammar (languages.ts), and `ts` TypeScript. */
const grammarAliases: Record<string, HighlightLanguage> = {
  ts: 'typescript',
  ...Object.fromEntries(sampleLanguages.flatMap((language) => [language.id, ...language.aliases].map((name) => [name, language.lang]))),
};

/** The grammar for a language name (case-insensitive, common aliases), or undefined: shown as plain text. */
export function grammarFor(name: string): HighlightLanguage | undefined {
  const key = name.trim().toLowerCase();
  return Object.hasOwn(grammars, key) ? (key as HighlightLanguage) : grammarAliases[key];
}

// How tokens become classes: Quire's palette by default (classes `tk`, `ts`... whose colors
// code-theme/code-palette.ts gives in both modes), or the docs.json `styling.codeblocks` themes.
// Plain text and punctuation get no class and so no element: most of a sample's bytes are left bare.
let sampleTheme: SampleTheme = paletteSampleTheme();
const paletteTheme = sampleTheme;

/** What tokenizing a line needs: the grammar and the class of each color index of the theme. */
interface Tokenizer {
  grammar: Grammar;
  /** Class of each color index as a token's foreground. */
  classes: string[];
  /** Class of each color index as a token's background (its dark-theme color); undefined with one theme. */
  darkClasses?: string[];
  /** Classes by `foreground index * 256 + background index`, joined once. */
  pairs: Map<number, string>;
}
/** A grammar's state between two lines (vscode-textmate's StateStack). */
type LineState = ReturnType<Grammar['tokenizeLine2']>['ruleStack'];

let highlighter: Promise<HighlighterCore> | undefined;
/**
 * The grammars' patterns as earlier runs translated them (regex-translations.ts), read when the
 * first grammar loads, on whichever thread highlights: the worker of a large site, or the pages'
 * own thread, where a build of the demo's 43 pages translated them all again each time.
 */
let translations: RegexTranslations | undefined | null = null;
const loading = new Map<HighlightLanguage, Promise<Tokenizer>>();
const loaded = new Map<HighlightLanguage, Tokenizer>();

/**
 * Colors request samples with the site's code theme (from its data: `site.codeSamples`), or
 * Quire's palette when it has none. Call before highlighting; a different theme starts over.
 */
export function useSampleTheme(theme: SampleTheme | undefined): void {
  const next = theme ?? paletteTheme;
  if (next === sampleTheme || JSON.stringify(next) === JSON.stringify(sampleTheme)) return;
  sampleTheme = next;
  highlighter = undefined;
  loading.clear();
  loaded.clear();
  caches.clear();
  examples.clear();
  jsonClasses = undefined;
}

/** Keeps the patterns this thread translated for the next run: at once, since a build's process or the worker ends without notice. */
export function keepTranslations(): void {
  translations?.save();
}

// One highlighter per process, grammars loaded on first use: creating them and compiling their
// patterns is the expensive part.
function load(lang: HighlightLanguage): Promise<Tokenizer> {
  const { theme, light, dark } = sampleTheme;
  if (translations === null) translations = keptTranslations();
  // Only how the RegExps are made changes (rebuilt from their kept translation), not what they are.
  const regexConstructor = translations?.regex;
  highlighter ??= createHighlighterCore({
    themes: [theme],
    langs: [],
    engine: createJavaScriptRegexEngine({ forgiving: true, ...(regexConstructor ? { regexConstructor } : {}) }),
  });
  let pending = loading.get(lang);
  if (!pending) {
    pending = (async (): Promise<Tokenizer> => {
      const hl = await highlighter!;
      await hl.loadLanguage((await grammars[lang]()).default);
      // Shiki stands CSS variables in for placeholder colors (`#00000001`) and maps them back.
      // The highlighter holds this one theme, so token colors never change after this call.
      const { theme: resolved, colorMap } = hl.setTheme(theme.name);
      const original = (color: string | undefined) => (color ? (resolved.colorReplacements?.[color.toLowerCase()] ?? color) : undefined);
      const tokenizer: Tokenizer = {
        grammar: hl.getLanguage(lang),
        classes: colorMap.map((color) => classOfColor(light, original(color))),
        ...(Object.keys(dark).length ? { darkClasses: colorMap.map((color) => classOfColor(dark, original(color))) } : {}),
        pairs: new Map(),
      };
      loaded.set(lang, tokenizer);
      return tokenizer;
    })();
    loading.set(lang, pending);
  }
  return pending;
}

/** The class attribute of a token from its metadata: foreground (and, with two themes, background) color. */
function classOfToken(tok: Tokenizer, metadata: number): string {
  const foreground = (metadata & 0x00ff8000) >>> 15;
  if (!tok.darkClasses) return tok.classes[foreground] ?? '';
  const background = (metadata & 0xff000000) >>> 24;
  const key = foreground * 256 + background;
  let cls = tok.pairs.get(key);
  if (cls === undefined) {
    cls = [tok.classes[foreground], tok.darkClasses[background]].filter(Boolean).join(' ');
    tok.pairs.set(key, cls);
  }
  return cls;
}

/**
 * Loads the grammars of these languages (names as `highlight` takes them; unknown ones are
 * ignored) so that `highlightSync` colors them. Default: every grammar this module has.
 */
export async function loadGrammars(languages: readonly string[] = Object.keys(grammars)): Promise<void> {
  const langs = new Set(languages.flatMap((name) => grammarFor(name) ?? []));
  await Promise.all([...langs].map(load));
}

/** One line as class/text pairs, text already escaped: `[cls, html, cls, html, ...]`, `''` for plain text. */
type Runs = string[];

interface LanguageCache {
  /** `stateId + '\n' + line` -> the line's runs and the id of the state after it. */
  lines: Map<string, CachedLine>;
  /** Grammar state by id; id 0 (null) is the start of a document. */
  states: (LineState | null)[];
  /** Structural key of a state -> its id, so equal states share cache entries. */
  ids: Map<string, number>;
}

const caches = new Map<HighlightLanguage, LanguageCache>();
/** Beyond this many cached lines a grammar's cache starts over (a long `quire dev` session). */
const maxCachedLines = 100_000;

function cacheOf(lang: HighlightLanguage): LanguageCache {
  let cache = caches.get(lang);
  if (!cache || cache.lines.size > maxCachedLines) {
    cache = { lines: new Map(), states: [null], ids: new Map() };
    caches.set(lang, cache);
  }
  return cache;
}

interface Frame {
  parent?: Frame | null;
  ruleId?: number;
  endRule?: string | null;
  beginRuleCapturedEOL?: boolean;
  contentNameScopesList?: { toString(): string } | null;
}

/**
 * What decides how the next line tokenizes, as vscode-textmate's own `StateStack.equals` sees
 * it: each frame's rule and resolved end pattern (a heredoc's end word), plus the scope names.
 * Scope names alone are not enough: two rules can share names and end differently.
 */
function stateKey(state: LineState): string {
  const parts = [String((state as Frame).contentNameScopesList ?? '')];
  for (let frame: Frame | null | undefined = state as Frame; frame; frame = frame.parent) {
    parts.push(`${frame.ruleId}${frame.beginRuleCapturedEOL ? '!' : ''}${frame.endRule ?? ''}`);
  }
  return parts.join('\u0000');
}

/** Tokenizes one line after `state`, as Shiki's own tokenizer does (empty and overlong lines keep the state). */
function tokenizeLine(tok: Tokenizer, line: string, state: LineState | null): { runs: Runs; state: LineState | null } {
  if (line === '') return { runs: [], state };
  const plain = { runs: ['', escapeCode(line)], state };
  if (line.length >= maxLineLength) return plain;
  tokenized++;
  const { tokens, ruleStack } = tok.grammar.tokenizeLine2(line, state, timeLimit);
  const runs: Runs = [];
  const count = tokens.length / 2;
  for (let i = 0; i < count; i++) {
    const start = tokens[2 * i]!;
    const end = i + 1 < count ? tokens[2 * i + 2]! : line.length;
    if (start === end) continue;
    runs.push(classOfToken(tok, tokens[2 * i + 1]!), escapeCode(line.slice(start, end)));
  }
  return { runs, state: ruleStack };
}

let tokenized = 0;

/** How many lines a grammar has tokenized in this process: the work the line cache leaves (tests read it). */
export function linesTokenized(): number {
  return tokenized;
}

/** A line's runs and the id of the grammar state after it, as cached. */
interface CachedLine {
  runs: Runs;
  next: number;
  /** For a line with URLs swapped for `urlMarker`: whether each marker stayed inside one run. */
  markersWhole?: boolean;
}

function cachedLine(tok: Tokenizer, cache: LanguageCache, stateId: number, line: string): CachedLine {
  const key = `${stateId}\n${line}`;
  let hit = cache.lines.get(key);
  if (!hit) {
    const result = tokenizeLine(tok, line, cache.states[stateId] ?? null);
    let next = stateId;
    if (result.state !== cache.states[stateId]) {
      const structural = stateKey(result.state!);
      next = cache.ids.get(structural) ?? cache.states.length;
      if (next === cache.states.length) {
        cache.states.push(result.state);
        cache.ids.set(structural, next);
      }
    }
    hit = { runs: result.runs, next };
    cache.lines.set(key, hit);
  }
  return hit;
}

// Most distinct lines of a sample set are the ones naming the operation's URL (`curl '...'`,
// `fetch('...')`, `requests.get("...")`). A URL inside quotes is plain string text in every
// grammar here, as long as it holds no character a string may treat specially (`$`, `{`, `%`,
// `#`, `\`): such a line is tokenized with the URL swapped for a fixed one, so the URL lines of
// all operations share one cache entry per shape.
const quotedUrl = /(['"`])(https?:\/\/[\w.~:/?=&,+-]+)\1/g;
// Percent-escapes (`Example%20owner`: most of GitHub's URL lines) are plain string text too in
// the grammars whose strings have no printf placeholders; Python's and Go's color `%20o` as one.
const quotedEscapedUrl = /(['"`])(https?:\/\/(?:[\w.~:/?=&,+-]|%[\dA-Fa-f]{2})+)\1/g;
const percentIsPlainIn = new Set<HighlightLanguage>(['shellscript', 'javascript', 'typescript', 'java', 'ruby', 'php', 'csharp']);
const urlMarker = 'https://quire.test';

function countMarkers(text: string): number {
  let count = 0;
  for (let at = text.indexOf(urlMarker); at !== -1; at = text.indexOf(urlMarker, at + urlMarker.length)) count++;
  return count;
}

function lineRuns(tok: Tokenizer, cache: LanguageCache, stateId: number, line: string, urlPattern: RegExp): CachedLine {
  if (line.length < maxLineLength && line.includes('://') && !line.includes(urlMarker)) {
    const urls: string[] = [];
    const shape = line.replace(urlPattern, (_match, quote: string, url: string) => {
      urls.push(escapeCode(url));
      return quote + urlMarker + quote;
    });
    if (urls.length) {
      const hit = cachedLine(tok, cache, stateId, shape);
      hit.markersWhole ??= hit.runs.reduce((sum, text, i) => (i % 2 ? sum + countMarkers(text) : sum), 0) === urls.length;
      // A grammar that split the marker (a link pattern) would split the URL differently: tokenize it as it is.
      if (hit.markersWhole) {
        let u = 0;
        const runs = hit.runs.map((text, i) => (i % 2 && text.includes(urlMarker) ? text.replace(/https:\/\/quire\.test/g, () => urls[u++]!) : text));
        return { runs, next: hit.next };
      }
    }
  }
  return cachedLine(tok, cache, stateId, line);
}

function tokenizeLines(tok: Tokenizer, code: string, lang: HighlightLanguage): Runs[] {
  const cache = cacheOf(lang);
  const out: Runs[] = [];
  let stateId = 0;
  const urlPattern = percentIsPlainIn.has(lang) ? quotedEscapedUrl : quotedUrl;
  for (const line of code.split('\n')) {
    const hit = lineRuns(tok, cache, stateId, line, urlPattern);
    out.push(hit.runs);
    stateId = hit.next;
  }
  return out;
}

/** Code as HTML text: `&`, `<` and `>` escaped (quotes are harmless in element content and cost bytes). */
export function escapeCode(text: string): string {
  // Tested first: a replace with a function allocates even when nothing matches, and most runs
  // (GitHub's examples: about a million) have nothing to escape.
  return specialInCode.test(text) ? text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;')) : text;
}

const specialInCode = /[&<>]/;

/**
 * Lines of runs (escaped) as HTML: an element only around colored text (code-theme/token-markup.ts), adjacent runs of one class merged,
 * and whitespace (line breaks included) kept inside the open token rather than closing it.
 */
function runsToHtml(lines: Runs[]): string {
  let html = '';
  let open = '';
  let text = '';
  const flush = () => {
    if (text) {
      if (open) {
        const [start, end] = tokenTags(open);
        html += start + text + end;
      } else html += text;
    }
    text = '';
  };
  lines.forEach((runs, index) => {
    if (index > 0) text += '\n';
    for (let i = 0; i < runs.length; i += 2) {
      const cls = runs[i]!;
      const content = runs[i + 1]!;
      if (cls !== open && /\S/.test(content)) {
        flush();
        open = cls;
      }
      text += content;
    }
  });
  flush();
  return html;
}

function normalizeNewlines(code: string): string {
  return code.replace(/\r\n?/g, '\n');
}

/**
 * The highlighted HTML of `code` (the inside of a `<code>` element): tokens as `<q-tk>`
 * and the like, everything escaped. A language without a grammar comes back as escaped text.
 */
export async function highlight(code: string, language: string): Promise<string> {
  const lang = grammarFor(language);
  if (lang) await load(lang);
  return highlightSync(code, language);
}

/** `highlight` of each sample, in order. */
export function highlightEach(items: readonly { code: string; lang: string }[]): Promise<string[]> {
  return Promise.all(items.map(({ code, lang }) => highlight(code, lang)));
}

/**
 * `highlight` for callers that cannot wait: the same HTML once `loadGrammars` (or an earlier
 * `highlight`) has loaded the language's grammar, escaped plain text before.
 */
export function highlightSync(code: string, language: string): string {
  const lang = grammarFor(language);
  const text = normalizeNewlines(code);
  const json = lang === 'json' && isJson(text) ? jsonHtml(text) : undefined;
  if (json !== undefined) return json;
  const tokenizer = lang && loaded.get(lang);
  return tokenizer ? runsToHtml(tokenizeLines(tokenizer, text, lang)) : escapeCode(text);
}

/**
 * Highlighted examples by language and text: GitHub's endpoint pages show 3,400 examples, 870
 * distinct (error bodies, shared components). The most recent are kept, up to 4 million
 * characters of keys and HTML (about 8 MB): GitHub's endpoint pages fill 3.7 million.
 */
const examples = new LRUCache<string, string>({ maxSize: 4_000_000, sizeCalculation: (html, key) => key.length + html.length });

/**
 * `highlightSync` for the examples of endpoint pages, which repeat from page to page: each text is
 * highlighted once per theme. Its grammar must be loaded (`loadGrammars`), or the plain text it
 * gives before would stay.
 */
export function highlightExample(code: string, language: string): string {
  const key = `${language}\n${code}`;
  let html = examples.get(key);
  if (html === undefined) examples.set(key, (html = highlightSync(code, language)));
  return html;
}

/**
 * Well-formed JSON (every example Quire writes) is split by the playground's JSON scanner rather
 * than run through the TextMate grammar, many times faster: response and schema examples were a
 * quarter of the time GitHub's 2,192 pages took to render. Each kind of token gets the class the
 * grammar gives it (read once from a probe), so the HTML is the grammar's.
 */
function jsonHtml(text: string): string | undefined {
  const tok = loaded.get('json');
  if (!tok) return undefined;
  if (text.length > maxHighlightedLength) return escapeCode(text);
  const classes = (jsonClasses ??= jsonKindClasses(tok));
  const runs = jsonRuns(text);
  // The probe's escape is in a value; an escape in a key is colored as the key around it.
  let inKey = false;
  for (let i = 0; i < runs.length; i += 2) {
    const kind = runs[i]!;
    if (kind === jsonTokenClasses.keyQuote) inKey = !inKey;
    runs[i] = classes.get(inKey && kind === jsonTokenClasses.escape ? jsonTokenClasses.key : kind) ?? '';
    runs[i + 1] = escapeCode(runs[i + 1]!);
  }
  // As the grammar does, a line's indentation before plain punctuation is part of it, not of the
  // colored token before: `-1\n</q-tc>  ]`, not `-1\n  </q-tc>]`.
  for (let i = runs.length - 4; i >= 0; i -= 2) {
    const space = runs[i + 1]!;
    if (runs[i] !== '' || runs[i + 2] !== '' || /\S/.test(space)) continue;
    const lineStart = space.lastIndexOf('\n') + 1;
    runs[i + 1] = space.slice(0, lineStart);
    runs[i + 3] = space.slice(lineStart) + runs[i + 3]!;
  }
  return runsToHtml([runs]);
}

let jsonClasses: Map<string, string> | undefined;

/** The scanner's class of each kind -> the class the grammar gives that kind's token in the probe. */
function jsonKindClasses(tok: Tokenizer): Map<string, string> {
  const { runs } = tokenizeLine(tok, jsonProbe, null);
  const classAt = (offset: number) => {
    let at = 0;
    for (let i = 0; i < runs.length; i += 2) {
      at += unescapeCode(runs[i + 1]!).length;
      if (offset < at) return runs[i]!;
    }
    return '';
  };
  return new Map(Object.entries(jsonProbePositions).map(([kind, offset]) => [jsonTokenClasses[kind as JsonTokenKind], classAt(offset)]));
}

function unescapeCode(html: string): string {
  return html.replace(/&lt;|&gt;|&amp;/g, (entity) => (entity === '&lt;' ? '<' : entity === '&gt;' ? '>' : '&'));
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The same HTML through Shiki's own API, the whole code at once and without the line cache: the
 * reference `highlight` is checked against.
 */
export async function highlightUncached(code: string, language: string): Promise<string> {
  const lang = grammarFor(language);
  const text = normalizeNewlines(code);
  if (!lang) return escapeCode(text);
  await load(lang);
  const hl = await highlighter!;
  // Shiki's tokens carry the foreground only: with two themes, this checks the light classes.
  const lines = hl.codeToTokensBase(text, { lang, theme: sampleTheme.theme.name, tokenizeTimeLimit: timeLimit, tokenizeMaxLineLength: maxLineLength });
  return runsToHtml(lines.map((tokens) => tokens.flatMap((token) => [classOfColor(sampleTheme.light, token.color), escapeCode(token.content)])));
}
