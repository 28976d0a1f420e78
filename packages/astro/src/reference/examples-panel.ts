import { payloadWriter, type MediaType, type Operation, type SchemaObject, type Writer } from '@quire/openapi';
import { renderTabSet, type TabItem } from '../components/tab-set.ts';
import { renderCodeBlock } from './code-samples/render-code-samples.ts';
import { html, trusted, type Html } from './html.ts';
import { exampleText, mediaExamples } from './media-examples.ts';

/** Renders example text as highlighted HTML; the page passes the code-sample highlighter. */
export type Highlight = (code: string, lang: string) => string;

export interface ExampleOptions {
  refs: Record<string, SchemaObject>;
  autogenerate: boolean;
  highlight: Highlight;
  nextId: (hint: string) => string;
}

/**
 * Request body examples (a webhook's payload): one tab per content type and named example. When
 * the request samples already send the first one, it is not shown a second time.
 */
export function requestExamples(operation: Operation, options: ExampleOptions, sentBySamples = false): Html | undefined {
  const content = operation.requestBody?.content ?? [];
  const tabs = content.flatMap((media) => exampleTabs(media, payloadWriter(operation.kind, 'request'), options, content.length > 1 ? media.mediaType : ''));
  if (sentBySamples) tabs.shift();
  const label = operation.kind === 'webhook' ? 'Payload example' : sentBySamples ? 'Other request examples' : 'Request example';
  return tabs.length ? block(label, tabs, options) : undefined;
}

/** A schema page's example: the object as JSON, the spec's own example or one made from its fields. */
export function schemaExample(schema: SchemaObject, options: ExampleOptions): Html | undefined {
  const media: MediaType = { mediaType: 'application/json', schema };
  const examples = mediaExamples(media, options.refs, 'either', options.autogenerate);
  const tabs = examples.map((example) => {
    const { text, lang } = exampleText('application/json', example.value);
    return { title: 'application/json', html: renderCodeBlock({ lang, html: options.highlight(text, lang) }).value };
  });
  return tabs.length ? block('Example', tabs, options) : undefined;
}

/** Response examples: one tab per status, content type and named example. */
export function responseExamples(operation: Operation, options: ExampleOptions): Html | undefined {
  const tabs = operation.responses.flatMap((response) =>
    response.content.flatMap((media) =>
      exampleTabs(
        media,
        payloadWriter(operation.kind, 'response'),
        options,
        response.content.length > 1 ? `${response.status} ${media.mediaType}` : response.status,
      ),
    ),
  );
  return tabs.length ? block('Response example', tabs, options) : undefined;
}

function exampleTabs(media: MediaType, writer: Writer, options: ExampleOptions, prefix: string): TabItem[] {
  const examples = mediaExamples(media, options.refs, writer, options.autogenerate);
  return examples.map((example) => {
    const { text, lang } = exampleText(media.mediaType, example.value);
    const name = examples.length > 1 ? (example.summary ?? example.name) : '';
    const title = [prefix, name].filter(Boolean).join(' · ') || media.mediaType;
    return { title, html: renderCodeBlock({ lang, html: options.highlight(text, lang) }).value };
  });
}

function block(label: string, tabs: TabItem[], options: ExampleOptions): Html {
  return html`<div class="example-block"><p class="example-title">${label}</p>${trusted(renderTabSet(tabs, { name: options.nextId('example'), kind: 'code', sync: false, label }))}</div>`;
}
