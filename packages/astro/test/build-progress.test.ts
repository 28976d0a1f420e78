// What a build says while it renders: the docs pages Astro renders, counted as they are done.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AstroPrerenderer } from 'astro';
import { reportPagesRendered, type BuildProgress } from '../src/integration/build-progress.ts';

type Paths = Awaited<ReturnType<AstroPrerenderer['getStaticPaths']>>;
const route = (component: string) => ({ component }) as Paths[number]['route'];
const page = route('node_modules/@quire/astro/src/routes/page.astro');
const redirect = route('src/redirect.astro');

test("the total is the docs pages Astro renders (a path's first route only), and each docs page rendered counts once", async () => {
  const paths = [
    { pathname: '/old/', route: redirect },
    { pathname: '/old', route: page },
    { pathname: '/intro', route: page },
    { pathname: '/guide/', route: page },
    { pathname: '/changelog', route: route('src/changelog.astro') },
  ] as Paths;
  const astro = { getStaticPaths: async () => paths, render: async () => new Response('<html></html>') } as unknown as AstroPrerenderer;
  const said: BuildProgress[] = [];
  const rendering = reportPagesRendered(astro, (progress) => said.push(progress));
  assert.equal(await rendering.getStaticPaths(), paths);
  // Astro renders the redirect at /old, not the page whose path it took.
  for (const { pathname, route: routeData } of paths.filter((_, i) => i !== 1)) {
    const answer = await rendering.render(new Request(`http://site${pathname}`), { routeData } as Parameters<AstroPrerenderer['render']>[1]);
    assert.equal(await (answer as Response).text(), '<html></html>', 'Astro gets the page as rendered');
  }
  assert.deepEqual(
    said.map((progress) => progress.pages),
    [
      { done: 0, total: 2 },
      { done: 1, total: 2 },
      { done: 2, total: 2 },
    ],
  );
});
