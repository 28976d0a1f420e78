// Descriptions in the spec are Markdown, but the islands show them as plain text (never as HTML:
// the spec is untrusted). This keeps what reads well as text: code spans become code, and the
// marks of emphasis and links are dropped, leaving their words.

export interface InlineSegment {
  text: string;
  code: boolean;
}

/** "The pet's id, from `GET /pets`." -> text, code `GET /pets`, text. */
export function inlineSegments(markdown: string): InlineSegment[] {
  return markdown
    .split(/(`[^`\n]+`)/)
    .filter(Boolean)
    .map((part) =>
      part.length > 2 && part.startsWith('`') && part.endsWith('`')
        ? { text: part.slice(1, -1), code: true }
        : {
            text: part
              .replace(/\[([^\]\n]+)\]\([^)\s]+\)/g, '$1')
              .replace(/(\*\*|__)(.+?)\1/g, '$2')
              .replace(/(^|\W)[*_](\S(?:.*?\S)?)[*_](?=\W|$)/g, '$1$2'),
            code: false,
          },
    );
}
