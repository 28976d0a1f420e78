// The Storage of a service spread over many nodes: PostgreSQL for the records (`pg`), pg-boss for
// the build jobs, both on one connection pool. Opening migrates (once across nodes) and starts
// pg-boss's supervisor, which lapses the claims of workers that stopped sending heartbeats.
import { PgBoss } from 'pg-boss';
import { createBossQueues, defaultQueueTiming, postgresBuildQueue, type QueueTiming } from './pg-build-queue.ts';
import { openPool, redactUrl, whileLocked } from './pg-database.ts';
import { migratePostgres } from './pg-migrations.ts';
import { postgresProjectStore } from './pg-project-store.ts';
import { postgresTokenStore } from './pg-token-store.ts';
import { postgresUpdateStore } from './pg-update-store.ts';
import { postgresSecretRows, postgresWebhookStore } from './pg-webhook-store.ts';
import { sealStoredSecrets } from './sealed-secrets.ts';
import { postgresCredentialRows, postgresCredentialStore } from './pg-repo-credentials.ts';
import type { SecretBox } from './secret-box.ts';
import { SECRET_KEY_ENV, SecretKeyError, serviceSecretKeys, type SecretKeys } from './secret-keys.ts';
import type { Storage } from './storage.ts';

/** The advisory lock key of pg-boss's setup: any fixed number, the same on every node. */
const BOSS_SETUP_LOCK = 0x71756973; // "quis"

export interface PostgresOptions {
  /** Connections this node opens at most; 10 by default. */
  maxConnections?: number;
  timing?: Partial<QueueTiming>;
  /** The keys stored secrets are sealed under; QUIRE_SECRET_KEY's by default, the same on every node. */
  secretKeys?: SecretKeys;
}

export async function openPostgresStorage(url: string, options: PostgresOptions = {}): Promise<Storage> {
  const timing = { ...defaultQueueTiming, ...options.timing };
  const secretKeys = options.secretKeys ?? keysFromEnvironment();
  const pool = await openPool(url, options.maxConnections ?? 10);
  let boss: PgBoss | undefined;
  let box: SecretBox;
  try {
    await migratePostgres(pool);
    box = await sealStoredSecrets([postgresSecretRows(pool), postgresCredentialRows(pool)], secretKeys);
    boss = new PgBoss({
      db: { executeSql: (text, values) => pool.query(text, values as unknown[]) },
      // Lapsed claims are found by the monitor pass of a supervise pass: both at the same pace.
      superviseIntervalSeconds: timing.superviseSeconds,
      monitorIntervalSeconds: timing.superviseSeconds,
      schedule: false,
      registerInstance: false,
      openTelemetry: { enabled: false },
    });
    // pg-boss reports what it could not do (a supervisor pass failing while the database restarts)
    // as events; unheard, an 'error' event would end the process.
    boss.on('error', () => {});
    const started = boss;
    // pg-boss creates its schema without a lock of its own: two nodes starting on a new database
    // at once would both try. One does it while the others wait.
    await whileLocked(pool, BOSS_SETUP_LOCK, async () => {
      await started.start();
      await createBossQueues(started, timing);
    });
  } catch (error) {
    await boss?.stop({ graceful: false }).catch(() => {});
    await pool.end().catch(() => {});
    if (error instanceof SecretKeyError) throw error;
    throw new Error(`Could not prepare the PostgreSQL database ${redactUrl(url)}: ${(error as Error).message.split('\n')[0]}`);
  }
  const queue = postgresBuildQueue(pool, boss, timing);
  // Jobs that ran out of deliveries are failed by whichever node looks first.
  const sweeper = setInterval(() => void queue.recover().catch(() => {}), timing.superviseSeconds * 1000);
  sweeper.unref();
  let closed = false;
  return {
    projects: postgresProjectStore(pool),
    tokens: postgresTokenStore(pool),
    updates: postgresUpdateStore(pool),
    queue,
    webhooks: postgresWebhookStore(pool, box),
    credentials: postgresCredentialStore(pool, box),
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(sweeper);
      queue.release();
      await boss.stop({ graceful: false, close: false }).catch(() => {});
      await pool.end();
    },
  };
}

/**
 * QUIRE_SECRET_KEY's keys. No key file here: nodes need not share a folder, and nodes that each
 * made their own key would each seal secrets the others cannot open.
 */
function keysFromEnvironment(): SecretKeys {
  if (!process.env[SECRET_KEY_ENV]?.trim()) {
    throw new SecretKeyError(
      `${SECRET_KEY_ENV} is not set: with PostgreSQL every node seals and opens stored secrets with one key. Make one (openssl rand -base64 32) and give it to every node.`,
    );
  }
  return serviceSecretKeys('', process.env);
}
