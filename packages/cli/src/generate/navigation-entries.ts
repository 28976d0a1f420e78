import { flattenTagGroup, groupByTag } from '@quire/site';
import type { ApiModel } from '@quire/openapi';

export interface NavigationGroup {
  group: string;
  /** Page paths, and (OpenAPI 3.2 nested tags) the groups of child tags. */
  pages: (string | NavigationGroup)[];
}

/** docs.json navigation for the written pages, grouped as the site would group the spec. */
export function navigationEntries(model: ApiModel, pageOf: ReadonlyMap<string, string>): NavigationGroup[] {
  return groupByTag(model, (op) => pageOf.get(op.key)).map((group) => ({
    group: group.label,
    pages: flattenTagGroup<string, NavigationGroup>(group, (label, pages) => ({ group: label, pages })),
  }));
}
