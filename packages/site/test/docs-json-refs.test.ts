import assert from 'node:assert/strict';
import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { readDocsConfig } from '@quire/config';
import { loadSite } from '@quire/site';

/** A docs folder (inside a parent folder, so a test can put a file beside it) with these files. */
async function docsFolder(files: Record<string, string | object>): Promise<string> {
  const parent = await mkdtemp(join(tmpdir(), 'quire-refs-'));
  const dir = join(parent, 'docs');
  for (const [path, content] of Object.entries(files)) {
    const file = join(parent, path.startsWith('../') ? path.slice(3) : join('docs', path));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  return dir;
}

const place = (d: { code: string; file?: string; line?: number; column?: number }, dir: string) => ({
  code: d.code,
  file: d.file?.slice(dir.length + 1),
  line: d.line,
  column: d.column,
});

describe('docs.json $ref', () => {
  it('split navigation: a language whole navigation from its own file', async () => {
    const dir = await docsFolder({
      'docs.json': { name: 'Acme', navigation: { languages: [{ $ref: './nav/en.json' }, { $ref: './nav/fr.json' }] } },
      'nav/en.json': { language: 'en', groups: [{ group: 'Start', pages: ['index'] }] },
      'nav/fr.json': { language: 'fr', groups: [{ group: 'Début', pages: ['fr/index'] }] },
    });
    const read = await readDocsConfig(dir);
    assert.deepEqual(read.diagnostics, []);
    assert.deepEqual(
      read.config?.navigation.languages?.map((l) => [l.language, l.groups?.[0]?.group]),
      [
        ['en', 'Start'],
        ['fr', 'Début'],
      ],
    );
    assert.deepEqual(
      read.files,
      ['docs.json', 'nav/en.json', 'nav/fr.json'].map((f) => join(dir, f)),
    );
  });

  it('redirects from a file', async () => {
    const dir = await docsFolder({
      'docs.json': { name: 'Acme', navigation: { pages: ['index'] }, redirects: { $ref: './config/moved-pages.json' } },
      'config/moved-pages.json': [{ source: '/old', destination: '/new' }],
    });
    const read = await readDocsConfig(dir);
    assert.deepEqual(read.diagnostics, []);
    assert.deepEqual(
      read.config?.redirects?.map(({ source, destination }) => ({ source, destination })),
      [{ source: '/old', destination: '/new' }],
    );
    assert.deepEqual(read.files, [join(dir, 'docs.json'), join(dir, 'config/moved-pages.json')]);
  });

  it('nested refs: a referenced file refs another, with a #/pointer fragment', async () => {
    const dir = await docsFolder({
      'docs.json': { name: 'Acme', navigation: { tabs: [{ $ref: './nav/tabs.json#/api' }] } },
      'nav/tabs.json': { api: { tab: 'API', groups: [{ $ref: './groups/users.json' }] } },
      'nav/groups/users.json': { group: 'Users', pages: ['users'] },
    });
    const read = await readDocsConfig(dir);
    assert.deepEqual(read.diagnostics, []);
    assert.deepEqual(read.config?.navigation.tabs?.[0]?.groups?.[0], { group: 'Users', pages: ['users'] });
  });

  it('relative to the referring file: ../ from nav/ and / from the docs folder', async () => {
    const dir = await docsFolder({
      'docs.json': { name: 'Acme', navigation: { $ref: 'nav/main.json' } },
      'nav/main.json': { groups: [{ $ref: '../shared/group.json' }, { $ref: '/shared/other.json' }, { $ref: 'local.json' }] },
      'shared/group.json': { group: 'Shared', pages: ['a'] },
      'shared/other.json': { group: 'Other', pages: ['b'] },
      'nav/local.json': { group: 'Local', pages: ['c'] },
    });
    const read = await readDocsConfig(dir);
    assert.deepEqual(read.diagnostics, []);
    assert.deepEqual(
      read.config?.navigation.groups?.map((g) => g.group),
      ['Shared', 'Other', 'Local'],
    );
  });

  it('a cycle is an error at file:line', async () => {
    const dir = await docsFolder({
      'docs.json': '{\n  "name": "Acme",\n  "navigation": { "$ref": "./nav/a.json" }\n}\n',
      'nav/a.json': '{\n  "groups": [\n    { "$ref": "./b.json" }\n  ]\n}\n',
      'nav/b.json': '{\n  "group": "B",\n  "pages": { "$ref": "./a.json#/groups" }\n}\n',
    });
    const read = await readDocsConfig(dir);
    assert.equal(read.config, undefined);
    assert.deepEqual(
      read.diagnostics.map((d) => place(d, dir)),
      [{ code: 'CONFIG_REF_CYCLE', file: 'nav/b.json', line: 3, column: 14 }],
    );
    assert.match(read.diagnostics[0]!.message, /nav\/a\.json#\/groups/);
    assert.equal(read.diagnostics[0]!.pointer, '/pages/$ref');
  });

  it('a missing file is an error at file:line', async () => {
    const dir = await docsFolder({
      'docs.json': '{\n  "name": "Acme",\n  "navigation": { "pages": ["index"] },\n  "redirects": { "$ref": "./config/moved.json" }\n}\n',
    });
    const read = await readDocsConfig(dir);
    assert.equal(read.config, undefined);
    assert.deepEqual(
      read.diagnostics.map((d) => place(d, dir)),
      [{ code: 'CONFIG_REF_NOT_FOUND', file: 'docs.json', line: 4, column: 18 }],
    );
    assert.match(read.diagnostics[0]!.message, /config\/moved\.json, which does not exist/);
  });

  it('a missing #/pointer is an error at the $ref', async () => {
    const dir = await docsFolder({
      'docs.json': '{\n  "name": "Acme",\n  "navigation": { "$ref": "./nav.json#/nope" }\n}\n',
      'nav.json': { pages: ['index'] },
    });
    const read = await readDocsConfig(dir);
    assert.deepEqual(
      read.diagnostics.map((d) => place(d, dir)),
      [{ code: 'CONFIG_REF_NOT_FOUND', file: 'docs.json', line: 3, column: 19 }],
    );
  });

  it('a ref outside the docs folder is refused and not read', async () => {
    const dir = await docsFolder({
      'docs.json': '{\n  "name": "Acme",\n  "navigation": { "$ref": "../secret.json" }\n}\n',
      '../secret.json': { pages: ['SECRET'] },
    });
    const read = await readDocsConfig(dir);
    assert.equal(read.config, undefined);
    assert.deepEqual(
      read.diagnostics.map((d) => place(d, dir)),
      [{ code: 'CONFIG_REF_OUTSIDE', file: 'docs.json', line: 3, column: 19 }],
    );
    assert.deepEqual(read.files, [join(dir, 'docs.json')]);
    assert.doesNotMatch(JSON.stringify(read.diagnostics), /SECRET/);
    const url = await docsFolder({ 'docs.json': { name: 'Acme', navigation: { $ref: 'https://example.com/nav.json' } } });
    assert.deepEqual(
      (await readDocsConfig(url)).diagnostics.map((d) => d.code),
      ['CONFIG_REF_OUTSIDE'],
    );
  });

  it('a ref through a symbolic link that leaves the docs folder is refused', async () => {
    const dir = await docsFolder({
      'docs.json': { name: 'Acme', navigation: { $ref: './linked/nav.json' } },
      '../outside/nav.json': { pages: ['SECRET'] },
    });
    await symlink(join(dir, '../outside'), join(dir, 'linked'));
    const read = await readDocsConfig(dir);
    assert.deepEqual(
      read.diagnostics.map((d) => d.code),
      ['CONFIG_REF_OUTSIDE'],
    );
    assert.deepEqual(read.files, [join(dir, 'docs.json')]);
  });

  it('a schema error inside a referenced file points at that file line', async () => {
    const dir = await docsFolder({
      'docs.json': '{\n  "name": "Acme",\n  "navigation": { "languages": [{ "$ref": "./nav/en.json" }] }\n}\n',
      'nav/en.json': '{\n  "language": "en",\n  "groups": [\n    { "group": "Start", "pages": ["index", 42] }\n  ],\n  "colour": "red"\n}\n',
    });
    const read = await readDocsConfig(dir);
    assert.equal(read.config, undefined);
    assert.deepEqual(
      read.diagnostics.map((d) => ({ ...place(d, dir), pointer: d.pointer })),
      [
        { code: 'CONFIG_INVALID', file: 'nav/en.json', line: 4, column: 44, pointer: '/groups/0/pages/1' },
        { code: 'CONFIG_UNKNOWN_KEY', file: 'nav/en.json', line: 6, column: 3, pointer: '/colour' },
      ],
    );
  });

  it('a syntax error in a referenced file names that file and line', async () => {
    const dir = await docsFolder({
      'docs.json': { name: 'Acme', navigation: { $ref: './nav.json' } },
      'nav.json': '{\n  "pages": ["index",]\n}\n',
    });
    const read = await readDocsConfig(dir);
    assert.deepEqual(
      read.diagnostics.map((d) => place(d, dir)).map(({ code, file, line }) => ({ code, file, line })),
      [{ code: 'CONFIG_PARSE_ERROR', file: 'nav.json', line: 2 }],
    );
    assert.match(read.diagnostics[0]!.message, /^nav\.json is not valid JSON/);
  });

  it('a navigation error from a referenced file points at that file line, and loadSite lists every file read', async () => {
    const dir = await docsFolder({
      'docs.json': { name: 'Acme', navigation: { $ref: './nav.json' } },
      'nav.json': '{\n  "pages": [\n    "index",\n    "missing-page"\n  ]\n}\n',
      'index.mdx': '# Hi\n',
    });
    const site = await loadSite(dir);
    const errors = site.diagnostics.filter((d) => d.code === 'NAV_PAGE_NOT_FOUND');
    assert.deepEqual(
      errors.map((d) => ({ ...place(d, dir), pointer: d.pointer })),
      [{ code: 'NAV_PAGE_NOT_FOUND', file: 'nav.json', line: 4, column: 5, pointer: '/pages/1' }],
    );
    assert.deepEqual(site.configFiles, [join(dir, 'docs.json'), join(dir, 'nav.json')]);
  });

  it('keys beside $ref are ignored with a warning at the key', async () => {
    const dir = await docsFolder({
      'docs.json': '{\n  "name": "Acme",\n  "navigation": {\n    "$ref": "./nav.json",\n    "tabs": []\n  }\n}\n',
      'nav.json': { pages: ['index'] },
    });
    const read = await readDocsConfig(dir);
    assert.deepEqual(
      read.diagnostics.map((d) => place(d, dir)),
      [{ code: 'CONFIG_UNKNOWN_KEY', file: 'docs.json', line: 5, column: 5 }],
    );
    assert.deepEqual(read.config?.navigation.pages, ['index']);
    assert.equal(read.config?.navigation.tabs, undefined);
  });

  it('a UTF-8 byte order mark before a referenced file is ignored', async () => {
    const dir = await docsFolder({
      'docs.json': { name: 'Acme', navigation: { $ref: './nav.json' } },
      'nav.json': '\uFEFF{ "pages": ["index"] }',
    });
    const read = await readDocsConfig(dir);
    assert.deepEqual(read.diagnostics, []);
    assert.deepEqual(read.config?.navigation.pages, ['index']);
  });
});
