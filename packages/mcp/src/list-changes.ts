// `list_changes`: what changed in the API, from each spec's git history (@quire/changes), for an
// agent asking "what is new since 2.0?" or "what breaks if I upgrade?".
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { changelogIndexPath, specHistory, type ChangelogFile } from '@quire/changes';
import type { Route } from '@quire/site';
import { isUrl } from '@quire/openapi';
import { join } from 'node:path';
import { readReleaseFile } from './release-files.ts';

export const listChangesTool: Tool = {
  name: 'list_changes',
  description:
    "What changed in the API, newest first, from the docs repository's git history: endpoints, parameters, fields, enum values, webhooks and security added, removed, changed or deprecated, each marked breaking or not with the rule that says so, and labelled with the API version it came in.",
  inputSchema: {
    type: 'object',
    properties: {
      since: { type: 'string', description: 'Only what changed after this version (an info.version such as 2.0.0, a tag) or date (2026-01-31).' },
      spec: { type: 'string', description: 'Only this API: its spec file or title, as the answer names them.' },
      breaking_only: { type: 'boolean', description: 'Only breaking changes.', default: false },
      limit: { type: 'integer', minimum: 1, maximum: 500, default: 100, description: 'The most changes to answer.' },
    },
  },
};

/** The answer to a list_changes call. */
export function listChanges(files: ChangelogFile[], args: Record<string, unknown> | undefined, base: string): CallToolResult {
  const since = typeof args?.since === 'string' && args.since.trim() ? args.since.trim() : undefined;
  const only = typeof args?.spec === 'string' && args.spec.trim() ? args.spec.trim().toLowerCase() : undefined;
  const breakingOnly = args?.breaking_only === true;
  const limit = typeof args?.limit === 'number' ? Math.max(1, Math.min(500, Math.floor(args.limit))) : 100;
  const chosen = files.filter((f) => !only || f.spec.toLowerCase().includes(only) || f.title.toLowerCase().includes(only));
  let left = limit;
  const specs = chosen.map((file) => {
    const entries = [];
    for (const entry of newerThan(file.entries, since)) {
      const changes = entry.changes.filter((c) => !breakingOnly || c.breaking).slice(0, Math.max(0, left));
      left -= changes.length;
      if (changes.length) entries.push({ ...entry, changes: changes.map((c) => (c.href ? { ...c, href: absolute(c.href, base) } : c)) });
    }
    return { ...file, entries };
  });
  const lines: string[] = [];
  for (const spec of specs) {
    lines.push(`# ${spec.title} (${spec.spec})${spec.partial ? '\nThe repository is a shallow clone: older changes are missing.' : ''}`);
    if (!spec.entries.length) lines.push('No change matches.');
    for (const entry of spec.entries) {
      lines.push(
        `## ${entry.label} (${entry.date.slice(0, 10)})`,
        ...entry.changes.map(
          // The sentence names its place on the page; `at`, the key to match rows by, stays in the structured content.
          (c) => `- ${c.breaking ? 'BREAKING ' : ''}${c.page}: ${c.message} [${c.rule}]${c.href ? ` ${c.href}` : ''}`,
        ),
      );
    }
  }
  const text = chosen.length
    ? lines.join('\n') + (left <= 0 ? `\n\n(The first ${limit} changes; ask with a later \`since\` or a higher \`limit\` for more.)` : '')
    : files.length
      ? `No API named "${String(args?.spec)}". APIs: ${files.map((f) => f.spec).join(', ')}.`
      : 'No API of these docs has a change history (its specs are not in a git repository with more than one commit).';
  return { content: [{ type: 'text', text }], structuredContent: { specs } };
}

/**
 * The entries after the version (or tag, or label) `since` names, or dated after it. Entries are
 * newest first: the newest entry of that version is where "since" starts.
 */
function newerThan(entries: ChangelogFile['entries'], since: string | undefined): ChangelogFile['entries'] {
  if (!since) return entries;
  const at = entries.findIndex((e) => e.version === since || e.label === since || e.tags.includes(since));
  if (at >= 0) return entries.slice(0, at);
  const date = Date.parse(since);
  return Number.isNaN(date) ? entries : entries.filter((e) => Date.parse(e.date) > date);
}

function absolute(href: string, base: string): string {
  return /^[a-z]+:/i.test(href) ? href : `${base.replace(/\/+$/, '')}${href.startsWith('/') ? '' : '/'}${href}`;
}

/** A built site's changelogs, read through the release reader (no link out); none when the build wrote none. */
export async function builtChangelogs(root: string): Promise<ChangelogFile[]> {
  const index = await readReleaseFile(root, changelogIndexPath, 64 * 1024).catch(() => undefined);
  if (!index) return [];
  const files: ChangelogFile[] = [];
  for (const path of JSON.parse(index.text) as string[]) {
    const read = await readReleaseFile(root, path, 32 * 1024 * 1024).catch(() => undefined);
    if (read && !read.cut) files.push(JSON.parse(read.text) as ChangelogFile);
  }
  return files;
}

/** A docs folder's changelogs, read from git now (quire mcp <docs-folder>), each change linked to its page's path. */
export async function docsChangelogs(
  docsDir: string,
  specs: ReadonlyMap<string, { model?: { info: { title: string } } }>,
  routes: readonly Route[],
): Promise<ChangelogFile[]> {
  const files: ChangelogFile[] = [];
  for (const [spec, loaded] of specs) {
    if (!loaded.model || isUrl(spec)) continue;
    const history = await specHistory(join(docsDir, spec));
    if (!history || history.entries.length < 2) continue;
    const pages = new Map<string, string>();
    for (const route of routes) {
      if (route.operation?.spec === spec) pages.set(route.operation.key, `/${route.slug}`);
      else if (route.schema?.spec === spec) pages.set(`schema ${route.schema.name}`, `/${route.slug}`);
    }
    const entries = history.entries.map((e) => ({ ...e, changes: e.changes.map((c) => (pages.has(c.page) ? { ...c, href: pages.get(c.page)! } : c)) }));
    files.push({ spec, title: loaded.model.info.title, partial: history.shallow, entries });
  }
  return files;
}
