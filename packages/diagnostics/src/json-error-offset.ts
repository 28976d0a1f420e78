import { getLocation, visit } from 'jsonc-parser';

/**
 * Where `text` stops being valid JSON: the offset of the first error jsonc-parser finds, with
 * comments and trailing commas refused as JSON refuses them (the length of the text when it ends
 * too early), or undefined when the text is valid.
 *
 * JSON.parse knows this offset but leaves it out of some of its messages ("Unexpected token '}',
 * ... is not valid JSON"), so a parser that reports positions finds it again. Inside a bad string
 * or number jsonc-parser names the token's start, but JSON.parse gives its own position there.
 */
export function jsonErrorOffset(text: string): number | undefined {
  let first: number | undefined;
  visit(
    text,
    {
      onError: (_error, offset, length) => {
        first ??= offset + (getLocation(text, offset).isAtPropertyKey ? 0 : literalPrefix(text.slice(offset, offset + length)));
      },
    },
    { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
  );
  return first;
}

/**
 * jsonc-parser places an error at the start of its token; for a misspelt `true`, `false` or
 * `null` where a value goes (`tru}`), JSON.parse names the first character that breaks the word, and so do we.
 */
function literalPrefix(token: string): number {
  for (const word of ['true', 'false', 'null']) {
    let n = 0;
    while (n < word.length && token[n] === word[n]) n++;
    if (n > 0) return n;
  }
  return 0;
}
