// How build-time highlighting (request samples, response examples) turns tokens into classes.
// Kept apart from Shiki's loading so that pages import only this small description.
import { createCssVariablesTheme, type ThemeRegistration } from 'shiki/core';
import { classOfToken } from './code-palette.ts';

/**
 * A TextMate theme to tokenize request samples with, and the class each of its colors gives a
 * token. With one theme per color mode, the two are merged into one (merge-themes.ts): a token's
 * foreground is its color in the light theme and its background its color in the dark theme, so
 * one tokenization yields both.
 */
export interface SampleTheme {
  /** The theme, as Shiki registers it; plain JSON. */
  theme: ThemeRegistration & { name: string };
  /** Class of a token by its foreground color; colors without one take the block's text color. */
  light: Record<string, string>;
  /** Class of a token by its background color (its color in the dark theme); empty with one theme for both modes. */
  dark: Record<string, string>;
}

const paletteThemeName = 'quire-tokens';

/** Quire's own palette (code-palette.ts): Shiki's CSS-variables theme, its variables read as classes. */
export function paletteSampleTheme(): SampleTheme {
  const theme = createCssVariablesTheme({ name: paletteThemeName, variablePrefix: '--q-', fontStyle: false });
  const light = Object.fromEntries(Object.entries(classOfToken).map(([token, cls]) => [`var(--q-${token})`, cls]));
  return { theme: theme as SampleTheme['theme'], light, dark: {} };
}

/** The class of a color in a table: keys are written as the theme wrote them, or upper-cased (TextMate's color map). */
export function classOfColor(table: Record<string, string>, color: string | undefined): string {
  if (!color) return '';
  return table[color] ?? table[color.toUpperCase()] ?? '';
}
