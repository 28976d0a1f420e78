import type { RowHistory } from '@quire/changes';
import { html, type Html } from './html.ts';

/**
 * A row's history from the spec's git history, as short badges beside its flags: "Added in
 * 1.1.0", "Changed in 2.0.0", "Deprecated since 2.0.0". Plain spans, no script: large pages
 * repeat rows by the thousand, and only the rows something happened to carry one.
 */
export function rowBadges(row: RowHistory | undefined): Html | string {
  if (!row) return '';
  return html`${row.added ? badge(`Added in ${row.added}`) : ''}${row.changed ? badge(`Changed in ${row.changed}`) : ''}${
    row.deprecated ? html`<span class="q-since q-since-deprecated">Deprecated since ${row.deprecated}</span>` : ''
  }`;
}

/** An enum value's or an alternative's "Added in" badge. */
export function valueBadge(label: string | undefined): Html | string {
  return label ? badge(`Added in ${label}`) : '';
}

function badge(text: string): Html {
  return html`<span class="q-since">${text}</span>`;
}
