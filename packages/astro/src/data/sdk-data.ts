import type { SdkRef } from '@quire/site';
import { replaceSdkLinks, sdkAddress, type SdkCode, type SdkModel, type SdkSymbol } from '@quire/sdk-reference';

/** Everything an SDK page renders: one symbol, and the page addresses of the ids it names (never the whole artifact). */
export interface SdkPageData {
  spec: string;
  /** The language its code is highlighted in. */
  language: SdkModel['language'];
  symbol: SdkSymbol;
  /** Id -> site path of its page, with the member's anchor (`/sdk-reference/library#search`), for each id the symbol's code and Markdown name that has one. */
  links: Record<string, string>;
}

/** The loaded artifacts, and where each symbol's page is (`spec + '\0' + symbol id` -> `/slug`, see sdkSymbolPages). */
export interface SdkSources {
  models: ReadonlyMap<string, SdkModel | undefined>;
  symbolPages: ReadonlyMap<string, string>;
}

/** The data of one SDK page (or of an MDX page with `sdk` frontmatter); undefined when its artifact failed to load or lacks the symbol. */
export function sdkPageData(ref: SdkRef, sources: SdkSources): SdkPageData | undefined {
  const model = sources.models.get(ref.spec);
  const symbol = model?.symbols.find((s) => s.id === ref.symbol);
  if (!model || !symbol) return undefined;
  const links: Record<string, string> = {};
  for (const id of namedIds(symbol)) {
    const address = sdkAddress(model, id, (symbolId) => sources.symbolPages.get(`${ref.spec}\0${symbolId}`));
    if (address !== undefined) links[id] = address;
  }
  return { spec: ref.spec, language: model.language, symbol, links };
}

/** Every id the symbol's code links and its Markdown (`sdk:<id>`) names. */
function namedIds(symbol: SdkSymbol): Set<string> {
  const ids = new Set<string>();
  const code = (c: SdkCode | undefined) => {
    for (const l of c?.links ?? []) ids.add(l.id);
  };
  // The same reading of `sdk:` links as the page's (replaceSdkLinks), only to collect their ids.
  const text = (t: string | undefined) => void (t && replaceSdkLinks(t, (id) => void ids.add(id)));
  const signature = (s: SdkSymbol['signatures'][number]) => {
    code(s.code);
    text(s.description);
    text(s.deprecated);
    text(s.returns?.description);
    code(s.returns?.type);
    for (const p of [...s.typeParameters, ...s.parameters]) {
      code(p.type);
      text(p.description);
    }
  };
  text(symbol.description);
  text(symbol.deprecated);
  code(symbol.declaration);
  symbol.signatures.forEach(signature);
  for (const r of symbol.relations) r.types.forEach(code);
  for (const member of symbol.members) {
    text(member.description);
    text(member.deprecated);
    code(member.type);
    code(member.declaration);
    member.signatures.forEach(signature);
  }
  return ids;
}
