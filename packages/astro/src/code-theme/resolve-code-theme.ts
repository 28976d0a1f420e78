// docs.json `styling.codeblocks` -> how every code block of the site is colored: guide blocks and
// code groups (Astro's Shiki, configured here), request samples and response examples (Quire's
// cached highlighter, given a SampleTheme), and one stylesheet for both. Light and dark colors are
// both in the page; the reader's theme toggle (`data-theme` on <html>) picks through CSS, so
// switching modes never highlights again.
import { cssVariablesTheme, type CodeBlocksConfig, type CodeThemeName } from '@quire/config';
import { createCssVariablesTheme, normalizeTheme, type ThemeRegistration, type ThemeRegistrationResolved } from 'shiki/core';
import { bundledThemes } from 'shiki/themes';
import { classOfToken, darkPalette, lightPalette, tokenClasses, type CodePalette } from './code-palette.ts';
import { mergeThemes, singleTheme } from './merge-themes.ts';
import type { SampleTheme } from './sample-theme.ts';

/** What `styling.codeblocks` asks for: Quire's palette in some mode, or Shiki themes by name. */
export type CodeThemeChoice =
  | { palette: 'system' | 'dark' | 'css-variables' }
  | { light: CodeThemeName; dark: CodeThemeName };

/** The setting as a choice; "css-variables" for either mode makes both read the docs' variables. */
export function codeThemeChoice(codeblocks: CodeBlocksConfig): CodeThemeChoice {
  const theme = typeof codeblocks === 'string' ? codeblocks : (codeblocks.theme ?? 'system');
  if (theme === 'system' || theme === 'dark') return { palette: theme };
  if (typeof theme === 'string') return theme === cssVariablesTheme ? { palette: 'css-variables' } : { light: theme, dark: theme };
  if (theme.light === cssVariablesTheme || theme.dark === cssVariablesTheme) return { palette: 'css-variables' };
  return { light: theme.light as CodeThemeName, dark: theme.dark as CodeThemeName };
}

/** The parts of Astro's `markdown.shikiConfig` that choose colors. */
export interface ShikiColors {
  theme?: ThemeRegistration | CodeThemeName;
  themes?: { light: CodeThemeName; dark: CodeThemeName };
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
  if ('palette' in choice) return { shiki: { theme: paletteShikiTheme() }, css: paletteCss(choice.palette) };
  const [light, dark] = await Promise.all([loadTheme(choice.light), loadTheme(choice.dark)]);
  const same = choice.light === choice.dark;
  const samples = same ? singleTheme(light) : mergeThemes(light, dark);
  const shiki: ShikiColors = same ? { theme: choice.light } : { themes: { light: choice.light, dark: choice.dark }, defaultColor: false };
  return { shiki, samples, css: shikiCss(light, dark, samples, same) };
}

async function loadTheme(name: CodeThemeName): Promise<ThemeRegistrationResolved> {
  return normalizeTheme((await bundledThemes[name]()).default);
}

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
  [`--q-code-bg:${read ? `var(${read('background')},${palette.bg})` : palette.bg}`, `--q-code-fg:${read ? `var(${read('foreground')},${palette.fg})` : palette.fg}`]
    .concat(tokenClasses.map((cls) => {
      const token = Object.keys(classOfToken).find((t) => classOfToken[t] === cls)!;
      return `--q-${cls}:${read ? `var(${read(token)},${palette[cls]})` : palette[cls]}`;
    }))
    .join(';');

/**
 * Code blocks colored by a palette whose mode may differ from the page's (always dark, or the
 * docs' own colors): a code group's tab labels and border follow the code, not the page.
 */
const codeChrome =
  '.q-tabset-code{--fg:var(--q-code-fg);--fg-muted:color-mix(in srgb,var(--q-code-fg) 72%,var(--q-code-bg));--border:color-mix(in srgb,var(--q-code-fg) 16%,var(--q-code-bg))}';

function paletteCss(mode: 'system' | 'dark' | 'css-variables'): string {
  if (mode === 'dark') return `:root{${paletteVariables(darkPalette)}}\n${codeChrome}\n`;
  // Shiki's own variable names, which docs written for the hosted platform define for this theme.
  const shiki = mode === 'css-variables' ? (name: string) => `--shiki-${name}` : undefined;
  const css = `:root{${paletteVariables(lightPalette, shiki)}}\n:root[data-theme=dark]{${paletteVariables(darkPalette, shiki)}}\n`;
  return mode === 'css-variables' ? css + codeChrome + '\n' : css;
}

function shikiCss(light: ThemeRegistrationResolved, dark: ThemeRegistrationResolved, samples: SampleTheme, same: boolean): string {
  const lines: string[] = [];
  lines.push(`:root{--q-code-bg:${light.bg};--q-code-fg:${light.fg}}`);
  if (!same) lines.push(`:root[data-theme=dark]{--q-code-bg:${dark.bg};--q-code-fg:${dark.fg}}`);
  // Request samples: one class per color (light ones apply in the light theme only).
  const lightScope = same ? '' : ':root:not([data-theme=dark]) ';
  for (const [color, cls] of Object.entries(samples.light)) lines.push(`${lightScope}.q-code .${cls}{color:${color}}`);
  for (const [color, cls] of Object.entries(samples.dark)) lines.push(`:root[data-theme=dark] .q-code .${cls}{color:${color}}`);
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

