// Repository credentials in PostgreSQL; their rules and their sealing are repo-credentials.ts's.
import type { Pool } from './pg-database.ts';
import { checkedCredential, openedCredential, unknownProject } from './repo-credentials.ts';
import type { SecretBox } from './secret-box.ts';
import { repoCredentialContext, type StoredSecretRows } from './sealed-secrets.ts';
import type { RepoCredentialStore } from './storage.ts';

export function postgresCredentialRows(pool: Pool): StoredSecretRows {
  return {
    noun: 'repository credential',
    context: repoCredentialContext,
    async all() {
      return (await pool.query<{ projectId: string; stored: string }>('SELECT project_id AS "projectId", secret AS stored FROM repo_credentials')).rows;
    },
    async replace(projectId, old, next) {
      await pool.query('UPDATE repo_credentials SET secret = $1 WHERE project_id = $2 AND secret = $3', [next, projectId, old]);
    },
  };
}

export function postgresCredentialStore(pool: Pool, box: SecretBox): RepoCredentialStore {
  return {
    async set(projectId, credential) {
      const { username, password } = checkedCredential(credential);
      // The foreign key decides against a project removed meanwhile; this check words the usual case.
      if ((await pool.query('SELECT 1 FROM projects WHERE id = $1', [projectId])).rowCount === 0) throw new Error(unknownProject(projectId));
      await pool.query(
        'INSERT INTO repo_credentials (project_id, username, secret, updated_at) VALUES ($1, $2, $3, now()) ON CONFLICT (project_id) DO UPDATE SET username = excluded.username, secret = excluded.secret, updated_at = excluded.updated_at',
        [projectId, username, box.seal(password, repoCredentialContext(projectId))],
      );
    },
    async get(projectId) {
      const row = (await pool.query<{ username: string; secret: string }>('SELECT username, secret FROM repo_credentials WHERE project_id = $1', [projectId]))
        .rows[0];
      return openedCredential(box, projectId, row);
    },
    async remove(projectId) {
      return ((await pool.query('DELETE FROM repo_credentials WHERE project_id = $1', [projectId])).rowCount ?? 0) > 0;
    },
  };
}
