// A failed `quire build` as its summary: the lines of its own error output that say what is wrong,
// with the service's checkout path taken out so the places read as paths in the docs repo.

const noise = [
  /^\s*at /, // stack frames
  /^✗ quire build:/, // "did not build": the summary already says so
  /^The docs in .* ha(s|ve) \d+ errors?/, // header of the list that follows
  /`quire check /, // advice for a person at a terminal
  /^› /, // where the build was (its progress in a log), not what went wrong
];

const ansi = /\x1b\[[0-9;]*[A-Za-z]/g;

/** A line with the checkout's absolute path taken out: `<checkout>/docs.json` reads `docs.json`. */
export function relativeToRepo(line: string, checkoutDir: string): string {
  const base = checkoutDir.replace(/\/+$/, '');
  return line.split(`${base}/`).join('').split(base).join('.');
}

/** Up to `max` lines of error output worth reading, last ones first kept, in their order. */
export function meaningfulErrorLines(lines: readonly string[], checkoutDir: string, max = 5): string[] {
  return lines
    .map((line) => relativeToRepo(line.replace(ansi, ''), checkoutDir).trim())
    .filter((line) => line && !noise.some((pattern) => pattern.test(line)))
    .slice(-max);
}

export function buildFailureSummary(stderr: readonly string[], options: { checkoutDir: string; exitCode: number | null; memoryMb: number }): string {
  const lines = meaningfulErrorLines(stderr, options.checkoutDir);
  const { exitCode } = options;
  if (stderr.some((line) => /heap out of memory/i.test(line))) return `The build ran out of its ${options.memoryMb} MB memory limit.`;
  return lines.length ? lines.join('\n') : `The build failed (exit code ${exitCode ?? 'none'}) without an error message; see the logs.`;
}
