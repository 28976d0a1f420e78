// What a highlighting worker colors before any page asks (dev): one sample per language, written
// by the same generators as a page's. The grammars compile their patterns only as a line first
// needs them, so a sample shaped like the pages' (headers, a JSON body, a query) compiles most of
// what the first page's samples will need.
import { resolveLanguages } from './languages.ts';
import { generateSample } from './sample-generators.ts';
import type { SampleRequest } from './sample-request.ts';

const request: SampleRequest = {
  method: 'POST',
  url: 'https://api.example.com/v1/items/42?expand=owner&limit=10',
  httpVersion: 'HTTP/1.1',
  headers: [
    { name: 'Accept', value: 'application/json' },
    { name: 'Authorization', value: 'Bearer <token>' },
    { name: 'Content-Type', value: 'application/json' },
  ],
  queryString: [
    { name: 'expand', value: 'owner' },
    { name: 'limit', value: '10' },
  ],
  cookies: [],
  headersSize: -1,
  bodySize: -1,
  postData: { mimeType: 'application/json', text: JSON.stringify({ name: 'Ball', tags: ['red', 'small'], size: 3, active: true, owner: { id: 7 } }, null, 2) },
};

/** A sample in each of these sample languages (docs.json `api.examples.languages`; default the default list). */
export function warmUpSamples(languages: readonly string[] | undefined): { code: string; lang: string }[] {
  return resolveLanguages(languages).languages.map((language) => ({ code: generateSample(language, request), lang: language.lang }));
}
