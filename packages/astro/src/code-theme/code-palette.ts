// Quire's own code colors, used when docs.json `styling.codeblocks` names no Shiki theme
// ("system", "dark"): one light and one dark palette after GitHub's themes, tuned for contrast on
// the code block backgrounds. Guide blocks and request samples read them through the same CSS
// variables (`--q-tk`...), so both switch with the reader's theme without a second highlighting.

/** Token classes of build-time highlighting, and the variable each one reads its color from. */
export const tokenClasses = ['tk', 'ts', 'tu', 'tc', 'tf', 'tp', 'tm', 'ti', 'td', 'tg'] as const;
export type TokenClass = (typeof tokenClasses)[number];

/** Colors of one mode: code background, plain text, and each token class. */
export type CodePalette = { bg: string; fg: string } & Record<TokenClass, string>;

export const lightPalette: CodePalette = {
  bg: '#f3f4f6',
  fg: '#16181d',
  tk: '#cf222e', // keywords
  ts: '#0a3069', // quoted strings
  tu: '#116329', // other strings: shell arguments, unquoted values
  tc: '#0550ae', // numbers, constants, properties
  tf: '#8250df', // functions, types, commands
  tp: '#953800', // parameters
  tm: '#59636e', // comments
  ti: '#116329', // inserted
  td: '#82071e', // deleted
  tg: '#953800', // changed
};

export const darkPalette: CodePalette = {
  bg: '#1b1f27',
  fg: '#e8eaef',
  tk: '#ff7b72',
  ts: '#a5d6ff',
  tu: '#7ee787',
  tc: '#79c0ff',
  tf: '#d2a8ff',
  tp: '#ffa657',
  tm: '#8b949e',
  ti: '#aff5b4',
  td: '#ffdcd7',
  tg: '#ffdfb6',
};

/**
 * The token names of Shiki's CSS-variables theme (`--x-token-keyword`) -> Quire's token class.
 * Plain text and punctuation have no class: they take the block's text color.
 */
export const classOfToken: Record<string, TokenClass> = {
  'token-keyword': 'tk',
  'token-string-expression': 'ts',
  'token-string': 'tu',
  'token-link': 'ts',
  'token-constant': 'tc',
  'token-function': 'tf',
  'token-parameter': 'tp',
  'token-comment': 'tm',
  'token-inserted': 'ti',
  'token-deleted': 'td',
  'token-changed': 'tg',
};
