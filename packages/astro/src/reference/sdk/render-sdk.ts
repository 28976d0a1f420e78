import { replaceSdkLinks, type SdkCode, type SdkMember, type SdkMemberKind, type SdkParameter, type SdkSignature, type SdkSymbol } from '@quire/sdk-reference';
import type { SdkPageData } from '../../data/sdk-data.ts';
import { escapeCode } from '../code-samples/highlight.ts';
import { tokenHtml, tokenRuns } from '../../code-theme/token-markup.ts';
import { renderCodeBlock } from '../code-samples/render-code-samples.ts';
import type { Highlight } from '../examples-panel.ts';
import { html, trusted, type Html } from '../html.ts';
import { renderInlineMarkdown, renderMarkdown } from '../markdown.ts';

/** An SDK page's generated parts: the kind and name line, the description, and the reference below. */
export interface RenderedSdk {
  signature: Html;
  description?: Html;
  main: Html;
}

/** A heading of the reference, for the table of contents (sdkHeadings) and the page. */
export interface SdkHeading {
  depth: 2 | 3;
  slug: string;
  text: string;
}

const kindLabels: Record<SdkSymbol['kind'], string> = {
  class: 'Class',
  interface: 'Interface',
  function: 'Function',
  type: 'Type',
  enum: 'Enum',
  variable: 'Variable',
  namespace: 'Namespace',
  struct: 'Struct',
  delegate: 'Delegate',
};

/** Member sections in the order a reader looks for them, each kind under its own title. */
const memberSections: { kinds: SdkMemberKind[]; slug: string; title: string }[] = [
  { kinds: ['constructor'], slug: 'constructors', title: 'Constructors' },
  { kinds: ['enum-member'], slug: 'members', title: 'Members' },
  { kinds: ['property', 'accessor'], slug: 'properties', title: 'Properties' },
  { kinds: ['field'], slug: 'fields', title: 'Fields' },
  { kinds: ['method'], slug: 'methods', title: 'Methods' },
  { kinds: ['event'], slug: 'events', title: 'Events' },
  { kinds: ['operator'], slug: 'operators', title: 'Operators' },
];

/**
 * The headings the page has, in its order: the sections of a function's signature, then each
 * kind of member and its members (their anchors are the model's, which `sdk:` links target).
 * A section whose id a member already has takes a suffix.
 */
export function sdkOutline(symbol: SdkSymbol): { sections: Map<string, string>; headings: SdkHeading[] } {
  const anchors = new Set(symbol.members.map((m) => m.anchor));
  const sections = new Map<string, string>();
  const id = (slug: string) => {
    const unique = anchors.has(slug) ? `${slug}-section` : slug;
    sections.set(slug, unique);
    return unique;
  };
  const headings: SdkHeading[] = [];
  if (symbol.examples.length) headings.push({ depth: 2, slug: id('examples'), text: 'Examples' });
  symbol.signatures.forEach((signature, i) => {
    const suffix = symbol.signatures.length > 1 ? `-${i + 1}` : '';
    if (symbol.signatures.length > 1) headings.push({ depth: 2, slug: id(`overload${suffix}`), text: `Overload ${i + 1}` });
    if (signature.typeParameters.length)
      headings.push({ depth: symbol.signatures.length > 1 ? 3 : 2, slug: id(`type-parameters${suffix}`), text: 'Type parameters' });
    if (signature.parameters.length) headings.push({ depth: symbol.signatures.length > 1 ? 3 : 2, slug: id(`parameters${suffix}`), text: 'Parameters' });
    if (signature.returns) headings.push({ depth: symbol.signatures.length > 1 ? 3 : 2, slug: id(`returns${suffix}`), text: 'Returns' });
  });
  for (const section of memberSections) {
    const members = symbol.members.filter((m) => section.kinds.includes(m.kind));
    if (!members.length) continue;
    headings.push({ depth: 2, slug: id(section.slug), text: section.title });
    for (const member of uniqueAnchors(members))
      headings.push({ depth: 3, slug: member.anchor, text: member.kind === 'constructor' ? 'constructor' : member.name });
  }
  return { sections, headings };
}

/** Overloads of a method are separate members with one anchor: the first one carries it. */
function uniqueAnchors(members: SdkMember[]): SdkMember[] {
  const seen = new Set<string>();
  return members.filter((m) => !seen.has(m.anchor) && seen.add(m.anchor));
}

/**
 * Renders one symbol's reference from its page data; pure, no I/O. With `summaryShown` (the
 * symbol's own page, whose description line is the summary) the description starts after it.
 */
export function renderSdk(data: SdkPageData, highlight: Highlight, options: { summaryShown?: boolean } = {}): RenderedSdk {
  const { symbol } = data;
  // The summary line is plain text: one with links is shown again, links and all.
  const [summary, ...rest] = symbol.description?.split(/\n\s*\n/) ?? [];
  const description = options.summaryShown && !summary?.includes('](') ? rest.join('\n\n') : symbol.description;
  const { sections } = sdkOutline(symbol);
  const r = new SdkRenderer(data, highlight);
  const section = (slug: string, title: string, depth = 2) => trusted(`<h${depth} id="${sections.get(slug)}">${title}</h${depth}>`);
  const source = symbol.source
    ? html`<p class="sdk-source">Defined in ${symbol.source.url ? html`<a href="${symbol.source.url}">${sourcePlace(symbol.source)}</a>` : html`<code>${sourcePlace(symbol.source)}</code>`}</p>`
    : '';
  const signatures = symbol.signatures.map((signature, i) => {
    const many = symbol.signatures.length > 1;
    const suffix = many ? `-${i + 1}` : '';
    const depth = many ? 3 : 2;
    // A function has no declaration: where it is defined follows its first signature.
    return html`${many ? section(`overload${suffix}`, `Overload ${i + 1}`) : ''}${r.code(signature.code)}${i === 0 && !symbol.declaration ? source : ''}${
      signature.deprecated !== undefined ? r.deprecation(signature.deprecated) : ''
    }${signature.description && signature.description !== symbol.description ? r.markdown(signature.description) : ''}${
      signature.typeParameters.length
        ? html`${section(`type-parameters${suffix}`, 'Type parameters', depth)}${r.parameters(signature.typeParameters, 'Type parameter')}`
        : ''
    }${signature.parameters.length ? html`${section(`parameters${suffix}`, 'Parameters', depth)}${r.parameters(signature.parameters, 'Parameter')}` : ''}${
      signature.returns ? html`${section(`returns${suffix}`, 'Returns', depth)}${r.returns(signature.returns)}` : ''
    }${r.examples(signature.examples.filter((e) => !symbol.examples.includes(e)))}`;
  });
  const members = memberSections.map((s) => {
    const list = symbol.members.filter((m) => s.kinds.includes(m.kind));
    return list.length ? html`${section(s.slug, s.title)}${list.map((m, i) => r.member(m, list.findIndex((o) => o.anchor === m.anchor) === i))}` : '';
  });
  return {
    signature: html`<span class="method method-sdk">${kindLabels[symbol.kind].toUpperCase()}</span><code class="endpoint-path"><span class="endpoint-route">${symbol.fullName}</span></code>`,
    ...(description?.trim() ? { description: r.markdown(description) } : {}),
    main: html`${symbol.deprecated !== undefined ? r.deprecation(symbol.deprecated) : ''}${symbol.declaration ? r.code(symbol.declaration) : ''}${symbol.relations.map(
      (rel) => html`<p class="sdk-relation"><span class="sdk-label">${rel.label}</span> ${rel.types.map((t, i) => html`${i ? ', ' : ''}${r.inline(t)}`)}</p>`,
    )}${symbol.declaration ? source : ''}${symbol.examples.length ? html`${section('examples', 'Examples')}${r.examples(symbol.examples)}` : ''}${signatures}${members}`,
  };
}

function sourcePlace(source: NonNullable<SdkSymbol['source']>): string {
  return source.line ? `${source.file}:${source.line}` : source.file;
}

/** The pieces of a page, each knowing the page's links and language. */
class SdkRenderer {
  readonly #data: SdkPageData;
  readonly #highlight: Highlight;

  constructor(data: SdkPageData, highlight: Highlight) {
    this.#data = data;
    this.#highlight = highlight;
  }

  /**
   * A declaration or signature: highlighted in the SDK's language, the names that have pages
   * linked. A TypeScript member (`search(filter: BookFilter): Book[]`) alone reads as a call, its
   * types as values: it is highlighted inside a class body, which is then cut away.
   */
  code(code: SdkCode, member = false): Html {
    const lang = this.#data.language;
    const highlighted =
      member && lang === 'typescript'
        ? withoutContext(this.#highlight(`${classOpen}${code.code}${classClose}`, lang), classOpen.length, code.code.length)
        : this.#highlight(code.code, lang);
    return renderCodeBlock({ lang, html: this.#linked(highlighted, code) });
  }

  /** A type inside a sentence or a table: code, its names linked. */
  inline(code: SdkCode): Html {
    return html`<code class="sdk-type">${trusted(this.#linked(escapeCode(code.code), code))}</code>`;
  }

  /** Markdown of the artifact, its `sdk:` links written as the pages' addresses. */
  markdown(text: string): Html {
    return renderMarkdown(this.#withPageLinks(text));
  }

  #withPageLinks(text: string): string {
    return replaceSdkLinks(text, (id) => this.#data.links[id]);
  }

  /** A deprecation reason is Markdown in a sentence: inline, without a paragraph of its own. */
  deprecation(reason: string): Html {
    const text = reason.trim() ? renderInlineMarkdown(this.#withPageLinks(reason)) : '';
    return html`<div class="sdk-deprecated" role="note"><strong>Deprecated.</strong> ${text}</div>`;
  }

  /** Examples are Markdown: their fenced code highlighted like the rest, the text around it as text. */
  examples(examples: readonly string[]): Html {
    return html`${examples.map(
      (example) =>
        html`<div class="sdk-example">${markdownWithCode(example, this.#highlight, this.#data.language).map((part) =>
          typeof part === 'string' ? this.markdown(part) : renderCodeBlock(part),
        )}</div>`,
    )}`;
  }

  parameters(parameters: readonly SdkParameter[], what: string): Html {
    const rows = parameters.map(
      (p) =>
        html`<tr><td><code>${p.name}</code>${p.optional ? html` <span class="q-field-flag">optional</span>` : ''}</td><td>${p.type ? this.inline(p.type) : ''}</td><td>${
          p.description ? this.markdown(p.description) : ''
        }${p.defaultValue !== undefined ? html`<p class="sdk-default">Default: <code>${p.defaultValue}</code></p>` : ''}</td></tr>`,
    );
    return html`<table class="sdk-parameters"><thead><tr><th>${what}</th><th>Type</th><th>Description</th></tr></thead><tbody>${rows}</tbody></table>`;
  }

  returns(returns: NonNullable<SdkSignature['returns']>): Html {
    return html`<table class="sdk-returns"><thead><tr><th>Type</th><th>Description</th></tr></thead><tbody><tr><td>${returns.type ? this.inline(returns.type) : ''}</td><td>${
      returns.description ? this.markdown(returns.description) : ''
    }</td></tr></tbody></table>`;
  }

  /** A member under its anchor: flags, its declaration or signatures, and what each says. */
  member(member: SdkMember, anchored: boolean): Html {
    const flags = [...member.flags, ...(member.deprecated !== undefined ? ['deprecated'] : [])];
    const title = member.kind === 'constructor' ? 'constructor' : member.name;
    const head = html`<h3${anchored ? trusted(` id="${member.anchor}"`) : ''} class="sdk-member-name"><code>${title}</code>${flags.map((f) => html` <span class="${f === 'deprecated' ? 'q-field-flag q-field-deprecated-flag' : 'q-field-flag'}">${f}</span>`)}</h3>`;
    const signatures = member.signatures.map(
      (s) =>
        html`${this.code(s.code, true)}${s.description && s.description !== member.description ? this.markdown(s.description) : ''}${
          s.typeParameters.length ? this.parameters(s.typeParameters, 'Type parameter') : ''
        }${s.parameters.length ? this.parameters(s.parameters, 'Parameter') : ''}${s.returns ? html`<p class="sdk-label">Returns</p>${this.returns(s.returns)}` : ''}${this.examples(
          s.examples.filter((e) => !member.examples.includes(e)),
        )}`,
    );
    return html`<div class="sdk-member">${head}${member.deprecated !== undefined ? this.deprecation(member.deprecated) : ''}${
      member.description ? this.markdown(member.description) : ''
    }${member.signatures.length ? signatures : member.declaration ? this.code(member.declaration, true) : ''}${
      member.defaultValue !== undefined ? html`<p class="sdk-default">Default: <code>${member.defaultValue}</code></p>` : ''
    }${this.examples(member.examples)}</div>`;
  }

  /** Highlighted (or escaped) code with each linked name that has a page wrapped in a link to it. */
  #linked(markup: string, code: SdkCode): string {
    const hrefs = new Map<string, string>();
    for (const link of code.links) {
      const href = this.#data.links[link.id];
      if (href && !hrefs.has(link.name)) hrefs.set(link.name, href);
    }
    return linkNames(markup, hrefs);
  }
}

const classOpen = 'class _ {\n';
const classClose = '\n}';

/**
 * The highlighter's HTML (bare text and tokens, never nested) of `length` characters of code
 * from `from`: the code highlighted inside a context, without the context. A scan, not a parser,
 * on purpose: this reads only what Quire's own highlighter wrote a moment before (flat tokens,
 * text escaped by token-markup.ts with three entities), never an author's HTML.
 */
export function withoutContext(markup: string, from: number, length: number): string {
  let out = '';
  let at = 0;
  for (const [cls, html] of tokenRuns(markup)) {
    const chars = html.match(/&(?:lt|gt|amp);|[^&]|&/g) ?? [];
    const kept = chars.slice(Math.max(0, from - at), Math.max(0, from + length - at)).join('');
    at += chars.length;
    if (kept) out += cls && /\S/.test(kept) ? tokenHtml(cls, kept) : kept;
  }
  return out;
}

/**
 * `markup` (HTML whose text is escaped code) with each whole-word occurrence of a name wrapped in
 * `<a href>`, in text only, never inside a tag or an entity (`&lt;`). A type name is one token, so
 * it never spans two of the highlighter's spans. Like withoutContext, it scans the highlighter's
 * own output, whose only tags are its flat tokens.
 */
export function linkNames(markup: string, hrefs: ReadonlyMap<string, string>): string {
  if (!hrefs.size) return markup;
  const names = [...hrefs.keys()].sort((a, b) => b.length - a.length).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const word = new RegExp(`(?<![\\w$&#.])(?:${names.join('|')})(?![\\w$])`, 'g');
  return markup.replace(
    /(<[^>]*>)|([^<]+)/g,
    (_whole, tag: string | undefined, text: string | undefined) =>
      tag ?? text!.replace(word, (name) => `<a href="${escapeAttribute(hrefs.get(name)!)}">${name}</a>`),
  );
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** An example's Markdown as text parts and code blocks (highlighted; a fence without a language is the SDK's). */
export function markdownWithCode(markdown: string, highlight: Highlight, language: string): (string | { lang: string; html: string })[] {
  const parts: (string | { lang: string; html: string })[] = [];
  let at = 0;
  for (const fence of markdown.matchAll(/^(`{3,}|~{3,})[ \t]*([\w#+-]*)[^\n]*\n([\s\S]*?)\n?^\1[ \t]*$/gm)) {
    const before = markdown.slice(at, fence.index).trim();
    if (before) parts.push(before);
    const lang = fence[2] || language;
    parts.push({ lang, html: highlight(fence[3]!, lang) });
    at = fence.index + fence[0].length;
  }
  const rest = markdown.slice(at).trim();
  if (rest) parts.push(rest);
  return parts;
}

/** The languages a page highlights: the SDK's, and those its examples' fences name. */
export function sdkLanguages(data: SdkPageData): string[] {
  const { symbol } = data;
  const examples = [
    ...symbol.examples,
    ...symbol.signatures.flatMap((s) => s.examples),
    ...symbol.members.flatMap((m) => [...m.examples, ...m.signatures.flatMap((s) => s.examples)]),
  ];
  const fenced = examples.flatMap((e) => [...e.matchAll(/^(?:`{3,}|~{3,})[ \t]*([\w#+-]+)/gm)].map((m) => m[1]!));
  return [...new Set([data.language, ...fenced])];
}
