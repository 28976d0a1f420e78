// API tokens: `qt_<id>_<secret>`. The id finds the row in one indexed lookup; only the secret's
// SHA-256 is stored (a plain hash suffices for 256 random bits: there is nothing to brute-force),
// and the hashes are compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { isoNow, newRecordId } from './ids.ts';
import type { TokenRecord } from './records.ts';
import type { TokenStore } from './storage.ts';

interface TokenRow {
  id: string;
  project_id: string | null;
  secret_sha256: string;
  created_at: string;
  revoked_at: string | null;
}

const TOKEN = /^qt_([0-9a-f]{24})_([A-Za-z0-9_-]{43})$/;
/** Compared against when no row matches, so an unknown id costs the same work as a wrong secret. */
const NO_HASH = Buffer.alloc(32);

export function sqliteTokenStore(db: DatabaseSync): TokenStore {
  const insert = db.prepare('INSERT INTO tokens (id, project_id, secret_sha256, created_at, revoked_at) VALUES (?, ?, ?, ?, NULL)');
  const byId = db.prepare('SELECT id, project_id, secret_sha256, created_at, revoked_at FROM tokens WHERE id = ?');
  const all = db.prepare('SELECT id, project_id, secret_sha256, created_at, revoked_at FROM tokens ORDER BY created_at, rowid');
  const revoke = db.prepare('UPDATE tokens SET revoked_at = coalesce(revoked_at, ?) WHERE id = ?');
  const projectExists = db.prepare('SELECT 1 FROM projects WHERE id = ?');

  return {
    async create(projectId) {
      if (projectId !== null && !projectExists.get(projectId)) throw new Error(`Unknown project "${projectId}".`);
      const id = newRecordId();
      const secret = randomBytes(32).toString('base64url');
      const createdAt = isoNow();
      insert.run(id, projectId, sha256(secret).toString('hex'), createdAt);
      return { token: `qt_${id}_${secret}`, record: { id, projectId, createdAt, revokedAt: null } };
    },
    async verify(token) {
      const match = TOKEN.exec(token);
      if (!match) return undefined;
      const row = byId.get(match[1]!) as TokenRow | undefined;
      const expected = row ? Buffer.from(row.secret_sha256, 'hex') : NO_HASH;
      const same = timingSafeEqual(sha256(match[2]!), expected);
      if (!row || !same || row.revoked_at !== null) return undefined;
      return toRecord(row);
    },
    async revoke(id) {
      return revoke.run(isoNow(), id).changes > 0;
    },
    async list() {
      return (all.all() as unknown as TokenRow[]).map(toRecord);
    },
  };
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function toRecord(row: TokenRow): TokenRecord {
  return { id: row.id, projectId: row.project_id, createdAt: row.created_at, revokedAt: row.revoked_at };
}
