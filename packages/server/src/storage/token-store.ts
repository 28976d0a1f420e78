// API tokens: `qt_<id>_<secret>`. The id finds the row in one indexed lookup; only the secret's
// SHA-256 is stored (a plain hash suffices for 256 random bits: there is nothing to brute-force),
// and the hashes are compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { isoNow, newRecordId } from './ids.ts';
import type { TokenRecord } from './records.ts';
import type { TokenStore } from './storage.ts';

export interface TokenRow {
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
      const made = newToken(projectId);
      insert.run(made.record.id, projectId, made.secretSha256, made.record.createdAt);
      return { token: made.token, record: made.record };
    },
    async verify(token) {
      const parsed = parseToken(token);
      if (!parsed) return undefined;
      return verifiedRecord(parsed.secret, byId.get(parsed.id) as TokenRow | undefined);
    },
    async revoke(id) {
      return revoke.run(isoNow(), id).changes > 0;
    },
    async list() {
      return (all.all() as unknown as TokenRow[]).map(toRecord);
    },
  };
}

/** A new token: the text handed out once, its record, and the hash that is all the store keeps. */
export function newToken(projectId: string | null): { token: string; record: TokenRecord; secretSha256: string } {
  const id = newRecordId();
  const secret = randomBytes(32).toString('base64url');
  return { token: `qt_${id}_${secret}`, record: { id, projectId, createdAt: isoNow(), revokedAt: null }, secretSha256: sha256(secret).toString('hex') };
}

/** The id (to look the row up by) and the secret of a well-formed token. */
export function parseToken(token: string): { id: string; secret: string } | undefined {
  const match = TOKEN.exec(token);
  return match ? { id: match[1]!, secret: match[2]! } : undefined;
}

/** The row's record when the secret matches it and it is not revoked; constant time whether or not a row was found. */
export function verifiedRecord(secret: string, row: TokenRow | undefined): TokenRecord | undefined {
  const expected = row ? Buffer.from(row.secret_sha256, 'hex') : NO_HASH;
  const same = timingSafeEqual(sha256(secret), expected);
  if (!row || !same || row.revoked_at !== null) return undefined;
  return toRecord(row);
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

export function toRecord(row: TokenRow): TokenRecord {
  return { id: row.id, projectId: row.project_id, createdAt: row.created_at, revokedAt: row.revoked_at };
}
