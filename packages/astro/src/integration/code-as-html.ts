// Highlighted code of an MDX page, as one piece of HTML: for pages compiled while rendering
// (standalone-pages.ts) and pages the bundler compiles (the MDX integration Quire adds).
// Shiki gives each token a <span>, and MDX compiles each into a JSX call that Astro renders one
// element at a time, each through its own promises: crewAI's pages hold 330 token spans each on
// average (257,000 of the 380,000 elements of crew4's 780 texts), made and rendered again for every
// one of its 25,000 pages. Bundled, each call is code the bundler holds until the bundle is
// written: Portkey's 873 pages that import peaked 200 MB higher. A fence's <pre> holds nothing but
// elements and text, so its HTML is the same on every page: here it is written once, when the
// page is compiled, exactly as Astro's JSX renderer writes those elements (runtime/server/jsx.js
// renderElement, render/util.js addAttribute, escape.js escapeHTML), and the page gets it as
// `<Fragment set:html>`. A <pre> holding anything this does not know how to write the same
// (another tag, an attribute of another kind) stays JSX.
import type { AstroConfig } from 'astro';
import { LRUCache } from 'lru-cache';
import { isSatteriProcessor, satteri, satteriCreateHighlightFn, satteriHighlightPlugin, type SatteriProcessorOptions } from '@astrojs/markdown-satteri';

type HastPlugin = NonNullable<SatteriProcessorOptions['hastPlugins']>[number];
type Highlight = NonNullable<Awaited<ReturnType<typeof satteriCreateHighlightFn>>>;
type Markdown = Pick<AstroConfig['markdown'], 'processor' | 'syntaxHighlight' | 'shikiConfig'>;

/** The parts of a hast node the writing reads. */
interface CodeNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: readonly CodeNode[];
}

/** A Markdown processor that writes highlighted code as HTML, and the compiler's own highlighting (off). */
export type CodeAsHtml = Pick<Markdown, 'processor' | 'syntaxHighlight'>;

/**
 * The processor and highlighting to compile pages with: Astro's highlighting plugin for Sätteri
 * (the one its MDX compiler adds first) writing each fence as HTML, first among the processor's
 * own plugins, and the compiler's own highlighting off. As they are for another processor.
 */
export async function withCodeAsHtml(markdown: Markdown): Promise<CodeAsHtml> {
  const { processor, syntaxHighlight } = markdown;
  if (!isSatteriProcessor(processor)) return { processor, syntaxHighlight };
  const plugin = await codeAsHtmlPlugin(markdown);
  if (!plugin) return { processor, syntaxHighlight };
  return { processor: satteri({ ...processor.options, hastPlugins: [plugin, ...processor.options.hastPlugins] }), syntaxHighlight: false };
}

async function codeAsHtmlPlugin({ syntaxHighlight, shikiConfig }: Markdown): Promise<HastPlugin | undefined> {
  const highlight = await satteriCreateHighlightFn(syntaxHighlight, shikiConfig);
  if (!highlight) return undefined;
  const excludeLangs = typeof syntaxHighlight === 'object' ? syntaxHighlight.excludeLangs : undefined;
  const asJsx = visitorOf(satteriHighlightPlugin(highlight, excludeLangs));
  const asHtml = visitorOf(satteriHighlightPlugin(recentHtml(highlight), excludeLangs));
  return {
    name: 'quire:code-as-html',
    element: {
      filter: asHtml.filter,
      visit(pre, ctx) {
        for (let node = ctx.parent(pre) as Readonly<HastNode> | undefined; node; node = ctx.parent(node)) {
          if ('name' in node && node.name && waitsForContent.has(node.name)) return asJsx.visit(pre, ctx);
        }
        return asHtml.visit(pre, ctx);
      },
    },
  };
}

type HighlightPlugin = ReturnType<typeof satteriHighlightPlugin>;
type ElementVisitor = Extract<NonNullable<HighlightPlugin['element']>, { visit: unknown }>;
/** A node of Sätteri's hast, as its visitors' context walks them. */
type HastNode = Parameters<Parameters<ElementVisitor['visit']>[1]['parent']>[0];

/** Astro's plugin visits `<pre>` elements with one visitor. */
function visitorOf(plugin: HighlightPlugin): ElementVisitor {
  const visitor = plugin.element;
  if (!visitor || Array.isArray(visitor)) throw new Error("Astro's highlighting plugin for Sätteri has changed shape: Quire must follow it.");
  return visitor as ElementVisitor;
}

/**
 * `highlight`, its fences as `<Fragment set:html>`, kept by language, options and text: versions
 * of a page differ in a few lines and share most fences (crew4's 839 texts hold 5,171 fences,
 * 2,568 of them distinct). The most recent are kept, up to about 8 million characters of HTML.
 */
function recentHtml(highlight: Highlight, kept = 8_000_000): Highlight {
  const known = new LRUCache<string, string>({ maxSize: kept, sizeCalculation: (html) => Math.max(html.length, 1) });
  return async (code, lang, meta) => {
    const key = `${lang}\0${meta ?? ''}\0${code}`;
    let html = known.get(key);
    if (html === undefined) {
      const pre = await highlight(code, lang, meta);
      html = pre && elementHtml(pre as CodeNode);
      if (html === undefined) return pre;
      known.set(key, html);
    }
    // The page's components hold Fragment (runtime/standalone-page.ts).
    return {
      type: 'mdxJsxFlowElement',
      name: 'Fragment',
      attributes: [{ type: 'mdxJsxAttribute', name: 'set:html', value: html }],
      children: [],
    } as unknown as Awaited<ReturnType<Highlight>>;
  };
}

/**
 * Components that take a name of the page (page-ids.ts: `uniqueId`, `firstOnPage`) only once
 * their content has rendered, so in the order their contents finish, not the order they start
 * in: a fence rendered at once instead of element by element finishes sooner, and would hand
 * another component its name (`tabs` and `tabs-2` swapped, the tab-sync script in the other set).
 * Fences inside them stay JSX; they hold about 6 % of crew4's code.
 */
export const waitsForContent = new Set(['Tabs', 'CodeGroup', 'RequestExample', 'ResponseExample', 'Prompt']);

/** The tags a fence's HTML is made of (none of them void). */
const codeTags = new Set(['pre', 'code', 'span']);

/**
 * An element as Astro renders the JSX MDX compiles it to, or undefined when it holds something
 * else than code's tags, text and the attributes `attributesHtml` knows.
 */
export function elementHtml(node: CodeNode): string | undefined {
  if (node.type !== 'element' || !node.tagName || !codeTags.has(node.tagName)) return undefined;
  const attributes = attributesHtml(node.properties ?? {});
  if (attributes === undefined) return undefined;
  let inner = '';
  for (const child of node.children ?? []) {
    const html = child.type === 'text' ? escapeHtml(child.value ?? '') : elementHtml(child);
    if (html === undefined) return undefined;
    inner += html;
  }
  return `<${node.tagName}${attributes}>${inner}</${node.tagName}>`;
}

/**
 * The attributes as MDX passes them (hast-util-to-estree's rules: a list joined by spaces, a
 * number as its text, a style as an object of its declarations) and Astro writes them (a style
 * object's declarations joined by `;`, `&` and `"` escaped).
 * Only class, style, tabindex and data-* attributes with text, number or class-list values.
 */
function attributesHtml(properties: Record<string, unknown>): string | undefined {
  let out = '';
  for (const [key, value] of Object.entries(properties)) {
    if (value === undefined || value === null) continue;
    const name = attributeName(key);
    if (!name) return undefined;
    let text: string | undefined;
    if (name === 'style') text = typeof value === 'string' ? styleText(value) : undefined;
    else if (Array.isArray(value)) text = name === 'class' && value.every((item) => typeof item === 'string') ? value.join(' ') : undefined;
    else if (typeof value === 'string') text = value;
    else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
    // An empty value (Astro writes it as the bare name, MDX may leave it out) stays JSX too.
    if (!text) return undefined;
    out += ` ${name}="${text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
  }
  return out;
}

/** The HTML attribute of a hast property, for the properties a fence's elements carry. */
function attributeName(key: string): string | undefined {
  // Sätteri's hast keeps some as their attribute (`class`, `tabindex`), others as hast's property names.
  if (key === 'className' || key === 'class') return 'class';
  if (key === 'style') return 'style';
  if (key === 'tabIndex' || key === 'tabindex') return 'tabindex';
  if (/^data-[a-z0-9]+(?:-[a-z0-9]+)*$/.test(key)) return key;
  if (/^data(?:[A-Z][a-z0-9]*)+$/.test(key)) return `data${key.slice(4).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  return undefined;
}

/**
 * A style as Astro writes the object MDX makes of it: each declaration `name:value`, trimmed,
 * joined by `;`. Only plain declarations (lowercase names or custom properties, values without
 * quotes, escapes, comments or `;`), each name once, whose names come back from the object as
 * they went in.
 */
function styleText(style: string): string | undefined {
  const declarations: string[] = [];
  const names = new Set<string>();
  for (const part of style.split(';')) {
    if (!part.trim()) continue;
    const colon = part.indexOf(':');
    if (colon < 0) return undefined;
    const name = part.slice(0, colon).trim();
    const value = part.slice(colon + 1).trim();
    // A name twice is one key of the object, at its first place with its last value: left to Astro.
    if (!/^(?:--[\w-]+|[a-z]+(?:-[a-z]+)*)$/.test(name) || names.has(name) || !value || /["'\\]|\/\*/.test(value)) return undefined;
    names.add(name);
    declarations.push(`${name}:${value}`);
  }
  return declarations.join(';');
}

/** Text as Astro's escapeHTML escapes it. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>'"]/g, (char) => entities[char]!);
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&#39;', '"': '&quot;' };
