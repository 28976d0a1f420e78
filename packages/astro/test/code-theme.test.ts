import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { toText } from 'hast-util-to-text';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { after, describe, it } from 'node:test';
import type { CodeBlocksConfig } from '@quire/config';
import { lightPalette } from '../src/code-theme/code-palette.ts';
import { codeThemeChoice, resolveCodeTheme, type CodeTheme } from '../src/code-theme/resolve-code-theme.ts';
import { jsonRuns } from '@quire/playground/highlight-json';
import { escapeCode, highlight, useSampleTheme } from '../src/reference/code-samples/highlight.ts';

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

/** Quire's palette rules (`.q-code q-tk`...), which read the variables a code theme's stylesheet sets. */
const paletteCss = readFileSync(fileURLToPath(new URL('../src/styles/code-tokens.css', import.meta.url)), 'utf8');

/** The rules of a stylesheet that set a color and nothing else: `[selector, color]`, in order. */
function colorRules(css: string): [string, string][] {
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{\s*color:\s*([^;}]+?);?\s*\}/g);
  return [...rules].map(([, selector, color]) => [selector!.trim(), color!.trim()]);
}

/**
 * The color of each visible character of `body` in one mode, as a browser would paint it: a
 * response example highlighted at build time and the playground's runs, in a page of that mode
 * with the site's code stylesheet and Quire's palette rules (the last rule that matches wins).
 */
async function colorsBothWays(code: CodeTheme, mode: 'light' | 'dark'): Promise<{ example: string[]; island: string[] }> {
  useSampleTheme(code.samples);
  const runs = jsonRuns(body);
  const island = runs.flatMap((text, i) => (i % 2 ? [`<span class="${runs[i - 1]}">${escapeCode(text)}</span>`] : [])).join('');
  const page = fromHtml(
    `<html data-theme="${mode}"><body><pre class="q-code"><code>${await highlight(body, 'json')}</code></pre><pre class="q-code"><code>${island}</code></pre></body></html>`,
  );
  const colorOf = new Map<unknown, string>();
  for (const [selector, color] of colorRules(paletteCss + code.css)) for (const element of selectAll(selector, page)) colorOf.set(element, color);
  const [example, playground] = selectAll('code', page).map((block) =>
    block.children.flatMap((child) => {
      const color = child.type === 'element' ? (colorOf.get(child) ?? 'plain') : 'plain';
      return [...toText(child)].filter((char) => char.trim()).map(() => color);
    }),
  );
  return { example: example!, island: playground! };
}

describe("styling.codeblocks colors the playground's JSON as the response examples", () => {
  it('styling.codeblocks: "system" (Quire\'s palette): each kind reads the variable of the token class an example gives it', async () => {
    const code = await resolveCodeTheme('system');
    assert.match(code.css, /^\.q-code \.j-key\{color:var\(--q-tk\)\}$/m);
    const { example, island } = await colorsBothWays(code, 'light');
    assert.deepEqual(island, example);
    assert.ok(new Set(example).size >= 3, 'the example has colors');
  });

  it("the JSON colors are the same on a machine too busy to tokenize a line within Shiki's default 500 ms", async (t) => {
    const steady = (await resolveCodeTheme('system')).css;
    // Each reading of the clock a second after the last: a time limit on tokenizing would stop at its first look.
    let now = Date.now();
    t.mock.method(Date, 'now', () => (now += 1000));
    const busy = (await resolveCodeTheme('system')).css;
    t.mock.restoreAll();
    assert.equal(busy, steady);
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
    assert.match(code.css, /^:root:not\(\[data-theme=dark\]\) \.q-code :is\(q-l\d+,\.l\d+\)\{color:var\(--q-tk\)\}$/m);
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
