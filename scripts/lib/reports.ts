/** Pass and fail counts read from a test runner's machine-readable report. */
export interface Counts {
  passed: number;
  failed: number;
}

/** Reads the end-of-run summary of a node:test TAP report; cancelled tests count as failed. */
export function parseTapSummary(tap: string): Counts | undefined {
  const last = (name: string): number | undefined => {
    const matches = [...tap.matchAll(new RegExp(`^# ${name} (\\d+)$`, 'gm'))];
    const value = matches.at(-1)?.[1];
    return value === undefined ? undefined : Number(value);
  };
  const passed = last('pass');
  const failed = last('fail');
  if (passed === undefined || failed === undefined) return undefined;
  return { passed, failed: failed + (last('cancelled') ?? 0) };
}

/** Reads the stats of a Playwright JSON report; flaky tests passed on retry, so they count as passed. */
export function parsePlaywrightStats(json: string): Counts | undefined {
  try {
    const stats: unknown = JSON.parse(json).stats;
    if (typeof stats !== 'object' || stats === null) return undefined;
    const { expected, unexpected, flaky } = stats as Record<string, unknown>;
    if (typeof expected !== 'number' || typeof unexpected !== 'number') return undefined;
    return { passed: expected + (typeof flaky === 'number' ? flaky : 0), failed: unexpected };
  } catch {
    return undefined;
  }
}
