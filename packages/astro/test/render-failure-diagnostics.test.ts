// A component that throws while a page renders is a warning at the tag that uses it.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { renderFailureDiagnostic } from '../src/integration/render-failure-diagnostics.ts';
import { writeFiles } from '../../../test-support/write-files.ts';

test('the warning points at the first tag that uses the component, not at one a code block shows', async () => {
  const page = ['# Layout', '', '```mdx', '<Columns cols={2}>', '```', '', 'Inline `<Columns>` too.', '', '  <Columns cols={3} />', ''].join('\n');
  const dir = await writeFiles({ 'page.mdx': page });
  const found = renderFailureDiagnostic({ file: 'page.mdx', component: 'Columns', message: 'Columns is not defined' }, dir);
  assert.deepEqual([found.code, found.severity, found.file, found.line, found.column], ['MDX_RENDER_FAILED', 'warning', join(dir, 'page.mdx'), 9, 3]);
});

test('a namespaced component is found by its full name only', async () => {
  const dir = await writeFiles({ 'page.mdx': '<GitHub />\n\n<GitHub.Repo name="x" />\n' });
  const found = renderFailureDiagnostic({ file: 'page.mdx', component: 'GitHub.Repo', message: 'boom' }, dir);
  assert.deepEqual([found.line, found.column], [3, 1]);
});
