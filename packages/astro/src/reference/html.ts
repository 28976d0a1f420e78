import { escapeHtml } from '../data/escape-html.ts';

/**
 * HTML built by the reference renderer. Spec text is untrusted, so the `html` template escapes
 * every interpolated value unless it is already `Html`: forgetting to escape is not possible,
 * only opting out through `trusted()` is, and that is easy to review.
 */
export class Html {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

/** What may be interpolated: text (escaped), Html (kept), lists of both, or nothing. */
export type HtmlPart = Html | string | number | boolean | null | undefined | readonly HtmlPart[];

/** Markup produced by code that guarantees it safe (sanitized Markdown, highlighter output). */
export function trusted(markup: string): Html {
  return new Html(markup);
}

function partToString(part: HtmlPart): string {
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(partToString).join('');
  if (part === null || part === undefined || part === false || part === true) return '';
  return escapeHtml(String(part));
}

/** Tagged template: `html\`<code>${name}</code>\`` escapes `name`. `false`, `null` and `undefined` render nothing. */
export function html(strings: TemplateStringsArray, ...parts: HtmlPart[]): Html {
  let out = strings[0]!;
  for (let i = 0; i < parts.length; i++) out += partToString(parts[i]!) + strings[i + 1]!;
  return new Html(out);
}

/** Joins parts into one Html, escaping text parts. */
export function join(parts: readonly HtmlPart[], separator = ''): Html {
  return new Html(parts.map(partToString).filter(Boolean).join(separator));
}
