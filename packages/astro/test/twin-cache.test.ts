/** Markdown twins kept between builds (twin-cache.ts): a kept twin is the one a clean build makes, and an edit makes it anew. */
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Route } from '@quire/site';
import { markdownTwin } from '@quire/site/twin';
import { twinCache } from '../src/build-cache/twin-cache.ts';
import type { UrlStyle } from '../src/data/site-urls.ts';
import { countPoolCalls } from '../../../test-support/pool-calls.ts';
import { writeFiles } from '../../../test-support/write-files.ts';

const page = (title: string, extra: Partial<Route> = {}): Route => ({
  slug: 'guide',
  kind: 'mdx',
  source: 'guide.mdx',
  title,
  deprecated: false,
  hidden: false,
  metadata: {},
  ...extra,
});

describe('twins kept between builds', () => {
  async function setUp() {
    const docs = await writeFiles({ 'guide.mdx': '---\ntitle: Guide\n---\n\nSee [the setup](/setup).\n' });
    const cache = await mkdtemp(join(tmpdir(), 'quire-twins-'));
    let made = 0;
    /** One build's twin of `route`, through a cache as a build opens it; and what a clean build makes. */
    const twin = async (route: Route, style: UrlStyle = { base: '', slash: true }) => {
      const link = (href: string) => `${style.base}${href}`;
      const make = async () => {
        made++;
        return markdownTwin(route, await readFile(join(docs, route.source), 'utf8'), undefined, undefined, link);
      };
      const builds = twinCache(cache, docs, style);
      const text = await builds.twin(route, make);
      await builds.settle();
      return { text, clean: await make() };
    };
    return { docs, cache, twin, made: () => made };
  }

  it('an unchanged page is not made again, and is what a clean build makes', async () => {
    const { twin, made } = await setUp();
    const first = await twin(page('Guide'));
    const before = made();
    const again = await twin(page('Guide'));
    assert.equal(again.text, first.clean);
    assert.equal(made() - before, 1, 'only the clean twin of the comparison was made');
  });

  it("a change to the page's text, title, description or URL style makes it anew", async () => {
    const { docs, twin } = await setUp();
    await twin(page('Guide'));
    for (const [change, route, style] of [
      ['title', page('Guide 2'), undefined],
      ['description', page('Guide 2', { description: 'How to begin.' }), undefined],
      ['URL style', page('Guide 2', { description: 'How to begin.' }), { base: '/docs', slash: true }],
    ] as const) {
      const { text, clean } = await twin(route, style);
      assert.equal(text, clean, change);
    }
    await writeFile(join(docs, 'guide.mdx'), '---\ntitle: Guide\n---\n\nSee [the install](/install).\n');
    const edited = await twin(page('Guide 2', { description: 'How to begin.' }), { base: '/docs', slash: true });
    assert.equal(edited.text, edited.clean);
    assert.match(edited.text, /\/docs\/install/);
  });

  it("a page made of a spec's operation is made each time, and the cache keeps only the last build's twins", async () => {
    const { cache, twin, made } = await setUp();
    await twin(page('Guide'));
    const before = made();
    await twin(page('Guide', { operation: { spec: 'openapi.yaml', key: 'GET /pets' } as Route['operation'] }));
    assert.equal(made() - before, 2, 'the twin and the clean one');
    await twin(page('Other'));
    assert.equal((await readdir(cache)).length, 1);
  });

  it('a build that read the page already finds its kept twin by that text, without reading the page again', async () => {
    const { docs, cache, twin } = await setUp();
    const first = await twin(page('Guide'));
    const read = new Map([['guide.mdx', await readFile(join(docs, 'guide.mdx'), 'utf8')]]);
    // Gone from the disk: only the build's own reading can key the twin.
    await rm(join(docs, 'guide.mdx'));
    const builds = twinCache(cache, docs, { base: '', slash: true }, read);
    const kept = await builds.twin(page('Guide'), () => Promise.reject(new Error('made again')));
    assert.equal(kept, first.clean);
  });

  // A rebuild of crewAI reads 24,803 kept twins: an asynchronous read of each (open, stat, read,
  // close, each a round trip through the thread pool) cost more in system time than the reads.
  it('a kept twin is read at once, without a round trip through the thread pool', async () => {
    const { docs, cache, twin } = await setUp();
    const first = await twin(page('Guide'));
    const read = new Map([['guide.mdx', await readFile(join(docs, 'guide.mdx'), 'utf8')]]);
    const builds = twinCache(cache, docs, { base: '', slash: true }, read);
    const { result: kept, calls } = await countPoolCalls(() => builds.twin(page('Guide'), () => Promise.reject(new Error('made again'))));
    assert.equal(kept, first.clean);
    assert.equal(calls, 0);
  });
});
