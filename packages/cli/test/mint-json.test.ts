// A docs folder written for the hosted platform's legacy mint.json builds as it is, with a warning
// that says so; `quire upgrade` writes the docs.json Quire read it as.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runQuire, writeFiles } from './run-quire.ts';

const mintJson = JSON.stringify(
  {
    name: 'Legacy',
    colors: { primary: '#0D9373' },
    feedback: { thumbsRating: true },
    topbarCtaButton: { name: 'Dashboard', url: 'https://dashboard.example.com' },
    tabs: [{ name: 'Guides', url: 'guides' }],
    navigation: [
      { group: 'Start', pages: ['index'] },
      { group: 'Guides', pages: ['guides/setup'] },
    ],
  },
  null,
  2,
);

const legacyDocs = () =>
  writeFiles({
    'mint.json': mintJson,
    'index.mdx': '---\ntitle: Home\n---\nWelcome.\n',
    'guides/setup.mdx': '---\ntitle: Setup\n---\nSet it up.\n',
  });

describe('quire upgrade', () => {
  it('writes the docs.json the folder was read as, says what it did and leaves mint.json in place', async () => {
    const dir = await legacyDocs();
    const before = await runQuire(['routes', '.', '--json'], dir);
    const upgraded = await runQuire(['upgrade'], dir);
    assert.equal(upgraded.code, 0, upgraded.stderr);
    assert.match(upgraded.stdout, /Wrote docs\.json from mint\.json/);
    assert.match(upgraded.stdout, /Left out \(no docs\.json equivalent\): feedback\./);
    assert.match(upgraded.stdout, /mint\.json is left in place/);
    assert.equal(readFileSync(join(dir, 'mint.json'), 'utf8'), mintJson);
    const docsJson = JSON.parse(readFileSync(join(dir, 'docs.json'), 'utf8'));
    assert.deepEqual(docsJson.navigation, {
      tabs: [
        { tab: 'Documentation', groups: [{ group: 'Start', pages: ['index'] }] },
        { tab: 'Guides', groups: [{ group: 'Guides', pages: ['guides/setup'] }] },
      ],
    });
    assert.deepEqual(docsJson.navbar, { primary: { type: 'button', label: 'Dashboard', href: 'https://dashboard.example.com' } });
    // Read from docs.json now, the site is the one mint.json gave, without the legacy warning.
    const after = await runQuire(['routes', '.', '--json'], dir);
    assert.deepEqual(JSON.parse(after.stdout).nav, JSON.parse(before.stdout).nav);
    assert.ok(!JSON.parse(after.stdout).diagnostics.some((d: { code: string }) => d.code === 'CONFIG_LEGACY_MINT_JSON'));
  });

  it('keeps an existing docs.json unless --force, and says why nothing was written', async () => {
    const dir = await legacyDocs();
    const mine = '{ "name": "Mine", "navigation": { "pages": ["index"] } }\n';
    writeFileSync(join(dir, 'docs.json'), mine);
    const refused = await runQuire(['upgrade', dir], dir);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /already has a docs\.json.*nothing was written\. Pass --force/);
    assert.equal(readFileSync(join(dir, 'docs.json'), 'utf8'), mine);
    const forced = await runQuire(['upgrade', dir, '--force'], dir);
    assert.equal(forced.code, 0, forced.stderr);
    assert.equal(JSON.parse(readFileSync(join(dir, 'docs.json'), 'utf8')).name, 'Legacy');
  });

  it('writes nothing from a mint.json with errors, and names their lines', async () => {
    const dir = await writeFiles({ 'mint.json': '{\n  "name": "Broken",\n  "navigation": [\n    { "title": "No group" }\n  ]\n}\n' });
    const result = await runQuire(['upgrade', dir], dir);
    assert.equal(result.code, 1);
    assert.match(result.stderr, /mint\.json:4:5 .*needs a `group` title and a list of `pages`/);
    assert.match(result.stderr, /nothing was written/);
    assert.ok(!existsSync(join(dir, 'docs.json')));
    const none = await runQuire(['upgrade', join(dir, 'nowhere')], dir);
    assert.equal(none.code, 1);
    assert.match(none.stderr, /has no mint\.json: there is nothing to upgrade/);
  });
});

describe('quire build of a folder with only mint.json', () => {
  it('builds every navigation page and warns once at mint.json, naming quire upgrade', async () => {
    const dir = await legacyDocs();
    const result = await runQuire(['build', dir, '--verbose'], dir);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /Built 2 pages into dist/);
    assert.match(
      result.stdout + result.stderr,
      /mint\.json:1:1 +warning: mint\.json is the hosted platform's legacy configuration file.*`feedback` has no docs\.json equivalent/,
    );
    assert.match(readFileSync(join(dir, 'dist/guides/setup/index.html'), 'utf8'), /Set it up\./);
    assert.ok(existsSync(join(dir, 'dist/index.html')));
  });
});
