/**
 * Mermaid fences: the build turns them into a diagram box holding their source (drawn in the
 * browser, e2e/mermaid.spec.ts), and only pages with a diagram lead to the Mermaid library.
 */
import { strict as assert } from 'node:assert';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { buildSite, section, textOf, type BuiltSite } from './build-site.ts';

const flow = 'flowchart LR\n  A["Client <b>&</b> {app}"] --> B{Gateway}\n  B -->|ok| C[Service]';

let site: BuiltSite;
before(async () => {
  site = await buildSite({
    'docs.json': JSON.stringify({ name: 'Diagrams', navigation: { groups: [{ group: 'Start', pages: ['index', 'diagram', 'notes', 'tabbed'] }] } }),
    'index.mdx': '---\ntitle: Welcome\n---\n\nNo diagram here.\n\n```js\nconst a = 1;\n```\n',
    'diagram.mdx': `---\ntitle: Architecture\n---\n\nHow requests flow.\n\n\`\`\`mermaid\n${flow}\n\`\`\`\n\n\`\`\`js answer.js\nconst answer = 42;\n\`\`\`\n`,
    'notes.md': '---\ntitle: Notes\n---\n\n~~~mermaid\nsequenceDiagram\n  Alice->>Bob: Hi\n~~~\n',
    'tabbed.mdx': '---\ntitle: Tabbed\n---\n\n<Tabs>\n  <Tab title="Flow">\n    ````mermaid\n    graph TD\n      X --> Y\n    ````\n  </Tab>\n</Tabs>\n',
  });
});

/** Mermaid's own browser build, copied beside the site (not bundled): its entry and chunks. */
function mermaidFiles(out = site.out): string[] {
  const dir = join(out, '_quire', 'mermaid');
  return existsSync(dir) ? (readdirSync(dir, { recursive: true }) as string[]).filter((name) => name.endsWith('.mjs')) : [];
}

/** Every module a page loads or can import, by following its scripts' static and dynamic imports. */
function scriptGraph(html: string): Set<string> {
  const seen = new Set<string>();
  const pending = [...html.matchAll(/<script[^>]*\ssrc="\/_astro\/([^"]+)"/g)].map((m) => m[1]!);
  for (let name = pending.pop(); name; name = pending.pop()) {
    const file = join(site.out, '_astro', name);
    if (seen.has(name) || !existsSync(file)) continue;
    seen.add(name);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/["'`](?:\.\/|\/_astro\/)?([\w.-]+\.js)["'`]/g)) if (!seen.has(m[1]!)) pending.push(m[1]!);
  }
  return seen;
}

describe('mermaid fences', () => {
  it('a mermaid fence becomes a diagram box holding its source, escaped, unhighlighted', () => {
    const box = section(site.page('/diagram'), 'div.q-mermaid');
    assert.match(box, /^<div class="q-mermaid" data-diagram="mermaid"><pre class="q-mermaid-source">flowchart LR\n/);
    assert.ok(box.includes('Client &lt;b&gt;&amp;&lt;/b&gt; {app}'), 'the label is escaped, braces kept');
    assert.doesNotMatch(box, /<b>/);
    assert.equal(textOf(box), textOf(`<pre>${flow.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</pre>`));
    assert.doesNotMatch(box, /<span|astro-code|style=/, 'no Shiki tokens');
  });

  it('other fences of the page are still highlighted, titles kept', () => {
    const pre = /<pre class="astro-code[^"]*"[^>]*>/.exec(site.page('/diagram'))?.[0] ?? '';
    assert.match(pre, /data-language="js"/);
    assert.match(pre, /data-title="answer.js"/);
  });

  it('.md pages, tilde fences, longer fences and fences inside components get diagrams too', () => {
    assert.match(
      site.page('/notes'),
      /<div class="q-mermaid" data-diagram="mermaid"><pre class="q-mermaid-source">sequenceDiagram\n {2}Alice-(?:>|&gt;){2}Bob: Hi<\/pre><\/div>/,
    );
    assert.match(
      site.page('/tabbed'),
      /<div class="q-mermaid" data-diagram="mermaid"><pre class="q-mermaid-source">graph TD\n {2}X --(?:>|&gt;) Y<\/pre><\/div>/,
    );
  });

  it('a page without a diagram has no diagram box and links no Mermaid file', () => {
    assert.ok(mermaidFiles().includes('mermaid.esm.min.mjs'), "Mermaid's own browser build is beside the site");
    assert.ok(mermaidFiles().length > 20, 'with its diagram chunks');
    const plain = site.page('/');
    assert.doesNotMatch(plain, /q-mermaid|_quire\/mermaid/);
  });

  it("the diagram page's script reaches Mermaid only through a dynamic import", () => {
    const html = site.page('/diagram');
    assert.doesNotMatch(html, /_quire\/mermaid/, 'the page does not link Mermaid itself');
    const code = [...scriptGraph(html)].map((name) => readFileSync(join(site.out, '_astro', name), 'utf8'));
    assert.ok(
      code.some((text) => /import\(\s*["'`]\/_quire\/mermaid\/mermaid\.esm\.min\.mjs["'`]/.test(text)),
      'a chunk the page script can import loads Mermaid on demand',
    );
    const entry = [...html.matchAll(/<script[^>]*\ssrc="\/_astro\/([^"]+)"/g)].map((m) => readFileSync(join(site.out, '_astro', m[1]!), 'utf8')).join('\n');
    assert.doesNotMatch(entry, /_quire\/mermaid/, 'not a part of the page script itself');
  });

  it('a site without any diagram has no Mermaid, bundled or copied', async () => {
    const plain = await buildSite({
      'docs.json': JSON.stringify({ name: 'Plain', navigation: { groups: [{ group: 'Start', pages: ['index'] }] } }),
      'index.mdx': '---\ntitle: Welcome\n---\n\nA `mermaid` word, and a fence that only looks like one:\n\n```text\n```mermaid\n```\n',
    });
    assert.deepEqual(mermaidFiles(plain.out), []);
    const files = readdirSync(join(plain.out, '_astro'));
    assert.deepEqual(
      files.filter((name) => /Diagram|^chunk-/.test(name)),
      [],
      'no diagram renderers',
    );
    const size = files.filter((name) => /mermaid/i.test(name)).reduce((sum, name) => sum + readFileSync(join(plain.out, '_astro', name)).length, 0);
    assert.ok(size < 5000, `only the drawing code, no Mermaid (${size} bytes)`);
  });

  it("the page's Markdown twin keeps the fence as a mermaid code block", () => {
    assert.ok(site.file('/diagram.md').includes(`\`\`\`mermaid\n${flow}\n\`\`\``));
    assert.match(site.file('/notes.md'), /~~~mermaid\nsequenceDiagram\n {2}Alice->>Bob: Hi\n~~~/);
  });
});
