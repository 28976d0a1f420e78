import type { Change } from './types.ts';
import { channelPage } from './diff-channels.ts';

/** What one row of a page (a parameter, field, header, response or callback) says of its history. */
export interface RowHistory {
  /** The label (version, tag or date) it was added in. */
  added?: string;
  /** The newest label that changed it (made it required, changed its type, its enum values or alternatives...). */
  changed?: string;
  deprecated?: string;
  /** Enum values (as JSON) and oneOf/anyOf alternatives (by name) added to it, with the label of each. */
  values?: Record<string, string>;
}

/** What a page (an operation, webhook, schema or channel) says of its own history, and of each row by its place (`at`). */
export interface PageMarkers {
  /** Absent when it was there from the first version the history holds. */
  added?: string;
  /** The labels that changed it since, newest first. */
  changed: string[];
  deprecated?: string;
  /** By place (places.ts): the rows that something happened to. */
  rows: Record<string, RowHistory>;
}

/** A history as the markers read it: entries newest first, each labelled. */
export interface LabelledEntries {
  entries: readonly { label: string; changes: readonly Change[] }[];
}

/** Subjects that are rows of their own: added, they get "Added in". */
const rowSubjects = new Set<Change['subject']>(['parameter', 'property', 'header', 'response', 'callback', 'message']);

const indexed = new WeakMap<LabelledEntries, Map<string, PageMarkers>>();

/**
 * Every page's markers, by page (`GET /pets`, `schema Pet`): indexed once per history, as each
 * page of a spec asks, so a page and each of its rows is one lookup.
 */
export function historyMarkers(history: LabelledEntries): Map<string, PageMarkers> {
  let found = indexed.get(history);
  if (found) return found;
  found = new Map();
  for (const entry of [...history.entries].reverse()) {
    for (const change of entry.changes) {
      let page = found.get(change.page);
      if (!page) found.set(change.page, (page = { changed: [], rows: {} }));
      mark(page, entry.label, change);
    }
  }
  for (const [key, page] of found) if (!page.added && !page.deprecated && !page.changed.length && !Object.keys(page.rows).length) found.delete(key);
  indexed.set(history, found);
  return found;
}

/** Applies one change, oldest first: later labels win. */
function mark(page: PageMarkers, label: string, change: Change): void {
  if (!change.at) {
    if (change.action === 'added') page.added = label;
    else if (change.action === 'deprecated') page.deprecated = label;
    else if (change.action !== 'removed') changedIn(page, label);
    return;
  }
  changedIn(page, label);
  // A row that went away is not shown: the changelog says so, no marker does.
  if (change.action === 'removed' && rowSubjects.has(change.subject)) return;
  const row = (page.rows[change.at] ??= {});
  if (change.action === 'deprecated') row.deprecated = label;
  else if (change.action === 'added' && rowSubjects.has(change.subject)) {
    // Added anew (after a removal): what was said of the old row no longer holds.
    for (const key of Object.keys(row)) delete row[key as keyof RowHistory];
    row.added = label;
  } else {
    if (row.added !== label) row.changed = label;
    if (change.action === 'added' && change.value !== undefined) (row.values ??= {})[change.value] = label;
  }
}

function changedIn(page: PageMarkers, label: string): void {
  if (label !== page.added && !page.changed.includes(label)) page.changed.unshift(label);
}

/**
 * A page's history as its Markdown twin says it: the page's own line, then each row something
 * happened to, by its place. Empty when nothing happened to the page after the first version.
 */
export function historyMarkdown(history: LabelledEntries, page: string): string {
  const markers = historyMarkers(history).get(page);
  if (!markers) return '';
  const { added, changed, deprecated } = markers;
  const line = said({ ...(added ? { added } : {}), ...(changed.length ? { changed: changed.join(', ') } : {}), ...(deprecated ? { deprecated } : {}) });
  const rows = Object.entries(markers.rows).map(([at, row]) => `- \`${at}\`: ${said(row)}`);
  return `## Change history\n\n${[line, rows.join('\n')].filter(Boolean).join('\n\n')}\n`;
}

function said(row: RowHistory): string {
  return [
    row.added && `Added in ${row.added}`,
    row.changed && `Changed in ${row.changed}`,
    row.deprecated && `Deprecated since ${row.deprecated}`,
    ...Object.entries(row.values ?? {}).map(([value, label]) => `${value} added in ${label}`),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The routes of a site that have a history: an operation's or webhook's page, a schema's, an AsyncAPI channel's (structural: any route type fits). */
export interface HistoryRoute {
  operation?: { spec: string; key: string };
  schema?: { spec: string; name: string };
  channel?: { spec: string; id: string };
}

/**
 * A page's Markdown twin with its change history after it: the built site's `.md` files and MCP's
 * get_page add it the same way, from the histories by spec.
 */
export function withHistoryMarkdown(twin: string, route: HistoryRoute, histories: ReadonlyMap<string, LabelledEntries> | undefined): string {
  const spec = route.operation?.spec ?? route.schema?.spec ?? route.channel?.spec;
  const history = spec === undefined ? undefined : histories?.get(spec);
  const page = route.operation?.key ?? (route.schema ? `schema ${route.schema.name}` : channelPage(route.channel?.id ?? ''));
  const section = history ? historyMarkdown(history, page) : '';
  return section ? `${twin}\n${section}` : twin;
}
