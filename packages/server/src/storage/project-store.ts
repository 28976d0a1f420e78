// Projects: what to build (a git repository, branch and docs folder) and where to serve it.
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { immediateTransaction } from './database.ts';
import { isoNow, newRecordId } from './ids.ts';
import type { Preview, Project } from './records.ts';
import type { NewProject, ProjectStore } from './storage.ts';
import { isSubdomain, subdomainFromName } from './subdomains.ts';
import { credentialInUrl, redactCredentials } from './url-credentials.ts';

/** A `projects` row: the Project's fields, with the snake_case columns. */
type ProjectRow = Omit<Project, 'createdAt' | 'disabledAt'> & { created_at: string; disabled_at: string | null };

/** The columns a new project is inserted with; `disabled_at` starts null. */
const COLUMNS = 'id, name, subdomain, repo, branch, dir, created_at';
const SELECTED = `${COLUMNS}, disabled_at`;

/** Thrown where a disabled project (or a preview of one) would be built: the API answers it as a 409. */
export class ProjectDisabledError extends Error {
  constructor(projectId: string) {
    super(
      `The project ${projectId} is disabled by the service's operator: its updates are not built, and triggers and webhooks are refused. Ask the operator to enable it (quire projects enable ${projectId}).`,
    );
  }
}

/** Live previews a project may have: each is a site and a build of its own, so a tenant pushing many branches cannot take the workers. */
export const MAX_LIVE_PREVIEWS = 10;

export class PreviewLimitError extends Error {
  constructor(projectId: string, branch: string) {
    super(
      `The project ${projectId} has ${MAX_LIVE_PREVIEWS} live previews, the most a project may have, so the push to ${branch} builds no preview. Delete branches that are merged (a deleted branch's preview goes with it), then push again.`,
    );
  }
}

/**
 * The tables of what hangs off a project, children first: removing a project deletes its rows
 * from each, in this order, then the project's own row. Both backends remove through this list.
 */
export const PROJECT_RECORDS = [
  { table: 'update_logs', where: 'update_id IN (SELECT id FROM updates WHERE project_id = ?)' },
  { table: 'update_files', where: 'update_id IN (SELECT id FROM updates WHERE project_id = ?)' },
  { table: 'updates', where: 'project_id = ?' },
  { table: 'tokens', where: 'project_id = ?' },
  { table: 'webhook_deliveries', where: 'project_id = ?' },
  { table: 'webhook_secrets', where: 'project_id = ?' },
  { table: 'repo_credentials', where: 'project_id = ?' },
] as const;

export function sqliteProjectStore(db: DatabaseSync): ProjectStore {
  const insert = db.prepare(`INSERT INTO projects (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const byId = db.prepare(`SELECT ${SELECTED} FROM projects WHERE id = ?`);
  const bySubdomain = db.prepare(`SELECT ${SELECTED} FROM projects WHERE subdomain = ?`);
  const all = db.prepare(`SELECT ${SELECTED} FROM projects WHERE preview_of IS NULL ORDER BY created_at, rowid`);
  const previewRow = db.prepare(`SELECT ${SELECTED}, preview_removed_at FROM projects WHERE preview_of = ? AND branch = ?`);
  const insertPreview = db.prepare(`INSERT INTO projects (${COLUMNS}, preview_of) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const restore = db.prepare('UPDATE projects SET preview_removed_at = NULL WHERE id = ?');
  const remove = db.prepare('UPDATE projects SET preview_removed_at = ? WHERE id = ?');
  const livePreviews = db.prepare(
    `SELECT id, preview_of, branch, subdomain, created_at FROM projects WHERE preview_of = ? AND preview_removed_at IS NULL ORDER BY created_at, rowid`,
  );
  const parentOf = db.prepare('SELECT preview_of FROM projects WHERE id = ?');
  const setDisabled = db.prepare('UPDATE projects SET disabled_at = ? WHERE id = ?');
  const previewIds = db.prepare('SELECT id FROM projects WHERE preview_of = ?');
  const removeRecords = PROJECT_RECORDS.map(({ table, where }) => db.prepare(`DELETE FROM ${table} WHERE ${where}`));
  const removeRow = db.prepare('DELETE FROM projects WHERE id = ?');

  return {
    async add(input) {
      const project = newProject(input);
      const { subdomain } = project;
      immediateTransaction(db, () => {
        // Checked under the write lock for a readable message; the UNIQUE constraint stays the guarantee.
        if (bySubdomain.get(subdomain)) throw new Error(subdomainTaken(subdomain));
        insert.run(project.id, project.name, project.subdomain, project.repo, project.branch, project.dir, project.createdAt);
      });
      return project;
    },
    async get(id) {
      const row = byId.get(id) as ProjectRow | undefined;
      return row && toProject(row);
    },
    async bySubdomain(subdomain) {
      const row = bySubdomain.get(subdomain) as ProjectRow | undefined;
      return row && toProject(row);
    },
    async list() {
      return (all.all() as unknown as ProjectRow[]).map(toProject);
    },
    async previewFor(projectId, branch) {
      return immediateTransaction(db, () => {
        const parent = byId.get(projectId) as ProjectRow | undefined;
        if (!parent) throw new Error(`Unknown project "${projectId}".`);
        if (parent.disabled_at !== null) throw new ProjectDisabledError(projectId);
        const found = previewRow.get(projectId, branch) as (ProjectRow & { preview_removed_at: string | null }) | undefined;
        if (found?.preview_removed_at === null) return toProject(found);
        if (livePreviews.all(projectId).length >= MAX_LIVE_PREVIEWS) throw new PreviewLimitError(projectId, branch);
        if (found) {
          restore.run(found.id);
          return toProject(found);
        }
        const preview = previewProject(toProject(parent), branch);
        if (bySubdomain.get(preview.subdomain)) throw new Error(subdomainTaken(preview.subdomain));
        insertPreview.run(preview.id, preview.name, preview.subdomain, preview.repo, preview.branch, preview.dir, preview.createdAt, projectId);
        return preview;
      });
    },
    async previews(projectId) {
      return (livePreviews.all(projectId) as unknown as PreviewRow[]).map(toPreview);
    },
    async removePreview(projectId, branch) {
      const found = previewRow.get(projectId, branch) as (ProjectRow & { preview_removed_at: string | null }) | undefined;
      if (!found || found.preview_removed_at !== null) return undefined;
      remove.run(isoNow(), found.id);
      return toProject(found);
    },
    async previewOf(projectId) {
      return (parentOf.get(projectId) as { preview_of: string | null } | undefined)?.preview_of ?? undefined;
    },
    async setDisabled(projectId, disabled) {
      setDisabled.run(disabled ? isoNow() : null, projectId);
      const row = byId.get(projectId) as ProjectRow | undefined;
      return row && toProject(row);
    },
    async remove(projectId) {
      return immediateTransaction(db, () => {
        const row = byId.get(projectId) as ProjectRow | undefined;
        if (!row) return [];
        const previews = (previewIds.all(projectId) as { id: string }[]).map(({ id }) => toProject(byId.get(id) as ProjectRow));
        for (const project of [...previews, toProject(row)]) {
          for (const statement of removeRecords) statement.run(project.id);
          removeRow.run(project.id);
        }
        return [toProject(row), ...previews];
      });
    },
  };
}

/** A new project from what was asked for, validated: the one place the rules of a project live. */
export function newProject(input: NewProject): Project {
  const name = input.name.trim();
  const repo = input.repo.trim();
  if (!name) throw new Error('A project needs a name.');
  if (!repo) throw new Error('A project needs a repository: a git repository path or URL.');
  // A credential in the URL would be stored, logged and shown in the clear: it is given apart,
  // stored sealed (repo-credentials.ts), and reaches git through a credential helper.
  const credential = credentialInUrl(repo);
  if (credential) throw new Error(repoCredentialRefused(repo, credential));
  const subdomain = input.subdomain ?? subdomainFromName(name);
  if (!isSubdomain(subdomain)) {
    throw new Error(
      input.subdomain === undefined
        ? `No subdomain can be made from the name "${name}": give one (lowercase letters, digits and hyphens, such as "my-docs").`
        : `"${subdomain}" is not a valid subdomain: use 1 to 63 lowercase letters, digits and hyphens, not starting or ending with a hyphen (such as "my-docs").`,
    );
  }
  return {
    id: newRecordId(),
    name,
    subdomain,
    repo,
    branch: input.branch?.trim() || 'main',
    dir: normalizeDir(input.dir ?? ''),
    createdAt: isoNow(),
    disabledAt: null,
  };
}

/**
 * The project that previews `branch` of `parent`: its repository and docs folder, that branch,
 * and the subdomain `<branch>--<parent subdomain>` (shortened, with a hash of the branch, when
 * that is no DNS label of at most 63 characters).
 */
export function previewProject(parent: Project, branch: string): Project {
  const slug = subdomainFromName(branch) || 'branch';
  let subdomain = `${slug}--${parent.subdomain}`;
  if (!isSubdomain(subdomain)) {
    const hash = createHash('sha256').update(`${parent.id}:${branch}`).digest('hex').slice(0, 8);
    const room = 63 - parent.subdomain.length - 2 - hash.length - 1;
    subdomain = room > 0 ? `${slug.slice(0, room).replace(/-+$/, '') || 'b'}-${hash}--${parent.subdomain}` : `preview-${hash}`;
  }
  return newProject({ name: `${parent.name} (${branch})`, repo: parent.repo, branch, subdomain, dir: parent.dir });
}

/** Why a repository URL with a credential is refused, and how to give the service access instead. */
export function repoCredentialRefused(repo: string, credential: string): string {
  return (
    `The repository URL ${redactCredentials(repo)} carries ${credential}: a credential in the URL would be stored, logged and shown in the clear, so it is refused. ` +
    'Add the project with the URL without it (such as https://github.com/acme/docs.git), then store the credential for it: ' +
    "quire projects credential <project id> --username <name>, which reads the token or password from standard input and keeps it sealed under the service's key; " +
    "the service's git presents it through a credential helper, to that repository's host and for that project's fetches alone. " +
    '(An SSH deploy key of the user the service runs as, with an ssh://git@host/owner/repo.git URL, works too.)'
  );
}

export function subdomainTaken(subdomain: string): string {
  return `The subdomain "${subdomain}" is taken by another project: choose another one.`;
}

/** `./docs/` -> `docs`: a path inside the repository, without leading `./` or slashes. */
function normalizeDir(dir: string): string {
  const trimmed = dir
    .trim()
    .replace(/\\/g, '/')
    .replace(/^(\.\/)+/, '')
    .replace(/^\/+|\/+$/g, '');
  if (trimmed === '.') return '';
  if (trimmed.split('/').includes('..')) throw new Error(`The docs folder "${dir}" must stay inside the repository (no "..").`);
  return trimmed;
}

export interface PreviewRow {
  id: string;
  preview_of: string;
  branch: string;
  subdomain: string;
  created_at: string;
}

export function toPreview(row: PreviewRow): Preview {
  return { projectId: row.id, previewOf: row.preview_of, branch: row.branch, subdomain: row.subdomain, createdAt: row.created_at };
}

function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    name: row.name,
    subdomain: row.subdomain,
    repo: row.repo,
    branch: row.branch,
    dir: row.dir,
    createdAt: row.created_at,
    disabledAt: row.disabled_at,
  };
}
