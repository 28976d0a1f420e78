/**
 * GraphQL pages and their playground against a real GraphQL server: a schema with every kind of
 * type builds into pages, and "Try it" sends the prefilled operation through the site's relay to
 * a server that executes it with the reference implementation, then shows and checks the answer.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildSchema, graphql } from 'graphql';
import { buildSite, type Preview, root, startPreview } from './fixtures/site-server.ts';

const sdl = join(root, 'packages/graphql/test/fixtures/library.graphql');
let work: string;
let preview: Preview | undefined;
let server: Server | undefined;
let lastHeaders: IncomingHttpHeaders = {};

test.describe.configure({ mode: 'serial' });

/** A tiny GraphQL server: graphql-js executes each POSTed operation against the fixture schema. `x-break` makes it answer a wrong shape. */
async function startGraphQLServer(): Promise<string> {
  const schema = buildSchema(readFileSync(sdl, 'utf8'));
  const dune = {
    id: 'b1',
    title: 'Dune',
    availability: 'ON_LOAN',
    author: { id: 'a1', name: 'Frank Herbert', books: [] },
    published: '1965-08-01T00:00:00Z',
    reviews: [{ rating: 5, text: 'Vast.' }],
  };
  const rootValue = { book: ({ id }: { id: string }) => (id === 'b1' ? dune : null) };
  server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    request.on('end', async () => {
      lastHeaders = request.headers;
      const { query, variables } = JSON.parse(text) as { query: string; variables?: Record<string, unknown> };
      const result = request.headers['x-break']
        ? { data: { book: { id: 'b1', title: null, pages: 412 } } }
        : await graphql({ schema, source: query, rootValue, variableValues: variables ?? {} });
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
    });
  });
  await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', listening));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const endpoint = await startGraphQLServer();
  work = mkdtempSync(join(tmpdir(), 'quire-e2e-graphql-'));
  const docs = join(work, 'docs');
  mkdirSync(docs);
  copyFileSync(sdl, join(docs, 'schema.graphql'));
  writeFileSync(join(docs, 'index.mdx'), '---\ntitle: Library\n---\nThe library API.\n');
  writeFileSync(
    join(docs, 'docs.json'),
    JSON.stringify({
      name: 'Library',
      api: { mdx: { server: endpoint, auth: { method: 'bearer' } } },
      navigation: {
        tabs: [
          { tab: 'Guides', pages: ['index'] },
          { tab: 'GraphQL API', graphql: 'schema.graphql' },
        ],
      },
    }),
  );
  buildSite(docs, join(work, 'out'));
  preview = await startPreview(join(work, 'out'));
});

test.afterAll(async () => {
  await preview?.stop();
  await new Promise((closed) => (server ? server.close(closed) : closed(undefined)));
  if (work) rmSync(work, { recursive: true, force: true });
});

test("a query page lists its arguments and the returned type's fields, linked to their pages", async ({ page }) => {
  await page.goto(`${preview!.url}/graphql-reference/queries/book/`);
  await expect(page.locator('.endpoint-line')).toContainText('QUERY');
  await expect(page.locator('#arguments + .schema-fields')).toContainText('id');
  await expect(page.locator('.reference-main')).toContainText('Use `identifiers` instead.'.replace(/`/g, ''));
  await page.locator('.reference-main a', { hasText: 'Availability' }).first().click();
  await expect(page).toHaveURL(/\/graphql-reference\/types\/availability\/$/);
  await expect(page.locator('.reference-main')).toContainText('Lost books are removed from the catalog.');
});

test('Try it sends the prefilled query through the relay and checks the answer against the schema', async ({ page }) => {
  await page.goto(`${preview!.url}/graphql-reference/queries/book/`);
  await page.getByRole('button', { name: 'Try it' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Operation')).toHaveValue(/query Book\(\$id: ID!\) \{\n {2}book\(id: \$id\) \{/);
  await dialog.getByLabel('Variables (JSON)').fill('{ "id": "b1" }');
  await dialog.getByLabel('Bearer token').fill('s3cret');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.locator('.gql-status')).toHaveText(/^200/);
  await expect(dialog.locator('.gql-verdict')).toHaveText('The answer matches the schema and the selection.');
  await expect(dialog.locator('.gql-response')).toContainText('"title": "Dune"');
  expect(lastHeaders.authorization).toBe('Bearer s3cret');

  await dialog.getByLabel('Headers (one "Name: value" a line)').fill('x-break: 1');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.locator('.gql-verdict')).toContainText('The answer does not match the schema');
  await expect(dialog.locator('.gql-verdict')).toContainText('data.book.title is null, but the schema says String!: never null.');
  await expect(dialog.locator('.gql-verdict')).toContainText('data.book.pages was not asked for.');
});
