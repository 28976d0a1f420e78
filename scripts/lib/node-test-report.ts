/**
 * The node:test reporter whose file scripts/run-tests.ts reads after a suite: one JSON line per
 * test file with its time ({"file", "ms"}), and the run's summary as TAP writes it (`# pass 12`,
 * `# fail 0`...). One reporter for both: a third reporter beside spec's and this one made
 * node:test warn of an EventEmitter leak on every run.
 * A file's time is the one node:test reports for the file's own process (start and imports
 * included), in its event for the file as a whole: the top-level `test:complete` named after it.
 */
import { resolve } from 'node:path';
import type { TestEvent } from 'node:test/reporters';

export default async function* nodeTestReport(source: AsyncIterable<TestEvent>): AsyncGenerator<string> {
  for await (const event of source) {
    if (event.type === 'test:diagnostic' && event.data.nesting === 0 && !event.data.file) yield `# ${event.data.message}\n`;
    if (event.type !== 'test:complete' || event.data.nesting !== 0 || !event.data.file) continue;
    if (resolve(event.data.name) !== event.data.file) continue;
    yield `${JSON.stringify({ file: event.data.file, ms: Math.round(event.data.details.duration_ms) })}\n`;
  }
}
