/**
 * The hosted platform's built-in components that docs repos use as they are (Tile, Panel, View,
 * Banner, GitHub.Repo), icons given as objects, and docs.json `icons.library`: one small site,
 * built once, read as HTML.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { before, describe, test } from 'node:test';
import { writeFiles } from '../../../test-support/write-files.ts';
import { diagnoseDocs } from '../src/integration/diagnose-docs.ts';
import { buildSite, section, textOf, type BuiltSite } from './build-site.ts';

const components = `---
title: Built-ins
---

<Columns cols={2}>
  <Tile href="/panel" title="Accordion" description="Two variants">
    <img src="/images/tile-light.svg" alt="Accordion preview" className="block dark:hidden" />
    <img src="/images/tile-dark.svg" alt="Accordion preview (dark)" className="hidden dark:block" />
  </Tile>
  <Tile href="/views" description="No title">
    <Icon icon="book" size={48} />
  </Tile>
</Columns>

<Banner>Version **2** is out: [read more](/panel).</Banner>

<Banner type="warning" icon="triangle-alert">Maintenance on Sunday.</Banner>

<GitHub.Repo repo="withastro/astro" />

<GitHub.Repo repo="https://github.com/acme/docs.git" />

Bad repos: <GitHub.Repo repo="javascript:alert(1)" /><GitHub.Repo repo="owner/.." /><GitHub.Repo repo="a/b/c" /><GitHub.Repo /> end.

<GitHub.Stars repo="withastro/astro">Stars stand-in</GitHub.Stars>
`;

const panel = `---
title: Panel page
---

## Overview

The body of the page.

<Panel>
  <Info>Pinned to the side.</Info>
</Panel>

## Details

More body.
`;

const views = `---
title: Views
---

Shared introduction.

<View title="Python" icon="python">
  ## Install with pip

  Python content.
</View>

<View title="TypeScript" icon={{ name: "js", style: "brands" }}>
  ## Install with npm

  TypeScript content.
</View>

Between the views.

<View title="Python">Second Python block.</View>

<View title="TypeScript">Second TypeScript block.</View>
`;

const icons = `---
title: Icons
---

Lucide first: <Icon icon="rocket" />.

Font Awesome only, default style: <Icon icon="envelope" />.

Object with a style: <Icon icon={{ name: "envelope", style: "duotone" }} />.

iconType solid: <Icon icon="envelope" iconType="solid" />.

iconType thin: <Icon icon="envelope" iconType="thin" />.

Object with a library: <Icon icon={{ name: "rocket", library: "fontawesome" }} />.

<Card title="Object card" icon={{ name: "envelope", style: "solid" }}>Card body</Card>

<Callout icon={{ name: "envelope", style: "solid" }}>Callout body</Callout>

<Tabs>
  <Tab title="First" icon={{ name: "envelope", style: "solid" }}>One</Tab>
  <Tab title="Second">Two</Tab>
</Tabs>
`;

const files = {
  'docs.json': JSON.stringify({ name: 'T', icons: { library: 'lucide' }, navigation: { pages: ['index', 'panel', 'views', 'icons'] } }),
  'index.mdx': components,
  'panel.mdx': panel,
  'views.mdx': views,
  'icons.mdx': icons,
  'images/tile-light.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="184" height="100"/>',
  'images/tile-dark.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="184" height="100"/>',
};

/** The SVG body of an icon in one of the bundled sets: what the page must contain for that set's drawing. */
function iconBody(set: string, name: string): string {
  const file = createRequire(import.meta.url).resolve(`@iconify-json/${set}/icons.json`, { paths: [join(import.meta.dirname, '..')] });
  const icons = JSON.parse(readFileSync(file, 'utf8')) as { icons: Record<string, { body: string }> };
  return icons.icons[name]!.body;
}

/** The HTML after a label up to the end of its paragraph. */
function after(html: string, label: string): string {
  const at = html.indexOf(label);
  assert.ok(at >= 0, `no "${label}" on the page`);
  return html.slice(at, html.indexOf('</p>', at));
}

let site: BuiltSite;
/** The page's content column, without the site's header and sidebar. */
const content = (path: string) => {
  const html = site.page(path);
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
};

describe('built-in components of the hosted platform', () => {
  before(async () => {
    site = await buildSite(files);
  });

  test('Tile renders a linked preview with its image', () => {
    const tiles = section(content('/'), 'div.q-columns.q-cols-2');
    assert.match(tiles, /<div class="q-tile q-tile-link"><div class="q-tile-preview">/);
    assert.match(tiles, /<img src="\/images\/tile-light.svg" alt="Accordion preview" class="block dark:hidden"\/?>/);
    assert.match(tiles, /<img src="\/images\/tile-dark.svg" alt="Accordion preview \(dark\)" class="hidden dark:block"\/?>/);
    // Tailwind compiled the docs' classes into the site's stylesheets (integration/docs-tailwind.ts).
    const css = readdirSync(join(site.out, '_astro'))
      .filter((file) => file.endsWith('.css'))
      .map((file) => site.file(`/_astro/${file}`))
      .join('\n');
    assert.match(css, /\.dark\\:hidden:where\(\[data-theme=dark\],\[data-theme=dark\] \*\)\{display:none!important\}/);
    assert.match(tiles, /<p class="q-tile-title"><a href="\/panel\/">Accordion<\/a><\/p><p class="q-tile-description">Two variants<\/p>/);
    // Without a title, the whole tile is still one link, named by its description.
    assert.match(tiles, /<a class="q-tile-cover" href="\/views\/" aria-label="No title"><\/a>/);
    assert.match(tiles, /<div class="q-tile-preview"><svg class="q-icon" style="width:48px;height:48px"/);
  });

  test('Panel content moves to the side column', () => {
    const main = content('/panel');
    const aside = section(main, 'aside.q-panel');
    assert.match(aside, /<aside class="q-panel" aria-label="Page panel">\s*<div class="q-callout q-callout-info"[^>]*>.*Pinned to the side\./s);
    const prose = section(main, 'div.prose');
    assert.doesNotMatch(prose, /Pinned to the side/, 'the body no longer holds it');
    assert.match(textOf(prose), /The body of the page\. Details More body\./);
    // It takes the table of contents' column, and sits under the title (where narrow screens show it).
    assert.doesNotMatch(main, /<nav class="toc"/);
    assert.match(main, /<main id="content"[^>]* class="with-panel"><article class="page page-with-panel">/);
    assert.ok(
      main.indexOf('<header class="page-header">') < main.indexOf('<aside class="q-panel"') &&
        main.indexOf('<aside class="q-panel"') < main.indexOf('<div class="prose"'),
    );
    // A page without a Panel keeps its table of contents.
    assert.match(content('/views'), /<nav class="toc" aria-label="On this page">/);
  });

  test('View: a selector picks which view shows; without JS all show with titles', () => {
    const main = content('/views');
    // One selector at the top of the page, one option per title, the first chosen.
    assert.equal(main.match(/<select/g)?.length, 1);
    assert.match(
      main,
      /<\/header><div class="q-view-select"><label for="q-view-select">View<\/label><select id="q-view-select" data-view-select><option value="Python" selected>Python<\/option><option value="TypeScript">TypeScript<\/option><\/select><\/div><div class="prose">/,
    );
    // Every view is in the page, none hidden, each under its title as a heading (with its icon).
    const sections = [...main.matchAll(/<section class="q-view"[^>]*>/g)].map((m) => m[0]);
    assert.deepEqual(sections, [
      '<section class="q-view" data-view="Python" data-view-initial aria-label="Python">',
      '<section class="q-view" data-view="TypeScript" aria-label="TypeScript">',
      '<section class="q-view" data-view="Python" data-view-initial aria-label="Python">',
      '<section class="q-view" data-view="TypeScript" aria-label="TypeScript">',
    ]);
    assert.match(main, /<h2 class="q-view-title"><svg class="q-icon"[^>]*>.*?<\/svg>Python<\/h2>/);
    assert.match(main, /<h2 class="q-view-title"><svg class="q-icon"[^>]*>.*?<\/svg>TypeScript<\/h2>/);
    assert.match(textOf(main), /Python content\..*TypeScript content\..*Between the views\..*Second Python block\..*Second TypeScript block\./);
    // The headings inside views are in the table of contents (the script hides those of hidden views).
    assert.match(section(main, 'nav.toc'), /Install with pip.*Install with npm/s);
    // The selector works through the site's one script, which loads its code on pages that have
    // a selector; the components carry no script of their own.
    assert.doesNotMatch(main, /<script/);
    const script = [...site.page('/views').matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => site.file(m[1]!)).join('\n');
    assert.match(script, /data-view-select/);
    const chunk = /import\([`'"]\.\/(views\.[\w-]+\.js)[`'"]\)/.exec(script)?.[1];
    assert.ok(chunk, 'the view code is a chunk of its own');
    assert.match(site.file(`/_astro/${chunk}`), /q-views-ready/);
  });

  test('Banner renders an announcement strip inside the page', () => {
    const main = content('/');
    assert.match(
      main,
      /<div class="q-banner q-banner-info" role="note" aria-label="Announcement"><div class="q-banner-body">Version <strong>2<\/strong> is out: <a href="\/panel\/">read more<\/a>\.<\/div><\/div>/,
    );
    assert.match(main, /<div class="q-banner q-banner-warning" role="note" aria-label="Announcement"><span class="q-banner-icon"><svg class="q-icon"/);
    // The docs.json banner at the top of the site is another thing, and this site has none.
    assert.doesNotMatch(site.page('/'), /<section class="banner"/);
  });

  test('GitHub.Repo renders a card linking to the repository', () => {
    const main = content('/');
    assert.match(
      main,
      /<a class="q-github-repo" href="https:\/\/github.com\/withastro\/astro"><svg class="q-icon q-github-repo-mark"[^>]*>.*?<\/svg><span class="q-github-repo-text"><span class="q-github-repo-owner">withastro\/<\/span><span class="q-github-repo-name">astro<\/span><\/span><span class="q-github-repo-host">GitHub <span aria-hidden="true">↗<\/span><\/span><\/a>/,
    );
    assert.match(main, /href="https:\/\/github.com\/acme\/docs">/, 'a pasted URL is read as owner/name');
    // Anything but owner/name renders nothing.
    assert.match(main, /Bad repos: {2}end\./);
    assert.equal(main.match(/class="q-github-repo"/g)?.length, 2);
    // A GitHub.* component Quire lacks shows its children rather than failing the page.
    assert.match(main, /<div class="unknown-component">Stars stand-in<\/div>/);
  });

  test('icons given as objects { name, style } and iconType', () => {
    const main = content('/icons');
    const regular = iconBody('fa7-regular', 'envelope');
    const solid = iconBody('fa7-solid', 'envelope');
    assert.notEqual(regular, solid);
    assert.ok(after(main, 'default style:').includes(regular), 'no style: regular');
    assert.ok(after(main, 'Object with a style:').includes(solid), 'duotone: the solid set, the closest free one');
    assert.ok(after(main, 'iconType solid:').includes(solid));
    assert.ok(after(main, 'iconType thin:').includes(regular), 'thin: the regular set');
    assert.match(after(main, 'Object with a library:'), /viewBox="0 0 640 640"/, 'library: fontawesome wins over the site library');
    assert.ok(section(main, 'div.q-card').includes(solid), 'Card takes an icon object');
    assert.ok(section(main, 'div.q-callout.q-callout-custom').includes(solid), 'Callout takes an icon object');
    assert.ok(section(main, 'label.q-tab-label[for="tabs-1"]').includes(solid), 'Tab takes an icon object');
    assert.doesNotMatch(main, /\[object Object\]/);
    // An object icon on a View (brands style) is drawn from the brands set.
    assert.ok(content('/views').includes(iconBody('fa7-brands', 'js')));
  });

  test('docs.json icons.library chooses the icon set', async () => {
    // "lucide": names found in Lucide are drawn from it (24 x 24), others still from Font Awesome.
    assert.match(after(content('/icons'), 'Lucide first:'), /<svg class="q-icon" style="width:1em;height:1em" viewBox="0 0 24 24"/);
    assert.ok(after(content('/icons'), 'Lucide first:').includes(iconBody('lucide', 'rocket')));
    // "tabler" is not bundled: Lucide serves it, and the check says so where docs.json sets it.
    const dir = await writeFiles({
      'docs.json': '{\n  "name": "T",\n  "icons": { "library": "tabler" },\n  "navigation": { "pages": ["index"] }\n}\n',
      'index.mdx': '# Hi\n',
    });
    const { site: tabler } = await diagnoseDocs(dir);
    assert.equal(tabler.config?.icons?.library, 'tabler');
    const warning = tabler.diagnostics.find((d) => d.code === 'CONFIG_ICON_LIBRARY_SUBSTITUTED');
    assert.equal(warning?.severity, 'warning');
    assert.equal(warning?.message, 'icons.library "tabler" is not bundled with Quire: icon names are looked up in Lucide instead.');
    assert.equal(warning?.line, 3);
    assert.ok(!tabler.diagnostics.some((d) => d.code === 'CONFIG_UNSUPPORTED_KEY'), 'icons is a supported key');
  });
});
