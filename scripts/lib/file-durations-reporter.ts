/**
 * A node:test reporter that writes how long each test file took, one JSON line per file
 * ({"file", "ms"}), so that scripts/run-tests.ts can name the slowest files after a suite.
 * A file's time runs from its first event to its last: the time its tests held a place of the
 * suite's concurrency (its imports before the first test are not seen by any reporter).
 */
import type { TestEvent } from 'node:test/reporters';

export default async function* fileDurations(source: AsyncIterable<TestEvent>): AsyncGenerator<string> {
  const spans = new Map<string, { first: number; last: number }>();
  for await (const event of source) {
    const file = event.data && 'file' in event.data ? event.data.file : undefined;
    if (!file) continue;
    const now = performance.now();
    const span = spans.get(file);
    if (span) span.last = now;
    else spans.set(file, { first: now, last: now });
  }
  for (const [file, { first, last }] of spans) yield `${JSON.stringify({ file, ms: Math.round(last - first) })}\n`;
}
