/**
 * A file's text as every reader should see it: without the UTF-8 byte order mark (U+FEFF) that
 * some Windows editors write first. JSON.parse rejects it and it hides a leading `---`; removed
 * where text is read, line and column numbers count from the first real character.
 */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
