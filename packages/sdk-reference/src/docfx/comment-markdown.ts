// DocFX writes a member's comments (summary, remarks, examples) as HTML made from the C# XML
// comments: paragraphs, inline code, code blocks, links, emphasis and `<xref>` to other types. The
// reference pages render Markdown, so the HTML is read as a tree (hast) and written back as
// Markdown; an element without a Markdown form leaves its text.
import type { Element, ElementContent, Nodes } from 'hast';
import { fromHtml } from 'hast-util-from-html';

/** An `<xref>`'s target (its uid, query cut) as Markdown: a link to its page, or code when it has none. */
export type XrefMarkdown = (uid: string) => string;

/** DocFX's comment HTML as Markdown: `<xref>` through `xref`, `<pre><code>` as fences (C# unless the class names another language). */
export function commentMarkdown(html: string, xref: XrefMarkdown): string {
  const tree = fromHtml(html, { fragment: true });
  return blocks(tree.children, xref)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function blocks(nodes: readonly (ElementContent | Nodes)[], xref: XrefMarkdown): string {
  return nodes.map((node) => markdownOf(node, xref)).join('');
}

function markdownOf(node: ElementContent | Nodes, xref: XrefMarkdown): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return 'children' in node ? blocks(node.children, xref) : '';
  const inner = () => blocks(node.children, xref);
  switch (node.tagName) {
    case 'pre': {
      const code = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code') ?? node;
      const language =
        classNames(code)
          .find((name) => name.startsWith('lang-'))
          ?.slice('lang-'.length) ?? 'csharp';
      return `\n\n\`\`\`${language}\n${textOf(code).replace(/\n$/, '')}\n\`\`\`\n\n`;
    }
    case 'code':
      return codeSpan(textOf(node));
    case 'xref': {
      const href = String(node.properties.href ?? '');
      return xref(decodeURIComponent(href).replace(/\?.*$/, ''));
    }
    case 'p':
      return `\n\n${inner()}\n\n`;
    case 'br':
      return '\n';
    case 'a': {
      const href = node.properties.href;
      return typeof href === 'string' ? `[${inner()}](${href})` : inner();
    }
    case 'b':
    case 'strong':
      return `**${inner()}**`;
    case 'i':
    case 'em':
      return `*${inner()}*`;
    case 'ul':
    case 'ol':
      return `\n\n${node.children
        .filter((child): child is Element => child.type === 'element' && child.tagName === 'li')
        .map((item, i) => `${node.tagName === 'ol' ? `${i + 1}.` : '-'} ${blocks(item.children, xref).trim()}`)
        .join('\n')}\n\n`;
    default:
      return inner();
  }
}

function textOf(node: ElementContent | Nodes): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

function classNames(node: Element): string[] {
  const names = node.properties.className;
  return Array.isArray(names) ? names.map(String) : [];
}

/** Inline code that may itself hold backticks: fenced by one more backtick than its longest run. */
function codeSpan(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return text.startsWith('`') || text.endsWith('`') ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
}
