// Webhook secrets and deliveries in SQLite.
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { isoNow } from './ids.ts';
import { isSealed, type SecretBox } from './secret-box.ts';
import { webhookSecretContext, type StoredSecretRows } from './sealed-secrets.ts';
import type { WebhookStore } from './storage.ts';

/** A webhook secret: 32 random bytes, as text a Git host's settings page accepts. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** A stored secret as the webhook needs it: opened when sealed; a plain one (written before sealing) as it is. */
export function openedSecret(box: SecretBox, projectId: string, stored: string | undefined): string | undefined {
  return stored !== undefined && isSealed(stored) ? box.open(stored, webhookSecretContext(projectId)) : stored;
}

export function sqliteSecretRows(db: DatabaseSync): StoredSecretRows {
  const all = db.prepare('SELECT project_id AS projectId, secret AS stored FROM webhook_secrets');
  const replace = db.prepare('UPDATE webhook_secrets SET secret = ? WHERE project_id = ? AND secret = ?');
  return {
    noun: 'webhook secret',
    context: webhookSecretContext,
    async all() {
      return all.all() as { projectId: string; stored: string }[];
    },
    async replace(projectId, old, next) {
      replace.run(next, projectId, old);
    },
  };
}

/** Secrets are stored sealed by `box` (secret-box.ts), never as they are. */
export function sqliteWebhookStore(db: DatabaseSync, box: SecretBox): WebhookStore {
  const projectExists = db.prepare('SELECT 1 FROM projects WHERE id = ?');
  const upsert = db.prepare(
    'INSERT INTO webhook_secrets (project_id, secret, created_at) VALUES (?, ?, ?) ON CONFLICT (project_id) DO UPDATE SET secret = excluded.secret, created_at = excluded.created_at',
  );
  const secretOf = db.prepare('SELECT secret FROM webhook_secrets WHERE project_id = ?');
  const record = db.prepare('INSERT INTO webhook_deliveries (project_id, delivery_id, received_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING');
  const forget = db.prepare('DELETE FROM webhook_deliveries WHERE project_id = ? AND delivery_id = ?');
  return {
    async createSecret(projectId) {
      if (!projectExists.get(projectId)) throw new Error(`Unknown project "${projectId}".`);
      const secret = newWebhookSecret();
      upsert.run(projectId, box.seal(secret, webhookSecretContext(projectId)), isoNow());
      return secret;
    },
    async secretOf(projectId) {
      return openedSecret(box, projectId, (secretOf.get(projectId) as { secret: string } | undefined)?.secret);
    },
    async firstDelivery(projectId, deliveryId) {
      return record.run(projectId, deliveryId, isoNow()).changes > 0;
    },
    async forgetDelivery(projectId, deliveryId) {
      forget.run(projectId, deliveryId);
    },
  };
}
