import { exampleValue, payloadWriter } from '@quire/openapi';
import type { PageApi } from '../data/page-data.ts';
import type { ReferenceSettings } from '../data/site-data.ts';
import site from 'virtual:quire/site';
import { codeSamples } from './code-samples/code-samples.ts';
import { offThreadHighlighter, processHighlighter } from './code-samples/highlight-off-thread.ts';
import { highlightWorkerFile } from 'virtual:quire/highlight-worker';
import { renderCodeSamples } from './code-samples/render-code-samples.ts';
import { sampleSecuritySchemes } from './code-samples/sample-request.ts';
import type { Html } from './html.ts';
import { mediaExamples } from './media-examples.ts';

/** An endpoint page's request samples, and whether they send the body's first example (then shown nowhere else). */
export interface RenderedSamples {
  html: Html;
  sendsBody: boolean;
}

const highlightMany = highlightWorkerFile ? processHighlighter(highlightWorkerFile) : offThreadHighlighter(undefined);

/** The request samples of an endpoint page, sending the body example the page would otherwise show. */
export async function requestSamples(api: PageApi, settings: ReferenceSettings, name: string): Promise<RenderedSamples | undefined> {
  const operation = api.operation;
  if (!operation) return undefined;
  const media = operation.requestBody?.content[0];
  const writer = payloadWriter(operation.kind, 'request');
  const shown = media ? mediaExamples(media, api.refs, writer, settings.autogenerate)[0] : undefined;
  const samples = await codeSamples({
    operation,
    server: api.servers[0],
    securitySchemes: sampleSecuritySchemes(operation, api.securitySchemes),
    defaults: settings.defaults,
    exampleOf: (schema, options) => exampleValue(schema, api.refs, writer, { name: options.name }),
    ...(shown ? { bodyExample: shown.value } : {}),
    refs: api.refs,
    languages: settings.languages,
    autogenerate: settings.autogenerate,
    highlightMany: (items) => highlightMany(items, site.codeSamples),
  });
  if (!samples.length) return undefined;
  // Generated samples carry the body; the spec's own (`x-` ids) may not.
  const sendsBody = shown !== undefined && samples.some((sample) => !sample.id.startsWith('x-'));
  return { html: renderCodeSamples(samples, { name }), sendsBody };
}
