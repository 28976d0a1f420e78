import type { ApiModel, Operation } from '@quire/openapi';

export interface TagGroup<T> {
  label: string;
  items: T[];
}

/**
 * A whole spec's operations as the reader expects to browse them: one group per tag in the
 * spec's tag order (then tags as first used), untagged operations under "Endpoints", webhooks
 * last. `itemOf` returns undefined to leave an operation out. Shared by generated navigation
 * (rule 2) and `quire generate`'s docs.json entries, so both list a spec the same way.
 */
export function groupByTag<T>(model: ApiModel, itemOf: (op: Operation) => T | undefined): TagGroup<T>[] {
  const groups = new Map<string, T[]>(model.tags.map((tag) => [tag.name, []]));
  for (const op of model.operations) {
    const item = itemOf(op);
    if (item === undefined) continue;
    const tag = op.tags[0] ?? 'Endpoints';
    if (!groups.has(tag)) groups.set(tag, []);
    groups.get(tag)!.push(item);
  }
  const webhooks = model.webhooks.map(itemOf).filter((item) => item !== undefined);
  if (webhooks.length) groups.set('Webhooks', [...(groups.get('Webhooks') ?? []), ...webhooks]);
  return [...groups].filter(([, items]) => items.length).map(([label, items]) => ({ label, items }));
}
