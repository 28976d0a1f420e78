import type { SdkModel } from './types.ts';

/**
 * Markdown of the model (descriptions, deprecations) with its `[label](sdk:<id>)` links written
 * as `href` gives them: the page address of the symbol or member. A link whose target has no page
 * keeps its label as text. DocFX ids hold parentheses (`Shelf.Library.Search(System.String)`),
 * so the destination ends at the parenthesis that closes it, not the first one.
 */
export function replaceSdkLinks(markdown: string, href: (id: string) => string | undefined): string {
  let out = '';
  let at = 0;
  for (let start = markdown.indexOf('](sdk:'); start !== -1; start = markdown.indexOf('](sdk:', at)) {
    const open = markdown.lastIndexOf('[', start);
    let depth = 1;
    let end = start + 2;
    while (end < markdown.length && depth > 0) {
      end++;
      if (markdown[end] === '(') depth++;
      else if (markdown[end] === ')') depth--;
    }
    if (open === -1 || depth > 0) break;
    const label = markdown.slice(open + 1, start);
    const address = href(markdown.slice(start + '](sdk:'.length, end));
    out += markdown.slice(at, open) + (address ? `[${label}](${address})` : label);
    at = end + 1;
  }
  return out + markdown.slice(at);
}

/** The page address of an id of the model (a symbol, or a member at its anchor), given where each symbol's page is. */
export function sdkAddress(model: SdkModel, id: string, symbolPage: (symbolId: string) => string | undefined): string | undefined {
  const target = model.targets[id];
  const page = target && symbolPage(target.symbol);
  return page === undefined ? undefined : target!.anchor ? `${page}#${target!.anchor}` : page;
}
