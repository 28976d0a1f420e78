// The hosted platform's legacy mint.json is read as the docs.json its upgrade command writes:
// settings move to their docs.json keys, and the navigation, which mint.json divides by url
// prefixes (tabs, anchors) and version names, becomes docs.json's tree of divisions.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseDocsConfig, readDocsConfig, upgradeMintJson } from '@quire/config';
import { loadSite } from '@quire/site';
import type { Diagnostic } from '@quire/diagnostics';
import { writeFiles } from '../../../test-support/write-files.ts';

const settings = {
  $schema: 'https://mintlify.com/schema.json',
  name: 'Acme',
  theme: 'venus',
  logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' },
  favicon: '/favicon.svg',
  colors: { primary: '#0D9373', light: '#07C983', dark: '#0D9373', background: { dark: '#0B0D0E' }, anchors: { from: '#0D9373', to: '#07C983' } },
  backgroundImage: '/images/bg.png',
  font: { headings: { family: 'Playfair Display', weight: 600 }, body: { family: 'Inter', url: '/fonts/inter.woff2' } },
  modeToggle: { default: 'dark', isHidden: true },
  eyebrow: { display: 'breadcrumbs' },
  codeBlock: { mode: 'dark' },
  topbarLinks: [
    { name: 'Support', url: 'mailto:support@acme.dev' },
    { type: 'github', url: 'https://github.com/acme/acme' },
  ],
  topbarCtaButton: { name: 'Dashboard', url: 'https://dashboard.acme.dev' },
  footerSocials: [
    { type: 'github', url: 'https://github.com/acme' },
    { type: 'x', url: 'https://x.com/acme' },
  ],
  footer: { links: [{ title: 'Company', links: [{ label: 'Blog', url: 'https://acme.dev/blog' }] }] },
  openapi: 'openapi.yaml',
  api: {
    baseUrl: 'https://api.acme.dev',
    auth: { method: 'bearer' },
    playground: { mode: 'simple', disableProxy: true },
    request: { example: { languages: ['curl', 'python'] } },
  },
  search: { prompt: 'Search Acme' },
  metadata: { 'og:image': 'https://acme.dev/card.png' },
  seo: { indexHiddenPages: true },
  analytics: { ga4: { measurementId: 'G-TEST' } },
  integrations: { intercom: 'abc123' },
  redirects: [{ source: '/old', destination: '/new' }],
  feedback: { thumbsRating: true },
  navigation: [{ group: 'Start', pages: ['index'] }],
};

describe('mint.json upgraded to docs.json', () => {
  it('moves every setting to its docs.json key and names the keys docs.json has no place for', () => {
    const upgraded = upgradeMintJson(structuredClone(settings));
    assert.deepEqual(upgraded.docsJson, {
      theme: 'palm',
      name: 'Acme',
      colors: { primary: '#0D9373', light: '#07C983', dark: '#0D9373' },
      favicon: '/favicon.svg',
      navigation: { groups: [{ group: 'Start', pages: ['index'] }] },
      styling: { eyebrows: 'breadcrumbs', codeblocks: 'dark' },
      logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' },
      api: {
        openapi: 'openapi.yaml',
        playground: { display: 'simple', proxy: false },
        examples: { languages: ['curl', 'python'] },
        mdx: { server: 'https://api.acme.dev', auth: { method: 'bearer' } },
      },
      appearance: { default: 'dark', strict: true },
      background: { image: '/images/bg.png', color: { dark: '#0B0D0E' } },
      navbar: {
        links: [
          { label: 'Support', href: 'mailto:support@acme.dev' },
          { label: 'Github', href: 'https://github.com/acme/acme' },
        ],
        primary: { type: 'button', label: 'Dashboard', href: 'https://dashboard.acme.dev' },
      },
      search: { prompt: 'Search Acme' },
      seo: { metatags: { 'og:image': 'https://acme.dev/card.png' }, indexing: 'all' },
      footer: {
        socials: { github: 'https://github.com/acme', x: 'https://x.com/acme' },
        links: [{ header: 'Company', items: [{ label: 'Blog', href: 'https://acme.dev/blog' }] }],
      },
      integrations: { ga4: { measurementId: 'G-TEST' }, intercom: { appId: 'abc123' } },
      fonts: { heading: { family: 'Playfair Display', weight: 600 }, body: { family: 'Inter', source: '/fonts/inter.woff2' } },
      redirects: [{ source: '/old', destination: '/new' }],
    });
    assert.deepEqual(upgraded.leftOut, ['feedback']);
    const parsed = parseDocsConfig(JSON.stringify(upgraded.docsJson), 'docs.json');
    assert.deepEqual(errors(parsed.diagnostics), []);
    assert.equal(parsed.config?.navbar?.primary?.label, 'Dashboard');
  });

  it('gives each tab the groups of the pages under its url, and what no tab takes to the primary tab; anchors that only link out are global', () => {
    const upgraded = upgradeMintJson({
      name: 'Acme',
      primaryTab: { name: 'Guides' },
      tabs: [
        { name: 'API reference', url: 'api-reference', openapi: 'openapi.yaml' },
        { name: 'Blog', url: 'https://acme.dev/blog' },
      ],
      anchors: [{ name: 'Community', icon: 'discord', iconType: 'brands', url: 'https://discord.gg/acme' }],
      navigation: [
        { group: 'Start', pages: ['index', 'guides/users'] },
        {
          group: 'Endpoints',
          icon: 'code',
          pages: ['api-reference/overview', { group: 'Users', pages: ['api-reference/users/list', 'api-reference/users/get'] }],
        },
      ],
    });
    assert.deepEqual((upgraded.docsJson as { navigation: unknown }).navigation, {
      tabs: [
        { tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'guides/users'] }] },
        {
          tab: 'API reference',
          openapi: { source: 'openapi.yaml', directory: 'api-reference' },
          groups: [
            {
              group: 'Endpoints',
              icon: 'code',
              pages: ['api-reference/overview', { group: 'Users', pages: ['api-reference/users/list', 'api-reference/users/get'] }],
            },
          ],
        },
        { tab: 'Blog', href: 'https://acme.dev/blog' },
      ],
      global: { anchors: [{ anchor: 'Community', href: 'https://discord.gg/acme', icon: { name: 'discord', style: 'brands' } }] },
    });
  });

  it('gives each version the groups marked with its name and the unmarked ones, divided by the anchors under the top anchor', () => {
    const upgraded = upgradeMintJson({
      name: 'Acme',
      versions: [{ name: 'v2', default: true }, 'v1'],
      topAnchor: { name: 'Docs', icon: 'book' },
      anchors: [{ name: 'API', icon: 'code', url: 'api' }],
      navigation: [
        { group: 'Start', pages: ['index'] },
        { group: 'Guides', version: 'v2', pages: ['v2/guide'] },
        { group: 'Guides', version: 'v1', pages: ['v1/guide'] },
        { group: 'Endpoints', pages: ['api/users'] },
      ],
    });
    const api = { anchor: 'API', icon: 'code', groups: [{ group: 'Endpoints', pages: ['api/users'] }] };
    assert.deepEqual((upgraded.docsJson as { navigation: unknown }).navigation, {
      versions: [
        {
          version: 'v2',
          default: true,
          anchors: [
            {
              anchor: 'Docs',
              icon: 'book',
              groups: [
                { group: 'Start', pages: ['index'] },
                { group: 'Guides', pages: ['v2/guide'] },
              ],
            },
            api,
          ],
        },
        {
          version: 'v1',
          anchors: [
            {
              anchor: 'Docs',
              icon: 'book',
              groups: [
                { group: 'Start', pages: ['index'] },
                { group: 'Guides', pages: ['v1/guide'] },
              ],
            },
            api,
          ],
        },
      ],
    });
  });
});

describe('a docs folder with mint.json', () => {
  const mintJson = (extra: Record<string, unknown> = {}) =>
    `${JSON.stringify({ name: 'Acme', colors: { primary: '#0D9373' }, feedback: { thumbsRating: true }, navigation: [{ group: 'Start', pages: ['index', 'missing'] }], ...extra }, null, 2)}\n`;

  it('builds from it with one warning at mint.json that names quire upgrade and the keys left out', async () => {
    const dir = await writeFiles({ 'mint.json': mintJson(), 'index.mdx': '---\ntitle: Home\n---\nHi\n' });
    const site = await loadSite(dir, { validationCacheDir: false, urlCacheDir: false });
    assert.deepEqual(errors(site.diagnostics), []);
    assert.deepEqual(
      site.manifest?.routes.map((r) => r.slug),
      [''],
    );
    const legacy = site.diagnostics.filter((d) => d.code === 'CONFIG_LEGACY_MINT_JSON');
    assert.equal(legacy.length, 1);
    assert.equal(`${legacy[0]!.file}:${legacy[0]!.line}`, `${dir}/mint.json:1`);
    assert.match(legacy[0]!.message, /`quire upgrade`.*`feedback` has no docs\.json equivalent/);
    assert.match(legacy[0]!.hint ?? '', /quire upgrade <docs-folder>/);
    // The entry naming no page is reported where mint.json writes it.
    const missing = site.diagnostics.find((d) => d.message.includes('`missing`'));
    assert.equal(`${missing?.file}:${missing?.line}`, `${dir}/mint.json:${lineOf(mintJson(), '"missing"')}`);
  });

  it('reports a value of the wrong type and a group of the wrong shape at their mint.json lines', async () => {
    const shapeless = mintJson({ navigation: [{ group: 'Start', pages: ['index'] }, { title: 'No group' }] });
    const shape = await readDocsConfig(await writeFiles({ 'mint.json': shapeless }));
    assert.equal(shape.config, undefined);
    assert.deepEqual(
      errors(shape.diagnostics).map((d) => `${d.code} ${d.file?.split('/').at(-1)}:${d.line}`),
      [`CONFIG_INVALID mint.json:${lineOf(shapeless, '"title"') - 1}`],
    );
    const typed = mintJson({ colors: { primary: 12 } });
    const wrong = await readDocsConfig(await writeFiles({ 'mint.json': typed }));
    assert.deepEqual(
      errors(wrong.diagnostics).map((d) => `${d.code} ${d.file?.split('/').at(-1)}:${d.line}`),
      [`CONFIG_INVALID mint.json:${lineOf(typed, '"primary"')}`],
    );
  });

  it('reads docs.json and ignores mint.json when both are there, as the hosted platform does', async () => {
    const dir = await writeFiles({
      'mint.json': mintJson({ name: 'Old' }),
      'docs.json': JSON.stringify({ name: 'New', navigation: { pages: ['index'] } }),
      'index.mdx': '# Hi\n',
    });
    const read = await readDocsConfig(dir);
    assert.equal(read.config?.name, 'New');
    assert.deepEqual(read.diagnostics, []);
  });
});

function errors(diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics.filter((d) => d.severity === 'error');
}

/** The 1-based line of the first occurrence of `text`. */
function lineOf(source: string, text: string): number {
  return source.slice(0, source.indexOf(text)).split('\n').length;
}
