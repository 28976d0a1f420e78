import { plainText } from './plain-text.ts';

const perPage = new WeakMap<object, { used: Set<string>; flags: Set<string> }>();

function stateOf(locals: object) {
  let state = perPage.get(locals);
  if (!state) {
    state = { used: new Set(), flags: new Set() };
    perPage.set(locals, state);
  }
  return state;
}

/**
 * An HTML id not yet used on this page (`Astro.locals` is one object per rendered page):
 * `base`, then `base-2`, `base-3`... Anchors stay readable and never collide. A `base` given as
 * JSX counts by its text.
 */
export function uniqueId(locals: object, base: unknown): string {
  const { used } = stateOf(locals);
  const slug =
    plainText(base)
      .toLowerCase()
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'item';
  let id = slug;
  for (let n = 2; used.has(id); n++) id = `${slug}-${n}`;
  used.add(id);
  return id;
}

/** True the first time it is asked for `flag` on this page: for what a page needs once (a script). */
export function firstOnPage(locals: object, flag: string): boolean {
  const { flags } = stateOf(locals);
  if (flags.has(flag)) return false;
  flags.add(flag);
  return true;
}
