// A build writes a Markdown twin of every page, and remark-mdx's parse of the page is most of what
// a twin costs: a rebuild of crewAI (24,803 pages) parsed every text again for twins that had not
// changed. The twin of a page made of MDX alone (no operation, schema, channel, GraphQL or SDK
// symbol, no x-docs.content) is its title, its description and its text, with links written in
// the site's URL style, by Quire's code: with all of these in the key, a kept twin is the twin a
// clean build makes. Twins made of a spec are made each time.
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { readDocsText, type Route } from '@quire/site';
import type { UrlStyle } from '../data/site-urls.ts';
import { readCheckedText, writeCheckedText } from './cache-files.ts';
import { hashOf } from './page-cache.ts';
import { quireFingerprint } from './quire-fingerprint.ts';

export interface TwinCache {
  /** The route's twin: kept from a build that made it, else made by `make` (and kept). */
  twin(route: Route, make: () => Promise<string>): Promise<string>;
  /** Forgets the twins this build did not use: the cache holds one build's twins. */
  settle(): Promise<void>;
}

/**
 * Twins kept in `dir` (none without one: every twin is made). `pageTexts` are the pages' texts
 * as this build read them (by path in the docs folder), so that a page is not read again for its key.
 */
export function twinCache(dir: string | undefined, docsDir: string, style: UrlStyle, pageTexts?: ReadonlyMap<string, string>): TwinCache {
  if (!dir) return { twin: (_route, make) => make(), settle: async () => {} };
  const used = new Set<string>();
  return {
    async twin(route, make) {
      if (!madeOfMdxAlone(route)) return make();
      const source = pageTexts?.get(route.source) ?? (await readDocsText(join(docsDir, route.source)));
      const key = hashOf(quireFingerprint(), JSON.stringify(style), route.title, route.description ?? '', source);
      used.add(key);
      const file = join(dir, `${key}.md`);
      // Read back only whole (cache-files.ts): a twin cut short is made again, never published.
      const kept = readCheckedText(file);
      if (kept !== undefined) return kept;
      const twin = await make();
      // A cache that cannot be written only means making the twin again next time.
      await writeCheckedText(file, twin).catch(() => {});
      return twin;
    },
    async settle() {
      const names = await readdir(dir).catch(() => [] as string[]);
      await Promise.all(names.filter((name) => !used.has(name.replace(/\.md$/, ''))).map((name) => rm(join(dir, name), { force: true })));
    },
  };
}

function madeOfMdxAlone(route: Route): boolean {
  return route.kind === 'mdx' && !route.operation && !route.schema && !route.channel && !route.graphql && !route.sdk && !route.content;
}
