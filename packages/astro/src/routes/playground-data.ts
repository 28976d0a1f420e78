import type { APIRoute } from 'astro';
import site from 'virtual:quire/site';
import { playgroundPayload } from '../data/playground-payload.ts';
import { wsPlaygroundPayload } from '../data/ws-playground-payload.ts';
import { graphqlPlaygroundPayload } from '../data/graphql-playground-payload.ts';
import { fileHref } from '../data/site-urls.ts';
import { readPage } from '../runtime/read-page.ts';

/**
 * One JSON file per page with a playground, fetched only when a reader opens it: an endpoint's
 * request inputs, a WebSocket channel's connection and messages, or a GraphQL operation.
 */
export function getStaticPaths() {
  return site.playground.pages.map((id) => ({ params: { id: String(id) } }));
}

export const GET: APIRoute = async ({ params }) => {
  const page = await readPage(Number(params.id));
  const mode = page.route.playground === 'simple' ? 'simple' : 'interactive';
  const refsUrl = page.api && fileHref(site.urls, `_quire/playground/refs-${site.playground.specs.indexOf(page.api.spec)}.json`);
  const data = page.api
    ? playgroundPayload(page.api, mode, site.playground, site.reference.autogenerate, refsUrl)
    : page.channel
      ? wsPlaygroundPayload(page.channel)
      : page.graphql && graphqlPlaygroundPayload(page.graphql);
  if (!data) return new Response('No playground on this page', { status: 404 });
  return new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json' } });
};
