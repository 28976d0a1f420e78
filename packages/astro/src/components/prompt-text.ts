import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toText } from 'hast-util-to-text';
import { visit } from 'unist-util-visit';

/**
 * The plain text of rendered prompt HTML: what "Copy prompt" and "Open in Cursor" hand over.
 * The browser's `innerText` rules (blocks on their own lines, `<pre>` kept as written), with
 * list items marked `- ` as a reader would type them.
 */
export function promptText(html: string): string {
  const tree: Root = fromHtml(html, { fragment: true });
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'li') node.children.unshift({ type: 'text', value: '- ' });
  });
  return toText(tree)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
