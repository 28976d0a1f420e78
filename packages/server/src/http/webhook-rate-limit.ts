// The push webhook is reachable without a token, so it is limited by what a request does name:
// the project in its URL and the address it comes from. The project's limit stops a flood aimed
// at one tenant (each delivery costs a body read, an HMAC and a database lookup); the address's
// limit stops one source sweeping many projects. A Git host sends every tenant's pushes from a
// few addresses, so that limit is the wider one.
import type { IncomingMessage } from 'node:http';
import { apiRefusal, type ApiRefusal } from './api-problems.ts';
import { createRateLimiter, type RateLimit } from './rate-limiter.ts';

export interface WebhookRateLimit {
  perProject: RateLimit;
  perAddress: RateLimit;
}

/** A busy repository pushes a few times a minute; a Git host serving many tenants, far more. */
export const defaultWebhookRateLimit: Readonly<WebhookRateLimit> = Object.freeze({
  perProject: { requests: 60, perMs: 60_000 },
  perAddress: { requests: 600, perMs: 60_000 },
});

export interface WebhookRateLimiter {
  /** Undefined when the delivery may go on, else the 429 to answer. */
  take(req: IncomingMessage): ApiRefusal | undefined;
}

export function createWebhookRateLimiter(limit: WebhookRateLimit): WebhookRateLimiter {
  const byProject = createRateLimiter(limit.perProject);
  const byAddress = createRateLimiter(limit.perAddress);
  return {
    take(req) {
      // The socket's address, not X-Forwarded-For: a header the sender writes would let it pick its own bucket.
      const address = req.socket.remoteAddress ?? 'unknown';
      const fromAddress = byAddress.take(address);
      if (!fromAddress.allowed) return tooMany(`This address (${address}) sent too many webhook deliveries`, fromAddress.retryAfterSeconds);
      // An id that is no project's still counts under its own text; the handler refuses it next.
      const project = new URL(req.url ?? '/', 'http://api').searchParams.get('project')?.slice(0, 64) ?? '';
      const forProject = byProject.take(project);
      if (!forProject.allowed) return tooMany('This project received too many webhook deliveries', forProject.retryAfterSeconds);
      return undefined;
    },
  };
}

function tooMany(what: string, seconds: number): ApiRefusal {
  const detail = `${what}; retry in ${seconds} second${seconds === 1 ? '' : 's'}. A Git host redelivers a failed delivery from its webhook settings.`;
  return apiRefusal('rate-limited', detail, { 'retry-after': String(seconds) });
}
