import { escapeHtml } from '../data/escape-html.ts';

/**
 * The inline Markdown that props such as a Frame caption, the banner and the 404 text allow
 * (`**bold**`, `*italic*`, `~~struck~~`, `` `code` ``, `[link](url)`), as HTML. Everything else
 * is escaped, and links keep only http(s), mailto, relative and anchor URLs.
 */
export function inlineMarkdown(text: string): string {
  const codes: string[] = [];
  let html = escapeHtml(text.replaceAll('\u0000', '')).replace(/`([^`]+)`/g, (_, code: string) => `\u0000${codes.push(`<code>${code}</code>`) - 1}\u0000`);
  html = html
    .replace(/\[([^\]]+)\]\(([^)\s\u0000]+)\)/g, (whole, label: string, url: string) => (safeUrl(url) ? `<a href="${url}">${label}</a>` : whole))
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*([^*]+)\*/g, '$1<em>$2</em>')
    .replace(/~~([^~]+)~~/g, '<del>$1</del>');
  return html.replace(/\u0000(\d+)\u0000/g, (_, i: string) => codes[Number(i)]!);
}

/**
 * http(s), mailto, or a URL without a scheme. It must start with a plain character: browsers
 * drop leading control characters, so "\x01javascript:" would run as javascript:.
 */
function safeUrl(url: string): boolean {
  return /^(https?|mailto):/i.test(url) || (/^[\w/#?.~%-]/.test(url) && !/^[a-z][\w+.-]*:/i.test(url));
}
