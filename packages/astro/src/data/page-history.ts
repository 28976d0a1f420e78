import { historyMarkers, type SpecHistory } from '@quire/changes';

/** What an endpoint, webhook or schema page says of its own history. */
export interface PageHistory {
  /** The version (or tag, or date) it first appeared in; absent when it was there from the first version the history holds. */
  added?: string;
  /** The versions that changed it since, newest first. */
  changed: string[];
  deprecated?: string;
  /** The spec's changelog page. */
  changelog: string;
  /** A shallow clone: what came before its oldest commit is unknown. */
  partial: boolean;
}

/**
 * The markers of one page (`GET /pets`, `webhook petAdopted`, `schema Pet`) from its spec's
 * history; undefined when nothing happened to it after the first version.
 */
export function pageHistory(history: SpecHistory, page: string, changelog: string): PageHistory | undefined {
  const markers = historyMarkers(history).get(page);
  if (!markers || (!markers.added && !markers.deprecated && !markers.changed.length)) return undefined;
  const { added, changed, deprecated } = markers;
  return { ...(added ? { added } : {}), changed, ...(deprecated ? { deprecated } : {}), changelog, partial: history.shallow };
}
