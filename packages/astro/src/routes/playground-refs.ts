import type { APIRoute } from 'astro';
import site from 'virtual:quire/site';
import { playgroundRefs } from '../data/playground-payload.ts';
import { readPage } from '../runtime/read-page.ts';

/**
 * One JSON file per spec with the `$ref` targets its endpoints' playgrounds reach, fetched with a
 * page's own file (routes/playground-data.ts): most endpoints of an API reach the same components,
 * which each page's file repeated (GitHub's: 6.9 MB of targets, 0.8 MB once each).
 */
export function getStaticPaths() {
  return site.playground.specs.map((_, spec) => ({ params: { spec: String(spec) } }));
}

export const GET: APIRoute = async ({ params }) => {
  const spec = site.playground.specs[Number(params.spec)];
  const refs = {};
  for (const id of site.playground.pages) {
    const page = await readPage(id);
    if (page.api && page.api.spec === spec) Object.assign(refs, playgroundRefs(page.api));
  }
  return new Response(JSON.stringify(refs), { headers: { 'content-type': 'application/json' } });
};
