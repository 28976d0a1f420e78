// The classes of JSON highlighted in the site's code colors: highlight-json.ts splits JSON into
// these kinds (for the island's response body and the build's response examples), and the site's
// code theme stylesheet colors each kind as the theme colors that part of a response example
// (@quire/astro's code-theme/json-token-css.ts, through the highlight-json entry). Small: the
// island carries it.

/** Each kind of JSON token -> its class. */
export const jsonTokenClasses = {
  key: 'j-key',
  keyQuote: 'j-key-quote',
  string: 'j-string',
  stringQuote: 'j-string-quote',
  escape: 'j-escape',
  number: 'j-number',
  literal: 'j-literal',
  brace: 'j-brace',
  bracket: 'j-bracket',
  colon: 'j-colon',
  comma: 'j-comma',
  arrayComma: 'j-array-comma',
} as const;

export type JsonTokenKind = keyof typeof jsonTokenClasses;
