// A spec's changelog, from its git history (@quire/changes): the data of its page of the site,
// a Markdown twin, an Atom feed and the JSON the MCP server's list_changes answers from. Pure:
// the caller writes them.
import type { Change, HistoryEntry, SpecHistory } from '@quire/changes';
import type { Route } from '@quire/site';
import { escapeHtml } from './escape-html.ts';
import { fileHref, pageHref, type UrlStyle } from './site-urls.ts';

/** Where a spec's changelog files are, without extension: `changelog/openapi` for `openapi.yaml`. */
export function changelogPath(spec: string): string {
  const name = spec
    .replace(/\.(ya?ml|json)$/i, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `changelog/${name || 'api'}`;
}

/** The spec's changelog page, a page of the site (integration/changelog-pages.ts). */
export function changelogHref(urls: UrlStyle, spec: string): string {
  return pageHref(urls, changelogPath(spec));
}

/** The changelog's Atom feed, beside the page's Markdown twin. */
export function changelogFeedHref(urls: UrlStyle, spec: string): string {
  return fileHref(urls, `${changelogPath(spec)}.xml`);
}

/** One version of the changelog: the commits that share an `info.version`, newest first. */
interface Release {
  version: string;
  entries: HistoryEntry[];
}

export interface ChangelogInput {
  spec: string;
  title: string;
  history: SpecHistory;
  routes: readonly Route[];
  urls: UrlStyle;
  /** The site's public URL, for the feed's absolute links; empty when unknown. */
  siteUrl: string;
}

/** The page of each change (`GET /pets`, `schema Pet`, `channel petEvents`) -> its URL. */
function pageLinks(input: ChangelogInput): Map<string, string> {
  const links = new Map<string, string>();
  for (const route of input.routes) {
    if (route.operation?.spec === input.spec) links.set(route.operation.key, pageHref(input.urls, route.slug));
    else if (route.schema?.spec === input.spec) links.set(`schema ${route.schema.name}`, pageHref(input.urls, route.slug));
    else if (route.channel?.spec === input.spec) links.set(`channel ${route.channel.id}`, pageHref(input.urls, route.slug));
  }
  return links;
}

function releases(history: SpecHistory): Release[] {
  const out: Release[] = [];
  for (const entry of history.entries) {
    if (!entry.changes.length) continue;
    const last = out[out.length - 1];
    if (last && last.version === entry.version) last.entries.push(entry);
    else out.push({ version: entry.version, entries: [entry] });
  }
  return out;
}

const missing = 'This copy of the repository is a shallow clone: changes before its oldest commit are not in it, so they are not listed.';

export function changelogMarkdown(input: ChangelogInput): string {
  const links = pageLinks(input);
  const parts = [`# ${input.title}: changelog`, ...(input.history.shallow ? [missing] : [])];
  for (const release of releases(input.history)) {
    parts.push(`## ${release.version || release.entries[0]!.label}`);
    for (const entry of release.entries) {
      parts.push(`### ${heading(entry)}\n\n${entry.changes.map((c) => `- ${changeMarkdown(c, links)}`).join('\n')}`);
    }
  }
  if (parts.length === 1) parts.push('No change to the API yet.');
  return `${parts.join('\n\n')}\n`;
}

/** A commit's heading: its label, with its date when the label is not the date. */
function heading(entry: HistoryEntry): string {
  const day = entry.date.slice(0, 10);
  return entry.label === day ? day : `${entry.label} (${day})`;
}

function changeMarkdown(change: Change, links: Map<string, string>): string {
  const href = links.get(change.page);
  const page = href ? `[\`${change.page}\`](${href})` : `\`${change.page}\``;
  return `${change.breaking ? '**Breaking** ' : ''}${page}: ${change.message} (\`${change.rule}\`)`;
}

/** What a changelog page renders: its releases, newest first, each change with its page's link. */
export interface ChangelogPageData {
  spec: string;
  title: string;
  /** The Atom feed's URL, written with the site's base. */
  feed: string;
  /** The history misses what came before a shallow clone's oldest commit. */
  partial: boolean;
  releases: {
    /** The version's heading: `info.version`, or the commit's label when the spec has none. */
    heading: string;
    entries: { label: string; date: string; changes: (Change & { href?: string })[] }[];
  }[];
}

export function changelogPageData(input: ChangelogInput): ChangelogPageData {
  const links = pageLinks(input);
  return {
    spec: input.spec,
    title: input.title,
    feed: changelogFeedHref(input.urls, input.spec),
    partial: input.history.shallow,
    releases: releases(input.history).map((release) => ({
      heading: release.version || release.entries[0]!.label,
      entries: release.entries.map((entry) => ({
        label: entry.label,
        date: entry.date,
        changes: entry.changes.map((c) => (links.has(c.page) ? { ...c, href: links.get(c.page)! } : c)),
      })),
    })),
  };
}

/** The page's body, below its title: one section per version (an h2 the table of contents lists), a list per commit. */
export function changelogBodyHtml(data: ChangelogPageData): string {
  const body: string[] = [`<p class="changelog-feed"><a href="${escapeHtml(data.feed)}">Atom feed</a></p>`];
  if (data.partial) body.push(`<p class="changelog-partial">${escapeHtml(missing)}</p>`);
  for (const release of data.releases) {
    body.push(`<section class="changelog-release"><h2 id="${escapeHtml(releaseAnchor(release.heading))}">${escapeHtml(release.heading)}</h2>`);
    for (const entry of release.entries) {
      const day = entry.date.slice(0, 10);
      body.push(
        `<h3 class="changelog-commit">${entry.label === day ? '' : `${escapeHtml(entry.label)} `}<time datetime="${escapeHtml(entry.date)}">${escapeHtml(day)}</time></h3><ul class="changelog-changes">`,
      );
      for (const change of entry.changes) {
        const page = change.href
          ? `<a href="${escapeHtml(change.href)}"><code>${escapeHtml(change.page)}</code></a>`
          : `<code>${escapeHtml(change.page)}</code>`;
        body.push(
          `<li${change.breaking ? ' class="breaking"' : ''}>${change.breaking ? '<strong>Breaking</strong> ' : ''}${page}: ${messageHtml(change.message)} <code class="rule">${escapeHtml(change.rule)}</code></li>`,
        );
      }
      body.push('</ul>');
    }
    body.push('</section>');
  }
  if (!data.releases.length) body.push('<p>No change to the API yet.</p>');
  return body.join('');
}

/** A change's sentence in HTML: the names it quotes as Markdown code (`name`) are code, as its Markdown twin shows them. */
function messageHtml(message: string): string {
  return escapeHtml(message).replace(/`([^`]+)`/g, '<code>$1</code>');
}

/** A version's anchor: `v2-0-0` for 2.0.0. */
export function releaseAnchor(heading: string): string {
  return `v${heading
    .replace(/^v/i, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()}`;
}

/** The headings of a changelog page: one per version, for the table of contents. */
export function changelogHeadings(data: ChangelogPageData | undefined): { depth: number; slug: string; text: string }[] {
  return (data?.releases ?? []).map((r) => ({ depth: 2, slug: releaseAnchor(r.heading), text: r.heading }));
}

/** An Atom feed (RFC 4287): one entry per commit that changed the API, newest first. */
export function changelogFeed(input: ChangelogInput): string {
  const links = pageLinks(input);
  const absolute = (href: string) => (input.siteUrl ? new URL(href, `${input.siteUrl}/`).href : href);
  const page = absolute(changelogHref(input.urls, input.spec));
  const withChanges = input.history.entries.filter((e) => e.changes.length);
  const updated = withChanges[0]?.date ?? input.history.entries[0]?.date ?? new Date(0).toISOString();
  const entries = withChanges.map((entry) => {
    const items = entry.changes.map((c) => {
      const href = links.get(c.page);
      return `<li>${c.breaking ? '<strong>Breaking</strong> ' : ''}${href ? `<a href="${escapeHtml(absolute(href))}">${escapeHtml(c.page)}</a>` : escapeHtml(c.page)}: ${messageHtml(c.message)}</li>`;
    });
    const breaking = entry.changes.filter((c) => c.breaking).length;
    return `  <entry>\n    <id>urn:quire:change:${entry.commit}</id>\n    <title>${escapeHtml(`${input.title} ${entry.label}: ${entry.changes.length} ${entry.changes.length === 1 ? 'change' : 'changes'}${breaking ? `, ${breaking} breaking` : ''}`)}</title>\n    <updated>${escapeHtml(new Date(entry.date).toISOString())}</updated>\n    <link href="${escapeHtml(page)}"/>\n    <content type="html">${escapeHtml(`<ul>${items.join('')}</ul>`)}</content>\n  </entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n  <id>${escapeHtml(page)}</id>\n  <title>${escapeHtml(`${input.title}: changelog`)}</title>\n  <updated>${escapeHtml(new Date(updated).toISOString())}</updated>\n  <link rel="alternate" href="${escapeHtml(page)}"/>\n  <author><name>${escapeHtml(input.title)}</name></author>\n${entries.join('\n')}${entries.length ? '\n' : ''}</feed>\n`;
}

/** What list_changes answers from: each entry with its changes, each change with its page's URL. */
export function changelogJson(input: ChangelogInput): string {
  const links = pageLinks(input);
  return JSON.stringify({
    spec: input.spec,
    title: input.title,
    partial: input.history.shallow,
    entries: input.history.entries.map((e) => ({ ...e, changes: e.changes.map((c) => ({ ...c, ...(links.has(c.page) ? { href: links.get(c.page) } : {}) })) })),
  });
}
