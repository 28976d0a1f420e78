import { places } from '@quire/changes';
import { payloadWriter, refName, type Exchange, type MediaType, type RequestBody, type Response, type SchemaObject } from '@quire/openapi';
import { sequentialKind } from '@quire/request';
import { renderTabSet } from '../components/tab-set.ts';
import { html, trusted, type Html } from './html.ts';
import { renderInlineMarkdown as renderInline, renderMarkdown } from './markdown.ts';
import { rowBadges } from './row-history.ts';
import { fact } from './schema-facts.ts';
import { fieldRow, rootWalk, schemaTree, type SchemaContext } from './schema-tree.ts';

/**
 * The request body of an exchange (a webhook's or callback's is written by the API): its
 * description, then one schema tree per content type (tabs when several). A callback's sits
 * inside the operation's page, out of its outline.
 */
export function requestBodySection(body: RequestBody, ctx: SchemaContext, exchange: Exchange, title = 'Request body'): Html {
  const writer = payloadWriter(exchange, 'request');
  // Whether the body must be sent means something to the reader only when the reader sends it.
  const flag =
    writer !== 'client'
      ? undefined
      : body.required
        ? html`<span class="q-field-flag q-field-required">required</span>`
        : html`<span class="q-field-label">optional</span>`;
  return html`${heading(title === 'Request body' ? 'request-body' : 'payload', title, exchange === 'callback')}${body.description ? renderMarkdown(body.description) : ''}${mediaTabs(
    body.content,
    { ...ctx, writer },
    `${title} content type`,
    undefined,
    flag,
    places.requestBody,
  )}`;
}

/** Every response of an exchange (a webhook's are its subscriber's): status, description, headers and body schema; the first success starts open. */
export function responsesSection(responses: Response[], ctx: SchemaContext, exchange: Exchange, intro?: string): Html {
  const nested = exchange === 'callback';
  const responseCtx: SchemaContext = { ...ctx, writer: payloadWriter(exchange, 'response') };
  // Statuses often share a schema (201 and 202 both return the resource): later ones link to the first.
  const shown = new Map<string, string>();
  const firstOpen = responses.find((r) => r.status.startsWith('2')) ?? responses[0];
  return html`${heading('responses', 'Responses', nested)}${intro ? html`<p class="section-intro">${intro}</p>` : ''}<div class="responses">${responses.map(
    (response) => {
      // OpenAPI 3.2: a response's `summary` is its headline; the whole description then follows.
      const [headline, ...rest] = response.summary ? [response.summary, ...(response.description ?? '').split('\n')] : (response.description ?? '').split('\n');
      const open = ctx.expanded || response === firstOpen;
      const headers = response.headers.length
        ? html`<h4 class="response-part">Headers</h4><ul class="schema-fields">${response.headers.map((h) =>
            fieldRow(h.name, h.schema, h.required, rootWalk(responseCtx), {
              deprecated: h.deprecated,
              at: places.responseHeader(response.status, h.name),
              ...(h.description ? { description: h.description } : {}),
            }),
          )}</ul>`
        : '';
      const body = response.content.length
        ? html`${headers ? html`<h4 class="response-part">Body</h4>` : ''}${mediaTabs(
            response.content,
            responseCtx,
            `Response ${response.status} content type`,
            shown,
            undefined,
            (type) => places.responseBody(response.status, type),
          )}`
        : '';
      const history = ctx.place && ctx.history?.(ctx.place.page, places.response(response.status));
      const more = rest.join('\n').trim();
      const empty = !headers && !body && !more ? html`<p class="response-empty">No body.</p>` : '';
      return html`<details class="response"${nested ? '' : html` id="response-${response.status.toLowerCase()}"`}${open ? trusted(' open') : ''}><summary><span class="status status-${statusClass(response.status)}">${response.status}</span> <span class="response-headline">${headline ? renderInline(headline) : ''}</span>${rowBadges(history)}</summary><div class="response-body">${more ? renderMarkdown(more) : ''}${headers}${body}${empty}</div></details>`;
    },
  )}</div>`;
}

/** A section heading; nested ones (inside a callback) stay out of the outline and its anchors. */
function heading(id: string, text: string, nested: boolean): Html {
  return nested ? html`<h3 class="callback-part">${text}</h3>` : html`<h2 id="${id}">${text}</h2>`;
}

/** `2xx`, `4xx`... for the status color; `default` stays neutral. */
function statusClass(status: string): string {
  return /^[1-5]/.test(status) ? `${status[0]}xx` : 'default';
}

/**
 * One panel per content type, tabs when several. `flag` (a request body's required mark) leads
 * each panel's first line, with the content type when there is one panel (tabs name it otherwise).
 * `section` names a content type's place in the change history (`response 200 application/json`).
 */
function mediaTabs(
  content: MediaType[],
  ctx: SchemaContext,
  label: string,
  shown?: Map<string, string>,
  flag?: Html,
  section?: (mediaType: string) => string,
): Html {
  const placed = (media: MediaType): SchemaContext =>
    ctx.place && section ? { ...ctx, place: { page: ctx.place.page, base: section(media.mediaType) } } : ctx;
  if (content.length === 1)
    return mediaPanel(content[0]!, placed(content[0]!), shown, html`${flag ?? ''}${fact('Content type', html`<code>${content[0]!.mediaType}</code>`)}`);
  const panels = content.map((media) => ({ title: media.mediaType, html: mediaPanel(media, placed(media), shown, flag).value }));
  return trusted(renderTabSet(panels, { name: ctx.nextId('media'), kind: 'tabs', sync: false, label }));
}

function mediaPanel(media: MediaType, ctx: SchemaContext, shown?: Map<string, string>, lead?: Html): Html {
  const encodings = encodingsLine(media);
  const line = html`${lead?.value ? html`<p class="schema-facts schema-root">${lead}</p>` : ''}${encodings}`;
  if (media.itemSchema && !media.schema) return itemsPanel(media, media.itemSchema, ctx, line);
  if (!media.schema) return html`${line}<p class="schema-empty">${isBinary(media.mediaType) ? 'Binary data.' : 'Any content of this type.'}</p>`;
  const binary = media.schema.type === 'string' && (media.schema.format === 'binary' || media.schema.contentMediaType !== undefined);
  if (binary)
    return html`${line}<p class="schema-empty">Binary data${typeof media.schema.description === 'string' ? html`: ${renderInline(media.schema.description)}` : '.'}</p>`;
  const ref = typeof media.schema.$ref === 'string' ? media.schema.$ref : undefined;
  const earlier = ref ? shown?.get(ref) : undefined;
  if (ref && earlier) return html`${line}<p class="schema-recursion">The same <a href="#${earlier}">${refName(ref)}</a> as above.</p>`;
  const id = ctx.nextId('body');
  if (ref) shown?.set(ref, id);
  return html`<div id="${id}">${schemaTree(media.schema, ctx, lead ? { lead } : {})}</div>${encodings}`;
}

/**
 * OpenAPI 3.2 `itemEncoding` and `prefixEncoding`: the content type of each item (each part of a
 * multipart array, each item of a stream) and of the first parts by position.
 */
function encodingsLine(media: MediaType): Html | string {
  const item = encodedType(media.itemEncoding);
  const prefix = (media.prefixEncoding ?? []).map(encodedType);
  if (!item && !prefix.some(Boolean)) return '';
  // One span a part, its comma inside: a fact's items sit apart (flex gap), a comma keeps to its word.
  const positions = prefix.map(
    (type, i) => html`<span>${ordinal(i + 1)} <code>${type ?? 'as its schema says'}</code>${i < prefix.length - 1 ? ',' : ''}</span>`,
  );
  return html`<p class="schema-facts media-encodings">${prefix.length ? fact('Parts in order', html`${positions}`) : ''}${item ? fact(prefix.length ? 'Each part after them' : 'Each item', html`<code>${item}</code>`) : ''}</p>`;
}

function encodedType(encoding: Record<string, unknown> | undefined): string | undefined {
  return typeof encoding?.contentType === 'string' ? encoding.contentType : undefined;
}

function ordinal(n: number): string {
  return n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`;
}

/**
 * OpenAPI 3.2 sequential media types: the body is a stream, and `itemSchema` describes each item
 * (each event of an event stream, each line of JSON Lines). An event's `data` described with
 * `contentSchema` (JSON in the data field) gets its own tree: that is what a client parses.
 */
function itemsPanel(media: MediaType, itemSchema: SchemaObject, ctx: SchemaContext, line: Html | string): Html {
  const kind = sequentialKind(media.mediaType);
  const what = kind === 'event-stream' ? 'event' : kind === 'json-seq' ? 'record' : kind === 'json-lines' ? 'line' : 'item';
  const intro = html`${line}<p class="stream-intro">A stream: each ${what} is one item, described below, sent as it happens.</p>`;
  const data = isObject(itemSchema.properties) && isObject(itemSchema.properties.data) ? itemSchema.properties.data : undefined;
  const content = data && isObject(data.contentSchema) ? data.contentSchema : undefined;
  const dataTree = content
    ? html`<h4 class="response-part">The <code>data</code> of each event${typeof data!.contentMediaType === 'string' ? html` (<code>${data!.contentMediaType}</code>)` : ''}</h4><div id="${ctx.nextId('body')}">${schemaTree(content, ctx)}</div>`
    : '';
  return html`${intro}<h4 class="response-part">Each ${what}</h4><div id="${ctx.nextId('body')}">${schemaTree(itemSchema, ctx)}</div>${dataTree}`;
}

function isObject(value: unknown): value is SchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBinary(mediaType: string): boolean {
  return /^(application\/octet-stream|image\/|audio\/|video\/|application\/pdf|application\/zip)/i.test(mediaType);
}
