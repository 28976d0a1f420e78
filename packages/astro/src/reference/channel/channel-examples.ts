import type { AsyncApiMessage } from '@quire/asyncapi';
import { exampleValue, type SchemaObject, type Writer } from '@quire/openapi';
import { renderTabSet, type TabItem } from '../../components/tab-set.ts';
import { messagesSentBy, messageTitle, messageWriter, type ChannelPageData } from '../../data/channel-data.ts';
import { renderCodeBlock } from '../code-samples/render-code-samples.ts';
import type { Highlight } from '../examples-panel.ts';
import { html, trusted, type Html } from '../html.ts';
import { exampleText } from '../media-examples.ts';
import { messageKey, messageSectionKinds } from './channel-messages.ts';

export interface ChannelExampleOptions {
  autogenerate: boolean;
  highlight: Highlight;
  nextId: (hint: string) => string;
}

const labels = { send: 'Message you send', receive: 'Message you receive', all: 'Message example' } as const;

/** The examples column: per message section, one tab per message example (generated from the payload when it has none). */
export function channelExamples(data: ChannelPageData, options: ChannelExampleOptions): Html[] {
  return messageSectionKinds(data).flatMap((kind) => {
    const messages = kind === 'all' ? data.channel.messages : messagesSentBy(data, kind);
    const tabs = unique(messages).flatMap((m) => messageTabs(m, data, messageWriter(kind), options));
    return tabs.length
      ? [
          html`<div class="example-block"><p class="example-title">${labels[kind]}</p>${trusted(renderTabSet(tabs, { name: options.nextId('example'), kind: 'code', sync: false, label: labels[kind] }))}</div>`,
        ]
      : [];
  });
}

function unique(messages: AsyncApiMessage[]): AsyncApiMessage[] {
  const seen = new Set<string>();
  return messages.filter((m) => {
    const key = messageKey(m);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function messageTabs(message: AsyncApiMessage, data: ChannelPageData, writer: Writer, options: ChannelExampleOptions): TabItem[] {
  const contentType = message.contentType ?? data.defaultContentType ?? 'application/json';
  const title = messageTitle(message);
  const written = message.examples.filter((e) => e.payload !== undefined || e.headers !== undefined);
  const examples = written.length ? written : generated(message, writer, options.autogenerate, data.refs);
  return examples.flatMap((example) => {
    const name = examples.length > 1 ? (example.summary ?? example.name ?? '') : '';
    const label = [title, name].filter(Boolean).join(' · ');
    const tabs: TabItem[] = [];
    if (example.headers !== undefined) tabs.push(tab(`${label} · headers`, 'application/json', example.headers, options));
    if (example.payload !== undefined) tabs.push(tab(label, contentType, example.payload, options));
    return tabs;
  });
}

function generated(
  message: AsyncApiMessage,
  writer: Writer,
  autogenerate: boolean,
  refs: ChannelPageData['refs'],
): { name?: string; summary?: string; headers?: unknown; payload?: unknown }[] {
  if (!autogenerate || !message.payload) return [];
  const payload = exampleValue(message.payload as SchemaObject, refs as Record<string, SchemaObject>, writer);
  return payload === undefined ? [] : [{ payload }];
}

function tab(title: string, contentType: string, value: unknown, options: ChannelExampleOptions): TabItem {
  const { text, lang } = exampleText(contentType, value);
  return { title, html: renderCodeBlock({ lang, html: options.highlight(text, lang) }).value };
}
