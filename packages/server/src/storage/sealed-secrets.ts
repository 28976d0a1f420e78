// On open, every stored secret (webhook secrets, repository credentials) is brought under the
// current key: plain ones (from before secrets were sealed) and ones sealed under a key being
// rotated out. A secret under a key the service was not given stops the start with a message
// saying which key to give, rather than failing later on each webhook delivery or build.
import { createSecretBox, sealedKeyId, SecretKeyError, type SecretBox } from './secret-box.ts';
import type { SecretKeys } from './secret-keys.ts';

/** The rows of one table of stored secrets as they are in the database, for sealing them. */
export interface StoredSecretRows {
  /** What a row holds, for messages: `webhook secret`. */
  noun: string;
  /** The associated data its values are sealed with (the row's own name). */
  context(projectId: string): string;
  all(): Promise<{ projectId: string; stored: string }[]>;
  /** Replaces a row's value only if it still is `old`: another node may have sealed it meanwhile. */
  replace(projectId: string, old: string, next: string): Promise<void>;
}

/** The associated data of a project's webhook secret: its row, so a sealed value opens on that row only. */
export function webhookSecretContext(projectId: string): string {
  return `webhook-secret:${projectId}`;
}

/** The associated data of a project's repository credential (its token or password). */
export function repoCredentialContext(projectId: string): string {
  return `repo-credential:${projectId}`;
}

/** The box for `keys`, after sealing every row of `tables` again that needs it; throws SecretKeyError naming what to set. */
export async function sealStoredSecrets(tables: readonly StoredSecretRows[], keys: SecretKeys): Promise<SecretBox> {
  const box = createSecretBox(keys.keys);
  const read = await Promise.all(tables.map(async (table) => ({ table, rows: await table.all() })));
  const unopenable = read.map(({ table, rows }) => ({
    table,
    rows: rows.filter((row) => {
      const keyId = sealedKeyId(row.stored);
      if (keyId === undefined) return false;
      try {
        box.open(row.stored, table.context(row.projectId));
        return false;
      } catch {
        return true;
      }
    }),
  }));
  const total = unopenable.reduce((sum, { rows }) => sum + rows.length, 0);
  if (total) {
    const ids = [...new Set(unopenable.flatMap(({ rows }) => rows.map((row) => sealedKeyId(row.stored))))].join(', ');
    const counts = unopenable
      .filter(({ rows }) => rows.length)
      .map(({ table, rows }) => (rows.length === 1 ? `one ${table.noun}` : `${rows.length} ${table.noun}s`));
    const what = counts.join(' and ').replace(/^one/, 'One');
    throw new SecretKeyError(
      `${what} ${total === 1 ? 'is' : 'are'} sealed under key ${ids}, and ${keys.source} holds key ${box.keyId} only: start the service with the key they were sealed with (every node needs the same QUIRE_SECRET_KEY). To rotate keys, set QUIRE_SECRET_KEY=<new key>,<old key>.`,
    );
  }
  for (const { table, rows } of read) {
    for (const row of rows) {
      if (!box.needsSealing(row.stored)) continue;
      const context = table.context(row.projectId);
      const plain = sealedKeyId(row.stored) === undefined ? row.stored : box.open(row.stored, context);
      await table.replace(row.projectId, row.stored, box.seal(plain, context));
    }
  }
  return box;
}
