// Where a build is, for whoever runs it (`quire build` shows it on a terminal or in a CI log): a
// large repo renders for minutes, and a build that says nothing looks stuck.
import type { AstroPrerenderer } from 'astro';
import { followDocsPages } from './docs-page-renders.ts';

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
 * the paths; a page whose path another route takes is not rendered, and not counted.
 */
export function reportPagesRendered(rendering: AstroPrerenderer, report: BuildProgressListener): AstroPrerenderer {
  const pages = { done: 0, total: 0 };
  return followDocsPages(rendering, {
    pagesPlanned(planned) {
      pages.total = planned.filter((page) => page.rendered).length;
      report({ phase: 'rendering', pages: { ...pages } });
    },
    pageRendered(_request, result) {
      pages.done++;
      report({ phase: 'rendering', pages: { ...pages } });
      return result;
    },
  });
}
