// POST /v1/webhooks/git?project=<id>: a Git host's push webhook. A push to the project's branch
// triggers an update of it; a push to another branch builds that branch's preview (a project of
// its own, at `<branch>--<subdomain>`), and deleting the branch removes the preview.
// The Git host signs the body with the project's secret (HMAC-SHA256, GitHub's
// `X-Hub-Signature-256: sha256=<hex>`, or Gitea's and Forgejo's `X-Gitea-Signature: <hex>`); the
// signature is checked in constant time before anything else is read from the body, and an
// unknown project reads exactly like a wrong signature. Each delivery id is acted on once: Git
// hosts redeliver, and an attacker who saw one request could replay it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isRecordId } from '../storage/ids.ts';
import { PreviewLimitError } from '../storage/project-store.ts';
import type { Storage } from '../storage/storage.ts';
import { apiRefusal, type ApiRefusal } from './api-problems.ts';

export const WEBHOOK_PATH = '/v1/webhooks/git';
/** A push event's body is a few kilobytes; GitHub's own cap is 25 MB, for events this does not read. */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export type WebhookAnswer = { ok: true; status: number; body: object; headers?: Record<string, string> } | { ok: false; refusal: ApiRefusal };

/** Compared against when the project has no secret, so that case costs what a wrong signature does. */
const NO_SECRET = 'quire-webhook-no-secret';

export interface WebhookHooks {
  /** Called after a push queued an update (or joined one), so the service can wake its workers. */
  onTrigger?: ((update: { statusId: string; projectId: string; coalesced: boolean }) => void) | undefined;
  /** Takes a removed preview's site offline. */
  removeSite?: ((subdomain: string) => Promise<void>) | undefined;
  /** The project's limit, asked only for a signed, first-seen delivery: a 429 refuses it (and its redelivery still counts as new). */
  admit?: ((projectId: string) => ApiRefusal | undefined) | undefined;
  /** The project's limit of preview builds, asked for a push to a branch other than the project's. */
  admitPreview?: ((projectId: string) => ApiRefusal | undefined) | undefined;
}

export async function answerGitWebhook(req: IncomingMessage, query: URLSearchParams, storage: Storage, hooks: WebhookHooks = {}): Promise<WebhookAnswer> {
  const projectId = query.get('project') ?? '';
  if (!isRecordId(projectId)) {
    return refuseUnread(
      apiRefusal(
        'malformed-id',
        `Give the project in the webhook's URL: ${WEBHOOK_PATH}?project=<project id, 24 hexadecimal digits>; got ${JSON.stringify(projectId.slice(0, 64))}.`,
      ),
    );
  }
  // Refused before the body is read: an unsigned delivery costs no read, HMAC or database lookup.
  const signature = signatureOf(req);
  if (signature === undefined) {
    return refuseUnread(
      unauthorized(
        `The request has no X-Hub-Signature-256 (or X-Gitea-Signature) header: set the webhook's secret on the Git host (POST /v1/project/webhook-secret/${projectId} makes one).`,
      ),
    );
  }
  const body = await readBody(req);
  if (!body) return refuseUnread(apiRefusal('payload-too-large', `A webhook's body may be at most ${WEBHOOK_BODY_LIMIT / 1024} KB; send push events only.`));

  const secret = await storage.webhooks.secretOf(projectId);
  const expected = createHmac('sha256', secret ?? NO_SECRET)
    .update(body)
    .digest();
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '0'.repeat(64), 'hex');
  if (!timingSafeEqual(expected, given) || !secret) return refuse(unauthorized("The signature does not match this project's webhook secret."));

  const deliveryId = header(req, 'x-github-delivery') ?? header(req, 'x-gitea-delivery') ?? header(req, 'x-gogs-delivery');
  if (!deliveryId || deliveryId.length > 200)
    return refuse(
      apiRefusal(
        'invalid-webhook',
        'The request has no X-GitHub-Delivery (or X-Gitea-Delivery) header: each delivery needs an id, so that a replayed one is ignored.',
      ),
    );
  const event = header(req, 'x-github-event') ?? header(req, 'x-gitea-event') ?? 'push';
  if (event === 'ping')
    return { ok: true, status: 200, body: { event, detail: 'The webhook reaches this project. Pushes to its branch will trigger updates.' } };
  if (event !== 'push')
    return { ok: true, status: 200, body: { event, ignored: true, detail: `Only push events trigger updates; ${event} events are ignored.` } };

  let push: { ref?: unknown; deleted?: unknown };
  try {
    push = JSON.parse(body.toString('utf8')) as typeof push;
  } catch {
    return refuse(apiRefusal('invalid-webhook', "The push event is not JSON: set the webhook's content type to application/json."));
  }
  const project = await storage.projects.get(projectId);
  if (!project) return refuse(unauthorized("The signature does not match this project's webhook secret."));
  const ref = typeof push.ref === 'string' ? push.ref : '';
  const branch = ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined;
  if (!branch) return { ok: true, status: 200, body: { event, ignored: true, detail: `Only pushes to branches build; ${JSON.stringify(ref)} is not one.` } };
  if (!(await storage.webhooks.firstDelivery(projectId, deliveryId))) {
    return { ok: true, status: 200, body: { event, replayed: true, detail: `Delivery ${deliveryId} was acted on already: nothing was queued.` } };
  }
  const preview = branch !== project.branch && push.deleted !== true;
  const limited = hooks.admit?.(projectId) ?? (preview ? hooks.admitPreview?.(projectId) : undefined);
  if (limited) {
    await storage.webhooks.forgetDelivery(projectId, deliveryId);
    return refuse(limited);
  }
  try {
    if (push.deleted === true) return await branchDeleted(storage, project.id, project.branch, branch, event, hooks);
    // The project's branch updates its site; any other branch builds a preview at its own address.
    const target = preview ? await storage.projects.previewFor(project.id, branch) : project;
    const queued = await storage.queue.enqueue(target.id, 'webhook');
    hooks.onTrigger?.({ ...queued, projectId: target.id });
    const previewRef = preview ? { preview: { projectId: target.id, branch, subdomain: target.subdomain } } : {};
    return { ok: true, status: 202, body: { statusId: queued.statusId, ...previewRef }, headers: { location: `/v1/project/update-status/${queued.statusId}` } };
  } catch (error) {
    if (error instanceof PreviewLimitError) {
      await storage.webhooks.forgetDelivery(projectId, deliveryId).catch(() => {});
      return refuse(apiRefusal('preview-limit', error.message));
    }
    // Not acted on: the Git host's redelivery of this id must be.
    await storage.webhooks.forgetDelivery(projectId, deliveryId).catch(() => {});
    throw error;
  }
}

/** A deleted branch: its preview goes (its updates canceled, its site taken offline); the project's own branch stays built. */
async function branchDeleted(
  storage: Storage,
  projectId: string,
  projectBranch: string,
  branch: string,
  event: string,
  hooks: WebhookHooks,
): Promise<WebhookAnswer> {
  if (branch === projectBranch)
    return { ok: true, status: 200, body: { event, ignored: true, detail: `refs/heads/${branch} was deleted; the project's site stays as it is.` } };
  const removed = await storage.projects.removePreview(projectId, branch);
  if (!removed) return { ok: true, status: 200, body: { event, ignored: true, detail: `refs/heads/${branch} had no preview.` } };
  const pending = await storage.updates.list(removed.id, 0, 10);
  for (const update of pending.updates) if (update.status === 'queued' || update.status === 'in_progress') await storage.queue.cancel(update._id);
  await hooks.removeSite?.(removed.subdomain);
  return {
    ok: true,
    status: 200,
    body: { event, removed: { projectId: removed.id, branch, subdomain: removed.subdomain }, detail: `The preview of ${branch} was removed.` },
  };
}

/** The body, or undefined as soon as it is known to be larger than the limit (the rest is left unread). */
async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (Number(req.headers['content-length'] ?? 0) > WEBHOOK_BODY_LIMIT) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  // Leaving the loop must not destroy the request: its socket still carries the 413.
  for await (const chunk of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > WEBHOOK_BODY_LIMIT) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The hex digest the Git host sent, without GitHub's `sha256=` prefix. */
function signatureOf(req: IncomingMessage): string | undefined {
  const github = header(req, 'x-hub-signature-256');
  if (github) return github.startsWith('sha256=') ? github.slice('sha256='.length) : '';
  return header(req, 'x-gitea-signature') ?? header(req, 'x-gogs-signature');
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function unauthorized(detail: string): ApiRefusal {
  return apiRefusal('unauthorized', detail);
}

function refuse(refusal: ApiRefusal): WebhookAnswer {
  return { ok: false, refusal };
}

/**
 * A refusal sent with the body (or its rest) unread. The answer closes the connection rather than
 * draining it: a sender cannot hold the service with a slow, endless body.
 */
export function refuseUnread(refusal: ApiRefusal): WebhookAnswer & { ok: false } {
  return { ok: false, refusal: { ...refusal, headers: { ...refusal.headers, connection: 'close' } } };
}
