// Projects in PostgreSQL; the rules of a project (newProject) are project-store.ts's.
import type { Pool } from './pg-database.ts';
import {
  MAX_LIVE_PREVIEWS,
  newProject,
  PreviewLimitError,
  previewProject,
  PROJECT_RECORDS,
  ProjectDisabledError,
  subdomainTaken,
  toPreview,
  type PreviewRow,
} from './project-store.ts';
import { transaction } from './pg-database.ts';
import type { Project } from './records.ts';
import type { ProjectStore } from './storage.ts';

const COLUMNS = 'id, name, subdomain, repo, branch, dir, quire_iso(created_at) AS "createdAt", quire_iso(disabled_at) AS "disabledAt"';

export function postgresProjectStore(pool: Pool): ProjectStore {
  const one = async (where: string, value: string) => (await pool.query<Project>(`SELECT ${COLUMNS} FROM projects WHERE ${where} = $1`, [value])).rows[0];
  return {
    async add(input) {
      const project = newProject(input);
      // The UNIQUE constraint decides between two nodes adding the same subdomain at once.
      const inserted = await pool.query(
        `INSERT INTO projects (id, name, subdomain, repo, branch, dir, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (subdomain) DO NOTHING`,
        [project.id, project.name, project.subdomain, project.repo, project.branch, project.dir, project.createdAt],
      );
      if (inserted.rowCount === 0) throw new Error(subdomainTaken(project.subdomain));
      return project;
    },
    get: (id) => one('id', id),
    bySubdomain: (subdomain) => one('subdomain', subdomain),
    async list() {
      return (await pool.query<Project>(`SELECT ${COLUMNS} FROM projects WHERE preview_of IS NULL ORDER BY created_at, seq`)).rows;
    },
    async previewFor(projectId, branch) {
      return transaction(pool, async (client) => {
        // The parent's row lock serializes two nodes making the same preview at once.
        const parent = (await client.query<Project>(`SELECT ${COLUMNS} FROM projects WHERE id = $1 FOR UPDATE`, [projectId])).rows[0];
        if (!parent) throw new Error(`Unknown project "${projectId}".`);
        if (parent.disabledAt !== null) throw new ProjectDisabledError(projectId);
        const found = (
          await client.query<Project & { removed: boolean }>(
            `SELECT ${COLUMNS}, preview_removed_at IS NOT NULL AS removed FROM projects WHERE preview_of = $1 AND branch = $2`,
            [projectId, branch],
          )
        ).rows[0];
        if (found && !found.removed) {
          const { removed: _, ...project } = found;
          return project;
        }
        const live = await client.query<{ count: number }>('SELECT count(*)::int AS count FROM projects WHERE preview_of = $1 AND preview_removed_at IS NULL', [
          projectId,
        ]);
        if (live.rows[0]!.count >= MAX_LIVE_PREVIEWS) throw new PreviewLimitError(projectId, branch);
        if (found) {
          await client.query('UPDATE projects SET preview_removed_at = NULL WHERE id = $1', [found.id]);
          const { removed: _, ...project } = found;
          return project;
        }
        const preview = previewProject(parent, branch);
        const inserted = await client.query(
          `INSERT INTO projects (id, name, subdomain, repo, branch, dir, created_at, preview_of) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (subdomain) DO NOTHING`,
          [preview.id, preview.name, preview.subdomain, preview.repo, preview.branch, preview.dir, preview.createdAt, projectId],
        );
        if (inserted.rowCount === 0) throw new Error(subdomainTaken(preview.subdomain));
        return preview;
      });
    },
    async previews(projectId) {
      const { rows } = await pool.query<PreviewRow>(
        'SELECT id, preview_of, branch, subdomain, quire_iso(created_at) AS created_at FROM projects WHERE preview_of = $1 AND preview_removed_at IS NULL ORDER BY created_at, seq',
        [projectId],
      );
      return rows.map(toPreview);
    },
    async removePreview(projectId, branch) {
      const { rows } = await pool.query<Project>(
        `UPDATE projects SET preview_removed_at = now() WHERE preview_of = $1 AND branch = $2 AND preview_removed_at IS NULL RETURNING ${COLUMNS}`,
        [projectId, branch],
      );
      return rows[0];
    },
    async previewOf(projectId) {
      return (await pool.query<{ preview_of: string | null }>('SELECT preview_of FROM projects WHERE id = $1', [projectId])).rows[0]?.preview_of ?? undefined;
    },
    async setDisabled(projectId, disabled) {
      // The row lock this takes makes an enqueue reading the project at the same moment wait, then see it disabled.
      const { rows } = await pool.query<Project>(`UPDATE projects SET disabled_at = ${disabled ? 'now()' : 'NULL'} WHERE id = $1 RETURNING ${COLUMNS}`, [
        projectId,
      ]);
      return rows[0];
    },
    async remove(projectId) {
      return transaction(pool, async (client) => {
        const project = (await client.query<Project>(`SELECT ${COLUMNS} FROM projects WHERE id = $1 FOR UPDATE`, [projectId])).rows[0];
        if (!project) return [];
        const previews = (await client.query<Project>(`SELECT ${COLUMNS} FROM projects WHERE preview_of = $1 ORDER BY created_at, seq FOR UPDATE`, [projectId]))
          .rows;
        for (const { id } of [...previews, project]) {
          for (const { table, where } of PROJECT_RECORDS) await client.query(`DELETE FROM ${table} WHERE ${where.replace('?', () => '$1')}`, [id]);
          await client.query('DELETE FROM projects WHERE id = $1', [id]);
        }
        return [project, ...previews];
      });
    },
  };
}
