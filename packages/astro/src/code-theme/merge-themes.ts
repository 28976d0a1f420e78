// One TextMate theme that carries two: request samples are tokenized once, and each token comes
// out with its color in the light theme (as its foreground) and in the dark theme (as its
// background, a channel the highlighter has but samples do not use). TextMate resolves foreground
// and background separately, each inherited from the enclosing scope when a rule leaves it unset,
// so a rule of the merged theme sets a channel only where that theme has a rule of its own.
import type { ThemeRegistrationResolved } from 'shiki/core';
import { Theme, type IRawTheme } from 'shiki/textmate';
import type { SampleTheme } from './sample-theme.ts';

/** A scope path as TextMate's `Theme.match` reads it. */
interface ScopePath {
  parent: ScopePath | null;
  scopeName: string;
}

/** Selectors of a theme rule: `"string, comment"` or `["string", "comment"]`. */
function selectorsOf(scope: string | string[] | undefined): string[] {
  if (scope === undefined) return [];
  return (Array.isArray(scope) ? scope : scope.split(',')).map((s) => s.trim()).filter(Boolean);
}

/** The scope path a selector describes: `meta.tag string` is `string` inside `meta.tag`. */
function pathOf(selector: string): ScopePath | null {
  let path: ScopePath | null = null;
  for (const segment of selector.split(/\s+/)) if (segment !== '>') path = { parent: path, scopeName: segment };
  return path;
}

/** The foreground a theme's own best rule for the innermost scope of `path` sets, if any. */
function ownForeground(theme: Theme, path: ScopePath | null): string | undefined {
  const style = theme.match(path as never);
  return style?.foregroundId ? theme.getColorMap()[style.foregroundId] : undefined;
}

/**
 * Request samples colored by `light` in the light theme and `dark` in the dark one (both already
 * normalized by Shiki): the merged theme, and the classes its colors give (`l0`..., `d0`...).
 */
export function mergeThemes(light: ThemeRegistrationResolved, dark: ThemeRegistrationResolved): SampleTheme {
  const lightTheme = Theme.createFromRawTheme(light as IRawTheme);
  const darkTheme = Theme.createFromRawTheme(dark as IRawTheme);
  const lightDefault = lightTheme.getColorMap()[lightTheme.getDefaults().foregroundId]!;
  const darkDefault = darkTheme.getColorMap()[darkTheme.getDefaults().foregroundId]!;
  const settings: IRawTheme['settings'] = [{ settings: { foreground: lightDefault, background: darkDefault } }];
  const seen = new Set<string>();
  for (const rule of [...light.settings, ...dark.settings]) {
    for (const selector of selectorsOf(rule.scope)) {
      if (seen.has(selector)) continue;
      seen.add(selector);
      const path = pathOf(selector);
      const foreground = ownForeground(lightTheme, path);
      const background = ownForeground(darkTheme, path);
      if (foreground || background) settings.push({ scope: selector, settings: { ...(foreground && { foreground }), ...(background && { background }) } });
    }
  }
  const classes = (colors: (string | undefined)[], prefix: string, plain: string) => {
    const table: Record<string, string> = {};
    for (const color of colors) if (color && color !== plain && !(color in table)) table[color] = `${prefix}${Object.keys(table).length}`;
    return table;
  };
  return {
    theme: { name: `quire-${light.name}-${dark.name}`, type: 'light', fg: lightDefault, bg: darkDefault, settings },
    light: classes(
      settings.map((s) => s.settings.foreground),
      'l',
      lightDefault,
    ),
    dark: classes(
      settings.map((s) => s.settings.background),
      'd',
      darkDefault,
    ),
  };
}

/** Request samples in one theme for both modes: its own colors, as classes `c0`.... */
export function singleTheme(theme: ThemeRegistrationResolved): SampleTheme {
  // Keys as TextMate's color map writes colors: upper case.
  const plain = theme.fg.toUpperCase();
  const table: Record<string, string> = {};
  for (const rule of theme.settings) {
    const color = rule.settings?.foreground?.toUpperCase();
    if (rule.scope !== undefined && color && color !== plain && !(color in table)) table[color] = `c${Object.keys(table).length}`;
  }
  // Only what tokenizing needs: a theme's editor colors are most of its size.
  return {
    theme: { name: theme.name, type: theme.type, fg: theme.fg, bg: theme.bg, settings: theme.settings, colorReplacements: theme.colorReplacements },
    light: table,
    dark: {},
  };
}
