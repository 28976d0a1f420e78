import type { Change, SpecHistory } from '@quire/changes';

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
  const events = eventsByPage(history).get(page);
  if (!events) return undefined;
  let added: string | undefined;
  let deprecated: string | undefined;
  const changed: string[] = [];
  for (const { label, change } of events) {
    if (!change.at && change.action === 'added') added = label;
    else if (!change.at && change.action === 'deprecated') deprecated = label;
    else if (change.action !== 'removed' || change.at) {
      if (label !== added && !changed.includes(label)) changed.unshift(label);
    }
  }
  if (!added && !deprecated && !changed.length) return undefined;
  return { ...(added ? { added } : {}), changed, ...(deprecated ? { deprecated } : {}), changelog, partial: history.shallow };
}

type Event = { label: string; change: Change };

const indexed = new WeakMap<SpecHistory, Map<string, Event[]>>();

/** Each page's changes, oldest first: indexed once per history, as every page of the spec asks. */
function eventsByPage(history: SpecHistory): Map<string, Event[]> {
  let found = indexed.get(history);
  if (found) return found;
  found = new Map();
  for (const entry of [...history.entries].reverse()) {
    for (const change of entry.changes) {
      const list = found.get(change.page) ?? [];
      list.push({ label: entry.label, change });
      found.set(change.page, list);
    }
  }
  indexed.set(history, found);
  return found;
}
