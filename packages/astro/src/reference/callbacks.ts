import type { Callback } from '@quire/openapi';
import { methodBadge } from '../data/render-sidebar.ts';
import { requestBodySection, responsesSection } from './bodies.ts';
import { html, trusted, type Html } from './html.ts';
import { renderMarkdown } from './markdown.ts';
import type { SchemaContext } from './schema-tree.ts';

/** Requests the API sends back to the caller: each with its URL expression, body and the answers it expects. */
export function callbacksSection(callbacks: Callback[], ctx: SchemaContext): Html | undefined {
  if (!callbacks.length) return undefined;
  return html`<h2 id="callbacks">Callbacks</h2>${callbacks.map((callback) => {
    const body = callback.requestBody ? requestBodySection(callback.requestBody, ctx, 'callback') : '';
    const responses = callback.responses.length ? responsesSection(callback.responses, ctx, 'callback') : '';
    return html`<details class="q-expandable callback"${ctx.expanded ? trusted(' open') : ''}><summary><strong>${callback.name}</strong> ${trusted(methodBadge(callback.method))} <code class="endpoint-path">${callback.expression}</code></summary><div class="q-expandable-body">${
      callback.summary ? html`<p><strong>${callback.summary}</strong></p>` : ''
    }${callback.description ? renderMarkdown(callback.description) : ''}${body}${responses}</div></details>`;
  })}`;
}
