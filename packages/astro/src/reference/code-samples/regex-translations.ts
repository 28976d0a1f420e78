// Shiki's JavaScript engine translates each TextMate pattern from Oniguruma's syntax to a
// JavaScript RegExp (oniguruma-to-es) when a grammar rule is first used: on GitHub's samples
// about 0.4 s of the highlighting worker's CPU in every build and at every dev start, for the
// same few thousand patterns each time; on the demo's 43 pages, highlighted on the main thread,
// half a second of each build. The translations are kept in the user cache and the regexes
// rebuilt from them, exactly as the translator builds its own.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultJavaScriptRegexConstructor } from 'shiki/engine/javascript';
import { EmulatedRegExp } from 'oniguruma-to-es';
import { markUsed, userCacheDir } from '@quire/site/user-cache-dir';

/** A pattern's translation: the RegExp's source and flags, the emulation's options, or that it failed. */
type Translation = { source: string; flags: string; options?: EmulatedRegExp['rawOptions'] } | { failed: true };

/**
 * Translations depend on the translator's version and on the JavaScript engine: Shiki's
 * `target: 'auto'` uses the regex syntax this V8 supports. Each pair has its own file.
 */
export function translationsFile(cacheDir: string): string {
  const translator = join(dirname(fileURLToPath(import.meta.resolve('oniguruma-to-es'))), '../../package.json');
  const { version } = JSON.parse(readFileSync(translator, 'utf8')) as { version: string };
  return join(cacheDir, `regex-translations-${version}-v8-${process.versions.v8}.json`);
}

export interface RegexTranslations {
  /** Shiki's `regexConstructor`: the RegExp Shiki's default constructor makes, from the file when it holds the pattern. */
  regex(pattern: string): RegExp;
  /** How many patterns were translated here rather than read (tests read it). */
  translated(): number;
  /** Writes what this process translated, merged with what others wrote meanwhile; nothing when it translated nothing new. */
  save(): void;
}

/**
 * The translations kept in the user cache, marked used for its trimming (which deletes the files
 * used least recently); undefined where they cannot be read (an install whose translator cannot
 * be found), and Shiki translates every pattern, as before.
 */
export function keptTranslations(): RegexTranslations | undefined {
  try {
    const file = translationsFile(userCacheDir('highlight'));
    const translations = regexTranslations(file);
    void markUsed(file);
    return translations;
  } catch {
    return undefined;
  }
}

export function regexTranslations(file: string): RegexTranslations {
  const known = readTranslations(file);
  const added = new Map<string, Translation>();
  return {
    regex(pattern) {
      const kept = known.get(pattern);
      if (kept) return rebuilt(kept);
      let translation: Translation;
      let regex: RegExp | undefined;
      let error: unknown;
      try {
        regex = defaultJavaScriptRegexConstructor(pattern, { target: 'auto' });
        // `rawOptions` is the emulation's own serialization of itself (oniguruma-to-es).
        translation = { source: regex.source, flags: regex.flags, ...(regex instanceof EmulatedRegExp ? { options: regex.rawOptions } : {}) };
      } catch (caught) {
        error = caught;
        translation = { failed: true };
      }
      known.set(pattern, translation);
      added.set(pattern, translation);
      if (!regex) throw error;
      return regex;
    },
    translated: () => added.size,
    save() {
      if (!added.size) return;
      // Another process (a build beside `quire dev`) may have written since this one read.
      const merged = readTranslations(file);
      for (const [pattern, translation] of added) merged.set(pattern, translation);
      added.clear();
      // Written aside and renamed: a reader never sees half a file. A folder that cannot be
      // written only means translating again next time.
      const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
      try {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(partial, JSON.stringify(Object.fromEntries(merged)));
        renameSync(partial, file);
      } catch {
        // Nothing kept: the next run translates these patterns again.
      }
    },
  };
}

/** The regex Shiki's default constructor (oniguruma-to-es `toRegExp`) makes from this translation. */
function rebuilt(translation: Translation): RegExp {
  if ('failed' in translation) throw new Error('This Oniguruma pattern has no JavaScript translation');
  return translation.options
    ? new EmulatedRegExp(translation.source, translation.flags, translation.options)
    : new RegExp(translation.source, translation.flags);
}

function readTranslations(file: string): Map<string, Translation> {
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Translation>;
    // A file of another shape (written by hand, or torn) is not trusted: everything is translated again.
    if (saved && typeof saved === 'object' && !Array.isArray(saved)) return new Map(Object.entries(saved).filter(([, t]) => isTranslation(t)));
  } catch {
    // No file yet, or an unreadable one.
  }
  return new Map();
}

function isTranslation(value: unknown): value is Translation {
  if (!value || typeof value !== 'object') return false;
  const t = value as Record<string, unknown>;
  return t.failed === true || (typeof t.source === 'string' && typeof t.flags === 'string' && (t.options === undefined || typeof t.options === 'object'));
}
