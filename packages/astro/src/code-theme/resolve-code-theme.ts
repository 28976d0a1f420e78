// docs.json `styling.codeblocks` -> how every code block of the site is colored: guide blocks and
// code groups (Astro's Shiki, configured here), request samples and response examples (Quire's
// cached highlighter, given a SampleTheme), the playground's JSON responses (json-token-css.ts),
// and one stylesheet for all. Light and dark colors are both in the page; the reader's theme
// toggle (`data-theme` on <html>) picks through CSS, so switching modes never highlights again.
import { cssVariablesTheme, type CodeBlocksConfig, type CodeThemeName } from '@quire/config';
import { createCssVariablesTheme, normalizeTheme, type ThemeRegistration, type ThemeRegistrationResolved } from 'shiki/core';
import { bundledThemes } from 'shiki/themes';
import { classOfToken, darkPalette, lightPalette, tokenClasses, type CodePalette } from './code-palette.ts';
import { jsonTokenColors, jsonTokenRules } from './json-token-css.ts';
import { mergeThemes, singleTheme } from './merge-themes.ts';
import type { SampleTheme } from './sample-theme.ts';
import { tokenSelector } from './token-markup.ts';

/** A Shiki theme by name, or "css-variables": the docs' own `--shiki-*` variables. */
type ModeTheme = CodeThemeName | typeof cssVariablesTheme;

/** What `styling.codeblocks` asks for: Quire's palette in some mode, or a theme for each mode. */
export type CodeThemeChoice = { palette: 'system' | 'dark' | 'css-variables' } | { light: ModeTheme; dark: ModeTheme };

/** The setting as a choice; "css-variables" alone (or for both modes) is Quire's palette reading the docs' variables. */
export function codeThemeChoice(codeblocks: CodeBlocksConfig): CodeThemeChoice {
  const theme = typeof codeblocks === 'string' ? codeblocks : (codeblocks.theme ?? 'system');
  if (theme === 'system' || theme === 'dark') return { palette: theme };
  if (typeof theme === 'string') return theme === cssVariablesTheme ? { palette: 'css-variables' } : { light: theme, dark: theme };
  if (theme.light === cssVariablesTheme && theme.dark === cssVariablesTheme) return { palette: 'css-variables' };
  return { light: theme.light, dark: theme.dark };
}

/** The parts of Astro's `markdown.shikiConfig` that choose colors. */
export interface ShikiColors {
  theme?: ThemeRegistration | CodeThemeName;
  themes?: { light: ThemeRegistration | CodeThemeName; dark: ThemeRegistration | CodeThemeName };
  defaultColor?: false;
}

export interface CodeTheme {
  /** For Astro's `markdown.shikiConfig`: guide blocks and code groups. */
  shiki: ShikiColors;
  /** How request samples are colored; undefined for Quire's palette, the highlighter's default. */
  samples?: SampleTheme;
  /** The code colors of both modes, for every page. */
  css: string;
}

/** The code theme of a site, from its docs.json `styling.codeblocks`. */
export async function resolveCodeTheme(codeblocks: CodeBlocksConfig): Promise<CodeTheme> {
  const choice = codeThemeChoice(codeblocks);
  if ('palette' in choice) return { shiki: { theme: paletteShikiTheme() }, css: paletteCss(choice.palette) + (await paletteJsonCss()) };
  const [light, dark] = await Promise.all([loadTheme(choice.light), loadTheme(choice.dark)]);
  const same = choice.light === choice.dark;
  const samples = same ? singleTheme(light) : mergeThemes(light, dark);
  const guideTheme = (name: ModeTheme) => (name === cssVariablesTheme ? paletteShikiTheme() : name);
  const shiki: ShikiColors = same
    ? { theme: guideTheme(choice.light) }
    : { themes: { light: guideTheme(choice.light), dark: guideTheme(choice.dark) }, defaultColor: false };
  return { shiki, samples, css: shikiCss(choice, light, dark, samples) + (await shikiJsonCss(light, dark, same)) };
}

/**
 * A mode's theme, normalized by Shiki. "css-variables" (beside a named theme for the other mode)
 * is Quire's palette theme: its `var(--q-…)` colors stand as placeholders, which
 * `colorReplacements` maps back (cssColor).
 */
async function loadTheme(name: ModeTheme): Promise<ThemeRegistrationResolved> {
  return normalizeTheme(name === cssVariablesTheme ? paletteShikiTheme() : (await bundledThemes[name]()).default);
}

/** A color of a normalized theme as CSS: a placeholder back to the variable it stands for. */
const cssColor = (theme: ThemeRegistrationResolved, color: string) => theme.colorReplacements?.[color.toLowerCase()] ?? color;

/**
 * Guide blocks in Quire's palette: Shiki's CSS-variables theme with its variables renamed to the
 * ones request samples use (`--q-tk`...), so one stylesheet colors both.
 */
function paletteShikiTheme(): ThemeRegistration {
  const variable = /var\(--q-([a-z-]+)\)/g;
  const rename = (value: string) =>
    value.replace(variable, (_all, token: string) => {
      if (token === 'background') return 'var(--q-code-bg)';
      const cls = classOfToken[token];
      return cls ? `var(--q-${cls})` : 'var(--q-code-fg)';
    });
  const theme = createCssVariablesTheme({ name: 'quire', variablePrefix: '--q-', fontStyle: false });
  return JSON.parse(JSON.stringify(theme), (_key, value: unknown) => (typeof value === 'string' ? rename(value) : value)) as ThemeRegistration;
}

const paletteVariables = (palette: CodePalette, read?: (name: string) => string) =>
  [
    `--q-code-bg:${read ? `var(${read('background')},${palette.bg})` : palette.bg}`,
    `--q-code-fg:${read ? `var(${read('foreground')},${palette.fg})` : palette.fg}`,
  ]
    .concat(
      tokenClasses.map((cls) => {
        const token = Object.keys(classOfToken).find((t) => classOfToken[t] === cls)!;
        return `--q-${cls}:${read ? `var(${read(token)},${palette[cls]})` : palette[cls]}`;
      }),
    )
    .join(';');

/**
 * Code blocks colored by a palette whose mode may differ from the page's (always dark, or the
 * docs' own colors): what is drawn on the code follows the code, not the page: a code group's
 * tab labels, the borders, the copy button (scripts/copy-code.ts) of any block.
 */
const codeChrome =
  'pre,.q-copy-frame,.q-tabset-code{--fg:var(--q-code-fg);--fg-muted:color-mix(in srgb,var(--q-code-fg) 72%,var(--q-code-bg));--border:color-mix(in srgb,var(--q-code-fg) 16%,var(--q-code-bg));--bg-soft:color-mix(in srgb,var(--q-code-fg) 7%,var(--q-code-bg))}';

function paletteCss(mode: 'system' | 'dark' | 'css-variables'): string {
  if (mode === 'dark') return `:root{${paletteVariables(darkPalette)}}\n${codeChrome}\n`;
  // Shiki's own variable names, which docs written for the hosted platform define for this theme.
  const shiki = mode === 'css-variables' ? (name: string) => `--shiki-${name}` : undefined;
  const css = `:root{${paletteVariables(lightPalette, shiki)}}\n:root[data-theme=dark]{${paletteVariables(darkPalette, shiki)}}\n`;
  return mode === 'css-variables' ? `${css + codeChrome}\n` : css;
}

function shikiCss(
  choice: { light: ModeTheme; dark: ModeTheme },
  light: ThemeRegistrationResolved,
  dark: ThemeRegistrationResolved,
  samples: SampleTheme,
): string {
  const same = choice.light === choice.dark;
  // A mode in "css-variables" reads the docs' `--shiki-*` variables, with Quire's palette as fallback.
  const variables = (name: ModeTheme, theme: ThemeRegistrationResolved, palette: CodePalette) =>
    name === cssVariablesTheme ? paletteVariables(palette, (token) => `--shiki-${token}`) : `--q-code-bg:${theme.bg};--q-code-fg:${theme.fg}`;
  const lines: string[] = [];
  lines.push(`:root{${variables(choice.light, light, lightPalette)}}`);
  if (!same) lines.push(`:root[data-theme=dark]{${variables(choice.dark, dark, darkPalette)}}`);
  // Request samples: one class per color (light ones apply in the light theme only).
  const lightScope = same ? '' : ':root:not([data-theme=dark]) ';
  for (const [color, cls] of Object.entries(samples.light)) lines.push(`${lightScope}.q-code ${tokenSelector(cls)}{color:${cssColor(light, color)}}`);
  for (const [color, cls] of Object.entries(samples.dark)) lines.push(`:root[data-theme=dark] .q-code ${tokenSelector(cls)}{color:${cssColor(dark, color)}}`);
  if (!same) {
    // Guide blocks with both themes (`defaultColor: false`): each token carries both colors as variables.
    const mode = (m: 'light' | 'dark') =>
      `color:var(--shiki-${m});font-style:var(--shiki-${m}-font-style);font-weight:var(--shiki-${m}-font-weight);text-decoration:var(--shiki-${m}-text-decoration)`;
    lines.push(`.astro-code-themes span{${mode('light')}}`);
    lines.push(`:root[data-theme=dark] .astro-code-themes span{${mode('dark')}}`);
  }
  lines.push(codeChrome);
  return `${lines.join('\n')}\n`;
}

/** JSON in the browser in Quire's palette: each kind reads the variable of its token class, so it follows the mode. */
async function paletteJsonCss(): Promise<string> {
  const theme = paletteShikiTheme();
  return ruleBlock(jsonTokenRules((await jsonTokenColors([theme])).get(theme.name!) ?? {}));
}

/** JSON in the browser in Shiki themes: each mode's colors, applied in that mode only when the two differ. */
async function shikiJsonCss(light: ThemeRegistrationResolved, dark: ThemeRegistrationResolved, same: boolean): Promise<string> {
  const colors = await jsonTokenColors(same ? [light] : [light, dark]);
  if (same) return ruleBlock(jsonTokenRules(colors.get(light.name) ?? {}));
  return ruleBlock([
    ...jsonTokenRules(colors.get(light.name) ?? {}, ':root:not([data-theme=dark]) '),
    ...jsonTokenRules(colors.get(dark.name) ?? {}, ':root[data-theme=dark] '),
  ]);
}

const ruleBlock = (rules: string[]) => (rules.length ? `${rules.join('\n')}\n` : '');
