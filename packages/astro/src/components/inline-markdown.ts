import MarkdownIt from 'markdown-it';

// Only the inline syntax props allow, through markdown-it's parser: no raw HTML (it is text), no
// images, no bare-URL links; `\*` and entities mean what they mean in Markdown.
const markdown = safeMarkdown(new MarkdownIt('zero', { html: false, linkify: false, typographer: false }));

// The same inline syntax in paragraphs, lists and quotes, for a longer text such as the 404
// description: the block parser knows that a blank line inside a list item does not end it.
const blockMarkdown = safeMarkdown(new MarkdownIt('zero', { html: false, linkify: false, typographer: false }).enable(['list', 'blockquote']));

function safeMarkdown(parser: InstanceType<typeof MarkdownIt>): InstanceType<typeof MarkdownIt> {
  parser.enable(['emphasis', 'strikethrough', 'backticks', 'link', 'escape', 'entity']);
  parser.validateLink = safeUrl;
  // markdown-it writes ~~struck~~ as <s>; the text was removed, which is <del>.
  parser.renderer.rules.s_open = () => '<del>';
  parser.renderer.rules.s_close = () => '</del>';
  return parser;
}

const codeOnly = new MarkdownIt('zero', { html: false }).enable('backticks');

/**
 * The inline Markdown that props such as a Frame caption, the banner and the 404 text allow
 * (`**bold**`, `*italic*`, `~~struck~~`, `` `code` ``, `[link](url)`), as HTML. Everything else
 * is escaped, and links keep only http(s), mailto, relative and anchor URLs.
 */
export function inlineMarkdown(text: string): string {
  return markdown.renderInline(text);
}

/** A text of paragraphs, lists and quotes with the inline Markdown above (the 404 description), as HTML. */
export function markdownBlocks(text: string): string {
  return blockMarkdown.render(text);
}

/** Text whose only markup is `code` spans (a diagnostic's message, where `*` and `_` are globs and names), as HTML. */
export function codeSpans(text: string): string {
  return codeOnly.renderInline(text);
}

/**
 * http(s), mailto, or a URL without a scheme. It must start with a plain character: browsers
 * drop leading control characters, so "\x01javascript:" would run as javascript:.
 */
function safeUrl(url: string): boolean {
  return /^(https?|mailto):/i.test(url) || (/^[\w/#?.~%-]/.test(url) && !/^[a-z][\w+.-]*:/i.test(url));
}
