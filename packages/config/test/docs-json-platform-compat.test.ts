import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Diagnostic } from '@quire/diagnostics';
import { docsJsonSchema, parseDocsConfig } from '../src/docs-json/index.ts';

// A docs.json written for the hosted platform Quire replaces, using most of what that platform
// documents: it must build with Quire as it is, with a warning for each key Quire ignores.
const platformDocsJson = `{
  "$schema": "https://mintlify.com/docs.json",
  "theme": "maple",
  "name": "Acme",
  "description": "Payments for developers.",
  "colors": { "primary": "#0D9373", "light": "#07C983", "dark": "#0D9373" },
  "logo": { "light": "/logo/light.svg", "dark": "/logo/dark.svg", "href": "https://acme.dev" },
  "favicon": "/favicon.svg",
  "appearance": { "default": "dark", "strict": false },
  "background": { "decoration": "gradient", "color": { "light": "#FFFFFF", "dark": "#0B0D0E" } },
  "fonts": { "family": "Inter", "heading": { "family": "Playfair Display", "weight": 600 } },
  "icons": { "library": "lucide" },
  "styling": { "eyebrows": "breadcrumbs", "codeblocks": "dark" },
  "thumbnails": { "appearance": "dark", "background": "/images/thumbnail.png" },
  "banner": { "content": "Version 2 is out: [see what's new](/changelog)", "dismissible": true, "type": "info" },
  "navbar": {
    "links": [
      { "label": "Support", "href": "mailto:support@acme.dev", "icon": "life-ring", "iconType": "duotone" },
      { "type": "github", "href": "https://github.com/acme/acme" }
    ],
    "primary": { "type": "button", "label": "Dashboard", "href": "https://dashboard.acme.dev" }
  },
  "navigation": {
    "global": {
      "anchors": [
        { "anchor": "Status", "href": "https://status.acme.dev", "icon": { "name": "signal", "style": "duotone" } },
        { "anchor": "Blog", "href": "https://acme.dev/blog", "icon": "newspaper" }
      ]
    },
    "versions": [
      {
        "version": "v2",
        "default": true,
        "tag": "Latest",
        "tabs": [
          {
            "tab": "Guides",
            "icon": "book-open",
            "groups": [
              { "group": "Get started", "icon": "rocket", "expanded": true, "pages": ["index", "quickstart"] },
              {
                "group": "Payments",
                "tag": "NEW",
                "root": "payments/overview",
                "directory": "card",
                "pages": ["payments/cards", { "group": "Wallets", "public": true, "pages": ["payments/apple-pay"] }]
              }
            ]
          },
          {
            "tab": "API reference",
            "icon": "square-terminal",
            "align": "end",
            "openapi": { "source": "openapi/v2.yaml", "directory": "api-reference" },
            "groups": [{ "group": "Charges", "pages": ["GET /charges", "POST /charges"] }]
          }
        ]
      },
      {
        "version": "v1",
        "tabs": [{ "tab": "Guides", "groups": [{ "group": "Get started", "directory": "accordion", "pages": ["v1/index"] }] }]
      }
    ]
  },
  "footer": {
    "socials": { "x": "https://x.com/acme", "github": "https://github.com/acme", "linkedin": "https://linkedin.com/company/acme" },
    "links": [
      { "header": "Company", "items": [{ "label": "About", "href": "https://acme.dev/about" }, { "label": "Careers", "href": "https://acme.dev/careers" }] },
      { "items": [{ "label": "Terms", "href": "https://acme.dev/terms" }] }
    ]
  },
  "api": {
    "openapi": "openapi/v2.yaml",
    "playground": { "display": "interactive", "proxy": false, "credentials": true },
    "params": { "expanded": "all" },
    "url": "full",
    "examples": { "languages": ["curl", "python", "javascript"], "defaults": "required", "prefill": true, "autogenerate": true },
    "mdx": { "server": "https://api.acme.dev", "auth": { "method": "bearer" } }
  },
  "search": { "prompt": "Search Acme docs..." },
  "seo": { "indexing": "navigable", "metatags": { "og:site_name": "Acme" }, "trailingSlash": true },
  "metadata": { "timestamp": true },
  "errors": { "404": { "redirect": false, "title": "Page not found", "description": "Try the search instead." } },
  "contextual": { "options": ["copy", "view", "chatgpt", "claude", { "title": "Ask Acme", "description": "Open in Acme AI", "href": "https://ai.acme.dev?q=$page" }] },
  "integrations": { "ga4": { "measurementId": "G-ABC123" }, "posthog": { "apiKey": "phc_abc", "sessionRecording": true } },
  "interaction": { "drilldown": false },
  "variables": { "version": "2.4.0" },
  "redirects": [{ "source": "/old-quickstart", "destination": "/quickstart" }]
}`;

/** [code, pointer] of each diagnostic, in the order given. */
const placed = (diagnostics: Diagnostic[]) => diagnostics.map((d) => [d.code, d.pointer]);

describe('docs.json written for the hosted platform', () => {
  it('parses with no error and one warning for each key Quire ignores, at its first use', () => {
    const { config, diagnostics } = parseDocsConfig(platformDocsJson, 'docs.json');
    assert.ok(config, 'no config came back');
    assert.deepEqual(placed(diagnostics), [
      // Of styling and thumbnails, Quire uses codeblocks and background.
      ['CONFIG_UNSUPPORTED_KEY', '/styling/eyebrows'],
      ['CONFIG_UNSUPPORTED_KEY', '/thumbnails/appearance'],
      ['CONFIG_UNSUPPORTED_KEY', '/banner/type'],
      ['CONFIG_UNSUPPORTED_KEY', '/navbar/links/0/iconType'],
      ['CONFIG_UNSUPPORTED_KEY', '/navigation/global/anchors/0/icon/style'],
      ['CONFIG_UNSUPPORTED_KEY', '/navigation/versions/0/tag'],
      // `directory` appears on two groups: one warning, at the first.
      ['CONFIG_UNSUPPORTED_KEY', '/navigation/versions/0/tabs/0/groups/1/directory'],
      ['CONFIG_UNSUPPORTED_KEY', '/navigation/versions/0/tabs/0/groups/1/pages/1/public'],
      ['CONFIG_UNSUPPORTED_KEY', '/navigation/versions/0/tabs/1/align'],
      ['CONFIG_UNSUPPORTED_KEY', '/api/url'],
      ['CONFIG_UNSUPPORTED_KEY', '/api/examples/prefill'],
      ['CONFIG_UNSUPPORTED_KEY', '/seo/trailingSlash'],
      ['CONFIG_UNSUPPORTED_KEY', '/integrations'],
      ['CONFIG_UNSUPPORTED_KEY', '/interaction'],
      ['CONFIG_UNSUPPORTED_KEY', '/variables'],
    ]);
    assert.ok(diagnostics.every((d) => d.severity === 'warning' && typeof d.line === 'number'));
  });

  it('keeps every key Quire uses, typed, and fills in their defaults', () => {
    const { config } = parseDocsConfig(platformDocsJson, 'docs.json');
    assert.deepEqual(config?.navbar, {
      links: [
        { label: 'Support', href: 'mailto:support@acme.dev', icon: 'life-ring' },
        { type: 'github', href: 'https://github.com/acme/acme' },
      ],
      primary: { type: 'button', label: 'Dashboard', href: 'https://dashboard.acme.dev' },
    });
    assert.deepEqual(config?.footer?.socials, { x: 'https://x.com/acme', github: 'https://github.com/acme', linkedin: 'https://linkedin.com/company/acme' });
    assert.deepEqual(config?.footer?.links?.[1], { items: [{ label: 'Terms', href: 'https://acme.dev/terms' }] });
    assert.deepEqual(config?.appearance, { default: 'dark', strict: false });
    assert.deepEqual(config?.banner, { content: "Version 2 is out: [see what's new](/changelog)", dismissible: true });
    assert.deepEqual(config?.errors, { 404: { redirect: false, title: 'Page not found', description: 'Try the search instead.' } });
    assert.deepEqual(config?.search, { prompt: 'Search Acme docs...' });
    assert.deepEqual(config?.metadata, { timestamp: true });
    assert.deepEqual(config?.icons, { library: 'lucide' });
    assert.deepEqual(config?.api.playground, { display: 'interactive', proxy: false, credentials: true });
    // The icon object reads as its name.
    assert.equal(config?.navigation.global?.anchors?.[0]?.icon, 'signal');
    const [v2] = config?.navigation.versions ?? [];
    assert.deepEqual(v2?.tabs?.[0]?.groups?.[1]?.pages, ['payments/cards', { group: 'Wallets', pages: ['payments/apple-pay'] }]);
    assert.deepEqual(config?.background, { decoration: 'gradient', color: { light: '#FFFFFF', dark: '#0B0D0E' } });
    assert.deepEqual(config?.fonts, { family: 'Inter', heading: { family: 'Playfair Display', weight: 600 } });
    assert.deepEqual(config?.styling, { codeblocks: 'dark' });
    assert.deepEqual(config?.thumbnails, { background: '/images/thumbnail.png' });
    assert.equal(config?.contextual?.options.length, 5);
    assert.equal(config?.contextual?.display, 'header');
    for (const key of ['integrations', 'interaction', 'variables']) assert.ok(!(key in (config ?? {})), `${key} kept`);
  });

  it('names the key and where it is, and says Quire ignores it', () => {
    const { diagnostics } = parseDocsConfig(platformDocsJson, 'docs.json');
    const byPointer = new Map(diagnostics.map((d) => [d.pointer, d]));
    assert.equal(byPointer.get('/integrations')?.message, 'Unsupported key `integrations` in docs.json: Quire does not use it yet.');
    assert.equal(
      byPointer.get('/navigation/versions/0/tabs/0/groups/1/directory')?.message,
      'Unsupported key `directory` in `navigation.versions[0].tabs[0].groups[1]` and 1 more place: Quire does not use it yet.',
    );
    assert.match(byPointer.get('/integrations')?.hint ?? '', /ignores it for now/);
    assert.equal(byPointer.get('/integrations')?.line, 85);
  });
});

describe('docs.json: keys Quire does not use yet', () => {
  const parse = (config: unknown) => parseDocsConfig(JSON.stringify(config, null, 2), 'docs.json');

  it('never fail, whatever their value, and are left out of the config', () => {
    const { config, diagnostics } = parse({ name: 'Acme', navigation: {}, integrations: 42, interaction: 'copy', styling: { eyebrows: ['x'] } });
    assert.deepEqual(
      diagnostics.map((d) => [d.severity, d.message]),
      [
        ['warning', 'Unsupported key `integrations` in docs.json: Quire does not use it yet.'],
        ['warning', 'Unsupported key `interaction` in docs.json: Quire does not use it yet.'],
        ['warning', 'Unsupported key `eyebrows` in `styling`: Quire does not use it yet.'],
      ],
    );
    assert.deepEqual(Object.keys(config ?? {}).sort(), ['api', 'name', 'navigation', 'seo', 'styling']);
  });

  it('repeated on many elements give one warning that counts the others', () => {
    const tabs = Array.from({ length: 4 }, (_, i) => ({ tab: `T${i}`, iconType: 'solid', icon: 'book' }));
    const { diagnostics } = parse({ name: 'Acme', navigation: { tabs } });
    assert.deepEqual(
      diagnostics.map((d) => [d.code, d.pointer, d.message]),
      [
        [
          'CONFIG_UNSUPPORTED_KEY',
          '/navigation/tabs/0/iconType',
          'Unsupported key `iconType` in `navigation.tabs[0]` and 3 more places: Quire does not use it yet.',
        ],
      ],
    );
  });

  it('are reported beside errors in other keys', () => {
    const { config, diagnostics } = parse({ name: 'Acme', navigation: { hidden: 'no' }, interaction: { drilldown: true } });
    assert.equal(config, undefined);
    assert.deepEqual(
      diagnostics.map((d) => [d.code, d.pointer]),
      [
        ['CONFIG_INVALID', '/navigation/hidden'],
        ['CONFIG_UNSUPPORTED_KEY', '/interaction'],
      ],
    );
  });

  it('are suggested for a misspelt key, though the list of allowed keys names only those Quire uses', () => {
    const { diagnostics } = parse({ name: 'Acme', navigation: {}, contextul: {}, api: { playground: { sandbox: true } } });
    assert.deepEqual(
      diagnostics.map((d) => [d.code, d.hint]),
      [
        ['CONFIG_UNKNOWN_KEY', 'Did you mean `contextual`? Quire ignores unknown keys.'],
        ['CONFIG_UNKNOWN_KEY', 'Quire ignores it. Keys allowed here: `display`, `proxy`, `allowedOrigins`, `credentials`.'],
      ],
    );
  });
});

describe('docs.json: keys of the hosted platform that Quire uses', () => {
  const parse = (config: unknown) => parseDocsConfig(JSON.stringify(config, null, 2), 'docs.json');

  it('get their defaults when present', () => {
    const { config, diagnostics } = parse({
      name: 'Acme',
      navigation: {},
      appearance: {},
      banner: { content: 'Hello' },
      errors: { 404: {} },
      metadata: {},
    });
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(config?.appearance, { default: 'system', strict: false });
    assert.deepEqual(config?.banner, { content: 'Hello', dismissible: false });
    assert.deepEqual(config?.errors, { 404: { redirect: true } });
    assert.deepEqual(config?.metadata, { timestamp: false });
  });

  it('with a value of the wrong type fail with the file, line, pointer and a hint', () => {
    const text = `{
  "name": "Acme",
  "navigation": {},
  "navbar": { "primary": { "type": "link", "href": "https://acme.dev" } },
  "banner": { "content": "Hi", "dismissible": "yes" },
  "footer": { "links": { "header": "Company" } }
}`;
    const { config, diagnostics } = parseDocsConfig(text, 'docs.json');
    assert.equal(config, undefined);
    assert.deepEqual(
      diagnostics.map(({ code, file, line, pointer, message, hint }) => ({ code, file, line, pointer, message, hint: hint.split('. ')[0] })),
      [
        {
          code: 'CONFIG_INVALID',
          file: 'docs.json',
          line: 4,
          pointer: '/navbar/primary/type',
          message: '`navbar.primary.type` cannot be "link".',
          hint: 'Allowed values: "button", "github", "discord"',
        },
        {
          code: 'CONFIG_INVALID',
          file: 'docs.json',
          line: 5,
          pointer: '/banner/dismissible',
          message: '`banner.dismissible` must be true or false, not the string "yes".',
          hint: 'Write true or false',
        },
        {
          code: 'CONFIG_INVALID',
          file: 'docs.json',
          line: 6,
          pointer: '/footer/links',
          message: '`footer.links` must be an array, not an object.',
          hint: '`links`: columns of links, up to four.',
        },
      ],
    );
  });

  it('a navbar link needs a label unless it is a GitHub or Discord link; a button needs one too', () => {
    const { diagnostics } = parse({
      name: 'Acme',
      navigation: {},
      navbar: {
        links: [{ href: 'https://acme.dev/blog' }, { type: 'discord', href: 'https://discord.gg/acme' }],
        primary: { type: 'button', href: '/signup' },
      },
    });
    assert.deepEqual(
      diagnostics.map((d) => [d.pointer, d.message]),
      [
        ['/navbar/links/0/label', '`navbar.links[0].label` is not valid: a link needs a label unless its type is "github" or "discord".'],
        ['/navbar/primary/label', '`navbar.primary.label` is not valid: a button of type "button" needs a label.'],
      ],
    );
  });

  it('api.playground.display "auth" reads as "interactive", as a Quire site has no sign-in', () => {
    const { config, diagnostics } = parse({ name: 'Acme', navigation: {}, api: { playground: { display: 'auth' } } });
    assert.deepEqual(diagnostics, []);
    assert.equal(config?.api.playground.display, 'interactive');
  });
});

describe('docs.schema.json and the hosted platform', () => {
  it('lists every top-level key of the platform, marking those Quire ignores', () => {
    const properties = (docsJsonSchema() as { properties: Record<string, Record<string, unknown>> }).properties;
    const platformKeys = [
      '$schema',
      'theme',
      'name',
      'public',
      'description',
      'colors',
      'logo',
      'favicon',
      'api',
      'appearance',
      'background',
      'navbar',
      'navigation',
      'footer',
      'search',
      'seo',
      'fonts',
      'icons',
      'styling',
      'redirects',
      'integrations',
      'banner',
      'errors',
      'contextual',
      'thumbnails',
      'interaction',
      'metadata',
      'variables',
      'markdown',
    ];
    assert.deepEqual(
      platformKeys.filter((key) => !(key in properties)),
      [],
    );
    const ignored = Object.keys(properties).filter((key) => properties[key]?.['x-quire-unsupported'] === true);
    assert.deepEqual(ignored.sort(), ['integrations', 'interaction', 'markdown', 'public', 'variables']);
  });
});
