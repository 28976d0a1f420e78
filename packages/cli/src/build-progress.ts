// What `quire build` shows while it works, on stderr: a large repo takes minutes, and a build
// that prints nothing until its last line looks stuck. On a terminal one status line is redrawn
// (the phase, pages done of the total, time left); in a log (not a terminal, or CI=true) each
// phase gets a line, and a long phase one more every few seconds, each marked with `› ` (the
// hosting service leaves them out of a failed build's summary).
import type { BuildPhase, BuildProgress } from '@quire/astro/standalone';
import type { LiveTerminal, Output } from './output.ts';

/** The build's phases, and the CLI's own after it. */
export type Phase = BuildPhase | 'mcp';

export interface ProgressDisplay {
  /** A phase starting, or a page rendered. */
  report(progress: BuildProgress | { phase: Phase }): void;
  /** Ends the display: a live line is cleared, so what the command prints next starts clean. */
  stop(): void;
}

/** What starts each progress line of a log. */
export const progressMark = '› ';

/** How often a log gets a line within one phase. */
const logEveryMs = 5_000;
/** How often a live line is redrawn at most (and, with nothing new, to move its clock). */
const redrawEveryMs = 250;

const count = new Intl.NumberFormat('en-US');

function phaseLine(phase: Phase, pages: BuildProgress['pages']): string {
  switch (phase) {
    case 'reading':
      return 'Reading the docs: docs.json, specs and pages…';
    case 'bundling':
      return 'Bundling the site…';
    case 'rendering':
      return pages ? `Rendering ${count.format(pages.total)} page${pages.total === 1 ? '' : 's'}…` : 'Rendering the pages…';
    case 'finishing':
      return 'Writing the search index, assets and Markdown twins…';
    case 'mcp':
      return 'Writing the MCP tools and their search index…';
  }
}

/** `42 s`, `3 min 5 s`, `1 h 12 min` */
export function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
  return `${Math.floor(seconds / 3600)} h ${Math.floor((seconds % 3600) / 60)} min`;
}

/** Where the phase is: pages done of the total and the time left while rendering, the time spent otherwise. */
export function statusLine(phase: Phase, pages: BuildProgress['pages'], elapsedMs: number): string {
  if (!pages?.total) return `${phaseLine(phase, pages)} ${duration(elapsedMs)}`;
  const { done, total } = pages;
  const percent = Math.floor((done / total) * 100);
  // From the pace so far: pages of one site take about as long as each other.
  const left = done > 0 && done < total && elapsedMs >= 2_000 ? `, about ${duration((elapsedMs / done) * (total - done))} left` : '';
  return `Rendering pages: ${count.format(done)} of ${count.format(total)} (${percent}%)${left}`;
}

export function showProgress(output: Output, options: { verbose: boolean; now?: () => number }): ProgressDisplay {
  const now = options.now ?? (() => performance.now());
  // Astro's own lines (--verbose) would break a redrawn line: a log then.
  const live = options.verbose ? undefined : output.live;
  let phase: Phase | undefined;
  let pages: BuildProgress['pages'];
  let phaseStarted = 0;
  let lastShown = 0;
  let timer: ReturnType<typeof setInterval> | undefined;

  const status = () => statusLine(phase!, pages, now() - phaseStarted);
  const draw = (terminal: LiveTerminal, text: string) => {
    const width = terminal.columns ?? 80;
    terminal.write(`\r\x1b[2K${text.length < width ? text : `${text.slice(0, width - 2)}…`}`);
    lastShown = now();
  };
  const tick = () => {
    if (!phase) return;
    if (live) draw(live, status());
    else if (now() - lastShown >= logEveryMs) {
      output.err(progressMark + status());
      lastShown = now();
    }
  };

  return {
    report(progress) {
      const pagesNow = 'pages' in progress ? progress.pages : undefined;
      if (progress.phase !== phase) {
        phase = progress.phase;
        pages = pagesNow;
        phaseStarted = now();
        if (live) draw(live, status());
        else {
          output.err(progressMark + phaseLine(phase, pages));
          lastShown = now();
        }
        timer ??= setInterval(tick, live ? redrawEveryMs : 1_000).unref();
        return;
      }
      pages = pagesNow;
      if (live && now() - lastShown >= redrawEveryMs) draw(live, status());
      else if (!live && now() - lastShown >= logEveryMs) tick();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      if (live && phase) live.write('\r\x1b[2K');
      phase = undefined;
    },
  };
}
