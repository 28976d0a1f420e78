/**
 * The MDX components authors of hosted API-docs platforms use, as a docs repo written for such
 * a platform uses them: one small site with every component, built once, then read as HTML.
 */
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { before, describe, test } from 'node:test';
import { buildStandalone } from '../src/build-standalone.ts';
import { writeFiles } from '../../../test-support/write-files.ts';
import { section } from './build-site.ts';

const page = `---
title: Components
---
import { MyCard } from '/snippets/my-card.jsx';
import Support from '/snippets/support.mdx';

<Note>A **note** with [a link](/elsewhere).</Note>
<Warning>Careful</Warning>
<Info>Info</Info>
<Tip>Tip</Tip>
<Danger>Danger</Danger>
<Check>Done</Check>
<Callout icon="key" color="#FFC107">Custom callout</Callout>

<ParamField path="pet_id" type="string" required>
  The pet's id.
</ParamField>

<ParamField query="limit" type="integer" default={10} deprecated>
  How many pets.
</ParamField>

<ResponseField name="owner" type="Owner" required>
  <Expandable title="properties">
    <ResponseField name="full_name" type="string">The owner's full name.</ResponseField>
  </Expandable>
</ResponseField>

<Accordion title="Open by default" description="More detail" defaultOpen>Opened body</Accordion>

<AccordionGroup>
  <Accordion title="Closed one" icon="rocket">Closed body</Accordion>
  <Accordion title="Closed two">Second body</Accordion>
</AccordionGroup>

<Update label="2024-10-11" description="v0.1.0" tags={["API", "SDK"]}>
  Release notes
</Update>

<CardGroup cols={3}>
  <Card title="Quickstart" icon="rocket" href="/quickstart">Start here</Card>
  <Card title="GitHub" icon="github" href="https://github.com/example" horizontal>Source</Card>
  <Card title="Careful card" type="warning">A typed card</Card>
</CardGroup>

<Columns cols={2}>
  <Card title="With image" img="/card.png" cta="Read more" href="/read">Image body</Card>
  <Card title="Plain">Plain body</Card>
</Columns>

<Frame caption="A **caption** with [a link](https://example.com)" hint="Look below">
  <img src="/screenshot.png" alt="Screenshot of the dashboard" />
</Frame>

Inline <Badge color="green" icon="check">Verified</Badge> and <Badge stroke color="red" size="sm" shape="pill">Beta</Badge>.

<Steps>
  <Step title="Install">Run npm install.</Step>
  <Step title="Configure" icon="gear">Edit the config.</Step>
</Steps>

<Tabs>
  <Tab title="JavaScript">JavaScript prose</Tab>
  <Tab title="Python" icon="python">
    Python prose

    <Tabs>
      <Tab title="Inner A">inner a</Tab>
      <Tab title="Inner B">inner b</Tab>
    </Tabs>
  </Tab>
</Tabs>

<CodeGroup>

\`\`\`javascript helloWorld.js
console.log("Hello World");
\`\`\`

\`\`\`python
print('Hello World!')
\`\`\`

</CodeGroup>

<RequestExample>

\`\`\`bash cURL {2}
curl https://api.example.com/pets
\`\`\`

</RequestExample>

<ResponseExample>

\`\`\`json 200 OK
{ "status": "success" }
\`\`\`

\`\`\`json 404
{ "error": "not found" }
\`\`\`

</ResponseExample>

Icons: <Icon icon="flag" size={32} /> and <Icon icon="no-such-icon-anywhere" /> and <Icon icon="book-open" color="#ff0000" />.

<Tooltip tip="Application Programming Interface" cta="Read the guide" href="/guide">API</Tooltip> docs.

<Tree>
  <Tree.Folder name="app" defaultOpen>
    <Tree.File name="layout.tsx" />
  </Tree.Folder>
  <Tree.Folder name="lib">
    <Tree.File name="db.ts" />
  </Tree.Folder>
  <Tree.File name="package.json" />
</Tree>

<Color variant="compact">
  <Color.Item name="blue-500" value="#3B82F6" />
  <Color.Item name="background" value={{ light: "#FFFFFF", dark: "#000000" }} />
</Color>

<Color variant="table">
  <Color.Row title="Primary">
    <Color.Item name="primary-500" value="#3B82F6" />
  </Color.Row>
</Color>

<Prompt description="Use this **prompt**" icon="wand-magic-sparkles" actions={["copy", "cursor"]}>
You are a **Tailwind CSS expert**.
</Prompt>

<Visibility for="humans">Text for human readers</Visibility>
<Visibility for="agents">Text for AI agents</Visibility>

<Mystery>Children of an unknown tag</Mystery>

<MyCard title="Snippet card">From a JSX snippet</MyCard>

<Support />
`;

const files = {
  'docs.json': JSON.stringify({ name: 'T', navigation: { pages: ['index'] } }),
  'index.mdx': page,
  'snippets/my-card.jsx': `export const MyCard = ({ title, children }) => (
  <div className="my-card" style={{ border: '1px solid gray' }}>
    <p className="my-card-title">{title}</p>
    {children}
  </div>
);
`,
  'snippets/support.mdx': 'Questions? Ask **our support team**.\n\n<Tip>A tip inside a snippet</Tip>\n',
  // The page shows it (a local image the repo lacks would be a warning, MDX_IMAGE_MISSING).
  'screenshot.png': 'PNG',
};

let dir: string;
let html: string;
/** The page's article, without the site's header, sidebar and scripts around it. */
let body: string;

/** The HTML of the article's first element matching the selector. */
function part(selector: string): string {
  const html = section(body, selector);
  assert.ok(html, `no element matches ${selector}`);
  return html;
}

describe('MDX components', () => {
  before(async () => {
    dir = await writeFiles(files);
    await buildStandalone({ docs: dir, outDir: join(dir, 'dist'), logLevel: 'error' });
    html = await readFile(join(dir, 'dist', 'index.html'), 'utf8');
    body = html.slice(html.indexOf('<div class="prose">'));
  });

  test('the six callouts render as notes labelled by their kind, with an icon', () => {
    for (const kind of ['Note', 'Warning', 'Info', 'Tip', 'Danger', 'Check']) {
      assert.match(
        body,
        new RegExp(`<div class="q-callout q-callout-${kind.toLowerCase()}" role="note" aria-label="${kind}"><span class="q-callout-icon"><svg`),
      );
    }
    assert.match(part('.q-callout.q-callout-note'), /A <strong>note<\/strong> with <a href="\/elsewhere\/">a link<\/a>/);
    assert.match(part('.q-callout.q-callout-custom'), /style="--q-tone:#FFC107"/);
  });

  test('ParamField shows the parameter name, where it goes, its type and a required badge', () => {
    const field = part('[class="q-field"]');
    assert.match(field, /id="param-pet_id"/);
    assert.match(
      field,
      /<code>pet_id<\/code><\/a><span class="q-field-location">path<\/span><span class="q-field-type">string<\/span><span class="q-field-flag q-field-required">required<\/span>/,
    );
    assert.match(field, /The pet’s id\./);
  });

  test('ParamField shows a default value and a deprecated badge', () => {
    const field = part('.q-field.q-field-deprecated');
    assert.match(field, /<code>limit<\/code>.*<span class="q-field-location">query<\/span>/);
    assert.match(field, /deprecated<\/span><span class="q-field-default">default: <code>10<\/code>/);
  });

  test('ResponseField nests fields in an Expandable that opens without JavaScript', () => {
    const field = body.slice(body.indexOf('id="response-owner"'));
    assert.match(
      field,
      /^id="response-owner"><div class="q-field-head"><a class="q-field-name" href="#response-owner"><code>owner<\/code><\/a><span class="q-field-type">Owner<\/span>/,
    );
    assert.match(
      field,
      /<details class="q-expandable"><summary><span class="q-when-closed">Show properties<\/span><span class="q-when-open">Hide properties<\/span><\/summary>/,
    );
    assert.match(field, /<div class="q-field" id="response-full_name">/);
  });

  test('Accordion opens and closes without JavaScript, and defaultOpen opens it', () => {
    assert.match(
      body,
      /<details class="q-accordion" open><summary><span class="q-accordion-heading"><span class="q-accordion-title">Open by default<\/span><span class="q-accordion-description">More detail<\/span>/,
    );
    const group = part('.q-accordion-group');
    assert.equal(group.match(/<details class="q-accordion">/g)?.length, 2, 'two closed accordions in the group');
    assert.match(group, /<span class="q-accordion-icon"><svg/);
  });

  test('Card links its title to href, marks external links with an arrow, and takes a callout type', () => {
    assert.match(body, /<p class="q-card-title"><a href="\/quickstart\/">Quickstart<\/a><\/p>/);
    assert.match(
      body,
      /<div class="q-card q-card-horizontal q-card-link">.*?<a href="https:\/\/github.com\/example">GitHub<\/a><span class="q-card-arrow" aria-hidden="true">↗<\/span>/,
    );
    assert.match(body, /<div class="q-card q-callout-warning q-card-typed">/);
    assert.match(body, /<img class="q-card-img" src="\/card.png" alt="">/);
    assert.match(body, /<p class="q-card-cta">Read more/);
  });

  test('CardGroup and Columns lay their cards out in the number of columns asked for', () => {
    assert.match(body, /<div class="q-columns q-cols-3">/);
    assert.match(body, /<div class="q-columns q-cols-2">/);
  });

  test('Frame puts its content in a figure with a Markdown caption and a hint before it', () => {
    assert.match(body, /<p class="q-frame-hint">Look below<\/p><figure class="q-frame">/);
    assert.match(body, /<figcaption>A <strong>caption<\/strong> with <a href="https:\/\/example.com">a link<\/a><\/figcaption>/);
  });

  test('Badge shows its label with its color, size, shape and icon', () => {
    assert.match(body, /<span class="q-badge q-badge-green q-badge-md q-badge-rounded"><svg class="q-icon"[^>]*>.*?<\/svg>Verified<\/span>/);
    assert.match(body, /<span class="q-badge q-badge-red q-badge-sm q-badge-pill q-badge-stroke">Beta<\/span>/);
  });

  test('Icon inlines a known icon as SVG and renders nothing for an unknown name', () => {
    const icons = body.slice(body.indexOf('Icons:'), body.indexOf('Icons:') + 3000);
    assert.match(icons, /^Icons: <svg class="q-icon" style="width:32px;height:32px" viewBox="0 0 640 640" aria-hidden="true" focusable="false">/);
    assert.match(icons, /<\/svg> and {2}and <svg class="q-icon" style="width:1em;height:1em;color:#ff0000"/);
  });

  test('Steps number their steps in an ordered list, with titles and icons', () => {
    const steps = part('.q-steps');
    assert.match(steps, /^<ol role="list" class="q-steps q-steps-title-p"><li class="q-step">/);
    assert.match(steps, /<p class="q-step-title">Install<\/p>Run npm install\./);
    assert.match(steps, /<span class="q-step-marker" aria-hidden="true"><svg/);
  });

  test('Tabs render one radio button, label and panel per tab, the first selected, without JavaScript', () => {
    const tabs = part('.q-tabs');
    const outer = tabs.match(/name="(tabs[-\d]*)"/g) ?? [];
    assert.ok(outer.length >= 4, 'radios for the outer and the nested tabs');
    assert.match(
      tabs,
      /<input class="q-tab-input" type="radio" name="(tabs-2)" id="tabs-2-1" checked data-sync="JavaScript"><label class="q-tab-label" for="tabs-2-1"><span>JavaScript<\/span><\/label><div class="q-tab-panel">JavaScript prose<\/div>/,
    );
    assert.match(tabs, /<label class="q-tab-label" for="tabs-2-2"><svg[^>]*>.*?<\/svg><span>Python<\/span><\/label>/);
    assert.match(tabs, /<input class="q-tab-input" type="radio" name="tabs" id="tabs-1" checked data-sync="Inner A">/, 'nested tabs form their own set');
  });

  test('tabs of the same title stay in step through one small script per page', () => {
    assert.equal(body.match(/document\.addEventListener\('change'/g)?.length, 1);
  });

  test('CodeGroup labels each code block by its fence title, or else by its language', () => {
    const group = part('.q-tabset.q-tabset-code');
    assert.match(
      group,
      /<span>helloWorld\.js<\/span><\/label><div class="q-tab-panel"><pre class="astro-code[^"]*"[^>]*data-language="javascript" data-title="helloWorld\.js">/,
    );
    assert.match(group, /<span>Python<\/span><\/label><div class="q-tab-panel"><pre class="astro-code[^"]*"[^>]*data-language="python">/);
  });

  test('RequestExample and ResponseExample frame their code blocks under an accessible name', () => {
    assert.match(
      body,
      /<div class="q-example q-example-request"><div class="q-tabset q-tabset-code" role="group" aria-label="Request example"><p class="q-tab-label q-tab-single">cURL<\/p>/,
    );
    const response = part('.q-example.q-example-response');
    assert.match(response, /aria-label="Response example"/);
    assert.match(response, /<span>200 OK<\/span>.*<span>404<\/span>/s);
  });

  test('Update gets an anchor named after its label, with its description and tags', () => {
    assert.match(
      body,
      /<section class="q-update" id="2024-10-11" aria-labelledby="2024-10-11-label"><div class="q-update-meta"><a class="q-update-label" id="2024-10-11-label" href="#2024-10-11">2024-10-11<\/a><p class="q-update-description">v0.1.0<\/p><ul class="q-update-tags" aria-label="Tags"><li>API<\/li><li>SDK<\/li><\/ul>/,
    );
    assert.match(part('.q-update-body'), /Release notes/);
  });

  test('Tooltip describes its term with the tip, reachable by keyboard', () => {
    assert.match(
      body,
      /<span class="q-tooltip-term" tabindex="0" aria-describedby="tooltip">API<\/span><span class="q-tooltip-tip" role="tooltip" id="tooltip">Application Programming Interface<a href="\/guide\/">Read the guide<\/a><\/span>/,
    );
  });

  test('Tree lists folders that open and close without JavaScript, and files', () => {
    const tree = part('.q-tree');
    assert.match(
      tree,
      /<details open><summary><svg class="q-icon q-tree-closed"[^>]*>.*?<\/svg><svg class="q-icon q-tree-opened"[^>]*>.*?<\/svg>app<\/summary>/,
    );
    assert.match(tree, /<details><summary>.*?lib<\/summary>/);
    assert.match(tree, /<\/svg>layout\.tsx<\/span><\/li>/);
    assert.match(tree, /<\/svg>package\.json<\/span><\/li>/);
  });

  test('Color shows swatches, with one color per theme when given light and dark', () => {
    assert.match(body, /<div class="q-colors q-colors-compact">/);
    assert.match(
      body,
      /style="--q-swatch-light:#3B82F6;--q-swatch-dark:#3B82F6"[^>]*><\/span><span class="q-color-text"><span class="q-color-name">blue-500<\/span><code class="q-color-value">#3B82F6<\/code>/,
    );
    assert.match(body, /style="--q-swatch-light:#FFFFFF;--q-swatch-dark:#000000"/);
    assert.match(body, /<div class="q-colors q-colors-table"><div class="q-color-row"><p class="q-color-row-title">Primary<\/p>/);
  });

  test('Prompt shows its description, the prompt behind a toggle, a copy button and an "Open in Cursor" link', () => {
    const prompt = part('.q-prompt');
    assert.match(prompt, /<p class="q-prompt-description">Use this <strong>prompt<\/strong><\/p>/);
    assert.match(prompt, /<button type="button" class="q-prompt-copy" hidden>Copy prompt<\/button>/, 'hidden until the script can make it work');
    assert.match(prompt, /href="https:\/\/cursor.com\/link\/prompt\?text=You%20are%20a%20Tailwind%20CSS%20expert\."/);
    assert.match(
      prompt,
      /<details class="q-prompt-text"><summary>Show prompt<\/summary><div class="q-prompt-body" data-text="You are a Tailwind CSS expert."><p>You are a <strong>Tailwind CSS expert<\/strong>/,
    );
  });

  test('Visibility shows content for humans and leaves out content for agents', () => {
    assert.match(body, /Text for human readers/);
    assert.doesNotMatch(html, /Text for AI agents/);
  });

  test('an unknown component renders its children and the build succeeds', () => {
    assert.match(body, /<div class="unknown-component">Children of an unknown tag<\/div>/);
    assert.equal(body.match(/class="unknown-component"/g)?.length, 1, 'every other tag of the page is a known component');
  });

  test('a JSX component from /snippets renders', () => {
    assert.match(body, /<div class="my-card" style="border:1px solid gray"><p class="my-card-title">Snippet card<\/p>From a JSX snippet<\/div>/);
  });

  test('an MDX snippet from /snippets renders and can use Quire components', () => {
    assert.match(body, /Questions\? Ask <strong>our support team<\/strong>\./);
    assert.match(body, /<div class="q-callout q-callout-tip" role="note" aria-label="Tip">.*?A tip inside a snippet/);
  });

  test('a page using every component ships well under 10 KB of JavaScript', async () => {
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((n, m) => n + m[1]!.length, 0);
    let external = 0;
    for (const m of html.matchAll(/<script[^>]*\bsrc="\/([^"]+)"/g)) external += (await readFile(join(dir, 'dist', m[1]!))).length;
    const all = (await readdir(join(dir, 'dist', '_astro'))).filter((f) => f.endsWith('.js'));
    assert.ok(inline + external < 10_000, `${inline} bytes inline + ${external} bytes in files (${all.join(', ')})`);
  });
});
