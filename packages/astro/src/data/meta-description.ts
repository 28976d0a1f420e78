import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: true });
const LIMIT = 160;

/**
 * A spec's Markdown description as a page's meta description: its plain text, cut after the last
 * whole sentence (else word) that fits in 160 characters, about what search results and link
 * previews show. GitHub's operations describe themselves in pages of Markdown (alerts, links,
 * notes), and the whole text went into three meta tags of each page, up to a fifth of its HTML.
 */
export function metaDescription(text: string): string {
  const plain = plainText(text);
  if (plain.length <= LIMIT) return plain;
  const head = plain.slice(0, LIMIT);
  const sentence = /^.*[.!?](?=\s)/s.exec(head)?.[0];
  if (sentence && sentence.length >= LIMIT / 3) return sentence;
  return `${head.slice(0, head.lastIndexOf(' ') > 0 ? head.lastIndexOf(' ') : LIMIT - 1).replace(/[\s,;:]+$/, '')}…`;
}

/** The words of Markdown: text and inline code, no markup, GitHub's `[!NOTE]` alert markers gone. */
function plainText(text: string): string {
  const words: string[] = [];
  for (const block of markdown.parse(text, {})) {
    if (block.type !== 'inline') continue;
    for (const token of block.children ?? []) {
      if (token.type === 'text' || token.type === 'code_inline') words.push(token.content);
      else if (token.type === 'softbreak' || token.type === 'hardbreak') words.push(' ');
    }
    words.push(' ');
  }
  return words
    .join('')
    .replace(/\[!(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
