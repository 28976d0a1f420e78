import type { ApiModel, Operation } from '@quire/openapi';

export interface TagGroup<T> {
  label: string;
  items: T[];
  /** OpenAPI 3.2: the groups of tags whose `parent` is this group's tag, after its items. */
  groups: TagGroup<T>[];
}

/**
 * A whole spec's operations as the reader expects to browse them: one group per tag in the
 * spec's tag order (then tags as first used), untagged operations under "Endpoints", webhooks
 * last. A group's label is the tag's `x-group`, else its 3.2 `summary`, else its name; tags that
 * share a label share one group, as on the hosted platform, where `x-group` gathers tags. `itemOf` returns undefined to leave an operation out. Shared by generated navigation
 * (docs: guides/api-navigation#every-operation) and `quire generate`'s docs.json entries, so both list a spec the same way.
 */
export function groupByTag<T>(model: ApiModel, itemOf: (op: Operation) => T | undefined): TagGroup<T>[] {
  // OpenAPI 3.2: a tag of another `kind` (`badge`, `audience`) labels operations without grouping them.
  const navTags = model.tags.filter((tag) => tag.kind === undefined || tag.kind === 'nav');
  const byName = new Map(navTags.map((tag) => [tag.name, tag]));
  const groups = new Map<string, T[]>(navTags.map((tag) => [tag.name, []]));
  const other = new Set(model.tags.filter((tag) => !byName.has(tag.name)).map((tag) => tag.name));
  for (const op of model.operations) {
    const item = itemOf(op);
    if (item === undefined) continue;
    const tag = op.tags.find((name) => !other.has(name)) ?? 'Endpoints';
    if (!groups.has(tag)) groups.set(tag, []);
    groups.get(tag)!.push(item);
  }
  // 3.2 `parent`: a tag nests under its parent's group; a parent that is unknown, or a loop, leaves it on top.
  const parentOf = (name: string): string | undefined => {
    const parent = byName.get(name)?.parent;
    if (parent === undefined || !groups.has(parent)) return undefined;
    for (let at: string | undefined = parent, hops = 0; at !== undefined; at = byName.get(at)?.parent, hops++)
      if (at === name || hops > navTags.length) return undefined;
    return parent;
  };
  const build = (name: string): TagGroup<T> => ({
    label: byName.get(name)?.group ?? byName.get(name)?.summary ?? name,
    items: groups.get(name)!,
    groups: mergeSameLabel(
      [...groups.keys()]
        .filter((child) => parentOf(child) === name)
        .map(build)
        .filter(hasItems),
    ),
  });
  const top = mergeSameLabel(
    [...groups.keys()]
      .filter((name) => parentOf(name) === undefined)
      .map(build)
      .filter(hasItems),
  );
  const webhooks = model.webhooks.map(itemOf).filter((item) => item !== undefined);
  if (webhooks.length) {
    const existing = top.find((g) => g.label === 'Webhooks');
    if (existing) existing.items.push(...webhooks);
    else top.push({ label: 'Webhooks', items: webhooks, groups: [] });
  }
  return top;
}

/** Sibling groups of one label become the first of them, with the others' items and groups after its own. */
function mergeSameLabel<T>(groups: TagGroup<T>[]): TagGroup<T>[] {
  const byLabel = new Map<string, TagGroup<T>>();
  for (const group of groups) {
    const first = byLabel.get(group.label);
    if (!first) byLabel.set(group.label, { ...group, items: [...group.items], groups: [...group.groups] });
    else {
      first.items.push(...group.items);
      first.groups.push(...group.groups);
    }
  }
  return [...byLabel.values()];
}

/** A group shows when it, or a group nested in it, lists something. */
function hasItems<T>(group: TagGroup<T>): boolean {
  return group.items.length > 0 || group.groups.length > 0;
}

/** A group's entries as one list: its items, then its nested groups, each made by `groupOf`. */
export function flattenTagGroup<T, G>(group: TagGroup<T>, groupOf: (label: string, entries: (T | G)[]) => G): (T | G)[] {
  return [...group.items, ...group.groups.map((child) => groupOf(child.label, flattenTagGroup(child, groupOf)))];
}
