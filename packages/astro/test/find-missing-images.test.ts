// A local image a page shows but the repo lacks: one diagnostic with page, line and path (issue 16).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { findMissingImages } from '../src/integration/find-missing-images.ts';
import { writeFiles } from '../../../test-support/write-files.ts';

test('Markdown and <img> images the docs folder lacks are errors at their line; URLs, data, code and present files are not', async () => {
  const dir = await writeFiles({ 'images/here.png': 'PNG', 'guides/shot.png': 'PNG', 'my images/a b.png': 'PNG' });
  const text = [
    '---', 'title: Page', '---', '',
    '![Here](/images/here.png) ![Relative](shot.png) ![Spaces](</my images/a b.png>) ![Encoded](/my%20images/a%20b.png)',
    '![Remote](https://example.com/x.png) ![Data](data:image/png;base64,AA==) <img src="//cdn.example.com/x.png" />',
    '`![inline](/images/inline.png)`',
    '```', '<img src="/images/in-code.png" />', '```',
    '![Diagram](/images/missing.png "A title")',
    'Text <img className="shot" src="../images/nope.png" alt="x" />',
    '<img src={"/images/expr.png"} />',
  ].join('\n');
  const found = findMissingImages([{ path: join(dir, 'guides/page.mdx'), text }], dir);
  assert.deepEqual(found.map((d) => [d.code, d.severity, d.line, d.column, d.message]), [
    ['MDX_IMAGE_MISSING', 'error', 11, 1, 'Image /images/missing.png is not in the docs folder.'],
    ['MDX_IMAGE_MISSING', 'error', 12, 6, 'Image ../images/nope.png is not in the docs folder (looked for images/nope.png).'],
    ['MDX_IMAGE_MISSING', 'error', 13, 1, 'Image /images/expr.png is not in the docs folder.'],
  ]);
  assert.equal(found[0]!.file, join(dir, 'guides/page.mdx'));
});

test('an image path that leaves the docs folder is not probed', async () => {
  const dir = await writeFiles({ 'index.mdx': '' });
  assert.deepEqual(findMissingImages([{ path: join(dir, 'index.mdx'), text: '![x](../../etc/passwd.png)' }], dir), []);
});
