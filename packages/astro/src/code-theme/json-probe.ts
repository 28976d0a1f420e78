// A small JSON text with one token of each kind the JSON scanner (@quire/playground/highlight-json)
// tells apart, and where each starts: tokenized with a theme, it says how the theme colors each kind.
import type { JsonTokenKind } from '@quire/playground/highlight-json';

export const jsonProbe = '{"key": "a\\nb", "n": -1, "t": true, "list": [1, 2]}';

/** Where in the probe a token of each kind starts. */
export const jsonProbePositions: Record<JsonTokenKind, number> = {
  brace: 0,
  keyQuote: 1,
  key: 2,
  colon: jsonProbe.indexOf(':'),
  stringQuote: jsonProbe.indexOf('"a'),
  string: jsonProbe.indexOf('a\\'),
  escape: jsonProbe.indexOf('\\'),
  comma: jsonProbe.indexOf(','),
  number: jsonProbe.indexOf('-1'),
  literal: jsonProbe.indexOf('true'),
  bracket: jsonProbe.indexOf('['),
  arrayComma: jsonProbe.indexOf(', 2'),
};
