// The classes of JSON highlighted in the browser (the playground's response body): the island
// splits JSON into these kinds, and the site's code theme stylesheet colors each kind as the
// theme colors that part of a response example (json-token-css.ts). Shared by both, and small:
// the island imports it.

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
