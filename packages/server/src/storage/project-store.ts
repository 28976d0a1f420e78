// Projects: what to build (a git repository, branch and docs folder) and where to serve it.
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { immediateTransaction } from './database.ts';
import { isoNow, newRecordId } from './ids.ts';
import type { Preview, Project } from './records.ts';
import type { NewProject, ProjectStore } from './storage.ts';
import { isSubdomain, subdomainFromName } from './subdomains.ts';

/** A `projects` row: the Project's fields, with the one snake_case column. */
type ProjectRow = Omit<Project, 'createdAt'> & { created_at: string };

const COLUMNS = 'id, name, subdomain, repo, branch, dir, created_at';

export function sqliteProjectStore(db: DatabaseSync): ProjectStore {
  const insert = db.prepare(`INSERT INTO projects (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const byId = db.prepare(`SELECT ${COLUMNS} FROM projects WHERE id = ?`);
  const bySubdomain = db.prepare(`SELECT ${COLUMNS} FROM projects WHERE subdomain = ?`);
  const all = db.prepare(`SELECT ${COLUMNS} FROM projects WHERE preview_of IS NULL ORDER BY created_at, rowid`);
  const previewRow = db.prepare(`SELECT ${COLUMNS}, preview_removed_at FROM projects WHERE preview_of = ? AND branch = ?`);
  const insertPreview = db.prepare(`INSERT INTO projects (${COLUMNS}, preview_of) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const restore = db.prepare('UPDATE projects SET preview_removed_at = NULL WHERE id = ?');
  const remove = db.prepare('UPDATE projects SET preview_removed_at = ? WHERE id = ?');
  const livePreviews = db.prepare(`SELECT id, preview_of, branch, subdomain, created_at FROM projects WHERE preview_of = ? AND preview_removed_at IS NULL ORDER BY created_at, rowid`);
  const parentOf = db.prepare('SELECT preview_of FROM projects WHERE id = ?');

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
        const found = previewRow.get(projectId, branch) as (ProjectRow & { preview_removed_at: string | null }) | undefined;
        if (found) {
          if (found.preview_removed_at !== null) restore.run(found.id);
          return toProject(found);
        }
        const parent = byId.get(projectId) as ProjectRow | undefined;
        if (!parent) throw new Error(`Unknown project "${projectId}".`);
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
  };
}

/** A new project from what was asked for, validated: the one place the rules of a project live. */
export function newProject(input: NewProject): Project {
  const name = input.name.trim();
  const repo = input.repo.trim();
  if (!name) throw new Error('A project needs a name.');
  if (!repo) throw new Error('A project needs a repository: a git repository path or URL.');
  // A password in the URL would be stored, logged and shown in the clear: the service's git gets
  // its access the way git does, not from the project record.
  if (URL.canParse(repo) && new URL(repo).password) {
    throw new Error('The repository URL carries a password or token: leave it out (https://host/owner/repo.git) and give the service access with a git credential helper or an SSH deploy key.');
  }
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

export function subdomainTaken(subdomain: string): string {
  return `The subdomain "${subdomain}" is taken by another project: choose another one.`;
}

/** `./docs/` -> `docs`: a path inside the repository, without leading `./` or slashes. */
function normalizeDir(dir: string): string {
  const trimmed = dir.trim().replace(/\\/g, '/').replace(/^(\.\/)+/, '').replace(/^\/+|\/+$/g, '');
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
  return { id: row.id, name: row.name, subdomain: row.subdomain, repo: row.repo, branch: row.branch, dir: row.dir, createdAt: row.created_at };
}
