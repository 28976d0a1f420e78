import type { ApiModel, Operation } from '@quire/openapi';

/**
 * Operations a mistyped reference probably meant: same path with a trailing-slash or case
 * difference, or the same path under another method. Used in hints only; matching stays exact.
 */
export function nearMatches(model: ApiModel, key: string): string[] {
  const simplify = (k: string) => k.toLowerCase().replace(/\/+$/, '');
  const pathOf = (k: string) => simplify(k).split(' ').slice(1).join(' ');
  const all: Operation[] = [...model.operations, ...model.webhooks];
  const close = all.filter((op) => simplify(op.key) === simplify(key));
  const samePath = all.filter((op) => pathOf(op.key) === pathOf(key) && !close.includes(op));
  return [...close, ...samePath].slice(0, 3).map((op) => op.key);
}

/** Hint text for a reference that matched nothing. */
export function nearMatchHint(model: ApiModel | undefined, key: string, fallback: string): string {
  const matches = model ? nearMatches(model, key) : [];
  if (!matches.length) return fallback;
  return `Did you mean ${matches.map((m) => `\`${m}\``).join(' or ')}? Method and path must match the spec exactly (case and trailing slash count).`;
}
