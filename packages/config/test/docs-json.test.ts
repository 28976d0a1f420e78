import assert from 'node:assert/strict';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Diagnostic } from '@quire/diagnostics';
import { parseDocsConfig, readDocsConfig, type DocsUserConfig } from '../src/docs-json/index.ts';

const parse = (config: unknown) => parseDocsConfig(JSON.stringify(config, null, 2), 'docs.json');

/** The parts of a diagnostic a person reads, for one deepEqual per expectation. */
const seen = ({ code, severity, message, hint, pointer, line, column }: Diagnostic) => ({ code, severity, message, hint, pointer, line, column });

describe('docs.json: valid configs', () => {
  it('parses a config that uses every field, keeping its values and filling in defaults', () => {
    const full: DocsUserConfig = {
      $schema: './node_modules/@quire/config/docs.schema.json',
      name: 'Acme API',
      theme: 'quill',
      colors: { primary: '#0D9373', light: '#55D8B5', dark: '#0a7a5f' },
      logo: { light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://acme.dev' },
      favicon: '/favicon.svg',
      navigation: {
        openapi: 'openapi.yaml',
        global: {
          tabs: [{ tab: 'Blog', href: 'https://acme.dev/blog', icon: 'newspaper' }],
          anchors: [{ anchor: 'Status', href: 'https://status.acme.dev' }],
        },
        tabs: [
          {
            tab: 'Guides',
            icon: 'book',
            groups: [{ group: 'Get started', icon: 'rocket', expanded: true, tag: 'NEW', root: 'index', pages: ['index', 'quickstart'] }],
          },
          {
            tab: 'API reference',
            openapi: { source: 'https://acme.dev/openapi.json', directory: 'reference' },
            asyncapi: 'asyncapi.yaml',
            pages: ['GET /users', 'openapi/v1.yaml POST /users', { group: 'Admin', hidden: true, pages: ['DELETE /users/{id}'] }],
          },
          { tab: 'Changelog', href: 'https://acme.dev/changelog' },
        ],
        anchors: [{ anchor: 'Community', icon: 'discord', href: 'https://discord.gg/acme', color: { light: '#5865F2', dark: '#7983F5' } }],
      },
      api: {
        playground: { display: 'simple', proxy: false },
        examples: { languages: ['curl', 'python'], defaults: 'required', autogenerate: false },
        params: { expanded: 'all' },
        mdx: { server: ['https://api.acme.dev', 'https://sandbox.acme.dev'], auth: { method: 'key', name: 'X-Api-Key' } },
        openapi: ['openapi.yaml', { source: 'https://acme.dev/extra.json' }],
        asyncapi: 'asyncapi.yaml',
      },
      redirects: [
        { source: '/old', destination: '/new' },
        { source: '/beta', destination: '/', permanent: false },
      ],
      seo: { metatags: { 'og:image': 'https://acme.dev/card.png' }, indexing: 'all' },
    };
    const { config, diagnostics } = parse(full);
    assert.deepEqual(diagnostics, []);
    assert.ok(config);
    assert.deepEqual(config.api.playground, { display: 'simple', proxy: false, credentials: false });
    assert.deepEqual(config.api.mdx?.auth, { method: 'key', name: 'X-Api-Key' });
    assert.deepEqual(config.redirects, [
      { source: '/old', destination: '/new', permanent: true },
      { source: '/beta', destination: '/', permanent: false },
    ]);
    assert.deepEqual(config.navigation.tabs?.[1]?.openapi, { source: 'https://acme.dev/openapi.json', directory: 'reference' });
    assert.deepEqual(config.navigation.global?.tabs, [{ tab: 'Blog', href: 'https://acme.dev/blog', icon: 'newspaper' }]);
  });

  it('fills in every default of a minimal config', () => {
    const { config, diagnostics } = parse({ name: 'Acme', navigation: { pages: ['index'] } });
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(config, {
      name: 'Acme',
      navigation: { pages: ['index'] },
      api: {
        playground: { display: 'interactive', proxy: true, credentials: false },
        examples: { defaults: 'all', autogenerate: true },
        params: { expanded: 'closed' },
      },
      seo: { indexing: 'navigable' },
      styling: { codeblocks: 'system' },
    });
  });

  it('the playground goes through the docs site relay unless api.playground.proxy is false (docs: guides/request-relay)', () => {
    assert.equal(parse({ name: 'A', navigation: {}, api: { playground: { display: 'none' } } }).config?.api.playground.proxy, true);
    assert.equal(parse({ name: 'A', navigation: {}, api: { playground: { proxy: false } } }).config?.api.playground.proxy, false);
  });

  it('every element kind nests inside every other, and in pages as a group', () => {
    const kinds = {
      groups: { group: 'G' },
      tabs: { tab: 'T' },
      anchors: { anchor: 'A' },
      versions: { version: 'v1', default: true },
      dropdowns: { dropdown: 'D', description: 'd' },
      languages: { language: 'fr' },
      products: { product: 'P', icon: 'box' },
      menu: { item: 'M' },
    };
    for (const [outerKey, outer] of Object.entries(kinds)) {
      for (const [innerKey, inner] of Object.entries(kinds)) {
        const leaf = { ...inner, openapi: 'leaf.yaml', pages: ['page', { group: 'Deep', pages: ['GET /deep'] }] };
        const { config, diagnostics } = parse({ name: 'A', navigation: { [outerKey]: [{ ...outer, [innerKey]: [leaf] }] } });
        assert.deepEqual(diagnostics, [], `${innerKey} inside ${outerKey}`);
        const parsed = (config?.navigation as Record<string, Record<string, unknown>[]> | undefined)?.[outerKey]?.[0]?.[innerKey];
        assert.deepEqual(parsed, [leaf], `${innerKey} inside ${outerKey}`);
      }
    }
  });

  it('openapi is a path or URL, or { source, directory }, on the navigation and on any element', () => {
    const { config, diagnostics } = parse({
      name: 'A',
      navigation: {
        openapi: 'openapi.yaml',
        versions: [
          { version: 'v1', openapi: 'https://acme.dev/v1.json' },
          { version: 'v2', openapi: { source: 'openapi/v2.yaml', directory: 'v2/reference' } },
        ],
      },
    });
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(
      config?.navigation.versions?.map((v) => v.openapi),
      ['https://acme.dev/v1.json', { source: 'openapi/v2.yaml', directory: 'v2/reference' }],
    );
  });
});

describe('docs.json: unknown keys', () => {
  it('warn at the key with its line, suggest the closest known key, and are left out of the config', () => {
    const text = `{
  "name": "Acme",
  "navigation": {
    "tabs": [
      { "tab": "Guides", "grops": [] }
    ]
  }
}`;
    const { config, diagnostics } = parseDocsConfig(text, 'docs.json');
    assert.deepEqual(diagnostics.map(seen), [
      {
        code: 'CONFIG_UNKNOWN_KEY',
        severity: 'warning',
        message: 'Unknown key `grops` in `navigation.tabs[0]`.',
        hint: 'Did you mean `groups`? Quire ignores unknown keys.',
        pointer: '/navigation/tabs/0/grops',
        line: 5,
        column: 26,
      },
    ]);
    assert.deepEqual(config?.navigation.tabs, [{ tab: 'Guides' }]);
  });

  it('inside a group inside pages are reported in that group, not as an invalid page entry', () => {
    const { config, diagnostics } = parse({
      name: 'Acme',
      navigation: { groups: [{ group: 'Users', pages: ['users', { group: 'Admin', pgaes: ['GET /admin'] }] }] },
    });
    assert.deepEqual(
      diagnostics.map((d) => [d.message, d.hint, d.pointer]),
      [['Unknown key `pgaes` in `navigation.groups[0].pages[1]`.', 'Did you mean `pages`? Quire ignores unknown keys.', '/navigation/groups/0/pages/1/pgaes']],
    );
    assert.deepEqual(config?.navigation.groups?.[0]?.pages, ['users', { group: 'Admin' }]);
  });

  it('list the keys allowed there when none is close', () => {
    const { config, diagnostics } = parse({ name: 'Acme', navigation: {}, api: { playground: { sandbox: true } } });
    assert.ok(config);
    assert.equal(diagnostics[0]?.message, 'Unknown key `sandbox` in `api.playground`.');
    assert.equal(diagnostics[0]?.hint, 'Quire ignores it. Keys allowed here: `display`, `proxy`, `allowedOrigins`, `credentials`.');
  });

  it('are reported alongside errors, and then no config comes back', () => {
    const { config, diagnostics } = parse({ name: 'Acme', nav: {} });
    assert.equal(config, undefined);
    assert.deepEqual(
      diagnostics.map((d) => [d.code, d.message]),
      [
        ['CONFIG_INVALID', 'Missing required key `navigation` in docs.json.'],
        ['CONFIG_UNKNOWN_KEY', 'Unknown key `nav` in docs.json.'],
      ],
    );
  });
});

describe('docs.json: invalid values', () => {
  it('a value of the wrong type fails with its pointer, line and a hint on what to write', () => {
    const text = `{
  "name": "Acme",
  "navigation": {
    "groups": [
      { "group": "Users", "expanded": "yes" }
    ]
  }
}`;
    const { config, diagnostics } = parseDocsConfig(text, 'docs.json');
    assert.equal(config, undefined);
    assert.deepEqual(diagnostics.map(seen), [
      {
        code: 'CONFIG_INVALID',
        severity: 'error',
        message: '`navigation.groups[0].expanded` must be true or false, not the string "yes".',
        hint: 'Write true or false. `expanded`: whether the group starts open in the sidebar.',
        pointer: '/navigation/groups/0/expanded',
        line: 5,
        column: 27,
      },
    ]);
  });

  it('a page entry that is neither a path nor a group says what an entry can be', () => {
    const { diagnostics } = parse({
      name: 'Acme',
      navigation: {
        tabs: [
          {
            tab: 'API',
            groups: [
              { group: 'A', pages: ['a'] },
              { group: 'B', pages: ['a', 'b', 'c', 42] },
            ],
          },
        ],
      },
    });
    assert.equal(diagnostics.length, 1);
    assert.equal(diagnostics[0]?.pointer, '/navigation/tabs/0/groups/1/pages/3');
    assert.equal(diagnostics[0]?.message, '`navigation.tabs[0].groups[1].pages[3]` must be a string or an object, not the number 42.');
    assert.match(diagnostics[0]?.hint ?? '', /^Each entry of `pages`: a page path \("quickstart"\), an operation \("GET \/users"/);
    assert.equal(typeof diagnostics[0]?.line, 'number');
  });

  it('a wrong type inside a group inside pages is reported at the field, not as an invalid union', () => {
    const { diagnostics } = parse({ name: 'Acme', navigation: { pages: [{ group: 'Users', pages: 'users/list' }] } });
    assert.deepEqual(
      diagnostics.map((d) => [d.pointer, d.message, d.hint.split('. ')[0]]),
      [['/navigation/pages/0/pages', '`navigation.pages[0].pages` must be an array, not the string "users/list".', 'Put the value in a list: ["users/list"]']],
    );
  });

  it('a value outside an enum lists the allowed values and suggests the nearest', () => {
    const { diagnostics } = parse({ name: 'Acme', navigation: {}, api: { playground: { display: 'simpel' }, params: { expanded: 'open' } } });
    assert.deepEqual(
      diagnostics.map((d) => [d.message, d.hint.split(' `')[0]]),
      [
        ['`api.playground.display` cannot be "simpel".', 'Did you mean "simple"? Allowed values: "interactive", "simple", "none".'],
        ['`api.params.expanded` cannot be "open".', 'Allowed values: "all", "closed".'],
      ],
    );
  });

  it('a missing name says to add it', () => {
    const { diagnostics } = parse({ navigation: {} });
    assert.deepEqual(diagnostics.map(seen), [
      {
        code: 'CONFIG_INVALID',
        severity: 'error',
        message: 'Missing required key `name` in docs.json.',
        hint: 'Add "name": the name of the product or project, shown in the header and in page titles.',
        pointer: '',
        line: 1,
        column: 1,
      },
    ]);
  });

  it('a missing label points at the element that lacks it', () => {
    const { diagnostics } = parse({ name: 'Acme', navigation: { tabs: [{ tab: 'Guides' }, { icon: 'code', pages: ['sdk'] }] } });
    assert.deepEqual(
      diagnostics.map((d) => [d.message, d.hint, d.pointer]),
      [['Missing required key `tab` in `navigation.tabs[1]`.', `Add "tab": the tab's label.`, '/navigation/tabs/1']],
    );
  });

  it('a color that is not a hex code names the expected form', () => {
    const { diagnostics } = parse({ name: 'Acme', navigation: {}, colors: { primary: 'green' } });
    assert.equal(diagnostics[0]?.message, '`colors.primary` is not valid: expected a hex color such as "#0D9373", not "green".');
  });

  it('api.playground.allowedOrigins takes origins, a leading *. wildcard included, and shows the fix for anything else', () => {
    const origins = ['https://sandbox.example.com', 'http://localhost:4010', 'https://*.example.com:8443/'];
    assert.deepEqual(parse({ name: 'Acme', navigation: {}, api: { playground: { allowedOrigins: origins } } }).config?.api.playground.allowedOrigins, origins);
    const { diagnostics } = parse({
      name: 'Acme',
      navigation: {},
      api: { playground: { allowedOrigins: ['https://api.example.com/v1', 'ftp://files.example.com', 'https://a.*.example.com'] } },
    });
    assert.deepEqual(
      diagnostics.map((d) => [d.pointer, d.message]),
      [
        [
          '/api/playground/allowedOrigins/0',
          '`api.playground.allowedOrigins[0]` is not valid: expected an origin such as "https://sandbox.example.com" or "http://localhost:4010", without a path: write "https://api.example.com", not "https://api.example.com/v1".',
        ],
        [
          '/api/playground/allowedOrigins/1',
          '`api.playground.allowedOrigins[1]` is not valid: expected an origin such as "https://sandbox.example.com" or "http://localhost:4010": "ftp://files.example.com" is not an http or https URL.',
        ],
        [
          '/api/playground/allowedOrigins/2',
          '`api.playground.allowedOrigins[2]` is not valid: expected an origin such as "https://sandbox.example.com" or "http://localhost:4010", with "*." only at the start of the host, not "https://a.*.example.com".',
        ],
      ],
    );
    assert.match(diagnostics[0]!.hint, /^Each entry of `allowedOrigins`: scheme, host and optional port/);
  });

  it('api.playground.allowedOrigins refuses a wildcard over a public suffix (*.com, *.co.uk, *.github.io), which would open the relay to every site under it', () => {
    const origins = ['https://*.com', 'https://*.co.uk', 'https://*.github.io', 'https://*.api.example.co.uk', 'http://*.localhost:4010'];
    const { diagnostics } = parse({ name: 'Acme', navigation: {}, api: { playground: { allowedOrigins: origins } } });
    assert.deepEqual(
      diagnostics.map((d) => [d.pointer, d.message]),
      ['com', 'co.uk', 'github.io'].map((suffix, i) => [
        `/api/playground/allowedOrigins/${i}`,
        `\`api.playground.allowedOrigins[${i}]\` is not valid: "${origins[i]}" would let the relay reach every site under ${suffix}, a public suffix: name your API's own domain, such as "https://*.api.example.com".`,
      ]),
    );
  });

  it('a document that is not an object says so', () => {
    const { diagnostics } = parseDocsConfig('["index"]', 'docs.json');
    assert.equal(diagnostics[0]?.message, 'docs.json must be an object, not an array.');
  });

  it('every problem is reported, top to bottom', () => {
    const text = `{
  "navigation": {
    "tabs": [{ "tab": 1 }],
    "hidden": "no"
  },
  "seo": { "indexing": "some" }
}`;
    const { diagnostics } = parseDocsConfig(text, 'docs.json');
    assert.deepEqual(
      diagnostics.map((d) => [d.line, d.pointer]),
      [
        [1, ''],
        [3, '/navigation/tabs/0/tab'],
        [4, '/navigation/hidden'],
        [6, '/seo/indexing'],
      ],
    );
  });
});

describe('docs.json: syntax errors', () => {
  const syntaxError = (text: string) => {
    const { config, diagnostics } = parseDocsConfig(text, 'docs.json');
    assert.equal(config, undefined);
    assert.equal(diagnostics.length, 1);
    const [d] = diagnostics;
    assert.equal(d?.code, 'CONFIG_PARSE_ERROR');
    return { message: d?.message, hint: d?.hint, line: d?.line, column: d?.column };
  };

  it('a trailing comma is found by line and column', () => {
    assert.deepEqual(syntaxError('{\n  "name": "Acme",\n  "navigation": {},\n}'), {
      message: 'docs.json is not valid JSON: expected double-quoted property name.',
      hint: 'Remove the comma before this bracket: JSON allows no trailing commas.',
      line: 4,
      column: 1,
    });
  });

  it('a missing comma is found at the start of the next entry', () => {
    assert.deepEqual(syntaxError('{\n  "name": "Acme"\n  "navigation": {}\n}'), {
      message: "docs.json is not valid JSON: expected ',' or '}' after property value.",
      hint: 'Add a comma after the previous value, or close its bracket.',
      line: 3,
      column: 3,
    });
  });

  it('unquoted text is found although JSON.parse gives no position for it', () => {
    assert.deepEqual(syntaxError('{\n  "name": Acme,\n  "navigation": {}\n}'), {
      message: "docs.json is not valid JSON: unexpected 'A'.",
      hint: 'Put text in double quotes; only true, false and null are written without.',
      line: 2,
      column: 11,
    });
  });

  it('a comment is found and explained', () => {
    assert.equal(syntaxError('{\n  // the site\n  "name": "Acme"\n}').hint, 'Remove the comment: JSON allows no comments.');
  });

  it('a file that ends early points at its end', () => {
    assert.deepEqual(syntaxError('{\n  "name": "Acme",\n  "navigation": {'), {
      message: 'docs.json is not valid JSON: it ends before every bracket and quote is closed.',
      hint: 'Check that every {, [ and " has its closing match.',
      line: 3,
      column: 18,
    });
  });

  it('an empty file says it is empty', () => {
    assert.equal(syntaxError('  \n').message, 'docs.json is empty.');
  });

  it('a byte order mark at the start is not an error', () => {
    assert.deepEqual(parseDocsConfig('\uFEFF{ "name": "Acme", "navigation": {} }', 'docs.json').diagnostics, []);
  });
});

describe('readDocsConfig', () => {
  it('reads docs.json from the folder and names it in diagnostics', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'quire-docs-json-'));
    await writeFile(join(dir, 'docs.json'), '{ "name": "Acme", "navigation": {}, "colour": {} }');
    const { config, diagnostics } = await readDocsConfig(dir);
    assert.equal(config?.name, 'Acme');
    assert.deepEqual(
      diagnostics.map((d) => [d.file, d.message]),
      [[join(dir, 'docs.json'), 'Unknown key `colour` in docs.json.']],
    );
  });

  it('a missing docs.json is CONFIG_NOT_FOUND naming the path it looked at', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'quire-docs-json-'));
    const { config, diagnostics } = await readDocsConfig(dir);
    assert.equal(config, undefined);
    assert.deepEqual(diagnostics.map(seen), [
      {
        code: 'CONFIG_NOT_FOUND',
        severity: 'error',
        message: `No docs.json in ${dir}: ${join(dir, 'docs.json')} does not exist.`,
        hint: 'Create a docs.json at the root of the docs folder, or pass the folder that holds it.',
        pointer: undefined,
        line: undefined,
        column: undefined,
      },
    ]);
  });

  it('a folder named docs.json is reported as such', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'quire-docs-json-'));
    await mkdir(join(dir, 'docs.json'));
    const { diagnostics } = await readDocsConfig(dir);
    assert.equal(diagnostics[0]?.code, 'CONFIG_NOT_FOUND');
    assert.equal(diagnostics[0]?.message, `${join(dir, 'docs.json')} is a folder, not a file.`);
  });
});
