import { escapeHtml } from '../data/escape-html.ts';

/**
 * The inline Markdown that props such as a Frame caption allow (`**bold**`, `*italic*`,
 * `~~struck~~`, `` `code` ``, `[link](url)`), as HTML. Everything else is escaped, and links
 * keep only http(s), relative and anchor URLs.
 */
export function inlineMarkdown(text: string): string {
  const codes: string[] = [];
  let html = escapeHtml(text).replace(/`([^`]+)`/g, (_, code: string) => `\u0000${codes.push(`<code>${code}</code>`) - 1}\u0000`);
  html = html
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, label: string, url: string) => (/^(https?:|\/|#|\.)/.test(url) || !/^[a-z][\w+.-]*:/i.test(url) ? `<a href="${url}">${label}</a>` : whole))
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*([^*]+)\*/g, '$1<em>$2</em>')
    .replace(/~~([^~]+)~~/g, '<del>$1</del>');
  return html.replace(/\u0000(\d+)\u0000/g, (_, i: string) => codes[Number(i)]!);
}
