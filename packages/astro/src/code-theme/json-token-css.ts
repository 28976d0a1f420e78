// The colors of JSON highlighted in the browser (the playground's response body), taken from
// the code theme itself: a small JSON text with one token of each kind is tokenized as response
// examples are, and each kind gets the color the theme gives it there. The island then only
// needs to split JSON into those kinds (@quire/playground/highlight-json), not to carry a highlighter.
import { createHighlighterCore, type ThemeRegistrationAny } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
// Imported up front, not on demand: in an Astro project the integration is loaded by Vite's module
// runner for astro.config.ts, which is closed by the time the hooks run.
import json from 'shiki/langs/json.mjs';
import { jsonTokenClasses, type JsonTokenKind } from '@quire/playground/highlight-json';
import { jsonProbe as probe, jsonProbePositions as positions } from './json-probe.ts';
import { maxLineLength, timeLimit } from './steady-tokenizing.ts';

/** Color of each JSON token kind in these themes, by theme name; kinds in the theme's text color are left out. */
export async function jsonTokenColors(themes: ThemeRegistrationAny[]): Promise<Map<string, Partial<Record<JsonTokenKind, string>>>> {
  const highlighter = await createHighlighterCore({ themes, langs: [json], engine: createJavaScriptRegexEngine() });
  try {
    const colors = new Map<string, Partial<Record<JsonTokenKind, string>>>();
    for (const name of highlighter.getLoadedThemes()) {
      // Tokens come with a theme's placeholders mapped back to its CSS variables: so must its text color.
      const theme = highlighter.getTheme(name);
      const plain = (theme.colorReplacements?.[theme.fg.toLowerCase()] ?? theme.fg).toLowerCase();
      // Without Shiki's time limit (steady-tokenizing.ts): on a busy machine the probe's line came out
      // cut short, every kind after the first took one color, and the site's stylesheet changed.
      const [tokens = []] = highlighter.codeToTokensBase(probe, {
        lang: 'json',
        theme: name,
        tokenizeTimeLimit: timeLimit,
        tokenizeMaxLineLength: maxLineLength,
      });
      const kinds: Partial<Record<JsonTokenKind, string>> = {};
      for (const [kind, at] of Object.entries(positions) as [JsonTokenKind, number][]) {
        const color = tokens.find((token) => token.offset <= at && at < token.offset + token.content.length)?.color;
        if (color && color.toLowerCase() !== plain) kinds[kind] = color;
      }
      colors.set(name, kinds);
    }
    return colors;
  } finally {
    highlighter.dispose();
  }
}

/** CSS rules coloring the JSON token classes inside code blocks, under an optional selector (a color mode). */
export function jsonTokenRules(colors: Partial<Record<JsonTokenKind, string>>, scope = ''): string[] {
  return (Object.entries(colors) as [JsonTokenKind, string][]).map(([kind, color]) => `${scope}.q-code .${jsonTokenClasses[kind]}{color:${color}}`);
}
