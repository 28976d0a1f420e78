/** Which way an item moved between two versions of a list: only in the new one, or only in the old one. */
export type Presence = 'added' | 'removed';

/**
 * Pairs two versions of a list by key: `alone` is told of each item found in one version only
 * (those added in the new order, then those removed in the old order), and `kept` is given both
 * versions of each item found in both. A key repeated in one list counts once, its last item.
 */
export function matchUp<T>(
  before: readonly T[],
  after: readonly T[],
  key: (item: T) => string,
  alone: (item: T, presence: Presence) => void,
  kept: (previous: T, item: T) => void = () => {},
): void {
  const old = new Map(before.map((item) => [key(item), item]));
  const now = new Map(after.map((item) => [key(item), item]));
  for (const [name, item] of now) {
    const previous = old.get(name);
    if (previous === undefined) alone(item, 'added');
    else kept(previous, item);
  }
  for (const [name, item] of old) if (!now.has(name)) alone(item, 'removed');
}
