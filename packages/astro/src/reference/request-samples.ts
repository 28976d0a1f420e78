import { exampleValue } from '@quire/openapi';
import type { PageApi } from '../data/page-data.ts';
import type { ReferenceSettings } from '../data/site-data.ts';
import { codeSamples } from './code-samples/code-samples.ts';
import { renderCodeSamples } from './code-samples/render-code-samples.ts';
import { sampleSecuritySchemes } from './code-samples/sample-request.ts';
import type { Html } from './html.ts';
import { mediaExamples } from './media-examples.ts';

/** The request samples of an endpoint page, sending the same body its request example shows. */
export async function requestSamples(api: PageApi, settings: ReferenceSettings, name: string): Promise<Html | undefined> {
  const operation = api.operation;
  if (!operation) return undefined;
  const media = operation.requestBody?.content[0];
  const shown = media ? mediaExamples(media, api.refs, 'request', settings.autogenerate)[0] : undefined;
  const samples = await codeSamples({
    operation,
    server: api.servers[0],
    securitySchemes: sampleSecuritySchemes(operation, api.securitySchemes),
    defaults: settings.defaults,
    exampleOf: (schema) => exampleValue(schema, api.refs, 'request'),
    ...(shown ? { bodyExample: shown.value } : {}),
    refs: api.refs,
    languages: settings.languages,
    autogenerate: settings.autogenerate,
  });
  return samples.length ? renderCodeSamples(samples, { name }) : undefined;
}
