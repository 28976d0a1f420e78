import { groupByTag } from '@quire/config';
import type { ApiModel } from '@quire/openapi';

export interface NavigationGroup {
  group: string;
  pages: string[];
}

/** docs.json navigation for the written pages, grouped as the site would group the spec. */
export function navigationEntries(model: ApiModel, pageOf: ReadonlyMap<string, string>): NavigationGroup[] {
  return groupByTag(model, (op) => pageOf.get(op.key)).map(({ label, items }) => ({ group: label, pages: items }));
}
