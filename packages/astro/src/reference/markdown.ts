import { LRUCache } from 'lru-cache';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { trusted, type Html } from './html.ts';

// Specs write CommonMark with some inline HTML (`<br>`, `<code>`, tables). markdown-it refuses
// javascript:, vbscript:, file: and data: links itself; sanitize-html then keeps only harmless
// tags and attributes of whatever HTML the text carried.
const markdown = new MarkdownIt({ html: true, linkify: false, typographer: false });

const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'ins',
    'mark',
    'sub',
    'sup',
    'small',
    'kbd',
    'abbr',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'details',
    'summary',
    'img',
    'span',
    'div',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'], th: ['align'], td: ['align'], ol: ['start'], '*': [] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Headings in a description must not compete with the page's own outline.
  transformTags: { h1: 'h4', h2: 'h4', h3: 'h5', a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'nofollow noopener' } }) },
  allowedClasses: {},
  disallowedTagsMode: 'escape',
};

// Large specs repeat the same descriptions (shared parameters, common schemas) on many pages:
// GitHub's 2,192 pages render 28,000 descriptions, 4,700 of them distinct, and 3,400 response
// summary lines, 300 distinct. The most recent 20,000 are kept, a few megabytes; when 2,000 were
// kept (and cleared once full) they were rendered 7,800 times.
const cacheEntries = 20_000;

function cachedRender(cache: LRUCache<string, string>, text: string, render: (text: string) => string): Html {
  let out = cache.get(text);
  if (out === undefined) cache.set(text, (out = sanitizeHtml(render(text), allowed)));
  return trusted(out);
}

const blocks = new LRUCache<string, string>({ max: cacheEntries });
const lines = new LRUCache<string, string>({ max: cacheEntries });

/** A spec description as safe HTML: Markdown rendered, scripts, event handlers and unsafe URLs gone. */
export function renderMarkdown(text: string): Html {
  return cachedRender(blocks, text, (md) => markdown.render(md));
}

/** One line of Markdown (a response's summary line) without a paragraph around it. */
export function renderInlineMarkdown(text: string): Html {
  return cachedRender(lines, text, (md) => markdown.renderInline(md));
}
