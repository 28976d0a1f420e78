import { places } from '@quire/changes';
import type { Callback } from '@quire/openapi';
import { methodBadge } from '../data/render-sidebar.ts';
import { requestBodySection, responsesSection } from './bodies.ts';
import { html, trusted, type Html } from './html.ts';
import { renderMarkdown } from './markdown.ts';
import { rowBadges } from './row-history.ts';
import type { SchemaContext } from './schema-tree.ts';

/**
 * Requests the API sends back to the caller: each with its URL expression, body and the answers it
 * expects. The change history marks a callback added; its rows have none of their own (the
 * operation's body and responses have the same places).
 */
export function callbacksSection(callbacks: Callback[], ctx: SchemaContext): Html | undefined {
  if (!callbacks.length) return undefined;
  const { place, history: _rows, ...inside } = ctx;
  return html`<h2 id="callbacks">Callbacks</h2>${callbacks.map((callback) => {
    const body = callback.requestBody ? requestBodySection(callback.requestBody, inside, 'callback') : '';
    const responses = callback.responses.length ? responsesSection(callback.responses, inside, 'callback') : '';
    const history = place && ctx.history?.(place.page, places.callback(callback.name, callback.method));
    return html`<details class="q-expandable callback"${ctx.expanded ? trusted(' open') : ''}><summary><strong>${callback.name}</strong> ${trusted(methodBadge(callback.method))} <code class="endpoint-path">${callback.expression}</code>${rowBadges(history)}</summary><div class="q-expandable-body">${
      callback.summary ? html`<p><strong>${callback.summary}</strong></p>` : ''
    }${callback.description ? renderMarkdown(callback.description) : ''}${body}${responses}</div></details>`;
  })}`;
}
