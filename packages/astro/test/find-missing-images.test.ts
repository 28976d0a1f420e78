// A local image a page shows but the repo lacks: one warning with page, line and path (issues 16
// and 36), and the page still built with a broken image, as the hosted platform publishes it.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { findMissingImages, withMissingImagesAsUrls } from '../src/integration/find-missing-images.ts';
import { writeFiles } from '../../../test-support/write-files.ts';

/** An image Astro can measure; a rooted one (`/images/here.png`) is served as it is and never measured. */
const sizedSvg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" />';

test('Markdown and <img> images the docs folder lacks are warnings at their line; URLs, data, code and present files are not', async () => {
  const dir = await writeFiles({ 'images/here.png': 'PNG', 'guides/shot.svg': sizedSvg, 'my images/a b.png': 'PNG' });
  const text = [
    '---',
    'title: Page',
    '---',
    '',
    '![Here](/images/here.png) ![Relative](shot.svg) ![Spaces](</my images/a b.png>) ![Encoded](/my%20images/a%20b.png)',
    '![Remote](https://example.com/x.png) ![Data](data:image/png;base64,AA==) <img src="//cdn.example.com/x.png" />',
    '`![inline](/images/inline.png)`',
    '```',
    '<img src="/images/in-code.png" />',
    '```',
    '![Diagram](/images/missing.png "A title")',
    'Text <img className="shot" src="../images/nope.png" alt="x" />',
    '<img src={"/images/expr.png"} />',
  ].join('\n');
  const found = await findMissingImages([{ path: join(dir, 'guides/page.mdx'), text }], dir);
  assert.deepEqual(
    found.map((d) => [d.code, d.severity, d.line, d.column, d.message]),
    [
      ['MDX_IMAGE_MISSING', 'warning', 11, 1, 'Image /images/missing.png is not in the docs folder: the page shows a broken image.'],
      [
        'MDX_IMAGE_MISSING',
        'warning',
        12,
        6,
        'Image ../images/nope.png is not in the docs folder (looked for images/nope.png): the page shows a broken image.',
      ],
      ['MDX_IMAGE_MISSING', 'warning', 13, 1, 'Image /images/expr.png is not in the docs folder: the page shows a broken image.'],
    ],
  );
  assert.equal(found[0]!.file, join(dir, 'guides/page.mdx'));
});

test('an image path that leaves the docs folder is not probed', async () => {
  const dir = await writeFiles({ 'index.mdx': '' });
  assert.deepEqual(await findMissingImages([{ path: join(dir, 'index.mdx'), text: '![x](../../etc/passwd.png)' }], dir), []);
});

test('a missing relative Markdown image is written as the URL it would have had, so that MDX does not import it; others are left as written', async () => {
  const dir = await writeFiles({ 'guides/here.svg': sizedSvg });
  const text = '![Gone](shots/gone.png) ![Here](here.svg)\n![Spaced](<my shots/a b.png>) ![Rooted](/images/gone.png)\n<img src="shots/img.png" />';
  assert.equal(
    await withMissingImagesAsUrls(text, join(dir, 'guides/page.mdx'), dir),
    '![Gone](/guides/shots/gone.png) ![Here](here.svg)\n![Spaced](/guides/my%20shots/a%20b.png) ![Rooted](/images/gone.png)\n<img src="shots/img.png" />',
  );
});
