import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Storage } from '../storage/storage.ts';
import { apiRefusal, notFound, type ApiRefusal } from './api-problems.ts';
import { isApiPath, matchRoute, type ApiOperation } from './api-routes.ts';
import { authenticate, canAccess } from './bearer-auth.ts';
import { createFailedTokenLimiter, defaultFailedTokenLimit } from './failed-token-limit.ts';
import { openapiTexts } from './openapi-document.ts';
import { createRateLimiter, defaultRateLimit, type RateLimit } from './rate-limiter.ts';
import { isRecordId } from '../storage/ids.ts';
import type { TokenRecord } from '../storage/records.ts';
import { LOG_LIMITS, RECORD_LIMITS } from '../storage/update-store.ts';
import { ProjectDisabledError } from '../storage/project-store.ts';
import { writeJson, writeProblem, writeText } from './write-answer.ts';
import { answerGitWebhook, refuseUnread, WEBHOOK_PATH } from './git-webhook.ts';
import { createWebhookRateLimiter, defaultWebhookRateLimit, type WebhookRateLimit } from './webhook-rate-limit.ts';
import { compileTrustProxy, type TrustProxy } from './trust-proxy.ts';
import { applyApiCors, type ApiCorsOrigins } from './api-cors.ts';

export interface ApiHandlerOptions {
  storage: Storage;
  /** Requests per token; 600 a minute by default. */
  rateLimit?: RateLimit;
  /** Tokens that are not valid per client address, past which its requests are refused; 20 a minute by default. */
  failedTokenLimit?: RateLimit;
  /** Webhook deliveries per project and per source address (the webhook has no token to count by). */
  webhookRateLimit?: WebhookRateLimit;
  /** The reverse proxies whose X-Forwarded-For tells the client's address; no one by default. */
  trustProxy?: TrustProxy;
  /** The origins whose pages may call the API from a browser (CORS, see parseApiCors); none by default. */
  corsOrigins?: ApiCorsOrigins;
  /** Called after a trigger is queued (or joined one), so the service can wake its workers. */
  onTrigger?: (update: { statusId: string; projectId: string; coalesced: boolean }) => void;
  /** Takes a removed preview's site offline (its folder in the data folder); nothing by default. */
  removeSite?: (subdomain: string) => Promise<void>;
  /** Called with what made a request fail with 500; the caller only ever sees a generic problem. */
  onError?: (error: unknown) => void;
}

/** The /v1 REST API: answers and resolves true for paths under /v1, resolves false for any other. */
export type ApiHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/** An operation's outcome: what to write, or why it was refused. */
type Answer = { ok: true; write: (res: ServerResponse) => void } | { ok: false; refusal: ApiRefusal };

export function createApiHandler(options: ApiHandlerOptions): ApiHandler {
  const limiter = createRateLimiter(options.rateLimit ?? defaultRateLimit);
  const trust = compileTrustProxy(options.trustProxy);
  if (!trust.ok) throw new Error(`trustProxy: ${trust.message}`);
  const webhookLimiter = createWebhookRateLimiter(options.webhookRateLimit ?? defaultWebhookRateLimit, trust.value);
  const failedTokens = createFailedTokenLimiter(options.failedTokenLimit ?? defaultFailedTokenLimit, trust.value);
  const { storage } = options;

  return async (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (!isApiPath(path)) return false;
    // A preflight carries no token: answered before any limit counts it.
    if (applyApiCors(req, res, options.corsOrigins ?? [])) return true;
    // The API reads no bodies but the webhook's: let one that was sent drain so the connection stays usable.
    if (path !== WEBHOOK_PATH) req.resume();
    try {
      const answer = await answerRequest(req.method ?? 'GET', path, req);
      if (answer.ok) answer.write(res);
      else writeProblem(res, answer.refusal);
    } catch (error) {
      // A disabled project refuses every trigger, the webhook's too: storage says so wherever it is asked.
      if (error instanceof ProjectDisabledError && !res.headersSent) {
        writeProblem(res, apiRefusal('project-disabled', error.message, path === WEBHOOK_PATH ? { connection: 'close' } : undefined));
        return true;
      }
      options.onError?.(error);
      if (!res.headersSent) writeProblem(res, apiRefusal('internal', 'The service could not answer this request. Try again later.'));
      else res.destroy();
    }
    return true;
  };

  async function answerRequest(method: string, path: string, req: IncomingMessage): Promise<Answer> {
    const route = matchRoute(method, path);
    if (route.kind === 'no-route') return refuse(apiRefusal('not-found', `${path} is not an operation of this API; see /v1/openapi.json.`));
    if (route.kind === 'wrong-method') return refuse(apiRefusal('method-not-allowed', `This path takes ${route.allow}.`, { allow: route.allow }));
    if (route.operation === 'openapiJson' || route.operation === 'openapiYaml') return answerOpenApi(route.operation);
    // The Git host signs its request instead of sending a token.
    if (route.operation === 'gitWebhook') {
      // Counted before the body is read or the database asked: a flood from one address costs the service nothing more.
      const limited = webhookLimiter.fromAddress(req);
      if (limited) return refuseUnread(limited);
      const hooks = { onTrigger: options.onTrigger, removeSite: options.removeSite, admit: webhookLimiter.forProject, admitPreview: webhookLimiter.forPreview };
      const answer = await answerGitWebhook(req, new URL(req.url ?? '/', 'http://api').searchParams, storage, hooks);
      return answer.ok ? { ok: true, write: (res) => writeJson(res, answer.status, answer.body, answer.headers) } : answer;
    }

    // Checked before the token is looked up: an address sending wrong tokens in a loop costs no lookups.
    const heldBack = failedTokens.refusal(req);
    if (heldBack) return refuse(heldBack);
    const auth = await authenticate(req.headers, storage.tokens);
    if (!auth.ok) {
      if (auth.tokenRejected) failedTokens.failed(req);
      return auth;
    }
    const rate = limiter.take(auth.token.id);
    if (!rate.allowed) {
      const seconds = rate.retryAfterSeconds;
      return refuse(
        apiRefusal('rate-limited', `This token made too many requests; retry in ${seconds} second${seconds === 1 ? '' : 's'}.`, {
          'retry-after': String(seconds),
        }),
      );
    }
    if (!isRecordId(route.id)) {
      const what = ['triggerUpdate', 'listUpdates', 'listPreviews', 'createWebhookSecret'].includes(route.operation) ? 'A project id' : 'A status id';
      return refuse(
        apiRefusal('malformed-id', `${what} is 24 hexadecimal digits, such as 665f1c2e9b1d4a0012ab34cd; got ${JSON.stringify(route.id.slice(0, 64))}.`),
      );
    }

    if (route.operation === 'triggerUpdate') {
      const project = (await mayAct(auth.token, route.id)) ? await storage.projects.get(route.id) : undefined;
      if (!project) return refuse(notFound('project'));
      const queued = await storage.queue.enqueue(project.id, 'api');
      options.onTrigger?.({ statusId: queued.statusId, projectId: project.id, coalesced: queued.coalesced });
      const location = `/v1/project/update-status/${queued.statusId}`;
      return { ok: true, write: (res) => writeJson(res, 202, { statusId: queued.statusId }, { location }) };
    }

    if (route.operation === 'getUpdateFiles') return answerFiles(route.id, auth.token, new URL(req.url ?? '/', 'http://api').searchParams);
    if (route.operation === 'getUpdateLogs') return answerLogs(route.id, auth.token, new URL(req.url ?? '/', 'http://api').searchParams);
    if (route.operation === 'listUpdates') return answerList(route.id, auth.token, new URL(req.url ?? '/', 'http://api').searchParams);
    if (route.operation === 'cancelUpdate') return answerCancel(route.id, auth.token);
    if (route.operation === 'listPreviews') return answerPreviews(route.id, auth.token);
    if (route.operation === 'createWebhookSecret') {
      const project = (await mayAct(auth.token, route.id)) ? await storage.projects.get(route.id) : undefined;
      if (!project) return refuse(notFound('project'));
      const secret = await storage.webhooks.createSecret(project.id);
      const body = { projectId: project.id, secret, url: `${WEBHOOK_PATH}?project=${project.id}` };
      return { ok: true, write: (res) => writeJson(res, 201, body) };
    }

    const record = await storage.updates.get(route.id);
    // Another project's record reads exactly like a missing one.
    if (!record || !(await mayAct(auth.token, record.projectId))) return refuse(notFound('update'));
    return { ok: true, write: (res) => writeJson(res, 200, record) };
  }

  /** Whether a token may act on a project: as canAccess, and a project's token acts on its previews too. */
  async function mayAct(token: TokenRecord, projectId: string): Promise<boolean> {
    if (canAccess(token, projectId)) return true;
    const parent = await storage.projects.previewOf(projectId);
    return parent !== undefined && canAccess(token, parent);
  }

  /** A project's live previews: the branches pushed to it, each built at its own address. */
  async function answerPreviews(projectId: string, token: TokenRecord): Promise<Answer> {
    const project = (await mayAct(token, projectId)) ? await storage.projects.get(projectId) : undefined;
    if (!project) return refuse(notFound('project'));
    const previews = await storage.projects.previews(projectId);
    return { ok: true, write: (res) => writeJson(res, 200, { projectId, previews }) };
  }

  /** A page of an update's log: the status record carries only its tail. */
  async function answerLogs(id: string, token: TokenRecord, query: URLSearchParams): Promise<Answer> {
    const range = logPageRange(query);
    if ('problem' in range) return refuse(range);
    const record = await storage.updates.get(id);
    if (!record || !(await mayAct(token, record.projectId))) return refuse(notFound('update'));
    const page = await storage.updates.logPage(id, range.offset, range.limit);
    if (!page) return refuse(notFound('update'));
    const end = range.offset + page.lines.length;
    const next = end < page.total ? `/v1/project/update-logs/${id}?offset=${end}&limit=${range.limit}` : null;
    return { ok: true, write: (res) => writeJson(res, 200, { statusId: id, offset: range.offset, total: page.total, lines: page.lines, next }) };
  }

  /** A page of the files an update's commit changed: the status record carries only the first of each list. */
  async function answerFiles(id: string, token: TokenRecord, query: URLSearchParams): Promise<Answer> {
    const range = pageRange(query, RECORD_LIMITS.filesPage, RECORD_LIMITS.filesPage, 'files');
    if ('problem' in range) return refuse(range);
    const record = await storage.updates.get(id);
    if (!record || !(await mayAct(token, record.projectId))) return refuse(notFound('update'));
    const page = await storage.updates.filesPage(id, range.offset, range.limit);
    if (!page) return refuse(notFound('update'));
    const end = range.offset + page.files.length;
    const next = end < page.total ? `/v1/project/update-files/${id}?offset=${end}&limit=${range.limit}` : null;
    return { ok: true, write: (res) => writeJson(res, 200, { statusId: id, offset: range.offset, total: page.total, files: page.files, next }) };
  }

  /** A page of a project's updates, newest first: what a dashboard or CI lists. */
  async function answerList(projectId: string, token: TokenRecord, query: URLSearchParams): Promise<Answer> {
    const range = pageRange(query, UPDATES_PAGE.max, UPDATES_PAGE.fallback, 'updates');
    if ('problem' in range) return refuse(range);
    const project = (await mayAct(token, projectId)) ? await storage.projects.get(projectId) : undefined;
    if (!project) return refuse(notFound('project'));
    const page = await storage.updates.list(projectId, range.offset, range.limit);
    const end = range.offset + page.updates.length;
    const next = end < page.total ? `/v1/project/updates/${projectId}?offset=${end}&limit=${range.limit}` : null;
    return { ok: true, write: (res) => writeJson(res, 200, { projectId, offset: range.offset, total: page.total, updates: page.updates, next }) };
  }

  /** Cancels a queued or building update; one that already ended is a conflict that says how it ended. */
  async function answerCancel(id: string, token: TokenRecord): Promise<Answer> {
    const record = await storage.updates.get(id);
    if (!record || !(await mayAct(token, record.projectId))) return refuse(notFound('update'));
    const status = await storage.queue.cancel(id);
    if (status !== 'canceled' || record.status === 'canceled') {
      if (status === 'canceled') return { ok: true, write: (res) => writeJson(res, 200, record) };
      return refuse(apiRefusal('update-ended', `This update already ended in ${status}: there is nothing to cancel.`));
    }
    const canceled = await storage.updates.get(id);
    return { ok: true, write: (res) => writeJson(res, 200, canceled) };
  }
}

/** Updates per page of the list: a dashboard's screenful by default. */
const UPDATES_PAGE = { max: 100, fallback: 20 } as const;

/** Query parameters of a page: `offset` (default 0) and `limit` (1 to `max`, default `fallback`); `what` names the items. */
function pageRange(query: URLSearchParams, max: number, fallback: number, what: string): { offset: number; limit: number } | ApiRefusal {
  const number = (name: string, otherwise: number, most: number, least: number) => {
    const text = query.get(name);
    if (text === null) return otherwise;
    const value = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
    return value >= least && value <= most ? value : undefined;
  };
  const offset = number('offset', 0, 999_999_999, 0);
  const limit = number('limit', fallback, max, 1);
  if (offset === undefined)
    return apiRefusal('invalid-query', `offset is the number of ${what} to skip, 0 or more; got ${JSON.stringify(query.get('offset')?.slice(0, 32))}.`);
  if (limit === undefined)
    return apiRefusal('invalid-query', `limit is how many ${what} to return, 1 to ${max}; got ${JSON.stringify(query.get('limit')?.slice(0, 32))}.`);
  return { offset, limit };
}

/** Query parameters of a log page: `offset` (default 0) and `limit` (1 to 1000, default 1000). */
function logPageRange(query: URLSearchParams): { offset: number; limit: number } | ApiRefusal {
  return pageRange(query, LOG_LIMITS.page, LOG_LIMITS.page, 'log lines');
}

async function answerOpenApi(operation: Extract<ApiOperation, 'openapiJson' | 'openapiYaml'>): Promise<Answer> {
  const texts = await openapiTexts();
  return {
    ok: true,
    write: (res) =>
      operation === 'openapiJson'
        ? writeText(res, 200, 'application/json; charset=utf-8', texts.json)
        : writeText(res, 200, 'application/yaml; charset=utf-8', texts.yaml),
  };
}

function refuse(refusal: ApiRefusal): Answer {
  return { ok: false, refusal };
}
