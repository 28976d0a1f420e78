// Wrong bearer tokens, counted per client address. A token holds 256 random bits, so guessing one
// is hopeless; what wrong tokens cost is a database lookup each, which the per-token rate limit
// cannot bound (there is no valid token to count by), and they are most often a revoked or
// mistyped token in a retry loop. Past the limit, the address's requests are refused before any
// token is looked up, a correct one's too: the address is what is limited, not the token.
import type { IncomingMessage } from 'node:http';
import { apiRefusal, type ApiRefusal } from './api-problems.ts';
import { clientLimitKey } from './client-address.ts';
import { createRateLimiter, type RateLimit } from './rate-limiter.ts';
import type { TrustFunction } from './trust-proxy.ts';

/**
 * 20 wrong tokens at once, then one more each 3 s: a person who mistyped, or a CI job retrying a
 * few times, never meets it, and a loop is held to 20 lookups a minute (against 600 requests a
 * minute for a valid token).
 */
export const defaultFailedTokenLimit: Readonly<RateLimit> = Object.freeze({ requests: 20, perMs: 60_000 });

export interface FailedTokenLimiter {
  /** Before a token is looked up: the 429 to answer while this address is held back, else undefined. */
  refusal(req: IncomingMessage): ApiRefusal | undefined;
  /** Counts a token this address sent that was not valid. */
  failed(req: IncomingMessage): void;
}

export function createFailedTokenLimiter(limit: RateLimit, trust: TrustFunction, now?: () => number): FailedTokenLimiter {
  const byAddress = createRateLimiter(limit, now);
  return {
    refusal(req) {
      const address = clientLimitKey(req, trust);
      const decision = byAddress.peek(address);
      if (decision.allowed) return undefined;
      const seconds = decision.retryAfterSeconds;
      const detail =
        `This address (${address}) sent more tokens that are not valid than the ${limit.requests} per ${limit.perMs / 1000} s it may, ` +
        `so its requests are refused for now, whatever token they carry; retry in ${seconds} second${seconds === 1 ? '' : 's'}. ` +
        'Check the token your client sends: it may be mistyped or revoked (`quire tokens list` shows which are).';
      return apiRefusal('rate-limited', detail, { 'retry-after': String(seconds) });
    },
    failed(req) {
      byAddress.take(clientLimitKey(req, trust));
    },
  };
}
