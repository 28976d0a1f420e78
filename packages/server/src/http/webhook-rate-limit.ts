// The push webhook is reachable without a token, so it is limited by what a request does name:
// the address it comes from and the project in its URL.
// - The address's limit comes first, before the body is read: it bounds what one source can make
//   the service spend on body reads, HMACs and database lookups, signed or not. A Git host sends
//   every tenant's pushes from a few addresses, so it is the wider one. Behind a reverse proxy the
//   address is the client's, as the trusted proxies report it (see trust-proxy.ts).
// - The project's limit counts only deliveries that would act (correctly signed, not replays): a
//   sender without the secret cannot spend it, so junk aimed at a project cannot block its pushes,
//   while a flood of signed pushes (a leaked secret, a runaway script) is still held to it.
import type { IncomingMessage } from 'node:http';
import { apiRefusal, type ApiRefusal } from './api-problems.ts';
import { clientLimitKey } from './client-address.ts';
import { createRateLimiter, type RateLimit } from './rate-limiter.ts';
import type { TrustFunction } from './trust-proxy.ts';

export interface WebhookRateLimit {
  /** Signed deliveries that act on one project (replays and refused ones are not counted). */
  perProject: RateLimit;
  /** Every delivery from one client address (an IPv6 client's whole /64), across projects. */
  perAddress: RateLimit;
  /** Pushes to branches other than the project's, each a preview build: fewer, since each takes a worker. */
  previewsPerProject?: RateLimit;
}

/** A busy repository pushes a few times a minute; a Git host serving many tenants, far more. */
export const defaultWebhookRateLimit: Readonly<WebhookRateLimit> = Object.freeze({
  perProject: { requests: 60, perMs: 60_000 },
  perAddress: { requests: 600, perMs: 60_000 },
  previewsPerProject: { requests: 20, perMs: 3_600_000 },
});

export interface WebhookRateLimiter {
  /** Before anything is read: undefined when the sender may deliver, else the 429 to answer. */
  fromAddress(req: IncomingMessage): ApiRefusal | undefined;
  /** For a signed delivery about to act on the project: undefined when it may, else the 429 to answer. */
  forProject(projectId: string): ApiRefusal | undefined;
  /** For a signed push about to build one of the project's previews: undefined when it may, else the 429 to answer. */
  forPreview(projectId: string): ApiRefusal | undefined;
}

export function createWebhookRateLimiter(limit: WebhookRateLimit, trust: TrustFunction): WebhookRateLimiter {
  const byProject = createRateLimiter(limit.perProject);
  const byAddress = createRateLimiter(limit.perAddress);
  const previews = limit.previewsPerProject ?? defaultWebhookRateLimit.previewsPerProject!;
  const byPreviewProject = createRateLimiter(previews);
  return {
    fromAddress(req) {
      const address = clientLimitKey(req, trust);
      const decision = byAddress.take(address);
      return decision.allowed ? undefined : tooMany(`This address (${address}) sent too many webhook deliveries`, decision.retryAfterSeconds);
    },
    forProject(projectId) {
      const decision = byProject.take(projectId);
      return decision.allowed ? undefined : tooMany('This project received too many webhook deliveries', decision.retryAfterSeconds);
    },
    forPreview(projectId) {
      const decision = byPreviewProject.take(projectId);
      return decision.allowed
        ? undefined
        : tooMany(
            `This project's previews were built ${previews.requests} times within ${Math.round(previews.perMs / 60_000)} minutes, the most they may be`,
            decision.retryAfterSeconds,
          );
    },
  };
}

function tooMany(what: string, seconds: number): ApiRefusal {
  const detail = `${what}; retry in ${seconds} second${seconds === 1 ? '' : 's'}. A Git host redelivers a failed delivery from its webhook settings.`;
  return apiRefusal('rate-limited', detail, { 'retry-after': String(seconds) });
}
