/**
 * Lighthouse scores of the demo site: its home page and an endpoint page, served by
 * `quire preview` and measured in the system Chromium with Lighthouse's default settings (a
 * phone on a throttled network, simulated). Prints the four category scores of each page and,
 * under a score below 100, the audits that cost points. Run `node scripts/bench-lighthouse.ts`
 * (part of `npm run bench`); `--dist <folder>` measures an earlier `quire build` of sites/demo, or
 * of another site with `--endpoint <path>` naming one of its endpoint pages (GitHub's spec site:
 * `--endpoint /api-reference/repos/repos-get`).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, headlessChromiumPath } from '@quire/server/chromium';
import lighthouse from 'lighthouse';
import { buildSite, startPreview } from '../e2e/fixtures/site-server.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME = process.env.CHROME_PATH ?? headlessChromiumPath();

const { values } = parseArgs({ options: { dist: { type: 'string' }, endpoint: { type: 'string' } } });
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'endpoint', path: values.endpoint ?? '/api-reference/pets/get-pet' },
];
let work: string | undefined;
let dist = values.dist;
if (dist && !existsSync(join(dist, 'index.html'))) {
  console.error(`${dist} holds no built site (no index.html): build sites/demo with \`quire build\` first.`);
  process.exit(1);
}
if (!dist) {
  work = mkdtempSync(join(tmpdir(), 'quire-bench-lighthouse-'));
  dist = join(work, 'out');
  buildSite('sites/demo', dist);
}

const preview = await startPreview(dist);
// Lighthouse drives the system browser headless, with the flags the e2e tests and the hosting service use.
const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', ...chromiumArgs] });
try {
  const rows: string[][] = [['', 'Performance', 'Accessibility', 'Best practices', 'SEO']];
  const costs: string[] = [];
  let version = '';
  for (const page of PAGES) {
    const url = `${preview.url}${page.path}`;
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    version = lhr.lighthouseVersion;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    rows.push([`${page.name} (${page.path})`, ...CATEGORIES.map((id) => score(lhr.categories[id]?.score))]);
    for (const id of CATEGORIES) {
      const category = lhr.categories[id];
      if (!category || category.score === 1) continue;
      // The audits of the category that count and did not pass: what the missing points are.
      const failing = category.auditRefs
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id]!)
        .filter((audit) => audit.score !== null && audit.score < 1);
      costs.push(`${page.name}, ${category.title} ${score(category.score)}:`);
      for (const audit of failing) {
        costs.push(`  - ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}: score ${score(audit.score)}`);
        for (const element of elementsOf(audit.details).slice(0, 3)) costs.push(`      ${element}`);
      }
    }
  }
  console.log(`\nLighthouse ${version} on ${values.dist ?? 'the demo site'} (${CHROME}, mobile emulation, simulated throttling)\n`);
  for (const row of rows)
    console.log(
      `${row[0]!.padEnd(40)}${row
        .slice(1)
        .map((cell) => cell.padStart(16))
        .join('')}`,
    );
  if (costs.length) console.log(`\nWhere points were lost:\n${costs.join('\n')}`);
} finally {
  chrome.kill();
  await preview.stop();
  if (work) rmSync(work, { recursive: true, force: true });
}

/** The page elements an audit names (accessibility and SEO audits list the offending nodes). */
function elementsOf(details: unknown): string[] {
  const items = (details as { items?: unknown[] } | undefined)?.items ?? [];
  return items.flatMap((item) => {
    const node = (item as { node?: { type?: string; snippet?: string; selector?: string } }).node;
    return node?.type === 'node' ? [`${node.selector ?? ''} ${node.snippet ?? ''}`.trim()] : [];
  });
}

function score(value: number | null | undefined): string {
  return value === null || value === undefined ? 'n/a' : String(Math.round(value * 100));
}
