import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { changelogIndexPath, specHistory, type SpecHistory } from '@quire/changes';
import { isUrl } from '@quire/openapi';
import type { LoadedDocs } from './load-docs.ts';
import {
  changelogFeed,
  changelogJson,
  changelogMarkdown,
  changelogPageData,
  changelogPath,
  type ChangelogInput,
  type ChangelogPageData,
} from '../data/changelog.ts';
import { addChangelogPages } from './changelog-pages.ts';
import { rootStyle, type UrlStyle } from '../data/site-urls.ts';

/**
 * The git history of each OpenAPI and AsyncAPI file of the docs, for the pages' "Added in" markers and the
 * changelogs. On by default: a spec gets one when it lies in a git repository and more than one
 * commit changed it (a spec named by URL, or a docs folder outside git, has none). Each commit's
 * changes are cached under the build cache folder, so a build reads only new commits.
 */
export async function specHistories(docs: LoadedDocs, cacheDir: string | undefined): Promise<Map<string, SpecHistory>> {
  const found = new Map<string, SpecHistory>();
  // OpenAPI documents, and AsyncAPI ones (their channels: @quire/changes diff-channels.ts).
  for (const [key, spec] of [...docs.site.specs, ...docs.site.asyncSpecs]) {
    if (!spec.model || isUrl(key)) continue;
    const history = await specHistory(join(docs.dir, key), cacheDir ? { cacheDir } : {});
    if (history && history.entries.length > 1) found.set(key, history);
  }
  return found;
}

/**
 * Gives each spec with a history its changelog page (a route and navigation entries of the site)
 * and returns the pages' data by spec. Before the pages' data are written: they link the page.
 */
export function changelogPages(docs: LoadedDocs, histories: ReadonlyMap<string, SpecHistory>): Map<string, ChangelogPageData> {
  addChangelogPages(
    docs.site.manifest,
    [...histories.keys()].map((spec) => ({ spec, title: specTitle(docs, spec) })),
  );
  // Site paths, as every page's data holds them: the base is added where the page is rendered (its feed and twin take `urls`).
  return new Map([...histories.keys()].map((spec) => [spec, changelogPageData(changelogInput(docs, spec, histories.get(spec)!, rootStyle))]));
}

function specTitle(docs: LoadedDocs, spec: string): string {
  return (docs.site.specs.get(spec) ?? docs.site.asyncSpecs.get(spec))?.model?.info.title ?? spec;
}

function changelogInput(docs: LoadedDocs, spec: string, history: SpecHistory, urls: UrlStyle): ChangelogInput {
  return { spec, title: specTitle(docs, spec), history, routes: docs.site.manifest.routes, urls, siteUrl: docs.siteUrl };
}

/** Writes each spec's changelog texts (the page's Markdown twin, Atom feed, JSON for list_changes) into the texts folder the build publishes. */
export async function writeChangelogs(docs: LoadedDocs, histories: ReadonlyMap<string, SpecHistory>, dir: string, urls: UrlStyle): Promise<void> {
  const listed: string[] = [];
  for (const [spec, history] of histories) {
    const input = changelogInput(docs, spec, history, urls);
    const base = changelogPath(spec);
    const json = `_quire/changes/${base.slice('changelog/'.length)}.json`;
    const files: [string, string][] = [
      [`${base}.md`, changelogMarkdown(input)],
      [`${base}.xml`, changelogFeed(input)],
      [json, changelogJson(input)],
    ];
    for (const [path, text] of files) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), text);
    }
    listed.push(json);
  }
  if (listed.length) await writeFile(join(dir, changelogIndexPath), JSON.stringify(listed));
}
