/**
 * Build figures of a docs repo made of MDX pages, as issue 16 asks for them: a repo of 1,200
 * pages (or `--pages N`) written like real ones (headings, prose, callouts, cards, a code group,
 * a table, code blocks), built with `quire build`: wall time and peak RSS of the build process,
 * against the target of 1 GB. Part of `npm run bench`. `--versions N` keeps a copy of every page
 * per version, as versioned docs do (crewAI: 38 versions by 4 languages, 24,803 pages of 1,723
 * texts), `--rebuild` builds once more with nothing changed, with the first build's caches, and
 * `--snippets` has each page include two of 40 shared MDX snippets, one given props (Portkey's
 * pages: 792 of 1,058 import snippets; Nango's 868 of 1,888).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { measure } from './lib/measure.ts';

const ROOT = resolve(import.meta.dirname, '..');
const CLI = join(ROOT, 'packages/cli/bin/quire.js');
const TARGET_MB = 1024;
/** How many shared snippets `--snippets` writes (each page includes two). */
const snippetCount = 40;
const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '1200' },
    versions: { type: 'string', default: '1' },
    rebuild: { type: 'boolean', default: false },
    snippets: { type: 'boolean', default: false },
  },
});
const count = Number(values.pages);
const versions = Number(values.versions);

const work = mkdtempSync(join(tmpdir(), 'quire-bench-mdx-'));
const docs = join(work, 'docs');
try {
  const slugs = writeRepo(docs, count, versions, values.snippets);
  // The user cache of this run alone: a first build finds nothing kept.
  process.env.XDG_CACHE_HOME = join(work, 'cache');
  const pagesOf = values.snippets ? `${slugs.length} pages including snippets` : `${slugs.length} pages`;
  const repo = versions > 1 ? `MDX repo of ${pagesOf} (${count} in each of ${versions} versions)` : `MDX repo of ${pagesOf}`;
  for (const run of values.rebuild ? ['built', 'rebuilt with no change'] : ['built']) {
    const built = await measure(process.execPath, [CLI, 'build', docs, '-o', join(work, 'out')], 30 * 60_000);
    if (built.code !== 0) throw new Error(`quire build failed:\n${built.stderr}${built.stdout}`);
    const peakMb = Math.round((built.peakKb ?? 0) / 1024);
    console.log(`${repo}: ${run} in ${built.seconds.toFixed(1)} s, peak ${peakMb} MB (target ${TARGET_MB} MB: ${peakMb <= TARGET_MB ? 'met' : 'missed'})`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** Writes the repo: pages in groups of 20, each a few kilobytes of what real guides hold; with versions, the same pages under each version's folder. */
function writeRepo(dir: string, pages: number, versions: number, snippets: boolean): string[] {
  const base = Array.from({ length: pages }, (_, i) => `guides/part-${Math.floor(i / 20)}/page-${i}`);
  const groupsOf = (slugs: string[]) =>
    Array.from({ length: Math.ceil(pages / 20) }, (_, g) => ({ group: `Part ${g + 1}`, pages: slugs.slice(g * 20, g * 20 + 20) }));
  const folders = versions > 1 ? Array.from({ length: versions }, (_, v) => `v${versions - v}`) : [''];
  const navigation =
    versions > 1
      ? { versions: folders.map((version) => ({ version, groups: groupsOf(base.map((slug) => `${version}/${slug}`)) })) }
      : { groups: groupsOf(base) };
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'docs.json'), JSON.stringify({ name: 'Bench', navigation }));
  if (snippets) {
    mkdirSync(join(dir, 'snippets'));
    for (let n = 0; n < snippetCount; n++) writeFileSync(join(dir, 'snippets', `step-${n}.mdx`), snippet(n));
  }
  const slugs: string[] = [];
  for (const folder of folders)
    base.forEach((slug, i) => {
      const path = folder ? `${folder}/${slug}` : slug;
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, `${path}.mdx`), snippets ? withSnippets(page(i), i) : page(i));
      slugs.push(path);
    });
  return slugs;
}

function page(i: number): string {
  const prose = `Requests to the **API** carry a key in the \`Authorization\` header; see [authentication](/guides/part-0/page-0). Page ${i} explains one step of the integration, what it sends and what comes back. `;
  const section = (h: number) =>
    `## Step ${h}\n\n${prose.repeat(3)}\n\n<Note>Keys of the sandbox start with \`sk_test_\`.</Note>\n\n| Field | Type | Meaning |\n| --- | --- | --- |\n| id | string | The object's id |\n| created | integer | When, in seconds |\n\n\`\`\`bash\ncurl https://api.example.com/v1/items/${i} -H "Authorization: Bearer $KEY"\n\`\`\`\n`;
  return `---\ntitle: Guide ${i}\ndescription: Step-by-step guide number ${i}.\n---\n\n${prose}\n\n<CardGroup cols={2}>\n  <Card title="Quickstart" icon="rocket" href="/guides/part-0/page-0">Start here.</Card>\n  <Card title="Reference" icon="book">Every endpoint.</Card>\n</CardGroup>\n\n${[1, 2, 3, 4].map(section).join('\n')}\n<CodeGroup>\n\`\`\`js client.js\nconst item = await client.items.get('${i}');\n\`\`\`\n\n\`\`\`python client.py\nitem = client.items.get("${i}")\n\`\`\`\n</CodeGroup>\n`;
}

/** A shared snippet as docs repos write them: a heading, prose with the variable its page gives, a callout and a code block. */
function snippet(n: number): string {
  return `## Before you start ${n}\n\nYou need an API key for {product}. Keys live in the dashboard.\n\n<Warning>Keep the key out of source control.</Warning>\n\n\`\`\`bash\nexport API_KEY=sk_test_${n}\n\`\`\`\n`;
}

/** A page that imports two snippets after its frontmatter and shows them between its sections. */
function withSnippets(text: string, i: number): string {
  const [a, b] = [i % snippetCount, (i * 7 + 3) % snippetCount];
  const imports = `import Prerequisites from '/snippets/step-${a}.mdx';\nimport Setup from '/snippets/step-${b}.mdx';\n\n`;
  const end = text.indexOf('---\n', 4) + 4;
  return `${text.slice(0, end)}${imports}<Prerequisites product="Acme ${i}" />\n${text.slice(end)}\n<Setup product="Acme" />\n`;
}
