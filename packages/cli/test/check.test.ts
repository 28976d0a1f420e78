import assert from 'node:assert/strict';
import { cp, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { brokenSpec, shopSpec } from './fixtures.ts';
import { runQuire, writeFiles } from './run-quire.ts';

const demo = fileURLToPath(new URL('../../../sites/demo', import.meta.url));

describe('quire check <spec> (rule 15)', () => {
  it('exits 0 with a one-line summary for a valid document', async () => {
    const dir = await writeFiles({ 'shop.yaml': shopSpec });
    const { code, stdout } = await runQuire(['check', 'shop.yaml'], dir);
    assert.equal(code, 0);
    assert.equal(stdout.trim(), '✓ shop.yaml: valid OpenAPI 3.1 (4 operations, 1 webhook, 0 schemas)');
  });

  it('prints each error as `file:line:col  message  (hint)` and exits 1', async () => {
    const dir = await writeFiles({ 'broken.yaml': brokenSpec });
    const { code, stdout } = await runQuire(['check', 'broken.yaml'], dir);
    assert.equal(code, 1);
    const [first, last] = [stdout.split('\n')[0], stdout.trim().split('\n').at(-1)];
    assert.match(first!, /^broken\.yaml:6:\d+ {2}`in` must be equal to one of the allowed values: [a-z, ]+ \(in GET \/a\)\. {2}\(.+\)$/);
    assert.equal(last, '✗ broken.yaml: 1 error');
  });

  it('--json gives the diagnostics with code, pointer, line and column', async () => {
    const dir = await writeFiles({ 'broken.yaml': brokenSpec });
    const { code, stdout } = await runQuire(['check', 'broken.yaml', '--json'], dir);
    assert.equal(code, 1);
    const result = JSON.parse(stdout);
    assert.equal(result.ok, false);
    assert.equal(result.kind, 'spec');
    assert.deepEqual(
      result.diagnostics.map((d: Record<string, unknown>) => [d.code, d.pointer, d.line]),
      [['SPEC_INVALID', '/paths/~1a/get/parameters/0/in', 6]],
    );
  });

  it('reports a file that does not exist', async () => {
    const dir = await writeFiles({});
    const { code, stdout } = await runQuire(['check', 'nope.yaml'], dir);
    assert.equal(code, 1);
    assert.match(stdout, /Cannot read the OpenAPI document nope\.yaml \(no file there\)/);
  });
});

describe('quire check <docs-dir>', () => {
  it('passes the demo docs repo', async () => {
    const { code, stdout } = await runQuire(['check', demo], process.cwd());
    assert.equal(code, 0, stdout);
    assert.match(stdout, /✓ .*demo: \d+ pages \(16 MDX, \d+ API, 2 channels\), 3 OpenAPI specs, 1 AsyncAPI document/);
  });

  it('checks docs.json, every spec, every navigation entry and every MDX reference', async () => {
    const dir = await writeFiles({});
    await cp(demo, dir, { recursive: true });
    const config = JSON.parse(await import('node:fs').then((fs) => fs.readFileSync(join(dir, 'docs.json'), 'utf8')));
    const v2 = config.navigation.languages[0].versions[0];
    v2.tabs[1].groups[1].pages.push('GET /pets/{petId}/', 'guides/missing');
    v2.tabs[0].grups = [];
    await writeFile(join(dir, 'docs.json'), JSON.stringify(config, null, 2));
    await writeFile(join(dir, 'broken-ref.mdx'), '---\ntitle: Broken\nopenapi: openapi/petstore.yaml GET /pet\n---\n');
    await writeFile(
      join(dir, 'openapi/store.json'),
      '{ "openapi": "3.0.3", "info": { "title": "Store" }, "paths": { "/x": { "get": { "responses": {} } } }, }',
    );
    const { code, stdout } = await runQuire(['check', '.'], dir);
    assert.equal(code, 1);
    assert.match(stdout, /^docs\.json:\d+:\d+ {2}warning: Unknown key `grups`/m, 'unknown keys warn');
    assert.match(
      stdout,
      /^docs\.json:\d+:\d+ {2}warning: `GET \/pets\/\{petId\}\/` is not an operation of openapi\/petstore\.yaml, nor an MDX file: the navigation leaves it out\. {2}\(Did you mean `GET \/pets\/\{petId\}`/m,
    );
    assert.match(stdout, /^docs\.json:\d+:\d+ {2}warning: Navigation entry `guides\/missing` matches no operation and no MDX file/m);
    assert.match(stdout, /^broken-ref\.mdx:3:1 {2}warning: `GET \/pet` is not in openapi\/petstore\.yaml/m);
    assert.match(stdout, /^openapi\/store\.json:1:\d+ {2}Invalid JSON/m);
    assert.match(stdout.trim().split('\n').at(-1)!, /^✗ \.: 1 error, 4 warnings$/);
  });

  it('--strict turns the warnings into a failure (issue 36): what the site is built without still says where', async () => {
    const dir = await writeFiles({
      'docs.json': JSON.stringify({ name: 'Strict', navigation: { pages: ['index', 'guides/nowhere'] } }),
      'index.mdx': '---\ntitle: Home\n---\n![Shot](/images/gone.png)\n',
    });
    const lenient = await runQuire(['check', '.'], dir);
    assert.equal(lenient.code, 0, lenient.stdout);
    assert.match(lenient.stdout.trim().split('\n').at(-1)!, /^✓ .*\(0 errors, 2 warnings\)$/);
    const strict = await runQuire(['check', '.', '--strict'], dir);
    assert.equal(strict.code, 1, strict.stdout);
    assert.match(strict.stdout, /^docs\.json:\d+:\d+ {2}warning: Navigation entry `guides\/nowhere` matches no operation and no MDX file/m);
    assert.match(strict.stdout, /^index\.mdx:4:1 {2}warning: Image \/images\/gone\.png is not in the docs folder/m);
    assert.equal(strict.stdout.trim().split('\n').at(-1), '✗ .: 0 errors, 2 warnings (--strict)');
  });

  it('reports a folder without docs.json', async () => {
    const dir = await writeFiles({ 'readme.txt': 'hi' });
    const { code, stdout } = await runQuire(['check', '.', '--json'], dir);
    assert.equal(code, 1);
    const result = JSON.parse(stdout);
    assert.equal(result.diagnostics[0].code, 'CONFIG_NOT_FOUND');
  });
});
