import type { PageHistory } from '../data/page-history.ts';
import { escapeHtml } from '../data/escape-html.ts';

/** "Added in 1.1.0 · Changed in 2.0.0 · Deprecated since 2.0.0 · Changelog" under an endpoint's, schema's or channel's title. */
export function historyLine(history: PageHistory): string {
  const parts = [
    history.added && `Added in <strong>${escapeHtml(history.added)}</strong>`,
    history.changed.length &&
      `Changed in ${history.changed
        .slice(0, 3)
        .map((label) => `<strong>${escapeHtml(label)}</strong>`)
        .join(', ')}${history.changed.length > 3 ? ' and earlier' : ''}`,
    history.deprecated && `<span class="api-history-deprecated">Deprecated since <strong>${escapeHtml(history.deprecated)}</strong></span>`,
    `<a href="${escapeHtml(history.changelog)}">Changelog</a>`,
  ].filter(Boolean);
  return `<p class="api-history" data-pagefind-ignore>${parts.join(' · ')}</p>`;
}
