// How code is tokenized for highlighting, the same on every build. Shiki stops a line after 500 ms
// by default and leaves the rest plain: on a busy machine a grammar's first line (PHP's compiles
// HTML, CSS and JavaScript too) passed that, so a page came out plain in one build and highlighted
// in the next, and an incremental build differed from a clean one. Only a line's length bounds the
// work instead: some grammars take time quadratic in a long run of word characters (4,700 characters
// of base64 took 8 s in JavaScript), and lines that long are embedded data, left plain.
import type { ShikiTransformer } from 'shiki';

export const maxLineLength = 1_000;
/** No time limit (vscode-textmate reads 0 as none). */
export const timeLimit = 0;

/** For Markdown fences, highlighted by Astro's Shiki: its options, set before the code is tokenized. */
export function steadyTokenizing(): ShikiTransformer {
  return {
    name: 'quire:steady-tokenizing',
    preprocess(_code, options) {
      options.tokenizeTimeLimit = timeLimit;
      options.tokenizeMaxLineLength = maxLineLength;
    },
  };
}
