/**
 * A node:test reporter that writes how long each test file took, one JSON line per file
 * ({"file", "ms"}), so that scripts/run-tests.ts can name the slowest files after a suite.
 * The time is the one node:test reports for the file's own process (start and imports included),
 * in its event for the file as a whole: the top-level `test:complete` named after the file.
 */
import { resolve } from 'node:path';
import type { TestEvent } from 'node:test/reporters';

export default async function* fileDurations(source: AsyncIterable<TestEvent>): AsyncGenerator<string> {
  for await (const event of source) {
    if (event.type !== 'test:complete' || event.data.nesting !== 0 || !event.data.file) continue;
    if (resolve(event.data.name) !== event.data.file) continue;
    yield `${JSON.stringify({ file: event.data.file, ms: Math.round(event.data.details.duration_ms) })}\n`;
  }
}
