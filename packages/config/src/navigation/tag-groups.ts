import type { ApiModel, Operation } from '@quire/openapi';
import type { NavNode } from './manifest.ts';

/**
 * Generated navigation for a whole spec (rule 2): one group per tag in the spec's tag order,
 * untagged operations under "Endpoints", webhooks last. Inside a group with a single tag the
 * pages are listed flat, as the group already names them.
 */
export function groupByTag(model: ApiModel, page: (op: Operation) => NavNode | undefined, insideGroup: boolean): NavNode[] {
  const order = new Map<string, NavNode[]>();
  for (const tag of model.tags) order.set(tag.name, []);
  for (const op of model.operations) {
    const node = page(op);
    if (!node) continue;
    const tag = op.tags[0] ?? 'Endpoints';
    if (!order.has(tag)) order.set(tag, []);
    order.get(tag)!.push(node);
  }
  const groups: NavNode[] = [...order].filter(([, pages]) => pages.length).map(([label, children]) => ({ type: 'group', label, children }));
  const webhooks = model.webhooks.map(page).filter((n) => n !== undefined);
  if (webhooks.length) groups.push({ type: 'group', label: 'Webhooks', children: webhooks });
  if (insideGroup && groups.length === 1) return (groups[0] as Extract<NavNode, { type: 'group' }>).children;
  return groups;
}
