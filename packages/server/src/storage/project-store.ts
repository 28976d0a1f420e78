// Projects: what to build (a git repository, branch and docs folder) and where to serve it.
import type { DatabaseSync } from 'node:sqlite';
import { immediateTransaction } from './database.ts';
import { isoNow, newRecordId } from './ids.ts';
import type { Project } from './records.ts';
import type { ProjectStore } from './storage.ts';
import { isSubdomain, subdomainFromName } from './subdomains.ts';

/** A `projects` row: the Project's fields, with the one snake_case column. */
type ProjectRow = Omit<Project, 'createdAt'> & { created_at: string };

const COLUMNS = 'id, name, subdomain, repo, branch, dir, created_at';

export function sqliteProjectStore(db: DatabaseSync): ProjectStore {
  const insert = db.prepare(`INSERT INTO projects (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const byId = db.prepare(`SELECT ${COLUMNS} FROM projects WHERE id = ?`);
  const bySubdomain = db.prepare(`SELECT ${COLUMNS} FROM projects WHERE subdomain = ?`);
  const all = db.prepare(`SELECT ${COLUMNS} FROM projects ORDER BY created_at, rowid`);

  return {
    async add(input) {
      const name = input.name.trim();
      const repo = input.repo.trim();
      if (!name) throw new Error('A project needs a name.');
      if (!repo) throw new Error('A project needs a repository: a git repository path or URL.');
      const subdomain = input.subdomain ?? subdomainFromName(name);
      if (!isSubdomain(subdomain)) {
        throw new Error(
          input.subdomain === undefined
            ? `No subdomain can be made from the name "${name}": give one (lowercase letters, digits and hyphens, such as "my-docs").`
            : `"${subdomain}" is not a valid subdomain: use 1 to 63 lowercase letters, digits and hyphens, not starting or ending with a hyphen (such as "my-docs").`,
        );
      }
      const project: Project = {
        id: newRecordId(),
        name,
        subdomain,
        repo,
        branch: input.branch?.trim() || 'main',
        dir: normalizeDir(input.dir ?? ''),
        createdAt: isoNow(),
      };
      immediateTransaction(db, () => {
        // Checked under the write lock for a readable message; the UNIQUE constraint stays the guarantee.
        if (bySubdomain.get(subdomain)) throw new Error(`The subdomain "${subdomain}" is taken by another project: choose another one.`);
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
  };
}

/** `./docs/` -> `docs`: a path inside the repository, without leading `./` or slashes. */
function normalizeDir(dir: string): string {
  const trimmed = dir.trim().replace(/\\/g, '/').replace(/^(\.\/)+/, '').replace(/^\/+|\/+$/g, '');
  if (trimmed === '.') return '';
  if (trimmed.split('/').includes('..')) throw new Error(`The docs folder "${dir}" must stay inside the repository (no "..").`);
  return trimmed;
}

function toProject(row: ProjectRow): Project {
  return { id: row.id, name: row.name, subdomain: row.subdomain, repo: row.repo, branch: row.branch, dir: row.dir, createdAt: row.created_at };
}
