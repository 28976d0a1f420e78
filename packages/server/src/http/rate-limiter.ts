/** How many requests a token may make in a window. */
export interface RateLimit {
  requests: number;
  perMs: number;
}

/** Generous enough for polling clients and CI, low enough to stop a runaway loop. */
export const defaultRateLimit: Readonly<RateLimit> = Object.freeze({ requests: 600, perMs: 60_000 });

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(key: string): RateDecision;
}

/**
 * A token bucket per key, in memory: a full bucket holds `requests`, refilled evenly over
 * `perMs`, so bursts are allowed up to the limit and the steady rate never exceeds it. Memory is
 * one small entry per token that made a request; the service has few tokens, and a full bucket
 * is dropped on the next sweep since it carries no state worth keeping.
 */
export function createRateLimiter(limit: RateLimit, now: () => number = Date.now): RateLimiter {
  const refillPerMs = limit.requests / limit.perMs;
  const buckets = new Map<string, { tokens: number; at: number }>();
  let lastSweep = now();
  return {
    take(key) {
      const time = now();
      if (time - lastSweep > limit.perMs) sweep(time);
      const bucket = buckets.get(key) ?? { tokens: limit.requests, at: time };
      bucket.tokens = Math.min(limit.requests, bucket.tokens + (time - bucket.at) * refillPerMs);
      bucket.at = time;
      buckets.set(key, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerMs / 1000)) };
    },
  };

  function sweep(time: number): void {
    lastSweep = time;
    for (const [key, bucket] of buckets) if (bucket.tokens + (time - bucket.at) * refillPerMs >= limit.requests) buckets.delete(key);
  }
}
