import { strict as assert } from 'node:assert';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { codeThemes } from '@quire/config';
import { createHighlighter, type BundledLanguage } from 'shiki';
import { bundledThemesInfo } from 'shiki/themes';
import { diagnoseDocs } from '../src/integration/diagnose-docs.ts';
import { resolveCodeTheme } from '../src/code-theme/resolve-code-theme.ts';
import { darkPalette, lightPalette } from '../src/code-theme/code-palette.ts';
import { tokenRuns } from '../src/code-theme/token-markup.ts';
import { highlight, useSampleTheme } from '../src/reference/code-samples/highlight.ts';
import { linkHref } from '../src/data/page-actions.ts';
import { buildSite, section, textOf, type BuiltSite } from './build-site.ts';
import { settingsSite } from './docs-json-settings-fixture.ts';

// Two sites share the builds of this file: `main` uses every setting with a site URL, `toc` the
// other choices (the menu in the table of contents, one code theme, another decoration) without one.
let main: BuiltSite;
let toc: BuiltSite;
before(async () => {
  main = await buildSite(settingsSite('main'), { site: 'https://docs.acme.test' });
  toc = await buildSite(settingsSite('toc'));
});

/** The CSS the pages of a site link: every stylesheet of `/_astro/`. */
const stylesOf = (site: BuiltSite, path = '/') =>
  [...site.page(path).matchAll(/<link rel="stylesheet" href="(\/_astro\/[^"]+)"/g)].map(([, href]) => site.file(href!)).join('\n');

describe('contextual', () => {
  it('contextual: the page menu is a button beside the title (the first option) and a list of every option it can offer, in order', () => {
    const header = section(main.page('/guides/code'), 'header.page-header');
    const menu = section(header, 'div.page-actions.page-actions-header');
    assert.match(menu, /data-markdown="\/guides\/code\.md"/);
    assert.match(menu, /^<div[^>]*><button type="button" class="page-actions-main" data-copy-page>.*<span data-copy-label>Copy page<\/span><\/button>/s);
    const titles = [...menu.matchAll(/<span class="page-action-title"[^>]*>([^<]+)<\/span>/g)].map(([, title]) => title);
    assert.deepEqual(titles, ['Copy page', 'View as Markdown', 'Open in ChatGPT', 'Open in Claude', 'Open in Perplexity', 'Edit on GitHub', 'Ask Acme AI']);
    // A <details> menu opens without JavaScript; the script adds keys and closing (scripts/dropdowns.ts).
    assert.match(menu, /<details class="page-actions-more" data-dropdown><summary aria-label="More actions for this page"/);
    assert.match(menu, /role="status" data-page-actions-status/, 'copying is announced');
    assert.doesNotMatch(menu, /<script/, 'no script of its own');
  });

  it('contextual: "view" opens the Markdown twin, assistants open with a prompt naming the page, links of the docs get $path', () => {
    const menu = section(main.page('/guides/code'), 'div.page-actions.page-actions-header');
    assert.match(menu, /<a href="\/guides\/code\.md" target="_blank" rel="noopener noreferrer">/);
    assert.ok(main.has('/guides/code.md'), 'the twin it links exists');
    const prompt = encodeURIComponent('Read https://docs.acme.test/guides/code/ so I can ask questions about it.');
    assert.ok(menu.includes(`href="https://chatgpt.com/?hints=search&amp;q=${prompt}" data-ask="https://chatgpt.com/?hints=search&amp;q="`), 'ChatGPT');
    assert.ok(menu.includes(`href="https://claude.ai/new?q=${prompt}"`), 'Claude');
    assert.ok(menu.includes(`href="https://www.perplexity.ai/search/new?q=${prompt}"`), 'Perplexity');
    assert.match(menu, /href="https:\/\/github\.com\/acme\/docs\/edit\/main\/guides\/code\.mdx"/);
    // `$page` (the page's Markdown) is only known in the browser: the script builds that link on click.
    assert.match(menu, /href="#" data-link="\{&quot;href&quot;:&quot;https:\/\/ai\.acme\.test\/new&quot;,&quot;query&quot;:/);
    assert.equal(
      linkHref(
        {
          href: 'https://ai.acme.test/new',
          query: [
            { key: 'text', value: '$page' },
            { key: 'from', value: '$path' },
          ],
        },
        '/guides/code',
        '# Code & more',
      ),
      'https://ai.acme.test/new?text=%23+Code+%26+more&from=%2Fguides%2Fcode',
    );
    assert.equal(linkHref({ href: 'https://x.test/ask?q=$page&p=$path' }, '/a b', 'x/y?'), 'https://x.test/ask?q=x%2Fy%3F&p=%2Fa%20b');
  });

  it("contextual: the menu's script in the browser carries none of the docs.json side, whose Node-only modules threw on every page", () => {
    const chunks = readdirSync(join(main.out, '_astro')).filter((name) => /^page-actions\..*\.js$/.test(name));
    assert.equal(chunks.length, 1, "the menu's script is a chunk of its own, loaded where a page has the menu");
    const script = main.file(`/_astro/${chunks[0]}`);
    assert.doesNotMatch(script, /createRequire|contextualOptions|strictObject/);
    assert.ok(script.length < 20_000, `a small script: ${script.length} bytes`);
  });

  it("contextual: options the site cannot honor are left out with one warning, at docs.json's line", async () => {
    const menu = section(main.page('/'), 'div.page-actions.page-actions-header');
    assert.doesNotMatch(menu, /assistant|mcp|Unsafe|javascript:/i);
    const { site } = await diagnoseDocs(main.docs);
    const warnings = site.diagnostics.filter((d) => d.code === 'CONFIG_CONTEXTUAL_OPTION_OMITTED');
    assert.equal(warnings.length, 1);
    assert.equal(warnings[0]!.pointer, '/contextual/options/5');
    assert.equal(typeof warnings[0]!.line, 'number');
    assert.match(
      warnings[0]!.message,
      /"assistant" \(a Quire site has no AI assistant of its own\), "mcp" \(the site has no MCP server to connect\), "Unsafe" \(its link is not a web address or a path of the site\)/,
    );
    assert.ok(!site.diagnostics.some((d) => d.code === 'CONFIG_UNSUPPORTED_KEY' && d.pointer?.startsWith('/contextual')), 'contextual itself is used');
  });

  it('contextual: "download-spec" downloads the OpenAPI document an API reference page is made from, published at its path; other pages do not offer it', () => {
    const menu = section(main.page('/api-reference/create-order'), 'div.page-actions.page-actions-header');
    assert.match(menu, /<a href="\/openapi\.yaml" download="openapi\.yaml">.*<span class="page-action-title"[^>]*>Download API spec<\/span>/s);
    assert.equal(main.file('/openapi.yaml'), settingsSite('main')['openapi.yaml']);
    assert.doesNotMatch(section(main.page('/guides/code'), 'div.page-actions.page-actions-header'), /Download API spec/);
    assert.ok(!toc.has('/openapi.yaml'), 'a site without the option publishes no spec');
  });

  it('contextual: an option Quire does not know is left out with a warning at its docs.json line naming the options it knows', async () => {
    assert.doesNotMatch(section(main.page('/'), 'div.page-actions.page-actions-header'), /gemini/i);
    const { site } = await diagnoseDocs(main.docs);
    const unknown = site.diagnostics.filter((d) => d.code === 'CONFIG_CONTEXTUAL_OPTION_UNKNOWN');
    assert.deepEqual(
      unknown.map((d) => [d.severity, d.pointer, typeof d.line]),
      [['warning', '/contextual/options/11', 'number']],
    );
    assert.match(unknown[0]!.message, /"gemini", an option Quire does not know: the page menu leaves it out\./);
    assert.match(unknown[0]!.hint!, /"copy", "view", .*"download-spec"/);
  });

  it('contextual: display "toc" puts the menu atop the table of contents, and beside the title on narrow screens and pages without one', () => {
    const home = toc.page('/');
    const nav = section(home, 'nav.toc');
    assert.match(nav, /^<nav class="toc" aria-label="On this page"><div class="page-actions page-actions-toc"/);
    assert.match(nav, /<a class="page-actions-main" href="\/index\.md"[^>]*>.*<span>View as Markdown<\/span><\/a>/s);
    assert.match(section(home, 'header.page-header'), /<div class="page-actions page-actions-narrow"/);
    // An endpoint page gives the right column to its examples: the menu goes beside the title.
    const endpoint = toc.page('/api-reference/create-order');
    assert.doesNotMatch(endpoint, /<nav class="toc"/);
    assert.match(section(endpoint, 'header.page-header'), /<div class="page-actions page-actions-header"/);
    // Without the site's URL the prompt names the page's path until the script completes it from the address bar.
    assert.match(home, /href="https:\/\/claude\.ai\/new\?q=Read%20%2F%20so%20I/);
  });
});

describe('styling.codeblocks', () => {
  it("styling.codeblocks: with a light and a dark theme, guide blocks and code groups carry both colors, and the stylesheet follows the reader's theme", () => {
    const page = main.page('/guides/code');
    const blocks = [...page.matchAll(/<pre class="(astro-code[^"]*)" style="([^"]*)"/g)];
    assert.equal(blocks.length, 3, 'one guide block and two in the code group');
    for (const [, cls, style] of blocks) {
      assert.equal(cls, 'astro-code astro-code-themes github-light dracula');
      assert.match(style!, /--shiki-light:#24292e;--shiki-dark:#F8F8F2/i);
    }
    assert.match(page, /<span style="--shiki-light:#D73A49;--shiki-dark:#FF79C6">const<\/span>/i);
    const css = stylesOf(main, '/guides/code');
    assert.match(css, /\.astro-code-themes span\{color:var\(--shiki-light\)/);
    assert.match(css, /\[data-theme=dark\] \.astro-code-themes span\{color:var\(--shiki-dark\)/);
    assert.match(css, /:root\{--q-code-bg:#fff;--q-code-fg:#24292e\}/);
    assert.match(css, /:root\[data-theme=dark\]\{--q-code-bg:#282A36;--q-code-fg:#F8F8F2\}/i);
  });

  it('styling.codeblocks: request samples and response examples take the same themes, a class per color of each mode', () => {
    const page = main.page('/api-reference/create-order');
    const curl = /<pre class="q-code" data-language="shellscript" tabindex="0"><code>(.*?)<\/code>/s.exec(page)?.[1] ?? '';
    assert.match(curl, /^<q-l\d+ class="d\d+">curl <\/q-l\d+>/);
    const css = stylesOf(main, '/api-reference/create-order');
    const [, curlLight] = /^<q-(l\d+) /.exec(curl)!;
    const [, curlDark] = /^<q-l\d+ class="(d\d+)">/.exec(curl)!;
    // github-light colors commands #6f42c1, Dracula #50fa7b: each applies in its own mode only.
    assert.match(css, new RegExp(`:root:not\\(\\[data-theme=dark\\]\\) \\.q-code :is\\(q-${curlLight},\\.${curlLight}\\)\\{color:#6f42c1\\}`, 'i'));
    assert.match(css, new RegExp(`:root\\[data-theme=dark\\] \\.q-code :is\\(q-${curlDark},\\.${curlDark}\\)\\{color:#50fa7b\\}`, 'i'));
    // The response example is highlighted the same way (Dracula colors a key's quotes apart from its name).
    assert.match(
      page.slice(page.indexOf('aria-label="Response example"')),
      /<pre class="q-code" data-language="json" tabindex="0"><code>\{\n {2}<q-l\d+ class="d\d+">"<\/q-l\d+><q-l\d+ class="d\d+">id<\/q-l\d+>/,
    );
  });

  it('styling.codeblocks: one theme name colors code blocks the same in both modes', () => {
    assert.match(toc.page('/guides/code'), /<pre class="astro-code dracula" style="background-color:#282A36;color:#F8F8F2;/i);
    assert.match(toc.page('/api-reference/create-order'), /<pre class="q-code" data-language="shellscript" tabindex="0"><code><q-c\d+>curl <\/q-c\d+>/);
    const css = stylesOf(toc, '/guides/code');
    assert.match(css, /:root\{--q-code-bg:#282A36;--q-code-fg:#F8F8F2\}/i);
    assert.doesNotMatch(css, /\[data-theme=dark\]\{--q-code-bg/);
    // Code group tabs follow the code's colors, not the page's.
    assert.match(css, /\.q-tabset-code\{--fg:var\(--q-code-fg\)/);
  });

  it('styling.codeblocks: unset is "system": Quire\'s palette, light code in the light theme and dark code in the dark one', async () => {
    const system = await resolveCodeTheme('system');
    assert.equal(system.samples, undefined, 'request samples keep the palette classes');
    assert.ok(system.css.includes(`:root{--q-code-bg:${lightPalette.bg};--q-code-fg:${lightPalette.fg};--q-tk:${lightPalette.tk};`));
    assert.ok(system.css.includes(`:root[data-theme=dark]{--q-code-bg:${darkPalette.bg};--q-code-fg:${darkPalette.fg};--q-tk:${darkPalette.tk};`));
    // Guide blocks read the same variables as request samples.
    const tokens = JSON.stringify(system.shiki.theme);
    assert.match(tokens, /var\(--q-tk\)/);
    assert.match(tokens, /var\(--q-code-bg\)/);
    assert.doesNotMatch(tokens, /var\(--q-token-/);
  });

  it('styling.codeblocks: "dark" keeps code dark in both modes, and "css-variables" reads the docs\' own --shiki-* variables', async () => {
    const dark = await resolveCodeTheme('dark');
    assert.ok(dark.css.startsWith(`:root{--q-code-bg:${darkPalette.bg};`));
    assert.doesNotMatch(dark.css, /data-theme=dark/);
    const own = await resolveCodeTheme({ theme: 'css-variables' });
    assert.ok(own.css.includes(`--q-tk:var(--shiki-token-keyword,${lightPalette.tk})`));
    assert.ok(own.css.includes(`--q-code-bg:var(--shiki-background,${darkPalette.bg})`));
  });

  it('styling.codeblocks: request samples get the colors Shiki gives each theme', async () => {
    const samples: [BundledLanguage, string][] = [
      ['javascript', "// comment\nimport x from 'y';\nconst a = { b: 1, c: `t${x}` };\nfetch('https://x.test/a', { method: 'POST' }).then((r) => r.json());"],
      ['python', 'import requests\n\ndef f(a: int) -> str:\n    """doc"""\n    return requests.post("https://x", json={"a": 1, "b": True})'],
      ['shellscript', "curl -X POST https://api.test/v1 \\\n  -H 'Content-Type: application/json' \\\n  --data '{\"a\": 1}'"],
      ['json', '{\n  "id": "ord_1",\n  "n": 2,\n  "ok": false,\n  "x": null\n}'],
    ];
    const shiki = await createHighlighter({ themes: ['github-light', 'dracula', 'solarized-light', 'nord'], langs: samples.map(([lang]) => lang) });
    try {
      for (const [light, dark] of [
        ['github-light', 'dracula'],
        ['solarized-light', 'nord'],
      ] as const) {
        const code = await resolveCodeTheme({ theme: { light, dark } });
        useSampleTheme(code.samples);
        const colorOf = new Map(
          [...Object.entries(code.samples!.light), ...Object.entries(code.samples!.dark)].map(([color, cls]) => [cls, color.toLowerCase()]),
        );
        const plain = { light: shiki.getTheme(light).fg.toLowerCase(), dark: shiki.getTheme(dark).fg.toLowerCase() };
        let differing = 0;
        let compared = 0;
        for (const [lang, text] of samples) {
          // Each character's light and dark color, as our classes say and as Shiki's two-theme tokens do.
          const ours: { light: string; dark: string }[] = [];
          for (const [cls, html] of tokenRuns(await highlight(text, lang))) {
            const classes = cls.split(' ');
            const content = html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
            const light = classes.find((c) => c.startsWith('l'));
            const dark = classes.find((c) => c.startsWith('d'));
            for (const _ of content) ours.push({ light: light ? colorOf.get(light)! : plain.light, dark: dark ? colorOf.get(dark)! : plain.dark });
          }
          let at = 0;
          // Without a time limit, as Quire tokenizes: Shiki's default 500 ms leaves a line plain on a busy machine.
          for (const line of shiki.codeToTokensWithThemes(text, { lang, themes: { light, dark }, tokenizeTimeLimit: 0 })) {
            for (const token of line) {
              for (const char of token.content) {
                if (/\S/.test(char)) {
                  compared++;
                  if (ours[at]?.light !== token.variants.light!.color!.toLowerCase() || ours[at]?.dark !== token.variants.dark!.color!.toLowerCase())
                    differing++;
                }
                at++;
              }
            }
            at++; // the line break
          }
        }
        // One theme's rules are matched without the other's parent scopes: a rare character may differ.
        assert.ok(differing <= compared / 100, `${light} + ${dark}: ${differing} of ${compared} characters differ`);
      }
    } finally {
      useSampleTheme(undefined);
      shiki.dispose();
    }
  });

  it('styling.codeblocks: docs.json accepts exactly the themes Shiki bundles', () => {
    assert.deepEqual(
      Object.entries(codeThemes).sort(([a], [b]) => a.localeCompare(b)),
      bundledThemesInfo.map((theme) => [theme.id, theme.type]).sort(([a], [b]) => a!.localeCompare(b!)),
    );
  });
});

describe('background', () => {
  it('background: colors per mode, an image per mode (a repo path or a URL), and the decoration behind every page', () => {
    const page = main.page('/guides/code');
    assert.match(page, /<html lang="en" data-theme="light" data-decoration="grid" data-background-image>/);
    const head = section(page, 'head');
    assert.match(head, /html:root\{--bg:#FBFAFF\}/);
    assert.match(head, /html:root\[data-theme=dark\]\{--bg:#0C0A14\}/);
    assert.match(head, /html:root\{--q-bg-image:url\("\/images\/bg-light\.png"\)\}/);
    assert.match(head, /html:root\[data-theme=dark\]\{--q-bg-image:url\("https:\/\/cdn\.acme\.test\/bg-dark\.png"\)\}/);
    assert.ok(main.has('/images/bg-light.png'), 'the repo image is in the site');
    const css = stylesOf(main, '/guides/code');
    assert.match(css, /:root\[data-decoration=grid\] body:after\{|:root\[data-decoration=['"]?grid['"]?\] body::after\{/);
    assert.match(toc.page('/'), /<html lang="en" data-theme="light" data-decoration="windows">/);
  });
});

describe('fonts', () => {
  it('fonts: a Google Fonts family is linked from Google, a `source` font is self-hosted, and headings and body text get their family and weight', () => {
    const head = section(main.page('/'), 'head');
    assert.match(head, /<link rel="preconnect" href="https:\/\/fonts\.gstatic\.com" crossorigin>/);
    assert.match(head, /<link rel="stylesheet" href="https:\/\/fonts\.googleapis\.com\/css2\?family=Inter&amp;display=swap">/);
    assert.match(head, /<link rel="stylesheet" href="https:\/\/fonts\.googleapis\.com\/css2\?family=Inter:wght@700&amp;display=swap">/);
    assert.doesNotMatch(head, /family=Brand/, 'a self-hosted font is not asked of Google');
    assert.match(head, /@font-face\{font-family:"Brand Sans";src:url\("\/fonts\/brand\.woff2"\) format\("woff2"\);font-weight:650;font-display:swap\}/);
    assert.match(head, /--font:"Inter", system-ui/);
    assert.match(head, /--font-heading:"Brand Sans", system-ui/);
    assert.match(head, /h1,h2,h3,h4,h5,h6\{font-family:var\(--font-heading\);font-weight:650\}/);
    assert.match(head, /html body\{font-weight:400\}/, "more specific than site.css's `body` font shorthand");
    assert.ok(main.has('/fonts/brand.woff2'));
    assert.doesNotMatch(head, /rel="preload"[^>]*as="font"/, 'a docs.json body font replaces the bundled one: its file is not preloaded');
    // `body` overrides the top-level family for body text; headings keep the top-level one.
    const other = section(toc.page('/'), 'head');
    assert.match(other, /--font:"Lora", system-ui[^;]*;--font-heading:"Source Serif 4"/);
    assert.match(other, /family=Lora&amp;display=swap/);
    assert.match(other, /family=Source\+Serif\+4&amp;display=swap/);
  });
});

describe('thumbnails', () => {
  it("thumbnails: the background is every page's link preview image, absolute with the site's URL, unless the page names its own", () => {
    for (const path of ['/', '/guides/code', '/api-reference/create-order']) {
      const head = section(main.page(path), 'head');
      assert.match(head, /<meta property="og:image" content="https:\/\/docs\.acme\.test\/images\/og\.png">/, path);
      assert.match(head, /<meta name="twitter:image" content="https:\/\/docs\.acme\.test\/images\/og\.png">/, path);
    }
    const own = section(main.page('/changelog'), 'head');
    assert.match(own, /<meta property="og:image" content="https:\/\/img\.acme\.test\/changelog\.png">/);
    assert.match(own, /<meta name="twitter:image" content="https:\/\/img\.acme\.test\/changelog\.png">/);
    assert.equal(own.match(/og:image/g)?.length, 1);
    // Without the site's URL the image keeps its path.
    assert.match(toc.page('/'), /<meta property="og:image" content="\/images\/og\.png">/);
  });
});

describe('navbar menus', () => {
  it("navbar menus: a tab's menu is a dropdown of its entries, an entry with `href` links there in a new tab", () => {
    const bar = section(main.page('/guides/code'), 'div.header-bar');
    const menu = section(bar, 'details.switcher[data-division="menu"]');
    assert.match(menu, /<details class="switcher" data-division="menu" data-dropdown><summary aria-label="Menu: Basics">Basics<\/summary>/);
    assert.match(menu, /<li><a href="\/" aria-current="true">Basics<\/a><\/li>/);
    assert.match(
      menu,
      /<li><a href="https:\/\/status\.acme\.test" rel="noopener" target="_blank">Status page<svg class="switcher-external"[^>]*>.*?<\/svg><span class="visually-hidden"> \(opens in a new tab\)<\/span><\/a><\/li>/s,
    );
    assert.equal(textOf(section(main.page('/'), 'nav#sidebar')), 'Welcome Code Changelog', 'the section is never the link-only entry');
  });
});

describe('custom scripts', () => {
  it("custom scripts: the repo's .js files run on every page as plain scripts at the end of the body, snippets, configs, modules and MDX imports excepted", () => {
    for (const path of ['/', '/guides/code', '/api-reference/create-order', '/404']) {
      const page = path === '/404' ? main.file('/404.html') : main.page(path);
      const tail = page.slice(page.lastIndexOf('</footer>'));
      assert.deepEqual(
        [...tail.matchAll(/<script src="([^"]+)"><\/script>/g)].map(([, src]) => src),
        ['/custom.js', '/extra/hello%20world.js', '/scripts/analytics.js'],
        path,
      );
    }
    assert.ok(main.has('/custom.js') && main.has('/scripts/analytics.js') && main.has('/extra/hello world.js'));
    for (const left of ['/snippets/helper.js', '/tailwind.config.js', '/widgets/module.js', '/lib/setup.js']) {
      assert.ok(!main.page('/').includes(`src="${left}"`), left);
      assert.ok(!main.has(left), `${left} is not copied`);
    }
  });
});
