// Where a build is, for whoever runs it (`quire build` shows it on a terminal or in a CI log): a
// large repo renders for minutes, and a build that says nothing looks stuck.
import type { AstroPrerenderer } from 'astro';
import { removeTrailingForwardSlash } from '@astrojs/internal-helpers/path';
import { isDocsPage } from './index-while-rendering.ts';

/** The parts of a build, in order: reading the docs, bundling, rendering the pages, and what is written after them. */
export type BuildPhase = 'reading' | 'bundling' | 'rendering' | 'finishing';

export interface BuildProgress {
  phase: BuildPhase;
  /** While rendering: the docs pages this build renders (those its cache holds are not counted), and how many are done. */
  pages?: { done: number; total: number };
}

export type BuildProgressListener = (progress: BuildProgress) => void;

/**
 * Wraps Astro's prerenderer to report each docs page rendered. The total is known once Astro has
 * the paths: it renders the first route of each path only (a docs.json redirect from a page's own
 * path comes first), so a page whose path another route takes is not counted.
 */
export function reportPagesRendered(rendering: AstroPrerenderer, report: BuildProgressListener): AstroPrerenderer {
  const pages = { done: 0, total: 0 };
  return {
    ...rendering,
    async getStaticPaths() {
      const paths = await rendering.getStaticPaths();
      const taken = new Set<string>();
      for (const { pathname, route } of paths) {
        const path = removeTrailingForwardSlash(pathname);
        if (!taken.has(path) && isDocsPage(route)) pages.total++;
        taken.add(path);
      }
      report({ phase: 'rendering', pages: { ...pages } });
      return paths;
    },
    async render(request, options) {
      const result = await rendering.render(request, options);
      if (isDocsPage(options.routeData)) {
        pages.done++;
        report({ phase: 'rendering', pages: { ...pages } });
      }
      return result;
    },
  };
}
