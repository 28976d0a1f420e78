// A spec's changelog, from its git history (@quire/changes): a page, a Markdown twin, an Atom
// feed and the JSON the MCP server's list_changes answers from. Pure: the caller writes them.
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

export function changelogHref(urls: UrlStyle, spec: string): string {
  return fileHref(urls, `${changelogPath(spec)}.html`);
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

/** The page of each change (`GET /pets`, `schema Pet`) -> its URL. */
function pageLinks(input: ChangelogInput): Map<string, string> {
  const links = new Map<string, string>();
  for (const route of input.routes) {
    if (route.operation?.spec === input.spec) links.set(route.operation.key, pageHref(input.urls, route.slug));
    else if (route.schema?.spec === input.spec) links.set(`schema ${route.schema.name}`, pageHref(input.urls, route.slug));
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

/** A plain page, readable without the site's scripts: the changelog newest first, grouped by version. */
export function changelogHtml(input: ChangelogInput): string {
  const links = pageLinks(input);
  const feed = fileHref(input.urls, `${changelogPath(input.spec)}.xml`);
  const body: string[] = [];
  if (input.history.shallow) body.push(`<p class="changelog-partial">${escapeHtml(missing)}</p>`);
  for (const release of releases(input.history)) {
    body.push(`<section><h2>${escapeHtml(release.version || release.entries[0]!.label)}</h2>`);
    for (const entry of release.entries) {
      body.push(
        `<h3>${entry.label === entry.date.slice(0, 10) ? '' : `${escapeHtml(entry.label)} `}<time datetime="${escapeHtml(entry.date)}">${escapeHtml(entry.date.slice(0, 10))}</time></h3><ul>`,
      );
      for (const change of entry.changes) {
        const href = links.get(change.page);
        const page = href ? `<a href="${escapeHtml(href)}"><code>${escapeHtml(change.page)}</code></a>` : `<code>${escapeHtml(change.page)}</code>`;
        body.push(
          `<li${change.breaking ? ' class="breaking"' : ''}>${change.breaking ? '<strong>Breaking</strong> ' : ''}${page}: ${escapeHtml(change.message)} <code class="rule">${escapeHtml(change.rule)}</code></li>`,
        );
      }
      body.push('</ul>');
    }
    body.push('</section>');
  }
  if (!releases(input.history).length) body.push('<p>No change to the API yet.</p>');
  const title = `${input.title}: changelog`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><link rel="alternate" type="application/atom+xml" href="${escapeHtml(feed)}"><style>body{font:16px/1.6 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}li.breaking strong{color:#b42318}code.rule{color:#667085;font-size:.85em}time{color:#667085;font-weight:normal;font-size:.85em;margin-left:.5em}</style></head><body><p><a href="${escapeHtml(pageHref(input.urls, ''))}">Docs</a> · <a href="${escapeHtml(feed)}">Atom feed</a></p><h1>${escapeHtml(title)}</h1>${body.join('')}</body></html>\n`;
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
      return `<li>${c.breaking ? '<strong>Breaking</strong> ' : ''}${href ? `<a href="${escapeHtml(absolute(href))}">${escapeHtml(c.page)}</a>` : escapeHtml(c.page)}: ${escapeHtml(c.message)}</li>`;
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
