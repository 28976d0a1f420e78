// Constructs of real docs repos written for the hosted platform (issue 16): each builds or gets
// one clear diagnostic, never a crash.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { runQuire, writeFiles } from './run-quire.ts';

const noStackTrace = (output: string) => assert.doesNotMatch(output, /\n\s+at .+:\d+:\d+\)?\n|\x1b\[|UNRESOLVED_IMPORT|EISDIR/, output);

const billingYaml = `openapi: 3.0.3
info: { title: Billing, version: '1' }
paths:
  /invoices/{id}:
    put:
      summary: Replace an invoice
      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
      responses: { '200': { description: OK } }
  /x:
    get:
      summary: Get x
      responses: { '200': { description: OK } }
`;
const billingJson = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'Billing', version: '1' },
  paths: {
    '/invoices/{id}': {
      put: {
        summary: 'Replace an invoice',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { 200: { description: 'OK' } },
      },
    },
    '/x': { get: { summary: 'Get x', responses: { 200: { description: 'OK' } } } },
  },
});
const jobsSpec = (title = 'Jobs') =>
  JSON.stringify({
    openapi: '3.1.0',
    info: { title, version: '1' },
    paths: {
      '/jobs': { post: { summary: 'Create a job', responses: { 200: { description: 'OK' } } } },
      '/users': { get: { summary: 'List users', responses: { 200: { description: 'OK' } } } },
      '/teams/{team_id}/': {
        patch: {
          summary: 'Update a team',
          parameters: [{ name: 'team_id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { 200: { description: 'OK' } },
        },
      },
    },
  });
const docsJson = (pages: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ name: 'Real', navigation: { groups: [{ group: 'API', pages, ...extra }] } });

/**
 * Constructs whose tests read only what a build renders and says: one repo holds them all and is
 * built once, by the first test that reads it (a build is most of such a test's time, and each
 * page adds little). Each test registers its pages and files where it is, under names no other
 * test uses, and asserts on its own pages and lines; a check, whose output lists every warning,
 * runs on a folder of the test's own. The repo is built through a symbolic link to it (a test
 * below is about that) with --verbose, so that every warning is said in full.
 */
interface SharedBuild {
  /** The output folder. */
  out: string;
  code: number;
  stdout: string;
  stderr: string;
}
const sharedPages: string[] = [];
const sharedFiles: Record<string, string> = {};
/** The first build, and the second (made over the first's output, with its page cache) once a test asks for it. */
const sharedBuilds: Promise<SharedBuild>[] = [];
const buildShared = (dir: string) =>
  runQuire(['build', 'links/to/real', '-o', 'out', '--verbose'], dir).then((result) => ({ out: join(dir, 'out'), ...result }));
/**
 * Registers `pages` (each a `<page>.mdx` or `.md` among `files`) and files beside them; the result
 * builds the shared repo once (or twice, for `build` 2) and reads the first page's HTML.
 */
const builtTogether = (pages: string[], files: Record<string, string>) => {
  for (const path of Object.keys(files)) assert.ok(!(path in sharedFiles), `${path} is already another test's file in the shared build`);
  sharedPages.push(...pages);
  Object.assign(sharedFiles, files);
  return async (build: 1 | 2 = 1): Promise<SharedBuild & { html: string }> => {
    const written = { 'docs.json': JSON.stringify({ name: 'Real', navigation: { pages: sharedPages } }), ...sharedFiles };
    sharedBuilds[0] ??= writeFiles(Object.fromEntries(Object.entries(written).map(([path, text]) => [`real/${path}`, text]))).then(async (dir) => {
      // A relative link, two folders deeper than what it leads to.
      await mkdir(join(dir, 'links/to'), { recursive: true });
      await symlink('../../real', join(dir, 'links/to/real'));
      return buildShared(dir);
    });
    const first = await sharedBuilds[0];
    if (build === 2) sharedBuilds[1] ??= buildShared(join(first.out, '..'));
    const result = await sharedBuilds[build - 1]!;
    return { ...result, html: pages[0] ? await readFile(join(result.out, pages[0], 'index.html'), 'utf8') : '' };
  };
};
/** One page of the shared build, with its snippets. */
const renderOnlyPage = (page: string, files: Record<string, string>) => builtTogether([page], files);

describe('spec references, .md pages and missing images', () => {
  it('a spec path written without its extension (`billing-api PUT /invoices/{id}`) finds billing-api.yaml, .yml or .json, in frontmatter and in navigation entries', async () => {
    for (const [file, text] of [
      ['billing-api.yaml', billingYaml],
      ['billing-api.yml', billingYaml],
      ['billing-api.json', billingJson],
    ] as const) {
      const dir = await writeFiles({
        'docs.json': docsJson(['invoice', 'billing-api GET /x']),
        [file]: text,
        'invoice.mdx': '---\nopenapi: "billing-api PUT /invoices/{id}"\n---\nReplace it.\n',
      });
      const check = await runQuire(['check', '.'], dir);
      assert.equal(check.code, 0, `${file}: ${check.stdout}${check.stderr}`);
      assert.equal(check.stdout.trim(), '✓ .: 2 pages (1 MDX, 1 API), 1 OpenAPI spec', file);
      const routes = await runQuire(['routes', '.'], dir);
      assert.match(routes.stdout, /PUT Replace an invoice {2}\/invoice/, `${file}: ${routes.stdout}`);
      assert.match(routes.stdout, /GET Get x {2}\/api-reference\/get-x/, `${file}: ${routes.stdout}`);
    }
  });

  it('`billing-api` with both billing-api.yaml and billing-api.json loaded is an error that names both, in the page and in the entry', async () => {
    const dir = await writeFiles({
      'docs.json': JSON.stringify({
        name: 'Real',
        navigation: {
          groups: [
            { group: 'API', pages: ['invoice', 'billing-api GET /x'] },
            { group: 'Both', openapi: 'billing-api.yaml', pages: [{ group: 'Json', openapi: 'billing-api.json' }] },
          ],
        },
      }),
      'billing-api.yaml': billingYaml,
      'billing-api.json': billingJson,
      'invoice.mdx': '---\nopenapi: "billing-api PUT /invoices/{id}"\n---\nReplace it.\n',
    });
    const { code, stdout } = await runQuire(['check', '.'], dir);
    assert.equal(code, 1, stdout);
    assert.match(
      stdout,
      /^invoice\.mdx:2:\d+ {2}`openapi: billing-api PUT \/invoices\/\{id\}` names billing-api, which could be billing-api\.yaml or billing-api\.json\./m,
    );
    assert.match(stdout, /^docs\.json:\d+:\d+ {2}`billing-api GET \/x` names billing-api, which could be billing-api\.yaml or billing-api\.json\./m);
  });

  it('lowercase methods in MDX frontmatter (`patch /teams/{team_id}/`, `"openapi.json get /users"`) name their operations; navigation entries stay uppercase only', async () => {
    const dir = await writeFiles({
      'docs.json': docsJson(['team', 'users'], { openapi: 'openapi.json' }),
      'openapi.json': jobsSpec(),
      'team.mdx': '---\nopenapi: patch /teams/{team_id}/\n---\nA team.\n',
      'users.mdx': '---\nopenapi: "openapi.json get /users"\n---\nUsers.\n',
    });
    const check = await runQuire(['check', '.'], dir);
    assert.equal(check.code, 0, check.stdout + check.stderr);
    const routes = await runQuire(['routes', '.'], dir);
    assert.match(routes.stdout, /PATCH Update a team {2}\/team/, routes.stdout);
    assert.match(routes.stdout, /GET List users {2}\/users/, routes.stdout);

    const entry = await writeFiles({ 'docs.json': docsJson(['get /users'], { openapi: 'openapi.json' }), 'openapi.json': jobsSpec() });
    const lower = await runQuire(['check', '.'], entry);
    assert.equal(lower.code, 0, 'an entry naming no page is left out of the navigation, with a warning');
    assert.match(
      lower.stdout,
      /warning: Navigation entry `get \/users` matches no operation and no MDX file: the navigation leaves it out\..*HTTP methods in entries are uppercase/,
    );
  });

  it('a repo whose one OpenAPI file docs.json does not name (api-reference/openapi.json) gives its pages\' `openapi: "POST /jobs"` their operations; node_modules is not looked at', async () => {
    const dir = await writeFiles({
      'docs.json': docsJson(['api-reference/create-job', 'users']),
      'api-reference/openapi.json': jobsSpec(),
      'node_modules/some-package/openapi.json': jobsSpec('A dependency'),
      'dist/openapi.json': jobsSpec('An old build'),
      'package.json': JSON.stringify({ name: 'docs', private: true }),
      'api-reference/create-job.mdx': '---\nopenapi: "POST /jobs"\n---\nQueue a job.\n',
      'users.mdx': '---\nopenapi: get /users\n---\nUsers.\n',
    });
    const check = await runQuire(['check', '.'], dir);
    assert.equal(check.code, 0, check.stdout + check.stderr);
    assert.match(check.stdout, /1 OpenAPI spec/);
    const routes = await runQuire(['routes', '.'], dir);
    assert.match(routes.stdout, /POST Create a job {2}\/api-reference\/create-job/, routes.stdout);
    assert.match(routes.stdout, /GET List users {2}\/users/, routes.stdout);
  });

  it('two OpenAPI files that docs.json does not name: a page that leaves the spec path out is an error naming both when both have its operation', async () => {
    const dir = await writeFiles({
      'docs.json': docsJson(['create-job']),
      'v1/openapi.json': jobsSpec('V1'),
      'v2/openapi.json': jobsSpec('V2'),
      'create-job.mdx': '---\nopenapi: "POST /jobs"\n---\nQueue a job.\n',
    });
    const { code, stdout } = await runQuire(['check', '.'], dir);
    assert.equal(code, 1);
    assert.match(
      stdout,
      /^create-job\.mdx.* `openapi: POST \/jobs` is in 2 of the site's 2 specs \(v1\/openapi\.json, v2\/openapi\.json\): it does not say which it means\. {2}\(Start the value with the spec path: `openapi: v1\/openapi\.json POST \/jobs`\.\)/m,
      stdout,
    );
  });

  it("a page written as .md builds as HTML and its Markdown twin (development.md of the site) is the page's Markdown, build after build", async () => {
    const dir = await writeFiles({
      'docs.json': docsJson(['index', 'development']),
      'index.mdx': '---\ntitle: Home\n---\nWelcome.\n',
      'development.md':
        '---\ntitle: Development\ndescription: Working on the project\n---\n\nRun `npm run dev` and edit a page.\n\n## Tests\n\nRun the unit tests before a push.\n',
    });
    // The second build finds the first one's twins (dist/development.md, site/index.md): they are no pages.
    for (const args of [
      ['build', '.'],
      ['build', '.'],
      ['build', '.', '-o', 'site'],
      ['build', '.', '-o', 'site'],
    ]) {
      const { code, stdout, stderr } = await runQuire(args, dir);
      assert.equal(code, 0, `${args.join(' ')}: ${stdout}${stderr}`);
      noStackTrace(stdout + stderr);
      assert.match(stdout, /✓ Built 2 pages into (dist|site) /);
    }
    for (const out of ['dist', 'site']) {
      const html = await readFile(join(dir, out, 'development/index.html'), 'utf8');
      assert.match(html, /Run the unit tests before a push\./);
      assert.match(html, /<h2[^>]*>Tests/);
      const twin = await readFile(join(dir, out, 'development.md'), 'utf8');
      assert.match(twin, /^# Development\n\n> Working on the project\n/);
      assert.match(twin, /## Tests\n\nRun the unit tests before a push\./);
      assert.doesNotMatch(twin, /^---\ntitle:/, 'the twin, not the source file copied over it');
      assert.ok(!existsSync(join(dir, out, 'dist')) && !existsSync(join(dir, out, 'site')), 'a built site is not copied into the next one');
    }
    const check = await runQuire(['check', '.'], dir);
    assert.equal(check.stdout.trim(), '✓ .: 2 pages (2 MDX, 0 API), 0 OpenAPI specs');
  });

  it("a redirect from a page's old Markdown path (/development.md to /development) leaves that path to the twin, with a warning, and the build succeeds", async () => {
    const dir = await writeFiles({
      'docs.json': JSON.stringify({
        name: 'Real',
        navigation: { pages: ['index', 'development'] },
        redirects: [
          { source: '/development.md', destination: '/development' },
          { source: '/old-start', destination: '/' },
        ],
      }),
      'index.mdx': '---\ntitle: Home\n---\nWelcome.\n',
      'development.md': '# Development\n\nRun the unit tests before a push.\n',
    });
    const check = await runQuire(['check', '.'], dir);
    assert.equal(check.code, 0, check.stdout);
    assert.match(
      check.stdout,
      /^docs\.json:1:\d+ {2}warning: The redirect from \/development\.md is left out: that path serves the Markdown of page \/development\./m,
    );
    const build = await runQuire(['build', '.'], dir);
    assert.equal(build.code, 0, build.stdout + build.stderr);
    assert.match(build.stdout, /Built \d+ pages? into dist .*1 warning/);
    assert.match(await readFile(join(dir, 'dist/development.md'), 'utf8'), /Run the unit tests before a push\./, 'the twin answers at that path');
    assert.match(await readFile(join(dir, 'dist/old-start/index.html'), 'utf8'), /url=\/"/, 'other redirects stay');
  });

  const notDocs = {
    'node_modules/x/readme.mdx': '# Not a page\n\n<Unknown />\n',
    'node_modules/x/openapi.json': jobsSpec(),
    'src/app/llms.mdx/route.ts': 'export const GET = () => new Response("hi");\n',
  };
  const builtWithNotDocs = builtTogether([], notDocs);
  it('folders that are not docs (node_modules/x/readme.mdx, src/app/llms.mdx/route.ts) are no pages and crash neither check nor build', async () => {
    const dir = await writeFiles({ 'docs.json': docsJson(['index']), 'index.mdx': '---\ntitle: Home\n---\nWelcome.\n', ...notDocs });
    const check = await runQuire(['check', '.'], dir);
    assert.equal(check.code, 0, check.stdout + check.stderr);
    assert.match(check.stdout, /✓ \.: 1 pages? \(1 MDX, 0 API\)/);
    const build = await builtWithNotDocs();
    assert.equal(build.code, 0, build.stdout + build.stderr);
    noStackTrace(build.stdout + build.stderr);
    assert.ok(
      !existsSync(join(build.out, 'node_modules')) &&
        !existsSync(join(build.out, 'src/app/llms/index.html')) &&
        !existsSync(join(build.out, 'src/app/llms.mdx')),
    );
  });

  it('a page showing a local image the repo lacks gets one warning line with page, line and path in check, the same in build, and the page is built with a broken image (issue 36), never a bundler trace', async () => {
    const dir = await writeFiles({
      'docs.json': docsJson(['index', 'guides/setup']),
      'index.mdx': '---\ntitle: Home\n---\nWelcome.\n\n![Diagram](/images/missing.png)\n',
      'guides/setup.mdx':
        '---\ntitle: Setup\n---\n\n```md\n![In a code block](/images/not-an-image.png)\n```\n\n<img src="/images/missing.png" />\n\n![Relative](./shots/step-1.png)\n\n![Present](/images/here.png)\n',
      'images/here.png': 'PNG',
    });
    const check = await runQuire(['check', '.'], dir);
    assert.equal(check.code, 0, check.stdout);
    const lines = check.stdout
      .trim()
      .split('\n')
      .filter((line) => line.includes('Image '));
    assert.deepEqual(
      lines.map((line) => `${line.split('  ')[0]}  ${line.split('  ')[1]}`),
      [
        'guides/setup.mdx:9:1  warning: Image /images/missing.png is not in the docs folder: the page shows a broken image.',
        'guides/setup.mdx:11:1  warning: Image ./shots/step-1.png is not in the docs folder (looked for guides/shots/step-1.png): the page shows a broken image.',
        'index.mdx:6:1  warning: Image /images/missing.png is not in the docs folder: the page shows a broken image.',
      ],
    );

    const build = await runQuire(['build', '.', '-o', 'site', '--verbose'], dir);
    assert.equal(build.code, 0, build.stderr);
    noStackTrace(build.stdout + build.stderr);
    const shown = build.stderr.split('\n').filter((line) => line.includes('Image '));
    assert.equal(shown.length, 3, build.stderr);
    assert.match(shown[0]!, /guides\/setup\.mdx:9:1 {2}warning: Image \/images\/missing\.png is not in the docs folder/);
    const page = readFileSync(join(dir, 'site/guides/setup/index.html'), 'utf8');
    assert.match(page, /<img src="\/guides\/shots\/step-1\.png" alt="Relative"/, 'the relative image is a broken image at the URL it would have had');
  });

  const builtStyleGuide = builtTogether(['guides/style'], {
    // Not MDX (`<2`): built as Markdown.
    'guides/style.md': '# Style guide\n\n![A screenshot](path/to/image.png)\n\nAfter the image, in <2 seconds.\n',
  });
  it('a .md page built as Markdown (compiled by Astro, which imports its relative images) showing an image the repo lacks is built with a placeholder in its place, with the same warning', async () => {
    const build = await builtStyleGuide();
    assert.equal(build.code, 0, build.stderr);
    noStackTrace(build.stdout + build.stderr);
    assert.match(build.stderr, /guides\/style\.md:3:1 {2}warning: Image path\/to\/image\.png is not in the docs folder/);
    const page = build.html;
    assert.match(page, /<img {1,2}src="\/_astro\/missing-image\.[\w-]+\.svg" alt="A screenshot"/);
    assert.match(page, /After the image, in &lt;2 seconds\./);
  });

  const lfsPointer = 'version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 5242880\n';
  const builtMedia = builtTogether(['guides/media', 'guides/media-notes'], {
    'guides/media.mdx':
      '---\ntitle: Media\n---\n\n![Stored with Git LFS](./shots/lfs.png)\n\n![Cut short](shots/cut.gif)\n\n![No size](./shots/no-size.svg)\n\n![Sized](./shots/sized.svg)\n\n![Rooted](/guides/shots/lfs.png)\n',
    'guides/media-notes.md': '# Notes\n\n![Stored with Git LFS](./shots/lfs.png)\n\nAfter the image, in <2 seconds.\n',
    'guides/shots/lfs.png': lfsPointer,
    'guides/shots/cut.gif': 'GIF89a',
    'guides/shots/no-size.svg': '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4" /></svg>',
    'guides/shots/sized.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle r="4" /></svg>',
  });
  it('a relative image in which Astro finds no size (a Git LFS pointer, a file cut short, an SVG without size or viewBox) is a warning at its line, and the page links the file as it is instead of the build failing', async () => {
    const build = await builtMedia();
    assert.equal(build.code, 0, build.stderr);
    noStackTrace(build.stdout + build.stderr);
    const unreadable = build.stderr.split('\n').filter((line) => line.includes('not an image Quire can read'));
    assert.deepEqual(
      unreadable.map((line) => line.replace(/^.*?(guides\/)/, '$1').split('  (')[0]),
      [
        'guides/media-notes.md:3:1  warning: Image ./shots/lfs.png is not an image Quire can read (no width and height found in guides/shots/lfs.png): the page shows a placeholder in its place.',
        'guides/media.mdx:5:1  warning: Image ./shots/lfs.png is not an image Quire can read (no width and height found in guides/shots/lfs.png): the page links the file as it is.',
        'guides/media.mdx:7:1  warning: Image shots/cut.gif is not an image Quire can read (no width and height found in guides/shots/cut.gif): the page links the file as it is.',
        'guides/media.mdx:9:1  warning: Image ./shots/no-size.svg is not an image Quire can read (no width and height found in guides/shots/no-size.svg): the page links the file as it is.',
      ],
    );
    const page = build.html;
    for (const [file, alt] of [
      ['lfs\\.png', 'Stored with Git LFS'],
      ['cut\\.gif', 'Cut short'],
      ['no-size\\.svg', 'No size'],
    ] as const)
      assert.match(page, new RegExp(`<img src="/guides/shots/${file}" alt="${alt}"`));
    // The files are served as they are, as the hosted platform serves them.
    assert.equal(readFileSync(join(build.out, 'guides/shots/lfs.png'), 'utf8'), lfsPointer);
    // A sized one is still Astro's optimized image.
    assert.match(page, /<img src="\/_astro\/sized\.[\w-]+\.svg" alt="Sized"/);
    const notes = readFileSync(join(build.out, 'guides/media-notes/index.html'), 'utf8');
    assert.match(notes, /<img {1,2}src="\/_astro\/missing-image\.[\w-]+\.svg" alt="Stored with Git LFS"/);
    assert.match(notes, /After the image, in &lt;2 seconds\./);
  });
});

describe("the hosted platform's <CodeBlock>", () => {
  const builtCodeBlocks = builtTogether(['guides/code-blocks'], {
    'guides/code-blocks.mdx': [
      '---',
      'title: Code blocks',
      '---',
      'export const Snippet = () => <CodeBlock language="js" filename="hello.js" wrap>{"const greeting = \'hi\';\\nconsole.log(greeting);"}</CodeBlock>;',
      '',
      '<Card title="Install">',
      '  To unlock the tools:',
      '  <CodeBlock language="sh" title="Install with pip">',
      "    pip install 'camel-ai[tools]'",
      '  </CodeBlock>',
      '</Card>',
      '',
      '<Snippet />',
      '',
    ].join('\n'),
  });
  it('written around its code in a page it is a highlighted code block with its title and straight quotes; rendered by a component of the page, the same', async () => {
    const build = await builtCodeBlocks();
    assert.equal(build.code, 0, build.stderr);
    assert.doesNotMatch(build.stderr, /code-blocks\.mdx.*CodeBlock/, 'no warning about <CodeBlock>');
    const blocks = [...build.html.matchAll(/<pre [^>]*>[\s\S]*?<\/pre>/g)].map(([pre]) => pre);
    const install = blocks.find((pre) => pre.includes('data-title="Install with pip"'));
    assert.ok(install, build.html);
    assert.match(install, /data-language="sh"/);
    assert.equal(
      install
        .replace(/<[^>]+>/g, '')
        .replaceAll('&#39;', "'")
        .trim(),
      "pip install 'camel-ai[tools]'",
    );
    const hello = blocks.find((pre) => pre.includes('data-title="hello.js"'));
    assert.ok(hello, build.html);
    assert.match(hello, /^<pre class="q-code q-wrap" data-language="js"/);
    assert.equal(
      hello
        .replace(/<[^>]+>/g, '')
        .replaceAll('&#39;', "'")
        .replaceAll('&quot;', '"')
        .trim(),
      "const greeting = 'hi';\nconsole.log(greeting);",
      'the line break is kept',
    );
    assert.notEqual(hello.replace(/<\/?(pre|code)[^>]*>/g, ''), hello.replace(/<[^>]+>/g, ''), 'the code is highlighted');
  });
});

describe('docs.json $ref and openapi arrays', () => {
  const spec = (title: string, paths: Record<string, string>) =>
    JSON.stringify({
      openapi: '3.1.0',
      info: { title, version: '1' },
      paths: Object.entries(paths).reduce<Record<string, Record<string, unknown>>>((all, [key, summary]) => {
        const [method, path] = key.split(' ');
        all[path!] = { ...all[path!], [method!.toLowerCase()]: { summary, responses: { 200: { description: 'OK' } } } };
        return all;
      }, {}),
    });

  it('quire build on a docs.json split with $ref (navigation per language, redirects from a file) and an openapi array builds every page', async () => {
    const dir = await writeFiles({
      'docs.json': JSON.stringify(
        { name: 'Split', navigation: { languages: [{ $ref: './nav/en.json' }] }, redirects: { $ref: './config/moved-pages.json' } },
        null,
        2,
      ),
      'nav/en.json': JSON.stringify(
        {
          language: 'en',
          tabs: [
            { tab: 'Guides', groups: [{ $ref: './groups/start.json' }] },
            { tab: 'API', openapi: ['openapi/billing.json', { source: 'openapi/users.json', directory: 'people' }] },
          ],
        },
        null,
        2,
      ),
      'nav/groups/start.json': JSON.stringify({ group: 'Start', pages: ['index'] }),
      'config/moved-pages.json': JSON.stringify([{ source: '/old-home', destination: '/' }]),
      'index.mdx': '---\ntitle: Home\n---\nWelcome.\n',
      'openapi/billing.json': spec('Billing', { 'GET /invoices': 'List invoices', 'POST /invoices': 'Create an invoice' }),
      'openapi/users.json': spec('Users', { 'GET /users': 'List users' }),
    });
    const check = await runQuire(['check', '.'], dir);
    assert.equal(check.code, 0, check.stdout + check.stderr);
    const { code, stdout, stderr } = await runQuire(['build', '.', '-o', 'site'], dir);
    assert.equal(code, 0, stdout + stderr);
    noStackTrace(stdout + stderr);
    assert.match(stdout, /✓ Built \d+ pages? into site/);
    for (const page of ['index.html', 'api-reference/list-invoices/index.html', 'api-reference/create-an-invoice/index.html', 'people/list-users/index.html']) {
      assert.ok(existsSync(join(dir, 'site', page)), `${page} in ${stdout}`);
    }
    assert.ok(
      existsSync(join(dir, 'site/old-home/index.html')) || existsSync(join(dir, 'site/old-home.html')),
      'the redirect from the referenced file is published',
    );

    // An error in a referenced file is reported at that file and line.
    const broken = await writeFiles({
      'docs.json': JSON.stringify({ name: 'Split', navigation: { $ref: './nav.json' } }),
      'nav.json': '{\n  "openapi": ["a.json", "b.json"],\n  "pages": [\n    "GET /same"\n  ]\n}\n',
      'a.json': spec('A', { 'GET /same': 'Same in A' }),
      'b.json': spec('B', { 'GET /same': 'Same in B' }),
    });
    const failed = await runQuire(['check', '.'], broken);
    assert.equal(failed.code, 1);
    assert.match(
      failed.stdout,
      /^nav\.json:4:5 {2}`GET \/same` is an operation of both a\.json and b\.json.*`a\.json GET \/same` or `b\.json GET \/same`/m,
      failed.stdout,
    );
  });
});

describe('components defined in MDX', () => {
  const built = renderOnlyPage('defined-components', {
    'snippets/community.mdx':
      'export const CommunityMaintained = ({ maintainer }) => (\n  <Note>\n    Maintained by <strong>{maintainer}</strong>.\n  </Note>\n);\n',
    'defined-components.mdx': [
      '---\ntitle: Home\n---',
      "import { CommunityMaintained } from '/snippets/community.mdx';",
      '',
      'export const Yes = () => (<span className="yes"><Icon icon="circle-check" /> yes</span>);',
      '',
      '| Feature | Supported |\n| --- | --- |\n| Streams | <Yes /> |',
      '',
      '<CommunityMaintained maintainer="Ada" />',
      '',
      "<Note>The page's own note.</Note>",
    ].join('\n'),
  });
  it("a component a page defines (`export const Yes = () => <Icon …/>`) and one a snippet exports (`<Note>` inside) render with Quire's components", async () => {
    const { code, stdout, stderr, html } = await built();
    assert.equal(code, 0, stdout + stderr);
    noStackTrace(stdout + stderr);
    assert.match(
      html,
      /<td[^>]*><span class="yes"><svg class="q-icon"[^>]*>.*?<\/svg> yes<\/span><\/td>/s,
      "the page's own component, with its icon, in the table",
    );
    assert.match(html, /q-callout-note[\s\S]*?Maintained by <strong>Ada<\/strong>/, "the snippet's component, with its Note");
    assert.match(html, /q-callout-note[\s\S]*?The page.s own note\./, 'content still uses the same components');
  });

  const withJsxProps = renderOnlyPage('jsx-props', {
    'jsx-props.mdx': [
      '---\ntitle: Examples\n---',
      '<Update label={<><Icon icon="rocket" size={16} /><span style={{marginLeft: \'8px\'}}>Quickstart</span></>} tags={["Getting Started"]}>',
      'Start here.',
      '</Update>',
      '',
      '<Card title="Own icon" icon={<svg data-own-icon="yes" viewBox="0 0 1 1" />}>With its own drawing.</Card>',
    ].join('\n'),
  });
  it("JSX elements as prop values (`<Update label={<><Icon …/> Quickstart</>}>`, `<Card icon={<svg …/>}>`) render as given, and the update's anchor comes from its text", async () => {
    const { code, stdout, stderr, html } = await withJsxProps();
    assert.equal(code, 0, stdout + stderr);
    assert.match(html, /<section class="q-update" id="quickstart"/);
    assert.match(html, /id="quickstart-label"[^>]*><svg class="q-icon"[\s\S]*?<span style="margin-left:8px">Quickstart<\/span><\/a>/);
    assert.match(html, /<span class="q-card-icon"[^>]*><span class="q-icon"><svg data-own-icon="yes"/);
  });
});

describe('unknown components of any shape', () => {
  const namespaced = '---\ntitle: Home\n---\n<Acme.Repo repo="acme/widgets">The widgets repo.</Acme.Repo>\n\n<Acme.Stars repo="acme/widgets" />\n';
  const builtNamespaced = renderOnlyPage('namespaced', { 'namespaced.mdx': namespaced });
  it('an unknown namespaced component (`<Acme.Repo repo="…">`) renders its children with a warning naming file:line, and the build goes on', async () => {
    const dir = await writeFiles({ 'docs.json': JSON.stringify({ name: 'Real', navigation: { pages: ['index'] } }), 'index.mdx': namespaced });
    const check = await runQuire(['check', '.'], dir);
    assert.equal(check.code, 0, check.stdout);
    assert.match(check.stdout, /^index\.mdx:4:1 {2}warning: <Acme\.Repo> is not a Quire component and is not imported: its content is shown without it\./m);
    assert.match(check.stdout, /^index\.mdx:6:1 {2}warning: <Acme\.Stars> is not a Quire component/m);
    const build = await builtNamespaced();
    assert.equal(build.code, 0, build.stdout + build.stderr);
    assert.match(build.html, /<div class="unknown-component">The widgets repo\.<\/div>/);
  });

  const boxSnippet =
    'export const Box = ({ children, title }) => (\n  <div className="box"><Note>{title}</Note><Mystery kind="x">{children}</Mystery></div>\n);\n';
  const anyShape = [
    '---\ntitle: Home\n---',
    "import { Box } from '/snippets/box.jsx';",
    '',
    '<Foo.Bar.Baz size="2">Deep child.</Foo.Bar.Baz>',
    '',
    '<Spread {...{ a: 1 }}>Spread child.</Spread>',
    '',
    '<Card title="Card" icon={<Widget />}>Card body.</Card>',
    '',
    '<Box title="Boxed note">Box child.</Box>',
    '',
    '<ParamField path="transport" type="Class<Transport>">A type in an attribute is no component.</ParamField>',
  ].join('\n');
  const builtAnyShape = renderOnlyPage('any-shape', { 'snippets/box.jsx': boxSnippet, 'any-shape.mdx': anyShape });
  it("unknown components as a prop value, with spread props, three names deep, and inside a snippet .jsx render their children with a warning each at file:line; the snippet sees Quire's components without importing them", async () => {
    const dir = await writeFiles({
      'docs.json': JSON.stringify({ name: 'Real', navigation: { pages: ['index'] } }),
      'snippets/box.jsx': boxSnippet,
      'index.mdx': anyShape,
    });
    const check = await runQuire(['check', '.'], dir);
    assert.equal(check.code, 0, check.stdout);
    const warned = check.stdout
      .split('\n')
      .filter((line) => line.includes('is not a Quire component'))
      .map((line) => `${line.split('  warning: ')[0]} ${line.match(/<[\w.]+>/)![0]}`);
    assert.deepEqual(warned, ['index.mdx:6:1 <Foo.Bar.Baz>', 'index.mdx:8:1 <Spread>', 'index.mdx:10:26 <Widget>', 'snippets/box.jsx:2:44 <Mystery>']);
    const { code, stdout, stderr, html } = await builtAnyShape();
    assert.equal(code, 0, stdout + stderr);
    assert.match(html, /<div class="unknown-component">Deep child\.<\/div>/);
    assert.match(html, /<div class="unknown-component">Spread child\.<\/div>/);
    assert.match(html, /q-card-title">Card<\/p><div class="q-card-body">Card body\.<\/div>/);
    assert.match(
      html,
      /<div class="box"><div class="q-callout q-callout-note"[\s\S]*?Boxed note<\/div><\/div><div class="unknown-component">Box child\.<\/div><\/div>/,
    );
  });
});

describe('components that return null', () => {
  const returning = renderOnlyPage('returning', {
    'snippets/maybe.jsx': 'export const Maybe = ({ show }) => (show ? <b>Shown</b> : null);\n',
    'returning.mdx': [
      '---\ntitle: Home\n---',
      "import { Maybe } from '/snippets/maybe.jsx';",
      '',
      'export const Nothing = () => null;',
      'export const No = () => false;',
      'export const Text = () => "Plain <text>";',
      'export const Items = () => [<i key="a">one</i>, <i key="b">two</i>];',
      '',
      'Before<Nothing />and<No />after.',
      '',
      '<Maybe show={false} />',
      '<Maybe show />',
      '',
      '<Text />',
      '',
      '<Items />',
    ].join('\n'),
  });
  it('a component returning null, false, a string or an array renders as React would: nothing, the text, each item', async () => {
    const { code, stdout, stderr, html } = await returning();
    assert.equal(code, 0, stdout + stderr);
    assert.match(html, /<p>Beforeandafter\.<\/p>/);
    assert.doesNotMatch(html.slice(html.indexOf('<div class="prose">')), /null|false/);
    assert.equal(html.match(/<b>Shown<\/b>/g)?.length, 1);
    assert.match(html, /Plain &lt;text&gt;/);
    assert.match(html, /<i>one<\/i><i>two<\/i>/, "each item, without React's key as an attribute");
  });

  const throwing = builtTogether(['boom', 'chart', 'counter'], {
    'boom.mdx': '---\ntitle: Home\n---\nexport const Boom = () => { throw new Error("no data for the chart"); };\n\nBefore.\n\n<Boom />\n\nAfter.\n',
    'chart.mdx': '---\ntitle: Chart\n---\nimport { Chart } from "/snippets/chart.jsx";\n\nThe chart:\n\n<Chart />\n',
    'snippets/chart.jsx': 'export const Chart = ({ data }) => <ul>{data.map((point) => <li>{point}</li>)}</ul>;\n',
    // An island (it calls hooks) that names a component nothing defines in the browser's renderer.
    'counter.mdx': '---\ntitle: Counter\n---\nimport { Counter } from "/snippets/counter.jsx";\n\nCount:\n\n<Counter />\n',
    'snippets/counter.jsx': 'import { useState } from "react";\nexport const Counter = () => { const [n] = useState(0); return <Tally>{n}</Tally>; };\n',
  });
  it('a component that throws is a warning at its tag: the page is built with a note in its place, and the next build says it again', async () => {
    for (const build of [1, 2] as const) {
      const { code, stdout, stderr } = await throwing(build);
      const which = build === 1 ? 'first build' : 'second build';
      assert.equal(code, 0, stdout + stderr);
      assert.match(stderr, /boom\.mdx:8:1 {2}warning: <Boom> threw while the page rendered \(no data for the chart\)/, which);
      assert.match(stderr, /chart\.mdx:8:1 {2}warning: <Chart> threw while the page rendered \(Cannot read properties of undefined/, which);
      assert.match(stderr, /counter\.mdx:8:1 {2}warning: <Counter> threw while the page rendered \(Tally is not defined\)/, which);
      noStackTrace(stdout + stderr);
    }
    const { out, html: home } = await throwing(2);
    assert.match(
      home,
      /<p>Before\.<\/p>\s*<div class="q-render-failed" role="note"[^>]*>&lt;Boom&gt; could not be shown: no data for the chart<\/div>\s*<p>After\.<\/p>/,
    );
    assert.match(await readFile(join(out, 'chart/index.html'), 'utf8'), /&lt;Chart&gt; could not be shown/);
    assert.match(await readFile(join(out, 'counter/index.html'), 'utf8'), /&lt;Counter&gt; could not be shown: Tally is not defined/);
  });
});

describe("the platform's first snippets: <Snippet file>", () => {
  const included = builtTogether(['guides/legacy-snippets'], {
    'guides/legacy-snippets.mdx': '---\ntitle: Legacy snippets\n---\nBefore.\n\n<Snippet file="install.mdx" />\n\n<Snippet file="gone.mdx" />\n\nAfter.\n',
    '_snippets/install.mdx': '<Note>Install the CLI first.</Note>\n\n<Snippet file="credentials.mdx"/>\n',
    '_snippets/credentials.mdx': 'Then copy your **database credentials**.\n',
  });
  it('includes _snippets/<file> where the tag stands, snippets within snippets too; _snippets/ holds no pages; a name that finds nothing is a warning at its line', async () => {
    const { code, stdout, stderr, out, html } = await included();
    assert.equal(code, 0, stdout + stderr);
    assert.match(html, /Before\.[\s\S]*q-callout-note[\s\S]*Install the CLI first\.[\s\S]*<strong>database credentials<\/strong>[\s\S]*After\./);
    assert.ok(!existsSync(join(out, '_snippets/install/index.html')), 'a snippet is no page');
    assert.match(
      stderr,
      /guides\/legacy-snippets\.mdx:8:1 {2}warning: <Snippet file="gone\.mdx"> names a file that is in neither _snippets\/ nor snippets\/: the page is built without it\./,
    );
    assert.doesNotMatch(stderr, /<Snippet> is not a Quire component/);
  });
});

describe('a code fence never closed', () => {
  const unclosed = builtTogether(['guides/llm-prompt'], {
    'guides/llm-prompt.mdx':
      "---\ntitle: Prompt\n---\n## Prompt for your assistant\n\n```\nInstall the adapter, then:\n\n\nimport { checkoutHandler } from '@acme/express';\n\napp.get('/checkout', checkoutHandler());\n",
  });
  it("runs to the end of the page, as CommonMark reads it (dodo's prompt pages): an import line in it is code, shown as written, with no warning", async () => {
    const { code, stdout, stderr, html } = await unclosed();
    assert.equal(code, 0, stdout + stderr);
    assert.match(html, /import \{ checkoutHandler \} from/);
    assert.doesNotMatch(html, /checkoutHandler = undefined/);
    assert.doesNotMatch(stderr, /llm-prompt/);
  });
});

describe('a snippet sees what the page including it imports, as on the hosted platform', () => {
  const scoped = builtTogether(['guides/load-balancer'], {
    'guides/load-balancer.mdx':
      "---\ntitle: Load balancer\n---\nimport SshExample from '/snippets/lb/ssh.mdx';\nimport { Pill as Label } from '/snippets/lb/pill.jsx';\nimport LoadBalancerContent from '/snippets/lb/content.mdx';\n\n<LoadBalancerContent />\n",
    'snippets/lb/content.mdx':
      'import Nested from \'./nested.mdx\';\n\n## Regions\n\n<Tabs>\n  <Tab title="SSH">\n    <SshExample />\n  </Tab>\n</Tabs>\n\n<Label>Beta</Label>\n\n<Nested />\n\n<Unbound />\n',
    'snippets/lb/nested.mdx': 'Nested:\n\n<SshExample />\n',
    'snippets/lb/ssh.mdx': 'Run `ssh -R 443:localhost:80 v2@connect.example.com`.\n',
    'snippets/lb/pill.jsx': 'export const Pill = ({ children }) => <span className="pill">{children}</span>;\n',
  });
  it("ngrok's <GlobalLoadBalancerContent />: the snippet's tabs show the examples the page imports, named imports and snippets within snippets too", async () => {
    const { code, stdout, stderr, html } = await scoped();
    assert.equal(code, 0, stdout + stderr);
    assert.match(html, /q-tab[\s\S]*Run <code>ssh -R 443:localhost:80 v2@connect\.example\.com<\/code>\./);
    assert.match(html, /<span class="pill">Beta<\/span>/);
    assert.match(html, /Nested:[\s\S]{0,40}Run <code>ssh/, 'through a snippet between');
    assert.doesNotMatch(stderr, /<(SshExample|Label)> is not a Quire component/);
    assert.match(stderr, /snippets\/lb\/content\.mdx:15:1 {2}warning: <Unbound> is not a Quire component/, 'a name no includer binds is still unknown');
  });
});

describe('.md pages are MDX, as on the hosted platform', () => {
  const markdown = builtTogether(['guides/install-md', 'guides/imports-md', 'guides/notes-md'], {
    'guides/install-md.md':
      '---\ntitle: Install\n---\n\n<Steps>\n  <Step title="Create a virtual environment">\n    Run `python -m venv`.\n  </Step>\n</Steps>\n\nTwo is {1 + 1}.\n',
    'guides/imports-md.md':
      "---\ntitle: Imports\n---\nimport Shared from '/snippets/md-shared.mdx';\n\n<Tip>Read this first.</Tip>\n\n<Shared />\n\n![Relative](./md-shot.svg)\n",
    'snippets/md-shared.mdx': 'Shared **from a snippet**.\n',
    'guides/md-shot.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>',
    'guides/notes-md.md': '---\ntitle: Notes\n---\n\nIt takes <5 minutes.\n\n<Note>Written for GitHub.</Note>\n',
  });
  it("a .md page's components render (agno's how-to/install.md), a bundled one's imports and images too; one MDX cannot compile is built as Markdown with a warning at its place", async () => {
    const { code, stdout, stderr, out, html } = await markdown();
    assert.equal(code, 0, stdout + stderr);
    assert.match(html, /class="q-step"[\s\S]*Create a virtual environment[\s\S]*<code>python -m venv<\/code>/);
    assert.match(html, /Two is 2\./);
    const imports = await readFile(join(out, 'guides/imports-md/index.html'), 'utf8');
    assert.match(imports, /q-callout-tip[\s\S]*Read this first\.[\s\S]*Shared <strong>from a snippet<\/strong>[\s\S]*<img src="[^"]+md-shot[^"]*\.svg"/);
    const notes = await readFile(join(out, 'guides/notes-md/index.html'), 'utf8');
    assert.match(notes, /It takes &lt;5 minutes\./);
    assert.match(
      stderr,
      /guides\/notes-md\.md:5:10 {2}warning: This \.md page is not valid MDX \(Unexpected character after `<`, expected a valid JSX tag[^\n]*\): it is built as plain Markdown, so its components and \{…\} show as written\./,
    );
    assert.doesNotMatch(stderr, /install-md|imports-md|<Note> is not a Quire component/);
  });
});

describe('files that are not pages', () => {
  const dotted = builtTogether(['quickstarts/.NET'], {
    'quickstarts/.NET.mdx': '---\ntitle: .NET quickstart\n---\nInstall the .NET SDK.\n',
    '.env': 'SECRET=1\n',
    'quickstarts/.notes.txt': 'private',
    '.github/PULL_REQUEST_TEMPLATE.md': '# Template\n\n<NotAPage />\n',
  });
  it("a page whose name starts with a dot (novu's quickstarts/.NET.mdx) is built at its path; a dot folder's files are no pages and other dot files are not published", async () => {
    const { code, stdout, stderr, out, html } = await dotted();
    assert.equal(code, 0, stdout + stderr);
    assert.match(html, /Install the \.NET SDK\./);
    assert.doesNotMatch(stderr, /quickstarts\/\.NET|NotAPage/);
    assert.ok(existsSync(join(out, 'quickstarts/.NET.md')), 'its Markdown twin');
    for (const hidden of ['.env', 'quickstarts/.notes.txt', '.github']) assert.ok(!existsSync(join(out, hidden)), `${hidden} is not published`);
  });

  it("a repo's README.md, which is no page, is not checked for components or images; snippets still are", async () => {
    const dir = await writeFiles({
      'docs.json': JSON.stringify({ name: 'Real', navigation: { pages: ['index'] } }),
      'index.mdx': '---\ntitle: Home\n---\nWelcome.\n',
      'README.md': '# Docs\n\n<GitHubOnly />\n\n![Preview](/images/preview.png)\n',
      'snippets/note.mdx': '<SnippetOnly />\n',
    });
    const { code, stdout } = await runQuire(['check', '.'], dir);
    assert.equal(code, 0, stdout);
    assert.doesNotMatch(stdout, /README|GitHubOnly|preview\.png/);
    assert.match(stdout, /snippets\/note\.mdx:1:1 {2}warning: <SnippetOnly> is not a Quire component/);
  });
});

describe('custom CSS', () => {
  const styled = builtTogether(['styled-home', 'styled-guide'], {
    'styled-home.mdx': '---\ntitle: Home\n---\nWelcome.\n',
    'styled-guide.mdx': '---\ntitle: Guide\n---\nRead on.\n',
    'styling.css': '.eyebrow { color: #666; }\n',
    'theme/brand.css': '.prose p { letter-spacing: 0.01em; }\n',
  });
  it("the repo's own .css files apply to every page, after Quire's styles", async () => {
    const { code, stdout, stderr, out } = await styled();
    assert.equal(code, 0, stdout + stderr);
    for (const page of ['styled-home/index.html', 'styled-guide/index.html']) {
      const html = await readFile(join(out, page), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      assert.match(
        html,
        /<body><link rel="stylesheet" href="\/styling\.css"><link rel="stylesheet" href="\/theme\/brand\.css">/,
        `${page}: linked first in the body`,
      );
      assert.ok(head.includes('/_astro/') && !head.includes('styling.css'), `${page}: Quire's own styles come before them, in the head`);
    }
    assert.equal(await readFile(join(out, 'theme/brand.css'), 'utf8'), '.prose p { letter-spacing: 0.01em; }\n');
  });
});

describe('specs only pages name', () => {
  const status = '---\ntitle: Status\nopenapi: "/enterprise-api.en.yaml GET /status/{id}"\n---\nHow to read a status.\n';
  const builtStatus = renderOnlyPage('status', { 'status.mdx': status });
  it('a spec file only an MDX page names, and that is missing, leaves that page without a reference: a warning, and the site builds', async () => {
    const dir = await writeFiles({
      'docs.json': JSON.stringify({ name: 'Real', navigation: { pages: ['index', 'status'] } }),
      'index.mdx': '---\ntitle: Home\n---\nWelcome.\n',
      'status.mdx': status,
    });
    const check = await runQuire(['check', '.'], dir);
    assert.equal(check.code, 0, check.stdout);
    assert.match(
      check.stdout,
      /enterprise-api\.en\.yaml {2}warning: Cannot read the OpenAPI document enterprise-api\.en\.yaml \(no file there\)\. Only MDX pages name it: they show no API reference\./,
    );
    const build = await builtStatus();
    assert.equal(build.code, 0, build.stdout + build.stderr);
    assert.match(build.html, /How to read a status\./);
  });

  it('a spec docs.json names that is missing stays an error: its navigation would be empty', async () => {
    const dir = await writeFiles({ 'docs.json': JSON.stringify({ name: 'Real', navigation: { groups: [{ group: 'API', openapi: 'missing.yaml' }] } }) });
    const check = await runQuire(['check', '.'], dir);
    assert.equal(check.code, 1, check.stdout);
    assert.match(check.stdout, /missing\.yaml {2}Cannot read the OpenAPI document missing\.yaml \(no file there\)\. {2}/);
  });
});

describe('a docs folder reached through a link', () => {
  // The shared build is the one through a link (builtTogether).
  const linked = renderOnlyPage('hello', {
    'snippets/hello.jsx': 'export const Hello = () => <p className="hello">Hello from a snippet</p>;\n',
    'hello.mdx': "---\ntitle: Home\n---\nimport { Hello } from '/snippets/hello.jsx';\n\n<Hello />\n",
  });
  it('builds with its snippets when the path given is a symbolic link to the docs folder, from another depth than the folder', async () => {
    const { code, stdout, stderr, html } = await linked();
    assert.equal(code, 0, stdout + stderr);
    noStackTrace(stdout + stderr);
    assert.match(html, /<p class="hello">Hello from a snippet<\/p>/);
  });

  it('builds when the link is a folder deeper than the docs and both are in the folder Quire itself is in', async () => {
    // Beside Quire's own packages (here: this repository's ignored .cache), where a route's path,
    // written relative to the wrong one of the two roots, led above the file system's root.
    const cache = fileURLToPath(new URL('../../../.cache/', import.meta.url));
    mkdirSync(cache, { recursive: true });
    const base = mkdtempSync(join(cache, 'link-depth-'));
    try {
      await mkdir(join(base, 'mini/site'), { recursive: true });
      await mkdir(join(base, 'linkdir/a'), { recursive: true });
      await writeFile(join(base, 'mini/site/docs.json'), JSON.stringify({ name: 'Linked', navigation: { pages: ['index'] } }));
      await writeFile(join(base, 'mini/site/index.mdx'), '---\ntitle: Hi\n---\nHello through a link.\n');
      await symlink('../../mini/site', join(base, 'linkdir/a/site'));
      const { code, stdout, stderr } = await runQuire(['build', 'linkdir/a/site', '-o', 'out'], base);
      assert.equal(code, 0, stdout + stderr);
      assert.match(await readFile(join(base, 'out/index.html'), 'utf8'), /Hello through a link\./);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});

describe('headings with an id of their own', () => {
  const withIds = renderOnlyPage('heading-ids', {
    'heading-ids.mdx':
      '---\ntitle: Home\n---\n## Setup {#setup-steps}\n\nText.\n\n### Memory & embedder config {#memory-embedder-config}\n\n```md\n## In code {#stays}\n```\n\n[Jump](#memory-embedder-config)\n',
  });
  it('`### Memory & embedder config {#memory-embedder-config}` builds (MDX read it as an expression), and #memory-embedder-config lands on the heading', async () => {
    const { code, stdout, stderr, html } = await withIds();
    assert.equal(code, 0, stdout + stderr);
    assert.match(html, /<h2 id="setup"><a id="setup-steps"><\/a>Setup<\/h2>/);
    assert.match(html, /<h3 id="memory--embedder-config"><a id="memory-embedder-config"><\/a>Memory &(amp;|#x26;) embedder config<\/h3>/);
    assert.match(html, /<li class="depth-3"><a href="#memory--embedder-config">Memory &amp; embedder config<\/a>/, 'the table of contents keeps the text');
    assert.match(html, /In code \{#stays\}/, 'a fence keeps its text');
  });
});
