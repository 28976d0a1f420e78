import type { APIRoute } from 'astro';
import site from 'virtual:quire/site';
import { sectionOf, sidebarFor } from '../data/navigation.ts';
import { renderSidebar } from '../data/render-sidebar.ts';

/** One fragment per navigation section: the whole sidebar, fetched once and cached. */
export function getStaticPaths() {
  return site.sections.map((section) => ({ params: { section } }));
}

export const GET: APIRoute = ({ params }) => {
  const path = params.section === 'root' ? [] : String(params.section).split('-').map(Number);
  let nodes = site.nav;
  const trail = [];
  for (const index of path) {
    const division = nodes[index];
    if (division?.type !== 'division') break;
    trail.push(division);
    nodes = division.children;
  }
  const section = sectionOf(site.nav, trail, site.urls);
  return new Response(renderSidebar(sidebarFor(section.nodes, [], site.urls, Infinity), undefined, site.urls), {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
};
