// On open, every stored secret is brought under the current key: plain ones (from before secrets
// were sealed) and ones sealed under a key being rotated out. A secret under a key the service was
// not given stops the start with a message saying which key to give, rather than failing later on
// each webhook delivery.
import { createSecretBox, sealedKeyId, SecretKeyError, type SecretBox } from './secret-box.ts';
import type { SecretKeys } from './secret-keys.ts';

/** The rows of stored secrets as they are in the database, for sealing them. */
export interface StoredSecretRows {
  all(): Promise<{ projectId: string; stored: string }[]>;
  /** Replaces a row's value only if it still is `old`: another node may have sealed it meanwhile. */
  replace(projectId: string, old: string, next: string): Promise<void>;
}

/** The associated data of a project's webhook secret: its row, so a sealed value opens on that row only. */
export function webhookSecretContext(projectId: string): string {
  return `webhook-secret:${projectId}`;
}

/** The box for `keys`, after sealing every row again that needs it; throws SecretKeyError naming what to set. */
export async function sealStoredSecrets(rows: StoredSecretRows, keys: SecretKeys): Promise<SecretBox> {
  const box = createSecretBox(keys.keys);
  const all = await rows.all();
  const unopenable = all.filter((row) => {
    const keyId = sealedKeyId(row.stored);
    if (keyId === undefined) return false;
    try {
      box.open(row.stored, webhookSecretContext(row.projectId));
      return false;
    } catch {
      return true;
    }
  });
  if (unopenable.length) {
    const ids = [...new Set(unopenable.map((row) => sealedKeyId(row.stored)))].join(', ');
    const count = unopenable.length === 1 ? 'One webhook secret is' : `${unopenable.length} webhook secrets are`;
    throw new SecretKeyError(
      `${count} sealed under key ${ids}, and ${keys.source} holds key ${box.keyId} only: start the service with the key they were sealed with (every node needs the same QUIRE_SECRET_KEY). To rotate keys, set QUIRE_SECRET_KEY=<new key>,<old key>.`,
    );
  }
  for (const row of all) {
    if (!box.needsSealing(row.stored)) continue;
    const context = webhookSecretContext(row.projectId);
    const plain = sealedKeyId(row.stored) === undefined ? row.stored : box.open(row.stored, context);
    await rows.replace(row.projectId, row.stored, box.seal(plain, context));
  }
  return box;
}

