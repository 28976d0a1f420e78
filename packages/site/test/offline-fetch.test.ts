// A hosted build's fetch: the copies the service fetched before the build, and nothing else.
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { loadSite } from '../src/load-site.ts';
import { offlineFetch } from '../src/offline-fetch.ts';

describe('a build without network', () => {
  afterEach(() => {
    delete process.env.QUIRE_OFFLINE;
    delete process.env.QUIRE_REMOTE_SPECS;
  });

  it('has the global fetch when it has a network', () => {
    assert.equal(offlineFetch(), undefined);
  });

  it('loads a document named by URL from its copy, and refuses one without a copy with what to do', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'quire-offline-site-'));
    const spec = {
      openapi: '3.1.0',
      info: { title: 'Remote', version: '1' },
      paths: { '/things': { get: { summary: 'List things', responses: { 200: { description: 'OK' } } } } },
    };
    await writeFile(join(dir, 'copy.json'), JSON.stringify(spec));
    await writeFile(join(dir, 'remote.json'), JSON.stringify({ 'https://api.remote.test/openapi.json': join(dir, 'copy.json') }));
    await writeFile(
      join(dir, 'docs.json'),
      JSON.stringify({
        name: 'R',
        navigation: {
          groups: [
            { group: 'A', openapi: 'https://api.remote.test/openapi.json' },
            { group: 'B', openapi: 'https://other.remote.test/openapi.json' },
          ],
        },
      }),
    );
    process.env.QUIRE_OFFLINE = '1';
    process.env.QUIRE_REMOTE_SPECS = join(dir, 'remote.json');
    const site = await loadSite(dir);
    assert.ok(site.specs.get('https://api.remote.test/openapi.json')?.model, 'the copy was loaded');
    const refused = site.diagnostics.find((d) => d.code === 'SPEC_FETCH_FAILED');
    assert.match(
      refused?.message ?? '',
      /https:\/\/other\.remote\.test\/openapi\.json: this build has no network, and the hosting service fetches only the documents docs\.json or a page names by URL; commit this one in the repository/,
    );
  });
});
