// Astro's prerenderer as the docs pages see it: which of them it will render, and each one as it
// is rendered. The build's progress (build-progress.ts) and the search index built while
// rendering (index-while-rendering.ts) both follow the pages through this one wrapper.
import type { AstroPrerenderer } from 'astro';
import { removeTrailingForwardSlash } from '@astrojs/internal-helpers/path';

type PathsWithRoutes = Awaited<ReturnType<AstroPrerenderer['getStaticPaths']>>;
type RouteData = PathsWithRoutes[number]['route'];
export type RenderResult = Awaited<ReturnType<AstroPrerenderer['render']>>;

/** The docs' pages are the one route rendered from routes/page.astro. */
export const isDocsPage = (route: RouteData) => route.component.endsWith('routes/page.astro');

export interface DocsPageFollower {
  /**
   * Once Astro has the paths: each docs page's path, and whether Astro renders it. Astro renders
   * the first route of each path and drops the others (a docs.json redirect from a page's own path
   * comes first); this is Astro's own rule, on the list it renders from.
   */
  pagesPlanned?(pages: readonly { pathname: string; rendered: boolean }[]): void;
  /** Each docs page just rendered; what it returns goes to Astro in the result's place. */
  pageRendered?(request: Request, result: RenderResult): RenderResult | Promise<RenderResult>;
  /** After Astro's own teardown, when rendering ends: also when a page failed and the build with it. */
  renderingEnded?(): Promise<void>;
}

export function followDocsPages(rendering: AstroPrerenderer, follower: DocsPageFollower): AstroPrerenderer {
  const { pagesPlanned, pageRendered, renderingEnded } = follower;
  return {
    ...rendering,
    async getStaticPaths() {
      const paths = await rendering.getStaticPaths();
      const taken = new Set<string>();
      const pages: { pathname: string; rendered: boolean }[] = [];
      for (const { pathname, route } of paths) {
        const path = removeTrailingForwardSlash(pathname);
        if (isDocsPage(route)) pages.push({ pathname, rendered: !taken.has(path) });
        taken.add(path);
      }
      pagesPlanned?.(pages);
      return paths;
    },
    async render(request, options) {
      const result = await rendering.render(request, options);
      return pageRendered && isDocsPage(options.routeData) ? pageRendered(request, result) : result;
    },
    ...(renderingEnded
      ? {
          async teardown() {
            await rendering.teardown?.();
            await renderingEnded();
          },
        }
      : {}),
  };
}
