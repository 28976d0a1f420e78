// API tokens in PostgreSQL; the token format and the constant-time check are token-store.ts's.
import type { Pool } from './pg-database.ts';
import { newToken, parseToken, toRecord, verifiedRecord, type TokenRow } from './token-store.ts';
import type { TokenStore } from './storage.ts';

const COLUMNS = 'id, project_id, secret_sha256, quire_iso(created_at) AS created_at, quire_iso(revoked_at) AS revoked_at';

export function postgresTokenStore(pool: Pool): TokenStore {
  return {
    async create(projectId) {
      if (projectId !== null && (await pool.query('SELECT 1 FROM projects WHERE id = $1', [projectId])).rowCount === 0)
        throw new Error(`Unknown project "${projectId}".`);
      const made = newToken(projectId);
      await pool.query('INSERT INTO tokens (id, project_id, secret_sha256, created_at) VALUES ($1, $2, $3, $4)', [
        made.record.id,
        projectId,
        made.secretSha256,
        made.record.createdAt,
      ]);
      return { token: made.token, record: made.record };
    },
    async verify(token) {
      const parsed = parseToken(token);
      if (!parsed) return undefined;
      const { rows } = await pool.query<TokenRow>(`SELECT ${COLUMNS} FROM tokens WHERE id = $1`, [parsed.id]);
      return verifiedRecord(parsed.secret, rows[0]);
    },
    async revoke(id) {
      const result = await pool.query('UPDATE tokens SET revoked_at = coalesce(revoked_at, $1) WHERE id = $2', [new Date().toISOString(), id]);
      return (result.rowCount ?? 0) > 0;
    },
    async list() {
      return (await pool.query<TokenRow>(`SELECT ${COLUMNS} FROM tokens ORDER BY created_at, seq`)).rows.map(toRecord);
    },
  };
}
