// One truth about a broken repo: `quire check`, `quire build` and `quire dev` read it through one
// diagnostics pass, so each case below gets the same verdict, the same places and the same words
// from all three.
import { strict as assert } from 'node:assert';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { eventually, freePort, settle, start } from './dev-server.ts';
import { runQuire, writeFiles } from './run-quire.ts';

const petsSpec = (createResponses: string) => `openapi: 3.0.3
info: { title: Pets, version: "1" }
servers: [{ url: "https://api.example.com" }]
paths:
  /pets:
    get:
      summary: List pets
      responses:
        '200':
          description: ok
    post:
      summary: Create pet
      responses:
${createResponses}
`;
/** A status that is not one (a letter O for a zero) and a response without its required description. */
const brokenResponses = `        '2O1':
          content: {}`;
const fixedResponses = `        '201':
          description: created`;

const docsJson = (pages: string[]) => JSON.stringify({ name: 'Pets', navigation: { groups: [{ group: 'API', openapi: 'openapi.yaml', pages }] } }, null, 2);

interface Verdicts {
  check: { code: number; text: string };
  build: { code: number; text: string; published: boolean };
  dev: { status: number; text: string };
}

/** Each surface's output by name, for what all three must say alike. */
function outputs({ check, build, dev }: Verdicts): [surface: string, text: string][] {
  return [
    ['check', check.text],
    ['build', build.text],
    ['dev', dev.text],
  ];
}

/** All three refuse the repo: check and build exit 1, build publishes nothing, dev shows its errors instead of the site. */
function assertAllFail({ check, build, dev }: Verdicts): void {
  assert.equal(check.code, 1, check.text);
  assert.equal(build.code, 1, build.text);
  assert.equal(build.published, false, 'no site is published');
  assert.equal(dev.status, 500, 'dev shows the errors instead of the site');
}

/** All three accept the repo (warnings aside): check and build exit 0, build publishes the site, dev serves the page. */
function assertAllPass({ check, build, dev }: Verdicts): void {
  assert.equal(check.code, 0, check.text);
  assert.equal(build.code, 0, build.text);
  assert.equal(build.published, true, 'the site is published');
  assert.equal(dev.status, 200, 'dev serves the page');
}

/** Runs all three surfaces on one docs folder. Dev's verdict is its home page's status and its terminal output. */
async function verdicts(dir: string, devPath = '/'): Promise<Verdicts> {
  const check = await runQuire(['check', dir], dir);
  const build = await runQuire(['build', dir, '-o', join(dir, 'out')], dir);
  const port = await freePort();
  const server = start(['dev', dir, '--port', String(port)]);
  let status = 0;
  await eventually(
    `http://localhost:${port}${devPath}`,
    (_, answered) => {
      status = answered;
      return answered === 200 || answered === 500;
    },
    server,
  );
  server.child.kill('SIGTERM');
  return {
    check: { code: check.code, text: check.stdout + check.stderr },
    build: { code: build.code, text: build.stdout + build.stderr, published: existsSync(join(dir, 'out/index.html')) },
    dev: { status, text: server.output() },
  };
}

describe('one verdict from check, build and dev', () => {
  it('an operation the navigation names, with status "2O1" and no description: all three fail, naming that operation and its own error', async () => {
    const dir = await writeFiles({
      'docs.json': docsJson(['index', 'GET /pets', 'POST /pets']),
      'index.mdx': '---\ntitle: Home\n---\nHello\n',
      'openapi.yaml': petsSpec(brokenResponses),
    });
    const verdict = await verdicts(dir);
    const { check, build, dev } = verdict;
    assertAllFail(verdict);
    for (const [surface, text] of outputs(verdict)) {
      assert.match(
        text,
        /docs\.json:\d+:\d+ +`POST \/pets` names an operation of openapi\.yaml that has errors, so it has no page: `2O1` is not allowed here \(.*openapi\.yaml:14:9\)/,
        `${surface} names the entry, the operation's own error and its place`,
      );
      assert.doesNotMatch(text, /not an operation of|Did you mean/, `${surface} does not blame the entry's spelling`);
    }
    assert.match(build.text, /did not build: 1 error, 1 warning/);
    assert.doesNotMatch(build.text + check.text, /save: the site reloads/, 'only dev reloads');
    assert.match(dev.text, /save: the site reloads/);
  });

  it("a GraphQL schema naming a type it never defines: all three fail at the SDL's file:line with the reference implementation's words", async () => {
    const dir = await writeFiles({
      'docs.json': JSON.stringify({
        name: 'Library',
        navigation: {
          tabs: [
            { tab: 'Guides', pages: ['index'] },
            { tab: 'GraphQL', graphql: 'schema.graphql' },
          ],
        },
      }),
      'index.mdx': '---\ntitle: Home\n---\nHello\n',
      'schema.graphql': 'type Query {\n  book(id: ID!): Book\n}\n',
    });
    const verdict = await verdicts(dir);
    assertAllFail(verdict);
    for (const [surface, text] of outputs(verdict)) {
      assert.match(text, /schema\.graphql:2:18 +Unknown type "Book"\./, `${surface} names the SDL's line and column`);
    }
  });

  it("a TypeDoc artifact of the wrong shape (a kind that is not a number): all three fail at the artifact's file:line with the JSON pointer", async () => {
    const dir = await writeFiles({
      'docs.json': JSON.stringify({
        name: 'Library',
        navigation: {
          tabs: [
            { tab: 'Guides', pages: ['index'] },
            { tab: 'SDK', sdk: { format: 'typedoc', source: 'library.json' } },
          ],
        },
      }),
      'index.mdx': '---\ntitle: Home\n---\nHello\n',
      'library.json':
        '{\n  "schemaVersion": "2.0",\n  "id": 0,\n  "name": "library",\n  "variant": "project",\n  "kind": 1,\n  "children": [\n    { "id": 1, "name": "createLibrary", "variant": "declaration", "kind": "function" }\n  ]\n}\n',
    });
    const verdict = await verdicts(dir);
    assertAllFail(verdict);
    for (const [surface, text] of outputs(verdict)) {
      assert.match(text, /library\.json:8:\d+ +TypeDoc JSON at \/children\/0\/kind must be a number\./, `${surface} names the artifact's line and the pointer`);
    }
  });

  it("an MDX page that is not valid MDX (an unclosed <Note>): all three fail at the page's file:line with the compiler's reason, before any bundling", async () => {
    const dir = await writeFiles({
      'docs.json': JSON.stringify({ name: 'Pets', navigation: { pages: ['index', 'broken'] } }),
      'index.mdx': '---\ntitle: Home\n---\nHello\n',
      'broken.mdx': '---\ntitle: Broken\ndescription: An unclosed note\n---\n\nIntro.\n\n<Note>\nnever closed\n',
    });
    const verdict = await verdicts(dir);
    assertAllFail(verdict);
    for (const [surface, text] of outputs(verdict)) {
      assert.match(
        text,
        /broken\.mdx:8:1 +This page is not valid MDX: Expected a closing tag for `<Note>`\./,
        `${surface} names the page, its line and the reason`,
      );
      assert.doesNotMatch(text, /^\s+at /m, `${surface} shows no stack`);
    }
  });

  it("a snippet a page imports that imports a file the repo lacks: all three warn at the snippet's line with the path, and the page is built without the import (issue 36)", async () => {
    const dir = await writeFiles({
      'docs.json': JSON.stringify({ name: 'Pets', navigation: { pages: ['index', 'cards'] } }),
      'index.mdx': '---\ntitle: Home\n---\nHello\n',
      'cards.mdx': '---\ntitle: Cards\n---\nimport { PetCard } from "/snippets/pet-card.jsx"\n\n<PetCard />\n',
      'snippets/pet-card.jsx': 'import { photo } from "./photos";\n\nexport const PetCard = () => <img src={photo} />;\n',
    });
    const verdict = await verdicts(dir, '/cards');
    const { check, build, dev } = verdict;
    const warning =
      /snippets\/pet-card\.jsx:1:24 +warning: Import \.\/photos is not in the docs folder \(looked for snippets\/photos\): the page is built without it\. +\(The page is built without the import/;
    assertAllPass(verdict);
    assert.match(check.text, warning, 'check names the snippet, its line and the path');
    assert.match(build.text, /Built 2 pages into .*, 1 warning/);
    assert.match(dev.text, warning, 'dev names the snippet, its line and the path');
    for (const [surface, text] of outputs(verdict)) {
      assert.doesNotMatch(text, /^\s+at |UNRESOLVED_IMPORT|Failed to load url/m, `${surface} shows no stack and no bundler error`);
    }
  });

  it('an unresolvable $ref inside an operation of a generated group: all three leave out that page with the same warning', async () => {
    const dir = await writeFiles({
      'docs.json': JSON.stringify({
        name: 'Pets',
        navigation: {
          groups: [
            { group: 'Home', pages: ['index'] },
            { group: 'API', openapi: 'openapi.yaml' },
          ],
        },
      }),
      'index.mdx': '---\ntitle: Home\n---\nHello\n',
      'openapi.yaml': `openapi: 3.1.0
info: { title: Pets, version: "1" }
paths:
  /pets:
    get:
      summary: List pets
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Missing' }
  /owners:
    get:
      summary: List owners
      responses:
        '200': { description: ok }
`,
    });
    const verdict = await verdicts(dir, '/api-reference/list-owners');
    const { check, build, dev } = verdict;
    const warning =
      /openapi\.yaml:12:25 +warning: `GET \/pets` of openapi\.yaml gets no page because of an error: \$ref #\/components\/schemas\/Missing points at nothing/;
    assertAllPass(verdict);
    assert.match(check.text, warning);
    assert.match(check.text, /2 pages .*0 errors, 1 warning/);
    assert.match(build.text, warning, 'the build says which operation, where and why');
    assert.match(build.text, /Built 2 pages into .*, 1 warning/);
    assert.match(dev.text, warning);
  });

  it('an MDX page whose operation has errors: every surface warns with that error, and the page is built without a reference', async () => {
    const dir = await writeFiles({
      'docs.json': docsJson(['index', 'create-pet']),
      'index.mdx': '---\ntitle: Home\n---\nHello\n',
      'create-pet.mdx': '---\ntitle: Create a pet\nopenapi: POST /pets\n---\nHow to create one.\n',
      'openapi.yaml': petsSpec(brokenResponses),
    });
    const verdict = await verdicts(dir, '/create-pet');
    const { check, build, dev } = verdict;
    const warning = /create-pet\.mdx:3:\d+ +warning: `POST \/pets` of openapi\.yaml has errors, so the page has no API reference: `2O1` is not allowed here/;
    assertAllPass(verdict);
    assert.match(check.text, warning);
    assert.match(build.text, /Built 2 pages into .*, 2 warnings: run with --verbose or `quire check /);
    assert.match(dev.text, warning);
  });

  it('dev keeps serving while the docs are broken: a save that fixes the spec brings the site back, and one that breaks it shows the errors again', async () => {
    const dir = await writeFiles({
      'docs.json': docsJson(['index', 'GET /pets', 'POST /pets']),
      'index.mdx': '---\ntitle: Home\n---\nHello\n',
      'openapi.yaml': petsSpec(brokenResponses),
    });
    const port = await freePort();
    const server = start(['dev', dir, '--port', String(port)]);
    const base = `http://localhost:${port}`;
    const errors = await eventually(`${base}/api-reference/create-pet`, (_, status) => status === 500, server);
    assert.match(errors, /<script type="module" src="\/@vite\/client"><\/script>/, 'the page loads the dev client, which opens the overlay');
    assert.match(errors, /docs\.json:\d+:\d+ +`POST \/pets` names an operation/, 'and says what is wrong without JavaScript too');
    await settle();

    await writeFile(join(dir, 'openapi.yaml'), petsSpec(fixedResponses));
    await eventually(`${base}/api-reference/create-pet`, (body, status) => status === 200 && body.includes('<h1>Create pet</h1>'), server);
    await settle();

    await writeFile(join(dir, 'docs.json'), docsJson(['index', 'GET /pets', 'POST /pets']).trimEnd().slice(0, -1));
    const again = await eventually(`${base}/`, (_, status) => status === 500, server);
    assert.match(again, /docs\.json is not valid JSON/, 'not the last good site, which would hide the problem');
  });
});
