import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parseDocsConfig } from '@quire/config';
import { loadSite } from '../src/load-site.ts';

const parse = (config: unknown) => parseDocsConfig(JSON.stringify(config, null, 2), 'docs.json');
const base = { name: 'Acme', navigation: {} };

describe('docs.json: styling.codeblocks', () => {
  it('styling.codeblocks: an unknown theme name is an error at its line, naming the closest theme and the valid choices', () => {
    const text = `{
  "name": "Acme",
  "navigation": {},
  "styling": {
    "codeblocks": "draculla"
  }
}`;
    const { config, diagnostics } = parseDocsConfig(text, 'docs.json');
    assert.equal(config, undefined);
    assert.equal(diagnostics.length, 1);
    const [error] = diagnostics;
    assert.equal(error?.code, 'CONFIG_INVALID');
    assert.equal(error?.severity, 'error');
    assert.equal(error?.file, 'docs.json');
    assert.equal(error?.line, 5);
    assert.equal(error?.pointer, '/styling/codeblocks');
    assert.equal(error?.message, '`styling.codeblocks` cannot be "draculla".');
    assert.match(error?.hint ?? '', /^Did you mean "dracula"\? Allowed values: "system", "dark", "andromeeda", /);
    assert.match(error?.hint ?? '', /"github-light", /);
    assert.match(error?.hint ?? '', /"css-variables"/);
  });

  it('styling.codeblocks: in the object form, the wrong theme of one mode is named where it is', () => {
    const { diagnostics } = parse({ ...base, styling: { codeblocks: { theme: { light: 'github-light', dark: 'github-drak' } } } });
    assert.deepEqual(
      diagnostics.map((d) => [d.pointer, d.message, d.hint?.split(' Allowed')[0]]),
      [['/styling/codeblocks/theme/dark', '`styling.codeblocks.theme.dark` cannot be "github-drak".', 'Did you mean "github-dark"?']],
    );
  });

  it('styling.codeblocks: defaults to "system"; keywords, theme names and the object form are kept as written', () => {
    assert.deepEqual(parse(base).config?.styling, { codeblocks: 'system' });
    assert.deepEqual(parse({ ...base, styling: {} }).config?.styling, { codeblocks: 'system' });
    for (const codeblocks of ['dark', 'dracula', { theme: 'nord' }, { theme: { light: 'one-light', dark: 'one-dark-pro' } }]) {
      const { config, diagnostics } = parse({ ...base, styling: { codeblocks } });
      assert.deepEqual(diagnostics, []);
      assert.deepEqual(config?.styling.codeblocks, codeblocks);
    }
  });

  it('styling: eyebrows and custom code languages still warn, as Quire does not use them', () => {
    const { config, diagnostics } = parse({
      ...base,
      styling: { eyebrows: 'breadcrumbs', codeblocks: { theme: 'nord', languages: { custom: ['/grammar.json'] } } },
    });
    assert.deepEqual(
      diagnostics.map((d) => [d.code, d.pointer]),
      [
        ['CONFIG_UNSUPPORTED_KEY', '/styling/eyebrows'],
        ['CONFIG_UNSUPPORTED_KEY', '/styling/codeblocks/languages'],
      ],
    );
    assert.deepEqual(config?.styling, { codeblocks: { theme: 'nord' } });
  });

  it('styling.latex: kept as written (false turns math off), unset when not written', () => {
    for (const latex of [true, false]) {
      const { config, diagnostics } = parse({ ...base, styling: { latex } });
      assert.deepEqual(diagnostics, []);
      assert.equal(config?.styling.latex, latex);
    }
    assert.equal(parse(base).config?.styling.latex, undefined);
  });
});

describe('docs.json: settings of how pages look and what they offer', () => {
  it('contextual, background, fonts and thumbnails are used: no warning, defaults filled in', () => {
    const { config, diagnostics } = parse({
      ...base,
      contextual: {
        options: ['copy', 'chatgpt', { title: 'Ask', description: 'Ask us', href: { base: 'https://ai.acme.dev', query: [{ key: 'q', value: '$page' }] } }],
      },
      background: { decoration: 'windows', color: { light: '#FFFFFF', dark: '#0B0D0E' }, image: '/bg.png' },
      fonts: { family: 'Inter', heading: { family: 'Brand', source: '/fonts/brand.woff2', format: 'woff2', weight: 600 } },
      thumbnails: { background: '/og.png' },
    });
    assert.deepEqual(diagnostics, []);
    assert.equal(config?.contextual?.display, 'header');
    assert.equal(config?.background?.decoration, 'windows');
    assert.equal(config?.fonts?.heading?.source, '/fonts/brand.woff2');
    assert.equal(config?.thumbnails?.background, '/og.png');
  });

  it('their values are checked: a color that is no hex code, a decoration of another platform', () => {
    const { config, diagnostics } = parse({
      ...base,
      background: { decoration: 'dots', color: { light: 'white' } },
    });
    assert.equal(config, undefined);
    assert.deepEqual(
      diagnostics.map((d) => d.pointer),
      ['/background/decoration', '/background/color/light'],
    );
  });

  it('a contextual option Quire does not know is read, for the page menu to leave out with a warning: the hosted platform adds options often', () => {
    const { config, diagnostics } = parse({ ...base, contextual: { options: ['copy', 'download-spec', 'gemini'] } });
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(config?.contextual?.options, ['copy', 'download-spec', 'gemini']);
  });

  it('thumbnails.appearance and thumbnails.fonts warn: Quire draws no thumbnail of its own', () => {
    const { config, diagnostics } = parse({ ...base, thumbnails: { appearance: 'dark', fonts: { family: 'Inter' }, background: '/og.png' } });
    assert.deepEqual(
      diagnostics.map((d) => [d.code, d.pointer]),
      [
        ['CONFIG_UNSUPPORTED_KEY', '/thumbnails/appearance'],
        ['CONFIG_UNSUPPORTED_KEY', '/thumbnails/fonts'],
      ],
    );
    assert.deepEqual(config?.thumbnails, { background: '/og.png' });
  });

  it("navbar menus: an entry of a tab's menu may link elsewhere with `href`", () => {
    const { config, diagnostics } = parse({
      name: 'Acme',
      navigation: {
        tabs: [
          {
            tab: 'Guides',
            menu: [
              { item: 'Basics', pages: ['index'] },
              { item: 'Status', href: 'https://status.acme.dev' },
            ],
          },
        ],
      },
    });
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(config?.navigation.tabs?.[0]?.menu?.[1], { item: 'Status', href: 'https://status.acme.dev' });
  });
});

describe('docs.json: the newest settings of the hosted platform', () => {
  it('api.playground.credentials is read, false unless written', () => {
    const on = parse({ ...base, api: { playground: { proxy: false, credentials: true } } });
    assert.deepEqual(on.diagnostics, []);
    assert.equal(on.config?.api.playground.credentials, true);
    assert.equal(parse(base).config?.api.playground.credentials, false);
  });
});

describe('docs.json: openapi overlays', () => {
  it('overlays on an openapi object are read, not warned about, and change the spec wherever it is named', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'quire-overlay-site-'));
    const spec = {
      openapi: '3.1.0',
      info: { title: 'Pets', version: '1' },
      paths: { '/pets': { get: { summary: 'List pets', responses: { '200': { description: 'OK' } } } } },
    };
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(spec));
    writeFileSync(
      join(dir, 'rename.yaml'),
      "overlay: 1.0.0\ninfo: { title: Rename, version: 1.0.0 }\nactions:\n  - target: $.paths['/pets'].get\n    update: { summary: All the pets }\n",
    );
    writeFileSync(
      join(dir, 'docs.json'),
      JSON.stringify({ name: 'Acme', navigation: { tabs: [{ tab: 'API', openapi: { source: 'openapi.json', overlays: ['rename.yaml'] } }] } }),
    );
    const site = await loadSite(dir);
    assert.deepEqual(site.diagnostics, []);
    assert.equal(site.specs.get('openapi.json')?.model?.operations[0]?.summary, 'All the pets');
  });
});
