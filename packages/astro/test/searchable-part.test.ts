import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { searchablePart } from '../src/post-build/index-for-search.ts';

test('the search indexer reads the html tag, the title and the main element, not the chrome around them', () => {
  const page =
    '<!DOCTYPE html><html lang="fr" data-theme="light"><head><title>Chats · Docs</title><style>x</style></head><body><nav id="sidebar">Sidebar words</nav><main id="content" data-pagefind-body><h1>Chats</h1><p>Miaou</p></main><footer>Footer</footer></body></html>';
  assert.equal(
    searchablePart(page),
    '<!doctype html><html lang="fr" data-theme="light"><head><title>Chats · Docs</title></head><body><main id="content" data-pagefind-body><h1>Chats</h1><p>Miaou</p></main></body></html>',
  );
});

test('a page of another shape is given whole', () => {
  const noBody = '<html><body><main><p>x</p></main></body></html>';
  const markerInText = '<html><body><main id="a"><p> data-pagefind-body</p></main></body></html>';
  assert.equal(searchablePart(noBody), noBody);
  assert.equal(searchablePart(markerInText), markerInText);
});

test('the examples column, which search ignores, is not handed to it', () => {
  const page =
    '<html lang="en"><head><title>T</title></head><body><main data-pagefind-body><h1>Get a pet</h1><aside class="reference-aside" data-pagefind-ignore><pre>{"id": 1}</pre><aside>nested</aside></aside><p>After</p><aside class="note">Kept</aside></main></body></html>';
  assert.equal(
    searchablePart(page),
    '<!doctype html><html lang="en"><head><title>T</title></head><body><main data-pagefind-body><h1>Get a pet</h1><p>After</p><aside class="note">Kept</aside></main></body></html>',
  );
});

/** A page with a highlighted code block as Shiki and Astro write it. */
const codePage = (code: string) =>
  `<html lang="en"><head><title>T</title></head><body><main data-pagefind-body><h1>Install</h1><pre class="astro-code quire" style="color:var(--q-code-fg)" tabindex="0" data-language="python"><code>${code}</code></pre><p>Then run it.</p></main></body></html>`;
const tokens =
  '<span class="line"><span style="color:var(--q-tk)">from</span><span style="color:var(--q-code-fg)"> crewai </span><span style="color:var(--q-tk)">import</span><span style="color:var(--q-code-fg)"> Agent</span></span>\n<span class="line q-highlighted"><span style="color:var(--q-tf)">kickoff</span><span style="color:var(--q-code-fg)">(</span><span style="color:var(--q-ts)">&#39;now&#39;</span><span style="color:var(--q-code-fg)">)</span></span>';
const text = 'from crewai import Agent\nkickoff(&#39;now&#39;)';

test("highlighted code's token spans are not handed to the indexer, their text is", () => {
  assert.equal(
    searchablePart(codePage(tokens)),
    `<!doctype html><html lang="en"><head><title>T</title></head><body>${/<main[\s\S]*<\/main>/.exec(codePage(text))![0]}</body></html>`,
  );
  // A block with a span of another kind is handed over whole.
  const other = `${tokens}<span data-note="x">note</span>`;
  assert.match(searchablePart(codePage(other)), /<span class="line">/);
});

test('Pagefind writes the same index for highlighted code with and without its spans', async () => {
  let instances = 0;
  const written = async (html: string) => {
    // A module instance each: the library keeps one Pagefind process per instance, ended by close().
    const pagefind: typeof import('pagefind') = await import(`${import.meta.resolve('pagefind')}?spans=${++instances}`);
    const { index } = await pagefind.createIndex({});
    try {
      assert.ok(index, 'Pagefind started');
      await index.addHTMLFile({ url: '/install/', content: html });
      const dir = await mkdtemp(join(tmpdir(), 'quire-spans-'));
      await index.writeFiles({ outputPath: dir });
      const files = (await readdir(dir, { recursive: true })).filter(
        (file) => file.endsWith('pf_fragment') || file.endsWith('pf_meta') || file.endsWith('pf_index'),
      );
      return new Map(await Promise.all(files.sort().map(async (file) => [file, await readFile(join(dir, file))] as const)));
    } finally {
      await pagefind.close();
    }
  };
  const withSpans = await written(codePage(tokens));
  assert.ok(withSpans.size >= 3, 'an index was written');
  assert.deepEqual(await written(codePage(text)), withSpans);
});
