// How build-time highlighting (request samples, response examples) writes a colored token, and
// how the code theme's stylesheet finds it: an element named after the token's class,
// `<q-tk>"id"</q-tk>`, instead of `<span class="tk">"id"</span>`. Half the bytes of the tokens
// (GitHub's spec: 450,000 of them, 11 bytes each, 5 MB), and the same page: a custom element is
// inline like a span, its text is selected, copied and read by screen readers as text, and a name
// with a hyphen is never a future HTML element.

/** The element that carries a token class (the first class of a token). */
const elementOf = (cls: string) => `q-${cls}`;

/**
 * One token's HTML (`html` already escaped). With two themes a token has two classes, its light
 * and its dark color: the first names the element, the second is its class (`<q-l3 class=d2>`).
 */
export function tokenHtml(cls: string, html: string): string {
  const [open, close] = tokenTags(cls);
  return open + html + close;
}

/** The opening and closing tags of `tokenHtml`, made once per class: a page of examples writes thousands of tokens of a few classes. */
export function tokenTags(cls: string): readonly [string, string] {
  let tags = tagsByClass.get(cls);
  if (!tags) {
    const [first, ...more] = cls.split(' ');
    const name = elementOf(first!);
    tags = [`<${name}${more.length ? ` class="${more.join(' ')}"` : ''}>`, `</${name}>`];
    tagsByClass.set(cls, tags);
  }
  return tags;
}

const tagsByClass = new Map<string, readonly [string, string]>();

/** A CSS selector of the tokens of a class: the class names their element or is in their class attribute. */
export function tokenSelector(cls: string): string {
  return `:is(${elementOf(cls)},.${cls})`;
}

/**
 * The tokens of highlighted HTML (what `tokenHtml` wrote around escaped text, never nested) as
 * `[classes, html]` pairs, `''` for text outside any token.
 */
export function tokenRuns(markup: string): [string, string][] {
  const runs: [string, string][] = [];
  for (const m of markup.matchAll(/<q-([\w-]+?)(?: class="([^"]*)")?>([^<]*)<\/q-\1>|([^<]+)/g)) {
    runs.push(m[4] !== undefined ? ['', m[4]] : [m[2] ? `${m[1]} ${m[2]}` : m[1]!, m[3]!]);
  }
  return runs;
}
