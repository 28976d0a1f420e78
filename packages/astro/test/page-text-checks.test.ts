/** The page checks kept by text between runs (page-text-checks.ts): a rerun says what a first run says, and an edit is seen. */
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { diagnoseDocs } from '../src/integration/diagnose-docs.ts';
import { writeFiles } from '../../../test-support/write-files.ts';

const docsJson = (latex = true) => JSON.stringify({ name: 'Checks', styling: { latex }, navigation: { pages: ['v1/a', 'v2/a', 'b'] } });
const braces = '---\ntitle: A\n---\n\nThe endpoint moved to /status/{kickoff_id}.\n';

describe('page checks kept between runs', () => {
  async function setUp(files: Record<string, string>) {
    const dir = await writeFiles({ 'docs.json': docsJson(), ...files });
    const cache = await mkdtemp(join(tmpdir(), 'quire-page-checks-'));
    const verdict = async (validationCacheDir: string | false = cache) =>
      (await diagnoseDocs(dir, { validationCacheDir })).site.diagnostics
        .filter((d) => d.file?.endsWith('.mdx'))
        .map((d) => [d.code, d.file!.slice(dir.length + 1), d.line]);
    return { dir, verdict };
  }

  it('the same text at two paths is reported at each, first run and rerun alike', async () => {
    const { verdict } = await setUp({ 'v1/a.mdx': braces, 'v2/a.mdx': braces, 'b.mdx': '---\ntitle: B\n---\n\nFine.\n' });
    const expected = [
      ['MDX_TEXT_BRACES', 'v1/a.mdx', 5],
      ['MDX_TEXT_BRACES', 'v2/a.mdx', 5],
    ];
    assert.deepEqual(await verdict(), expected);
    assert.deepEqual(await verdict(), expected);
    assert.deepEqual(await verdict(false), expected);
  });

  it("a page's edited text is checked again", async () => {
    const { dir, verdict } = await setUp({ 'v1/a.mdx': braces, 'v2/a.mdx': braces, 'b.mdx': '---\ntitle: B\n---\n\nFine.\n' });
    await verdict();
    await writeFile(join(dir, 'b.mdx'), '---\ntitle: B\n---\n\n<Note>\nnever closed\n');
    await writeFile(join(dir, 'v2/a.mdx'), '---\ntitle: A\n---\n\nThe endpoint moved to `/status/{kickoff_id}`.\n');
    assert.deepEqual(await verdict(), [
      ['MDX_SYNTAX', 'b.mdx', 5],
      ['MDX_TEXT_BRACES', 'v1/a.mdx', 5],
    ]);
  });

  it('a snippet a page imports is checked again when it changes, and its braces are its variables', async () => {
    const { dir, verdict } = await setUp({
      'v1/a.mdx': braces,
      'v2/a.mdx': braces,
      'b.mdx': '---\ntitle: B\n---\nimport Part from \'/snippets/part.mdx\';\n\n<Part feature="x" />\n',
      'snippets/part.mdx': 'Needs {feature}.\n',
    });
    assert.deepEqual(
      (await verdict()).filter(([, file]) => file !== 'v1/a.mdx' && file !== 'v2/a.mdx'),
      [],
    );
    await writeFile(join(dir, 'snippets/part.mdx'), 'Needs {feature}.\n\n<Note>\n');
    assert.deepEqual(
      (await verdict()).filter(([, file]) => file !== 'v1/a.mdx' && file !== 'v2/a.mdx'),
      [['MDX_SYNTAX', 'snippets/part.mdx', 3]],
    );
  });

  it("a page's text becoming a snippet's (another page imports it) reads its braces as variables", async () => {
    const { dir, verdict } = await setUp({ 'v1/a.mdx': braces, 'v2/a.mdx': braces, 'b.mdx': '---\ntitle: B\n---\n\nFine.\n' });
    await verdict();
    await writeFile(join(dir, 'b.mdx'), '---\ntitle: B\n---\nimport A from \'/v2/a.mdx\';\n\n<A kickoff_id="7" />\n');
    assert.deepEqual(await verdict(), [['MDX_TEXT_BRACES', 'v1/a.mdx', 5]]);
  });

  it("docs.json's math setting is seen: a formula's braces are TeX only when the site reads math", async () => {
    const formula = '---\ntitle: A\n---\n\nThe share is $s_{fees}$.\n';
    const { dir, verdict } = await setUp({ 'v1/a.mdx': formula, 'v2/a.mdx': formula, 'b.mdx': '---\ntitle: B\n---\n\nFine.\n' });
    assert.deepEqual(await verdict(), []);
    await writeFile(join(dir, 'docs.json'), docsJson(false));
    assert.deepEqual(await verdict(), [
      ['MDX_TEXT_BRACES', 'v1/a.mdx', 5],
      ['MDX_TEXT_BRACES', 'v2/a.mdx', 5],
    ]);
  });
});
