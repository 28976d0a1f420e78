// The grammars' patterns are translated to JavaScript regexes once per machine and kept in the
// user cache (regex-translations.ts): a later run must color exactly as translating does, and
// translate nothing it has kept.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, test } from 'node:test';
import { createHighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { paletteSampleTheme } from '../src/code-theme/sample-theme.ts';
import { timeLimit } from '../src/code-theme/steady-tokenizing.ts';
import { grammars } from '../src/reference/code-samples/grammars.ts';
import { offThreadHighlighter } from '../src/reference/code-samples/highlight-off-thread.ts';
import { regexTranslations, translationsFile } from '../src/reference/code-samples/regex-translations.ts';
import { warmUpSamples } from '../src/reference/code-samples/warm-up-samples.ts';

const dir = mkdtempSync(join(tmpdir(), 'quire-regex-translations-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const theme = paletteSampleTheme().theme;
const samples = [
  ...warmUpSamples(['curl', 'javascript', 'typescript', 'python', 'go', 'java', 'ruby', 'php', 'csharp', 'swift', 'kotlin', 'rust', 'dart', 'powershell']),
  { lang: 'json', code: '{"name": "Ball \\u00e9", "sizes": [1, 2.5e3], "ok": true, "none": null}' },
  { lang: 'xml', code: '<?xml version="1.0"?>\n<pet id="7"><!-- a comment --><name>Rex &amp; co</name></pet>' },
  { lang: 'shellscript', code: 'cat <<\'EOF\'\n{"a": 1}\nEOF\necho "$HOME"' },
];

/** Every sample's tokens (text and color), highlighted with regexes made by `regexConstructor` (default: Shiki's own), without a time limit as the pages are. */
async function tokensOf(regexConstructor?: (pattern: string) => RegExp): Promise<string> {
  const engine = createJavaScriptRegexEngine({ forgiving: true, ...(regexConstructor ? { regexConstructor } : {}) });
  const langs = [...new Set(samples.map((s) => s.lang as keyof typeof grammars))];
  const hl = await createHighlighterCore({ themes: [theme], langs: await Promise.all(langs.map(async (lang) => (await grammars[lang]()).default)), engine });
  return JSON.stringify(
    samples.map(({ code, lang }) =>
      hl.codeToTokensBase(code, { lang, theme: theme.name, tokenizeTimeLimit: timeLimit }).map((line) => line.map((t) => [t.content, t.color])),
    ),
  );
}

describe('kept regex translations', () => {
  test('color every sample language as translating does, and a run that reads them translates nothing', async () => {
    const file = join(dir, 'direct', 'translations.json');
    const translated = await tokensOf();
    const first = regexTranslations(file);
    assert.equal(await tokensOf(first.regex), translated);
    assert.ok(first.translated() > 500, `the samples need many patterns (${first.translated()})`);
    first.save();
    const saved = Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, { options?: object; failed?: true }>);
    assert.ok(
      saved.some((t) => t.options),
      'some patterns need an emulated regex (hidden captures, lazy compiling), and their options are kept',
    );

    const second = regexTranslations(file);
    assert.equal(await tokensOf(second.regex), translated);
    assert.equal(second.translated(), 0);
  });

  test('a torn file is translated again, not trusted', () => {
    const file = join(dir, 'torn.json');
    const patterns = ['\\b(?:GET|POST)\\b', '(?<=\\.)\\w+', '(?>a+)b', '\\G\\s*'];
    const first = regexTranslations(file);
    const made = patterns.map((p) => String(first.regex(p)));
    first.save();
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.slice(0, text.length / 2));
    const torn = regexTranslations(file);
    assert.deepEqual(
      patterns.map((p) => String(torn.regex(p))),
      made,
    );
    assert.equal(torn.translated(), patterns.length);
  });

  test("the highlighting worker keeps its translations in the user's cache, named by the translator's and V8's versions", async () => {
    const cache = join(dir, 'user-cache');
    const before = process.env.XDG_CACHE_HOME;
    // A worker takes a copy of the environment as it starts.
    process.env.XDG_CACHE_HOME = cache;
    try {
      const highlightMany = offThreadHighlighter(fileURLToPath(new URL('../src/reference/code-samples/highlight-worker.ts', import.meta.url)));
      const [html] = await highlightMany([{ code: 'import requests\nrequests.get("https://api.test/pets")', lang: 'python' }], undefined);
      assert.match(html!, /requests/);
      const kept = join(cache, 'quire', 'highlight');
      assert.ok(existsSync(kept), 'the worker wrote its translations');
      assert.deepEqual(readdirSync(kept), [translationsFile(kept).slice(kept.length + 1)]);
      assert.ok(Object.keys(JSON.parse(readFileSync(translationsFile(kept), 'utf8'))).length > 50);
    } finally {
      if (before === undefined) delete process.env.XDG_CACHE_HOME;
      else process.env.XDG_CACHE_HOME = before;
    }
  });

  test("highlighted on the pages' own thread (a build of fewer pages than the worker is for), the samples' translations are kept too", async () => {
    const cache = join(dir, 'main-thread-cache');
    const before = process.env.XDG_CACHE_HOME;
    // Read as this thread's highlighter loads its first grammar: no test before this one highlights here.
    process.env.XDG_CACHE_HOME = cache;
    try {
      const highlightMany = offThreadHighlighter(undefined);
      const [html] = await highlightMany([{ code: 'curl https://api.test/pets -H "Accept: application/json"', lang: 'shellscript' }], undefined);
      assert.match(html!, /api\.test/);
      const kept = join(cache, 'quire', 'highlight');
      assert.ok(existsSync(translationsFile(kept)), 'the translations were written where the next build reads them');
      assert.ok(Object.keys(JSON.parse(readFileSync(translationsFile(kept), 'utf8'))).length > 10);
    } finally {
      if (before === undefined) delete process.env.XDG_CACHE_HOME;
      else process.env.XDG_CACHE_HOME = before;
    }
  });
});
