// A hosted build has no network (QUIRE_OFFLINE=1, set by the hosting service): documents and
// `$ref`s by URL are refused at once, saying what to do, instead of failing on a network error.
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadSpec } from '../src/index.ts';

describe('an offline build', () => {
  before(() => (process.env.QUIRE_OFFLINE = '1'));
  after(() => delete process.env.QUIRE_OFFLINE);

  it('refuses a document by URL without trying the network, and says to commit it', async () => {
    const started = performance.now();
    const loaded = await loadSpec('https://api.example.com/openapi.json', { cwd: tmpdir() });
    assert.ok(performance.now() - started < 1000, 'no network attempt to wait for');
    const error = loaded.diagnostics.find((d) => d.code === 'SPEC_FETCH_FAILED');
    assert.equal(error?.message, 'The OpenAPI document https://api.example.com/openapi.json is not fetched: this build has no network.');
    assert.match(error?.hint ?? '', /commit the document in the repository/);
  });

  it('names a $ref by URL as not fetched, at its line', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'quire-offline-'));
    await writeFile(
      join(dir, 'api.yaml'),
      "openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths:\n  /x:\n    get:\n      responses:\n        '200':\n          description: OK\n          content: { application/json: { schema: { $ref: 'http://127.0.0.1:9/s.json' } } }\n",
    );
    const loaded = await loadSpec(join(dir, 'api.yaml'), { cwd: dir, root: dir });
    const messages = loaded.diagnostics.map((d) => `${d.line}: ${d.message}`).join('\n');
    assert.match(messages, /^9: .*http:\/\/127\.0\.0\.1:9\/s\.json is not fetched: this build has no network/m);
  });
});
