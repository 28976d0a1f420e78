import type { ApiModel } from '@quire/openapi';

export interface NavigationGroup {
  group: string;
  pages: string[];
}

/**
 * docs.json navigation for the written pages: one group per tag in the spec's order, untagged
 * operations under "Endpoints", webhooks last.
 */
export function navigationEntries(model: ApiModel, pageOf: ReadonlyMap<string, string>): NavigationGroup[] {
  const groups = new Map<string, string[]>(model.tags.map((t) => [t.name, []]));
  for (const op of model.operations) {
    const page = pageOf.get(op.key);
    if (!page) continue;
    const tag = op.tags[0] ?? 'Endpoints';
    if (!groups.has(tag)) groups.set(tag, []);
    groups.get(tag)!.push(page);
  }
  const webhooks = model.webhooks.map((op) => pageOf.get(op.key)).filter((p) => p !== undefined);
  if (webhooks.length) groups.set('Webhooks', [...(groups.get('Webhooks') ?? []), ...webhooks]);
  return [...groups].filter(([, pages]) => pages.length).map(([group, pages]) => ({ group, pages }));
}
