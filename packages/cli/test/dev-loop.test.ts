// quire dev's edit loop as an author sees it: the page open in the browser shows a spec edit, a
// docs.json edit and a GraphQL schema edit, by itself, while the server keeps running and prints no error.
import assert from 'node:assert/strict';
import { chmodSync, existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { after, test } from 'node:test';
import { chromium } from 'playwright';
import { chromiumArgs, headlessChromiumPath } from '@quire/server/chromium';
import { eventually, freePort, settle, start } from './dev-server.ts';
import { writeFiles } from '../../../test-support/write-files.ts';

const spec = (summary: string) => `openapi: 3.1.0
info: { title: Mini, version: 1.0.0 }
paths:
  /things:
    get: { operationId: listThings, summary: ${summary}, responses: { '200': { description: OK } } }
`;
const docsJson = (group: string) =>
  JSON.stringify({
    name: 'Mini',
    navigation: {
      tabs: [
        {
          tab: 'Docs',
          groups: [
            { group: 'Guide', pages: ['index'] },
            { group, openapi: 'api.yaml', pages: ['GET /things'] },
          ],
        },
        { tab: 'GraphQL', graphql: 'schema.graphql' },
      ],
    },
  });
const schema = (about: string) => `type Query {\n  "${about}"\n  things: [String]\n}\n`;

test('a spec edit, a docs.json edit and a GraphQL schema edit show in the open page without a restart, an error line or a check for a newer Astro', async (t) => {
  const dir = await writeFiles({
    'docs.json': docsJson('API'),
    'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
    'api.yaml': spec('List things'),
    'schema.graphql': schema('The things on the shelf.'),
  });
  // Astro's update check starts by asking npm for its registry (never on CI): an `npm` of the
  // test's own, first on the PATH, notes that it ran.
  const bin = await writeFiles({ npm: `#!/bin/sh\necho ran > "$(dirname "$0")/npm-ran"\necho http://127.0.0.1:9\n` });
  chmodSync(join(bin, 'npm'), 0o755);
  const port = await freePort();
  const server = start(['dev', dir, '--port', String(port)], { CI: 'false', PATH: `${bin}${delimiter}${process.env.PATH}` });
  const url = `http://localhost:${port}/api-reference/list-things`;
  await eventually(url, (body, status) => status === 200 && body.includes('<h1>List things</h1>'), server);
  const browser = await chromium.launch({ executablePath: headlessChromiumPath(), args: [...chromiumArgs] });
  after(() => browser.close());
  const page = await browser.newPage();
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: 'List things' }).waitFor();
  await settle();
  const startedAt = server.output().length;

  let saved = performance.now();
  await writeFile(join(dir, 'api.yaml'), spec('List every thing'));
  await page.getByRole('heading', { level: 1, name: 'List every thing' }).waitFor({ timeout: 30_000 });
  t.diagnostic(`spec edit visible after ${Math.round(performance.now() - saved)} ms`);

  saved = performance.now();
  await writeFile(join(dir, 'docs.json'), docsJson('Endpoints'));
  await page.getByRole('navigation', { name: 'Pages' }).getByText('Endpoints', { exact: true }).first().waitFor({ timeout: 30_000 });
  t.diagnostic(`docs.json edit visible after ${Math.round(performance.now() - saved)} ms`);

  await page.goto(`http://localhost:${port}/graphql-reference/queries/things`);
  await page.getByText('The things on the shelf.').first().waitFor();
  saved = performance.now();
  await writeFile(join(dir, 'schema.graphql'), schema('Every thing on every shelf.'));
  await page.getByText('Every thing on every shelf.').first().waitFor({ timeout: 30_000 });
  t.diagnostic(`GraphQL schema edit visible after ${Math.round(performance.now() - saved)} ms`);

  const printed = server.output().slice(startedAt);
  assert.doesNotMatch(printed, /restart/i, printed);
  assert.doesNotMatch(printed, /\[ERROR\]|UnhandledRejection|Failed to create/, printed);
  assert.match(printed, /api\.yaml changed: site reloaded in \d+ ms/);
  assert.match(printed, /schema\.graphql changed: site reloaded in \d+ ms/);
  // Seconds after the start, where Astro's check runs npm beside the first page.
  assert.ok(!existsSync(join(bin, 'npm-ran')), 'quire dev ran Astro’s update check');
});
