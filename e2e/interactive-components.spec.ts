/**
 * What pages of real docs repos do in a browser: React-style components with hooks (in the page
 * and in a snippet) are interactive; Tailwind classes apply, with `dark:` following the theme
 * toggle, so exactly one image of each light/dark pair shows; and a page without such a
 * component ships no framework runtime.
 */
import { expect, test } from '@playwright/test';
import { siteForTests } from './fixtures/site-for-tests.ts';
import { startDev } from './fixtures/site-server.ts';

const square = (color: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="${color}"/></svg>`;

const files: Record<string, string> = {
  'docs.json': JSON.stringify({
    name: 'Widgets',
    colors: { primary: '#16A34A' },
    navigation: { groups: [{ group: 'Start', pages: ['index', 'interactive'] }] },
  }),
  'images/light.svg': square('#ffffff'),
  'images/dark.svg': square('#000000'),
  'snippets/counter.jsx': `export const Counter = ({ start = 0 }) => {
  const [count, setCount] = useState(start);
  return <button type="button" className="px-3 py-1 rounded bg-primary text-white" onClick={() => setCount(count + 1)}>Clicked {count} times</button>;
};
`,
  'index.mdx': `---
title: Home
---
<img className="block dark:hidden rounded-xl" src="/images/light.svg" alt="Diagram (light)" />
<img className="hidden dark:block rounded-xl" src="/images/dark.svg" alt="Diagram (dark)" />

<div className="grid grid-cols-2 gap-4 mt-8">
  <span className="text-primary">One</span>
  <span className="bg-black dark:bg-neutral-700 text-white px-6">Two</span>
</div>
`,
  // novu's EchoTerminal: rendered only where there is a document.
  'snippets/screen.mdx': `export const Screen = () => {
  if (typeof document === 'undefined') return null;
  return <p className="screen">Screen {window.innerWidth}px wide</p>;
};
`,
  'interactive.mdx': `---
title: Interactive
---
import { Counter } from '/snippets/counter.jsx';
import { Screen } from '/snippets/screen.mdx';

export const fruits = ['apple', 'banana', 'cherry', 'date'];

export const Filter = () => {
  const [query, setQuery] = useState('');

  const shown = useMemo(() => fruits.filter((fruit) => fruit.includes(query)), [query]);
  return (
    <div className="filter">
      <input aria-label="Filter fruits" value={query} onInput={(event) => setQuery(event.target.value)} />
      <ul>{shown.map((fruit) => <li key={fruit}>{fruit}</li>)}</ul>
    </div>
  );
};

<Counter start={2} />

<Filter />

export const Mounted = () => {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? <p className="mounted">Mounted in the browser</p> : null;
};

<Mounted />

<Screen />

<Note>Quire's own components still render around them.</Note>
`,
};

const site = siteForTests(files);

test('components with hooks, in a snippet and in the page, react to clicks and typing after the server rendered them', async ({ page }) => {
  await page.goto(`${site.url}/interactive`);
  const counter = page.getByRole('button', { name: /Clicked \d+ times/ });
  await expect(counter).toHaveText('Clicked 2 times');
  // A click before the island hydrates lands on the server's HTML and counts for nothing.
  await expect(page.locator('astro-island:not([ssr])')).toHaveCount(4);
  await counter.click();
  await counter.click();
  await expect(counter).toHaveText('Clicked 4 times');
  await expect(page.locator('.filter li')).toHaveCount(4);
  await page.getByLabel('Filter fruits').fill('an');
  await expect(page.locator('.filter li')).toHaveText(['banana']);
  await expect(page.locator('.q-callout-note')).toContainText('own components still render');
  // The snippet's Tailwind classes apply inside the island too: the site's primary color.
  await expect(counter).toHaveCSS('background-color', 'rgb(22, 163, 74)');
});

test('components the server renders as nothing (browser-only, or shown once mounted) render in the browser without being scrolled to', async ({ page }) => {
  const response = await page.request.get(`${site.url}/interactive`);
  const html = await response.text();
  expect(html, 'the server renders them empty').not.toMatch(/Mounted in the browser|px wide/);
  await page.goto(`${site.url}/interactive`);
  await expect(page.locator('.mounted')).toHaveText('Mounted in the browser');
  await expect(page.locator('.screen')).toHaveText(/^Screen \d+px wide$/);
});

test('a page without an interactive component loads no framework runtime', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${site.url}/`);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /preact|client\.|hooks\.module|counter/.test(url))).toEqual([]);
  expect(await page.locator('astro-island').count()).toBe(0);
});

test('exactly one image of each light/dark pair shows in each theme, and Tailwind classes style the page', async ({ page }) => {
  await page.goto(`${site.url}/`);
  const light = page.getByAltText('Diagram (light)');
  const dark = page.getByAltText('Diagram (dark)');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(light).toBeVisible();
  await expect(dark).toBeHidden();
  await expect(light).toHaveCSS('border-radius', '12px');
  await expect(page.locator('.grid')).toHaveCSS('display', 'grid');
  await expect(page.getByText('One')).toHaveCSS('color', 'rgb(22, 163, 74)');
  const two = page.getByText('Two');
  await expect(two).toHaveCSS('background-color', 'rgb(0, 0, 0)');

  await page.locator('[data-theme-toggle]').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(light).toBeHidden();
  await expect(dark).toBeVisible();
  await expect(two).not.toHaveCSS('background-color', 'rgb(0, 0, 0)');
});

test('in `quire dev` too, a component with hooks hydrates and counts', async ({ page }) => {
  test.setTimeout(60_000);
  const dev = await startDev(site.docs);
  try {
    await page.goto(`${dev.url}/interactive`);
    // The first visit may reload once while Vite pre-bundles Preact; wait for hydration.
    await expect(page.locator('astro-island:not([ssr])')).toHaveCount(4, { timeout: 30_000 });
    const counter = page.getByRole('button', { name: /Clicked \d+ times/ });
    await counter.click();
    await expect(counter).toHaveText('Clicked 3 times');
  } finally {
    await dev.stop();
  }
});
