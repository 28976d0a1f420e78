// The corpus's page checker: scripts/lib/page-sections.ts and spec-operations.ts.
// Not under packages/*/test, so run it by name: node scripts/run-tests.ts scripts/lib/page-sections.test.ts
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { containsWord, htmlText, pageProblems, sectionText } from './page-sections.ts';
import { type ExpectedPage, expectedPages } from './spec-operations.ts';

const page = (body: string): string =>
  `<html><body><nav><a href="#path-parameters">Path parameters</a> limit</nav><main id="content">` +
  `<code class="endpoint-path">/repos/{owner}/{repo}</code>${body}</main><footer>cursor</footer></body></html>`;

const expected = (overrides: Partial<ExpectedPage>): ExpectedPage => ({
  key: 'GET /x',
  parameters: [],
  requestBody: false,
  responses: false,
  excluded: false,
  ...overrides,
});

test("a page in the basic renderer's shape passes", () => {
  const html = page(
    '<h2 id="path-parameters">Path parameters</h2><ul class="fields"><li><code class="field-name">owner</code></li></ul>' +
      '<h2 id="query-parameters">Query parameters</h2><ul><li><code>per_page</code> <p>Provide it</p></li></ul>' +
      '<h2 id="request-body">Request body</h2><h2 id="responses">Responses</h2><ul><li>200</li></ul>',
  );
  const want = expected({
    parameters: [
      { in: 'path', name: 'owner' },
      { in: 'query', name: 'per_page' },
    ],
    requestBody: true,
    responses: true,
  });
  assert.deepEqual(pageProblems(html, want), []);
});

test('missing sections are reported, one problem each', () => {
  const html = page('<h2 id="responses">Responses</h2>');
  const want = expected({
    parameters: [
      { in: 'query', name: 'a' },
      { in: 'query', name: 'b' },
      { in: 'cookie', name: 'c' },
    ],
    requestBody: true,
    responses: true,
  });
  assert.deepEqual(pageProblems(html, want), ['no #query-parameters (2 query parameters)', 'no #cookie-parameters (1 cookie parameter)', 'no #request-body']);
  assert.deepEqual(pageProblems(page(''), expected({ responses: true })), ['no #responses']);
});

test('a parameter counts only inside its own section, not in the path line, the nav or another section', () => {
  const html = page(
    '<h2 id="path-parameters">Path parameters</h2><ul><li><code>repo</code></li></ul>' +
      '<h2 id="query-parameters">Query parameters</h2><ul><li><code>owner</code></li></ul>',
  );
  const want = expected({
    parameters: [
      { in: 'path', name: 'owner' },
      { in: 'path', name: 'repo' },
      { in: 'query', name: 'cursor' },
    ],
  });
  assert.deepEqual(pageProblems(html, want), ['#path-parameters lacks `owner`', '#query-parameters lacks `cursor`']);
});

test('a section may be a wrapping element holding its heading, with nested headings below h2', () => {
  const html = page(
    '<section id="header-parameters"><h2>Header parameters</h2><details><summary><h3>X-Api-Version</h3></summary></details></section>' +
      '<section id="responses"><h2>Responses</h2></section>',
  );
  const want = expected({ parameters: [{ in: 'header', name: 'X-Api-Version' }], responses: true });
  assert.deepEqual(pageProblems(html, want), []);
  assert.equal(sectionText(html, 'header-parameters')?.includes('Responses'), false);
});

test('names are compared as readers see them: entities decoded, tags and scripts dropped', () => {
  assert.equal(htmlText('<code>filter&lt;a&gt;[&quot;x&quot;]</code><script>secret</script>&#36;top&#x21;').trim(), 'filter<a>["x"] $top!');
  const html = page('<h2 id="query-parameters">Query</h2><code>filter&lt;a&gt;</code>');
  assert.deepEqual(pageProblems(html, expected({ parameters: [{ in: 'query', name: 'filter<a>' }] })), []);
});

test('a name must stand as a word: "id" is not found in "provide" but is in "id:" and "user.id"', () => {
  assert.equal(containsWord('please provide one', 'id'), false);
  assert.equal(containsWord('id: the key', 'id'), true);
  assert.equal(containsWord('user.id', 'id'), true);
  assert.equal(containsWord('filter[status]=x', 'filter[status]'), true);
  assert.equal(containsWord('$top', '$top'), true);
});

test('expectedPages reads operations, webhooks, $ref chains and path-level parameters from the JSON itself', () => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-page-sections-'));
  try {
    const file = join(dir, 'spec.json');
    writeFileSync(
      file,
      JSON.stringify({
        openapi: '3.1.0',
        paths: {
          '/pets/{id}': {
            parameters: [{ $ref: '#/components/parameters/Id' }, { name: 'v', in: 'query' }],
            get: {
              parameters: [
                { name: 'v', in: 'query', description: 'overrides the path-level one' },
                { name: 'Accept', in: 'header' },
                { name: 'X-Trace', in: 'header' },
                { name: 'bad', in: 'body' },
              ],
              responses: { $ref: '#/components/x/Responses' },
            },
            post: { requestBody: { $ref: '#/components/requestBodies/Alias' }, responses: { 'x-note': 1 }, 'x-excluded': true },
          },
          'x-internal': { get: {} },
        },
        webhooks: { 'pet/adopted': { $ref: '#/components/pathItems/Adopted' } },
        components: {
          parameters: { Id: { $ref: '#/components/parameters/RealId' }, RealId: { name: 'id', in: 'path' } },
          requestBodies: { Alias: { $ref: '#/components/requestBodies/Body' }, Body: { content: {} }, Loop: { $ref: '#/components/requestBodies/Loop' } },
          pathItems: { Adopted: { post: { requestBody: { $ref: '#/components/requestBodies/Loop' }, responses: { '200': { description: 'ok' } } } } },
          x: { Responses: { '200': { description: 'ok' } } },
        },
      }),
    );
    assert.deepEqual(
      [...expectedPages(file).values()],
      [
        {
          key: 'GET /pets/{id}',
          parameters: [
            { in: 'path', name: 'id' },
            { in: 'query', name: 'v' },
            { in: 'header', name: 'X-Trace' },
          ],
          requestBody: false,
          responses: true,
          excluded: false,
        },
        {
          key: 'POST /pets/{id}',
          parameters: [
            { in: 'path', name: 'id' },
            { in: 'query', name: 'v' },
          ],
          requestBody: true,
          responses: false,
          excluded: true,
        },
        { key: 'webhook pet/adopted', parameters: [], requestBody: false, responses: true, excluded: false },
      ],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
