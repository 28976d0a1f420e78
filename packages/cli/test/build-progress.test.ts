import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { showProgress } from '../src/build-progress.ts';
import type { Output } from '../src/output.ts';

/** A terminal 100 columns wide and a clock the test moves. */
function terminal() {
  const written: string[] = [];
  const logged: string[] = [];
  let time = 0;
  const output: Output = { out: () => {}, err: (line) => logged.push(line), live: { write: (text) => written.push(text), columns: 100 } };
  return { output, written, logged, at: (ms: number) => (time = ms), now: () => time };
}

describe('quire build on a terminal', () => {
  it('redraws one status line: the phase, then pages done of the total and the time left, and clears it at the end', () => {
    const t = terminal();
    const progress = showProgress(t.output, { verbose: false, now: t.now });
    progress.report({ phase: 'bundling' });
    t.at(1_000);
    progress.report({ phase: 'rendering', pages: { done: 0, total: 400 } });
    t.at(11_000);
    progress.report({ phase: 'rendering', pages: { done: 100, total: 400 } });
    progress.stop();
    assert.deepEqual(t.written, [
      '\r\x1b[2KBundling the site… 0 s',
      '\r\x1b[2KRendering pages: 0 of 400 (0%)',
      '\r\x1b[2KRendering pages: 100 of 400 (25%), about 30 s left',
      '\r\x1b[2K',
    ]);
    assert.deepEqual(t.logged, [], 'nothing else is printed');
  });

  it("with --verbose (Astro's own lines in between), prints lines as a log would", () => {
    const t = terminal();
    const progress = showProgress(t.output, { verbose: true, now: t.now });
    progress.report({ phase: 'reading' });
    progress.report({ phase: 'rendering', pages: { done: 0, total: 1234 } });
    progress.stop();
    assert.deepEqual(t.logged, ['› Reading the docs: docs.json, specs and pages…', '› Rendering 1,234 pages…']);
    assert.deepEqual(t.written, []);
  });
});
