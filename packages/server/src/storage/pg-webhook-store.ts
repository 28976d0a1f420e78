// Webhook secrets and deliveries in PostgreSQL; the secret's form is webhook-store.ts's.
import type { Pool } from './pg-database.ts';
import type { SecretBox } from './secret-box.ts';
import { webhookSecretContext, type StoredSecretRows } from './sealed-secrets.ts';
import type { WebhookStore } from './storage.ts';
import { newWebhookSecret, openedSecret } from './webhook-store.ts';

export function postgresSecretRows(pool: Pool): StoredSecretRows {
  return {
    noun: 'webhook secret',
    context: webhookSecretContext,
    async all() {
      return (await pool.query<{ projectId: string; stored: string }>('SELECT project_id AS "projectId", secret AS stored FROM webhook_secrets')).rows;
    },
    async replace(projectId, old, next) {
      await pool.query('UPDATE webhook_secrets SET secret = $1 WHERE project_id = $2 AND secret = $3', [next, projectId, old]);
    },
  };
}

/** Secrets are stored sealed by `box` (secret-box.ts), never as they are. */
export function postgresWebhookStore(pool: Pool, box: SecretBox): WebhookStore {
  return {
    async createSecret(projectId) {
      if ((await pool.query('SELECT 1 FROM projects WHERE id = $1', [projectId])).rowCount === 0) throw new Error(`Unknown project "${projectId}".`);
      const secret = newWebhookSecret();
      await pool.query(
        'INSERT INTO webhook_secrets (project_id, secret, created_at) VALUES ($1, $2, now()) ON CONFLICT (project_id) DO UPDATE SET secret = excluded.secret, created_at = excluded.created_at',
        [projectId, box.seal(secret, webhookSecretContext(projectId))],
      );
      return secret;
    },
    async secretOf(projectId) {
      const stored = (await pool.query<{ secret: string }>('SELECT secret FROM webhook_secrets WHERE project_id = $1', [projectId])).rows[0]?.secret;
      return openedSecret(box, projectId, stored);
    },
    async firstDelivery(projectId, deliveryId) {
      // The primary key decides between two nodes given the same delivery at once.
      const result = await pool.query('INSERT INTO webhook_deliveries (project_id, delivery_id, received_at) VALUES ($1, $2, now()) ON CONFLICT DO NOTHING', [
        projectId,
        deliveryId,
      ]);
      return (result.rowCount ?? 0) > 0;
    },
    async forgetDelivery(projectId, deliveryId) {
      await pool.query('DELETE FROM webhook_deliveries WHERE project_id = $1 AND delivery_id = $2', [projectId, deliveryId]);
    },
  };
}
