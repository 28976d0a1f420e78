import type { Operation } from '@quire/openapi';
import type { NavNode } from './manifest.ts';
import type { AutoSlot } from './nav-draft.ts';
import type { NavContext } from './nav-context.ts';
import { operationPage } from './operation-page.ts';
import { flattenTagGroup, groupByTag } from './tag-groups.ts';

/** Fills an "every operation" slot (docs: guides/api-navigation#every-operation): every operation of the element's specs, grouped by tag. */
export function autoOperations(ctx: NavContext, slot: AutoSlot): NavNode[] {
  // With several specs, groups of the same tag (or "Endpoints", "Webhooks") are one group.
  const byLabel = new Map<string, NavNode[]>();
  for (const { spec, path } of slot.specs) {
    if (ctx.explicit.get(spec)?.size) {
      // Once any operation of a spec is listed by hand, only listed ones appear (docs: guides/api-navigation#listed-operations-only).
      ctx.report(
        'NAV_AUTOGEN_SUPPRESSED',
        `No pages are generated here for ${spec}: navigation lists some of its operations explicitly, so only those appear.`,
        path,
      );
      continue;
    }
    const page = (op: Operation) =>
      // x-hidden pages exist but stay out of generated navigation; x-excluded ones do not exist (docs: guides/api-navigation#hidden-and-excluded-operations).
      op.excluded ? undefined : operationPage(ctx, spec, op, slot.scope, !op.hidden, path);
    for (const group of groupByTag(ctx.specs.get(spec)!, page)) {
      const entries = flattenTagGroup<NavNode, NavNode>(group, (label, children) => ({ type: 'group', label, children }));
      byLabel.set(group.label, [...(byLabel.get(group.label) ?? []), ...entries]);
    }
  }
  const webhooks = byLabel.get('Webhooks');
  byLabel.delete('Webhooks');
  if (webhooks) byLabel.set('Webhooks', webhooks);
  const groups: NavNode[] = [...byLabel].map(([label, children]) => ({ type: 'group', label, children }));
  // Inside a group, a spec with a single tag lists its pages flat: the group already names them.
  const only = groups.length === 1 ? groups[0] : undefined;
  return slot.asGroup && only?.type === 'group' ? only.children : groups;
}
