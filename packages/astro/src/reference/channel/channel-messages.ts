import type { AsyncApiMessage } from '@quire/asyncapi';
import { channelPage, places } from '@quire/changes';
import { messageTitle, messageWriter, type ChannelOperation, type ChannelPageData } from '../../data/channel-data.ts';
import { html, type Html } from '../html.ts';
import { renderInlineMarkdown, renderMarkdown } from '../markdown.ts';
import { rowBadges } from '../row-history.ts';
import { fact } from '../schema-facts.ts';
import { schemaTree, type SchemaContext } from '../schema-tree.ts';
import { asSchema } from './channel-context.ts';

/** The message sections of a page, in order: what the reader sends, then what they receive. */
export const messageSectionTitles = { send: 'Messages you send', receive: 'Messages you receive', all: 'Messages' } as const;
export const messageSectionIds = { send: 'messages-you-send', receive: 'messages-you-receive', all: 'messages' } as const;

/** Which message sections a page has: by direction when the document has operations, else one for all. */
export function messageSectionKinds(data: ChannelPageData): ('send' | 'receive' | 'all')[] {
  if (!data.operations.length) return data.channel.messages.length ? ['all'] : [];
  return (['send', 'receive'] as const).filter((d) => data.operations.some((o) => o.direction === d));
}

/**
 * The messages already on the page, so a second mention links to it, keyed by what tells messages
 * apart; and the channel's own, whose rows have their change history on this page (a reply on
 * another channel has its history on that channel's page).
 */
interface Shown {
  ids: Map<string, string>;
  own: ReadonlySet<string>;
  page: string;
}
/** What tells messages apart: the same message may be reached from several operations. */
export const messageKey = (m: AsyncApiMessage) => `${m.id}\0${m.name ?? ''}\0${m.title ?? ''}`;

/**
 * "Messages you send" and "Messages you receive" (or one "Messages" section), each message's fields
 * as schema trees, without the fields the side that writes them does not set.
 */
export function messageSections(data: ChannelPageData, pageCtx: SchemaContext): Html[] {
  const shown: Shown = { ids: new Map(), own: new Set(data.channel.messages.map(messageKey)), page: channelPage(data.channel.id) };
  const contentType = data.defaultContentType;
  return messageSectionKinds(data).map((kind) => {
    const ctx = { ...pageCtx, writer: messageWriter(kind) };
    const heading = html`<h2 id="${messageSectionIds[kind]}">${messageSectionTitles[kind]}</h2>`;
    if (kind === 'all') return html`${heading}${data.channel.messages.map((m) => messageBlock(m, 3, ctx, shown, contentType))}`;
    const operations = data.operations.filter((o) => o.direction === kind);
    return html`${heading}${operations.map((o) => operationBlock(o, ctx, shown, contentType))}`;
  });
}

function operationBlock(op: ChannelOperation, ctx: SchemaContext, shown: Shown, contentType: string | undefined): Html {
  const title = op.title ?? op.summary ?? op.id;
  const summary = op.title && op.summary ? html`<p class="channel-operation-summary">${renderInlineMarkdown(op.summary)}</p>` : '';
  const messages = op.messages.length
    ? op.messages.map((m) => messageBlock(m, 4, ctx, shown, contentType))
    : html`<p class="schema-empty">Any message of the channel.</p>`;
  const security = op.security.length
    ? html`<p class="schema-facts">${fact('Authorization', html`${op.security.map((name, i) => html`${i ? ' or ' : ''}<a href="#authorization"><code>${name}</code></a>`)}`)}</p>`
    : '';
  return html`<div class="channel-operation" data-operation="${op.id}"><h3 id="${ctx.nextId(op.id)}">${title}</h3>${summary}${op.description ? renderMarkdown(op.description) : ''}${security}${messages}${replyBlock(op, ctx, shown, contentType)}</div>`;
}

/** What answers an operation: the API's reply to a message the reader sends, or the reader's reply to the API. */
function replyBlock(op: ChannelOperation, ctx: SchemaContext, shown: Shown, contentType: string | undefined): Html | string {
  if (!op.reply) return '';
  const who = op.direction === 'send' ? 'The API replies' : 'Reply';
  const where = op.reply.address ? html` on <code>${op.reply.address}</code>` : '';
  const names = op.reply.messages.map((m, i) => {
    const earlier = shown.ids.get(messageKey(m));
    const label = messageTitle(m);
    return html`${i ? (i === op.reply!.messages.length - 1 ? ' or ' : ', ') : ''}${earlier ? html`<a href="#${earlier}">${label}</a>` : html`<strong>${label}</strong>`}`;
  });
  const fresh = op.reply.messages.filter((m) => !shown.ids.has(messageKey(m)));
  // The other side writes the reply.
  const replyCtx = { ...ctx, writer: messageWriter(op.direction === 'send' ? 'receive' : 'send') };
  const line = html`<p class="channel-reply-line">${who}${op.reply.messages.length ? html` with ${names}` : ''}${where}.</p>`;
  return html`<div class="channel-reply">${line}${fresh.map((m) => messageBlock(m, 4, replyCtx, shown, contentType))}</div>`;
}

function messageBlock(message: AsyncApiMessage, level: 3 | 4, pageCtx: SchemaContext, shown: Shown, defaultContentType: string | undefined): Html {
  const earlier = shown.ids.get(messageKey(message));
  const title = messageTitle(message);
  if (earlier) return html`<p class="schema-recursion channel-message-again">The same <a href="#${earlier}">${title}</a> message as above.</p>`;
  const id = pageCtx.nextId(`message-${message.id}`);
  shown.ids.set(messageKey(message), id);
  // The message's own history, and its rows' at `message <key> payload › <path>` (or `headers`), as an endpoint's body rows are placed.
  const own = shown.own.has(messageKey(message));
  const history = own ? pageCtx.history?.(shown.page, places.message(message.id)) : undefined;
  const under = (base: string): SchemaContext => (own ? { ...pageCtx, place: { page: shown.page, base } } : pageCtx);
  const name = message.name && message.name !== title ? html` <code class="channel-message-name">${message.name}</code>` : '';
  const heading =
    level === 3
      ? html`<h3 class="channel-message-title">${title}${name}${rowBadges(history)}</h3>`
      : html`<h4 class="channel-message-title">${title}${name}${rowBadges(history)}</h4>`;
  const contentType = message.contentType ?? defaultContentType;
  const facts = [
    contentType && fact('Content type', html`<code>${contentType}</code>`),
    message.correlationId && fact('Correlation id', html`<code>${message.correlationId.location}</code>`),
  ].filter(Boolean);
  const headers = message.headers
    ? html`<p class="response-part">Headers</p>${schemaTree(asSchema(message.headers), under(places.messageHeaders(message.id)))}`
    : '';
  const payload = message.payload
    ? html`<p class="response-part">Payload</p>${schemaTree(asSchema(message.payload), under(places.messagePayload(message.id)))}`
    : message.payloadFormat
      ? otherFormatPayload(message.payloadFormat)
      : html`<p class="schema-empty">No payload.</p>`;
  return html`<div class="channel-message" id="${id}" data-message="${message.id}">${heading}${message.summary ? html`<p class="channel-message-summary">${renderInlineMarkdown(message.summary)}</p>` : ''}${
    message.description ? renderMarkdown(message.description) : ''
  }${facts.length ? html`<p class="schema-facts">${facts}</p>` : ''}${headers}${payload}</div>`;
}

/** An Avro, RAML, Protobuf... payload schema: named and shown as written (no tree: it is not JSON Schema). */
function otherFormatPayload(format: NonNullable<AsyncApiMessage['payloadFormat']>): Html {
  const text = typeof format.schema === 'string' ? format.schema : JSON.stringify(format.schema, null, 2);
  return html`<p class="response-part">Payload</p><p class="schema-facts">${fact('Schema format', html`<code>${format.schemaFormat}</code>`)}</p><pre class="channel-schema-source"><code>${text}</code></pre>`;
}
