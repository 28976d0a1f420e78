/**
 * The Shiki themes `styling.codeblocks` may name, each with the color mode it is drawn for. The
 * same list as Shiki's `bundledThemesInfo` (a test in @quire/astro keeps them equal), written out
 * here so that the config package validates docs.json without loading Shiki.
 */
export const codeThemes = {
  andromeeda: 'dark',
  'aurora-x': 'dark',
  'ayu-dark': 'dark',
  'ayu-light': 'light',
  'ayu-mirage': 'dark',
  'catppuccin-frappe': 'dark',
  'catppuccin-latte': 'light',
  'catppuccin-macchiato': 'dark',
  'catppuccin-mocha': 'dark',
  'dark-plus': 'dark',
  dracula: 'dark',
  'dracula-soft': 'dark',
  'everforest-dark': 'dark',
  'everforest-light': 'light',
  'github-dark': 'dark',
  'github-dark-default': 'dark',
  'github-dark-dimmed': 'dark',
  'github-dark-high-contrast': 'dark',
  'github-light': 'light',
  'github-light-default': 'light',
  'github-light-high-contrast': 'light',
  'gruvbox-dark-hard': 'dark',
  'gruvbox-dark-medium': 'dark',
  'gruvbox-dark-soft': 'dark',
  'gruvbox-light-hard': 'light',
  'gruvbox-light-medium': 'light',
  'gruvbox-light-soft': 'light',
  horizon: 'dark',
  'horizon-bright': 'light',
  houston: 'dark',
  'kanagawa-dragon': 'dark',
  'kanagawa-lotus': 'light',
  'kanagawa-wave': 'dark',
  laserwave: 'dark',
  'light-plus': 'light',
  'material-theme': 'dark',
  'material-theme-darker': 'dark',
  'material-theme-lighter': 'light',
  'material-theme-ocean': 'dark',
  'material-theme-palenight': 'dark',
  'min-dark': 'dark',
  'min-light': 'light',
  monokai: 'dark',
  'night-owl': 'dark',
  'night-owl-light': 'light',
  nord: 'dark',
  'one-dark-pro': 'dark',
  'one-light': 'light',
  plastic: 'dark',
  poimandres: 'dark',
  red: 'dark',
  'rose-pine': 'dark',
  'rose-pine-dawn': 'light',
  'rose-pine-moon': 'dark',
  'slack-dark': 'dark',
  'slack-ochin': 'light',
  'snazzy-light': 'light',
  'solarized-dark': 'dark',
  'solarized-light': 'light',
  'synthwave-84': 'dark',
  'tokyo-night': 'dark',
  vesper: 'dark',
  'vitesse-black': 'dark',
  'vitesse-dark': 'dark',
  'vitesse-light': 'light',
} as const satisfies Record<string, 'light' | 'dark'>;

/** A Shiki theme name, such as "github-dark". */
export type CodeThemeName = keyof typeof codeThemes;

/**
 * Not a theme of its own: code colors come from `--shiki-*` CSS variables that the docs' own
 * stylesheet defines (`--shiki-foreground`, `--shiki-token-keyword`...), as with Shiki's theme of
 * that name.
 */
export const cssVariablesTheme = 'css-variables';

/** Every name `styling.codeblocks` accepts as a theme. */
export const codeThemeNames = [...(Object.keys(codeThemes) as CodeThemeName[]), cssVariablesTheme] as const;
