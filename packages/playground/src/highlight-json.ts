// `@quire/playground/highlight-json`: JSON in the site's code colors, as runs of token classes.
// The island shows a response body only as it pretty-prints it (JSON.stringify of what parsed), so
// well-formed JSON is the only input: a scan of a few hundred bytes splits it into token kinds,
// and the site's code theme stylesheet colors each kind as the theme colors it in a response
// example (@quire/astro's code-theme/json-token-css.ts). A highlighter with a grammar would weigh
// more than the rest of the island. No DOM here: the build highlights the reference's JSON
// examples with the same runs (reference/code-samples/highlight.ts), the island turns them into
// nodes (http/response-view.ts).
import { jsonTokenClasses as classes } from './json-token-classes.ts';

export { jsonTokenClasses, type JsonTokenKind } from './json-token-classes.ts';

/** Text in runs: `[class, text, class, text, ...]`, `''` for text without a color (whitespace). */
export type JsonRuns = string[];

/** Beyond this many characters the body stays plain: thousands of spans for a large body cost more than colors give. */
export const maxHighlightedLength = 200_000;

const token = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null|[{}[\],:]/g;
const escapeSequence = /\\(?:u[0-9a-fA-F]{4}|.)/g;

/** JSON text as runs of token classes. */
export function jsonRuns(text: string): JsonRuns {
  const runs: JsonRuns = [];
  const push = (cls: string, part: string) => part && runs.push(cls, part);
  // Open brackets, innermost last: a comma is an array's or an object's.
  const open: string[] = [];
  let last = 0;
  for (const match of text.matchAll(token)) {
    const [part] = match;
    push('', text.slice(last, match.index));
    last = match.index + part.length;
    const first = part[0]!;
    if (first === '"') {
      const key = /^\s*:/.test(text.slice(last, last + 16));
      pushString(push, part, key);
    } else if (first === '{' || first === '[') {
      open.push(first);
      push(first === '{' ? classes.brace : classes.bracket, part);
    } else if (first === '}' || first === ']') {
      open.pop();
      push(first === '}' ? classes.brace : classes.bracket, part);
    } else if (first === ':') push(classes.colon, part);
    else if (first === ',') push(open.at(-1) === '[' ? classes.arrayComma : classes.comma, part);
    else if (first === 't' || first === 'f' || first === 'n') push(classes.literal, part);
    else push(classes.number, part);
  }
  push('', text.slice(last));
  return runs;
}

/** A string with its quotes and escapes apart: themes often color them differently. */
function pushString(push: (cls: string, part: string) => void, string: string, key: boolean): void {
  const [quote, body] = key ? [classes.keyQuote, classes.key] : [classes.stringQuote, classes.string];
  const inner = string.slice(1, -1);
  push(quote, '"');
  let last = 0;
  for (const match of inner.matchAll(escapeSequence)) {
    push(body, inner.slice(last, match.index));
    push(classes.escape, match[0]);
    last = match.index + match[0].length;
  }
  push(body, inner.slice(last));
  push(quote, '"');
}
