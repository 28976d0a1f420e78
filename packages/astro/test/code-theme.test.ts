import { strict as assert } from 'node:assert';
import { after, describe, it } from 'node:test';
import type { CodeBlocksConfig } from '@quire/config';
import { lightPalette } from '../src/code-theme/code-palette.ts';
import { codeThemeChoice, resolveCodeTheme, type CodeTheme } from '../src/code-theme/resolve-code-theme.ts';
import { jsonRuns } from '@quire/playground/highlight-json';
import { highlight, useSampleTheme } from '../src/reference/code-samples/highlight.ts';

after(() => useSampleTheme(undefined));

const body = JSON.stringify(
  { id: 'ord_1', note: 'a "quoted"\nline\u00e9', total: -12.5e2, paid: false, refunded: null, items: [{ sku: 'x', qty: 2 }, 3, true], empty: {}, list: [] },
  null,
  2,
);

/** [class, text] pairs of runs. */
const pairs = (runs: string[]) => runs.flatMap((_, i) => (i % 2 ? [] : [[runs[i], runs[i + 1]]]));

describe('the playground colors JSON responses', () => {
  it('splits JSON into keys, strings, escapes, numbers, literals and punctuation, keeping every character', () => {
    const runs = jsonRuns(body);
    assert.equal(runs.filter((_, i) => i % 2).join(''), body);
    const kinds = pairs(jsonRuns('{"a\\"b": "c\\nd", "n": [1, -2.5e3, true, null], "o": {}}')).filter(([, text]) => text!.trim());
    assert.deepEqual(kinds, [
      ['j-brace', '{'],
      ['j-key-quote', '"'],
      ['j-key', 'a'],
      ['j-escape', '\\"'],
      ['j-key', 'b'],
      ['j-key-quote', '"'],
      ['j-colon', ':'],
      ['j-string-quote', '"'],
      ['j-string', 'c'],
      ['j-escape', '\\n'],
      ['j-string', 'd'],
      ['j-string-quote', '"'],
      ['j-comma', ','],
      ['j-key-quote', '"'],
      ['j-key', 'n'],
      ['j-key-quote', '"'],
      ['j-colon', ':'],
      ['j-bracket', '['],
      ['j-number', '1'],
      ['j-array-comma', ','],
      ['j-number', '-2.5e3'],
      ['j-array-comma', ','],
      ['j-literal', 'true'],
      ['j-array-comma', ','],
      ['j-literal', 'null'],
      ['j-bracket', ']'],
      ['j-comma', ','],
      ['j-key-quote', '"'],
      ['j-key', 'o'],
      ['j-key-quote', '"'],
      ['j-colon', ':'],
      ['j-brace', '{'],
      ['j-brace', '}'],
      ['j-brace', '}'],
    ]);
  });

  it('a comma after a nested array or object belongs to the container around it', () => {
    const commas = pairs(jsonRuns('[{"a": [1, 2]}, {"b": 3}]'))
      .filter(([, text]) => text === ',')
      .map(([cls]) => cls);
    assert.deepEqual(commas, ['j-array-comma', 'j-array-comma']);
    const inObject = pairs(jsonRuns('{"a": [1], "b": 2}'))
      .filter(([, text]) => text === ',')
      .map(([cls]) => cls);
    assert.deepEqual(inObject, ['j-comma']);
  });
});

/** The color of each class a code theme's stylesheet colors in code blocks (samples' and JSON's), in one mode. */
function classRules(css: string, mode: 'light' | 'dark'): Map<string, string> {
  const rules = new Map<string, string>();
  for (const [, scope = '', cls, color] of css.matchAll(/^(:root[^ \n]* )?\.q-code \.([a-z][\w-]*)\{color:([^}]+)\}$/gm)) {
    if (!scope || scope.startsWith(mode === 'dark' ? ':root[data-theme=dark]' : ':root:not(')) rules.set(cls!, color!);
  }
  return rules;
}

/**
 * The color of each visible character of `body` in one mode: as a response example is highlighted
 * at build time (a class per token), and as the playground's runs and the stylesheet color it.
 */
async function colorsBothWays(code: CodeTheme, mode: 'light' | 'dark'): Promise<{ example: string[]; island: string[] }> {
  useSampleTheme(code.samples);
  const rules = classRules(code.css, mode);
  // Quire's palette classes (tk, ts...) read variables of the same name (styles/code-tokens.css).
  const colorOfClass = (cls: string) => rules.get(cls) ?? (code.samples || !cls ? undefined : `var(--q-${cls})`);
  const example: string[] = [];
  for (const m of (await highlight(body, 'json')).matchAll(/<span class="([^"]*)">([\s\S]*?)<\/span>|([^<]+)/g)) {
    const color = (m[1] ?? '').split(' ').map(colorOfClass).find(Boolean) ?? 'plain';
    const text = (m[2] ?? m[3] ?? '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    for (const char of text) if (char.trim()) example.push(color);
  }
  const runs = jsonRuns(body);
  const island: string[] = [];
  for (let i = 0; i < runs.length; i += 2) for (const char of runs[i + 1]!) if (char.trim()) island.push(rules.get(runs[i]!) ?? 'plain');
  return { example, island };
}

describe("styling.codeblocks colors the playground's JSON as the response examples", () => {
  it('styling.codeblocks: "system" (Quire\'s palette): each kind reads the variable of the token class an example gives it', async () => {
    const code = await resolveCodeTheme('system');
    assert.match(code.css, /^\.q-code \.j-key\{color:var\(--q-tk\)\}$/m);
    const { example, island } = await colorsBothWays(code, 'light');
    assert.deepEqual(island, example);
    assert.ok(new Set(example).size >= 3, 'the example has colors');
  });

  it('styling.codeblocks: "dark" and "css-variables" use the same palette rules, which follow the variables', async () => {
    for (const setting of ['dark', { theme: 'css-variables' }] as CodeBlocksConfig[]) {
      const { css } = await resolveCodeTheme(setting);
      assert.match(css, /^\.q-code \.j-string\{color:var\(--q-ts\)\}$/m);
    }
  });

  const settings = [
    { theme: { light: 'github-light', dark: 'dracula' } },
    'nord',
    { theme: { light: 'css-variables', dark: 'dracula' } },
    { theme: { light: 'github-light', dark: 'css-variables' } },
  ];
  for (const setting of settings as CodeBlocksConfig[]) {
    it(`styling.codeblocks: ${JSON.stringify(setting)}: in each mode, every character has the color of the same character in an example`, async () => {
      const code = await resolveCodeTheme(setting);
      for (const mode of ['light', 'dark'] as const) {
        const { example, island } = await colorsBothWays(code, mode);
        assert.deepEqual(
          island.map((c) => c.toLowerCase()),
          example.map((c) => c.toLowerCase()),
          mode,
        );
        assert.ok(new Set(example).size >= 3, `${mode}: the example has colors`);
      }
    });
  }
});

describe('styling.codeblocks: "css-variables" for one mode beside a Shiki theme for the other', () => {
  it("styling.codeblocks: that mode reads the docs' --shiki-* variables (Quire's palette as fallback), the other mode is the named theme, in guides and samples alike", async () => {
    assert.deepEqual(codeThemeChoice({ theme: { light: 'css-variables', dark: 'dracula' } }), { light: 'css-variables', dark: 'dracula' });
    const code = await resolveCodeTheme({ theme: { light: 'css-variables', dark: 'dracula' } });
    const themes = code.shiki.themes!;
    assert.equal(typeof themes.light === 'object' && themes.light.name, 'quire', 'guide blocks: the palette theme, whose colors are variables');
    assert.equal(themes.dark, 'dracula');
    assert.equal(code.shiki.defaultColor, false);
    assert.ok(
      code.css.includes(
        `:root{--q-code-bg:var(--shiki-background,${lightPalette.bg});--q-code-fg:var(--shiki-foreground,${lightPalette.fg});--q-tk:var(--shiki-token-keyword,${lightPalette.tk});`,
      ),
    );
    assert.match(code.css, /^:root\[data-theme=dark\]\{--q-code-bg:#282A36;--q-code-fg:#F8F8F2\}$/im);
    // Request samples: the light classes read the palette's variables, never Shiki's placeholder colors.
    assert.match(code.css, /^:root:not\(\[data-theme=dark\]\) \.q-code \.l\d+\{color:var\(--q-tk\)\}$/m);
    assert.doesNotMatch(code.css, /color:#0000/);
  });
});

describe('styling.codeblocks: what is drawn on code follows the code', () => {
  it("styling.codeblocks: when code may differ from the page, copy buttons, borders and tab labels take the code's colors", async () => {
    for (const setting of ['dark', 'dracula', { theme: { light: 'github-light', dark: 'github-dark' } }, { theme: 'css-variables' }] as CodeBlocksConfig[]) {
      const { css } = await resolveCodeTheme(setting);
      assert.match(
        css,
        /^pre,\.q-copy-frame,\.q-tabset-code\{--fg:var\(--q-code-fg\);.*--bg-soft:color-mix\(in srgb,var\(--q-code-fg\) \d+%,var\(--q-code-bg\)\)\}$/m,
        JSON.stringify(setting),
      );
    }
    // "system": light code in the light page and dark in the dark one, drawn with the page's own colors.
    assert.doesNotMatch((await resolveCodeTheme('system')).css, /--bg-soft/);
  });
});
