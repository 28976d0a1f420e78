import { refName, type MediaType, type RequestBody, type Response } from '@quire/openapi';
import { renderTabSet } from '../components/tab-set.ts';
import { html, trusted, type Html } from './html.ts';
import { renderInlineMarkdown as renderInline, renderMarkdown } from './markdown.ts';
import { fieldRow, rootWalk, schemaTree, type SchemaContext } from './schema-tree.ts';

/** The request body: its description, then one schema tree per content type (tabs when several). */
export function requestBodySection(body: RequestBody, ctx: SchemaContext, nested = false): Html {
  return html`${heading('request-body', 'Request body', nested)}<p class="media-line">${body.required ? html`<span class="q-field-flag q-field-required">required</span>` : html`<span class="q-field-label">optional</span>`}</p>${
    body.description ? renderMarkdown(body.description) : ''
  }${mediaTabs(body.content, { ...ctx, direction: 'request' }, 'Request body content type')}`;
}

/** Every response: status, description, headers and body schema; the first success starts open. */
export function responsesSection(responses: Response[], ctx: SchemaContext, nested = false): Html {
  const responseCtx: SchemaContext = { ...ctx, direction: 'response' };
  // Statuses often share a schema (201 and 202 both return the resource): later ones link to the first.
  const shown = new Map<string, string>();
  const firstOpen = responses.find((r) => r.status.startsWith('2')) ?? responses[0];
  return html`${heading('responses', 'Responses', nested)}<div class="responses">${responses.map((response) => {
    const [headline, ...rest] = (response.description ?? '').split('\n');
    const open = ctx.expanded || response === firstOpen;
    const headers = response.headers.length
      ? html`<h4 class="response-part">Headers</h4><ul class="schema-fields">${response.headers.map((h) =>
          fieldRow(h.name, h.schema, h.required, rootWalk(responseCtx), { deprecated: h.deprecated, ...(h.description ? { description: h.description } : {}) }),
        )}</ul>`
      : '';
    const body = response.content.length ? html`${headers ? html`<h4 class="response-part">Body</h4>` : ''}${mediaTabs(response.content, responseCtx, `Response ${response.status} content type`, shown)}` : '';
    const more = rest.join('\n').trim();
    const empty = !headers && !body && !more ? html`<p class="response-empty">No body.</p>` : '';
    return html`<details class="response"${nested ? '' : html` id="response-${response.status.toLowerCase()}"`}${open ? trusted(' open') : ''}><summary><span class="status status-${statusClass(response.status)}">${response.status}</span> <span class="response-headline">${headline ? renderInline(headline) : ''}</span></summary><div class="response-body">${more ? renderMarkdown(more) : ''}${headers}${body}${empty}</div></details>`;
  })}</div>`;
}

/** A section heading; nested ones (inside a callback) stay out of the outline and its anchors. */
function heading(id: string, text: string, nested: boolean): Html {
  return nested ? html`<h3 class="callback-part">${text}</h3>` : html`<h2 id="${id}">${text}</h2>`;
}

/** `2xx`, `4xx`... for the status color; `default` stays neutral. */
function statusClass(status: string): string {
  return /^[1-5]/.test(status) ? `${status[0]}xx` : 'default';
}

function mediaTabs(content: MediaType[], ctx: SchemaContext, label: string, shown?: Map<string, string>): Html {
  const panels = content.map((media) => ({ title: media.mediaType, html: mediaPanel(media, ctx, shown).value }));
  if (panels.length === 1) return html`<p class="media-type"><code>${content[0]!.mediaType}</code></p>${trusted(panels[0]!.html)}`;
  return trusted(renderTabSet(panels, { name: ctx.nextId('media'), kind: 'tabs', sync: false, label }));
}

function mediaPanel(media: MediaType, ctx: SchemaContext, shown?: Map<string, string>): Html {
  if (!media.schema) return html`<p class="schema-empty">${isBinary(media.mediaType) ? 'Binary data.' : 'Any content of this type.'}</p>`;
  const binary = media.schema.type === 'string' && (media.schema.format === 'binary' || media.schema.contentMediaType !== undefined);
  if (binary) return html`<p class="schema-empty">Binary data${typeof media.schema.description === 'string' ? html`: ${renderInline(media.schema.description)}` : '.'}</p>`;
  const ref = typeof media.schema.$ref === 'string' ? media.schema.$ref : undefined;
  const earlier = ref ? shown?.get(ref) : undefined;
  if (ref && earlier) return html`<p class="schema-recursion">The same <a href="#${earlier}">${refName(ref)}</a> as above.</p>`;
  const id = ctx.nextId('body');
  if (ref) shown?.set(ref, id);
  return html`<div id="${id}">${schemaTree(media.schema, ctx)}</div>`;
}

function isBinary(mediaType: string): boolean {
  return /^(application\/octet-stream|image\/|audio\/|video\/|application\/pdf|application\/zip)/i.test(mediaType);
}
