import type { APIRoute } from 'astro';
import site from 'virtual:quire/site';
import { playgroundRefsFile } from '../data/stored-refs.ts';
import { readPageFile } from '../runtime/read-page.ts';

/**
 * One JSON file per spec with the `$ref` targets its endpoints' playgrounds reach, fetched with a
 * page's own file (routes/playground-data.ts): most endpoints of an API reach the same components,
 * which each page's file repeated (GitHub's: 6.9 MB of targets, 0.8 MB once each). Written with
 * the pages' data (integration/write-site-data.ts): gathering it here read every endpoint's data again.
 */
export function getStaticPaths() {
  return site.playground.specs.map((_, spec) => ({ params: { spec: String(spec) } }));
}

export const GET: APIRoute = ({ params }) => {
  return new Response(readPageFile(playgroundRefsFile(Number(params.spec))), { headers: { 'content-type': 'application/json' } });
};
