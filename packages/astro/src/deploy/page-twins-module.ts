import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { fileLimit, mapWithLimit, type Route } from '@quire/site';
import { twinPath } from '@quire/site/twin-path';
import { exactly } from '../integration/hook-filters.ts';

const id = 'virtual:quire/page-twins';

/** What `virtual:quire/page-twins` holds: every page's slug and title, and its Markdown twin by slug. */
export interface PageTwins {
  pages: { slug: string; title: string }[];
  twins: Record<string, string>;
}

/**
 * `virtual:quire/page-twins`: the pages' Markdown twins as this build wrote them (with the site's
 * base), bundled into a server function that has no access to the static files (`/mcp` of
 * `@quire/mcp/astro` under Netlify's or Vercel's adapter). Loaded only when a server route
 * imports it. One string parsed at start-up: cheaper for the bundler and for V8 than an object
 * literal of thousands of keys.
 */
export function pageTwinsModule(routes: () => Route[], textsDir: string, written: () => Promise<void>): Plugin {
  return {
    name: 'quire:page-twins',
    resolveId: { filter: exactly(id), handler: () => `\0${id}` },
    load: {
      filter: exactly(`\0${id}`),
      handler: async () => {
        await written();
        // A slug listed by two routes has the later one's twin, as in the site.
        const bySlug = new Map(routes().map((route) => [route.slug, route]));
        const twins: Record<string, string> = {};
        await mapWithLimit([...bySlug.keys()], fileLimit, async (slug) => {
          const text = await readFile(join(textsDir, twinPath(slug)), 'utf8').catch(() => undefined);
          if (text !== undefined) twins[slug] = text;
        });
        const pages = [...bySlug.values()].filter((route) => route.slug in twins).map((route) => ({ slug: route.slug, title: route.title }));
        return `export default JSON.parse(${JSON.stringify(JSON.stringify({ pages, twins } satisfies PageTwins))});`;
      },
    },
  };
}
