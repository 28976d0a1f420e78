/** How many requests a token may make in a window. */
export interface RateLimit {
  requests: number;
  perMs: number;
}

/** Generous enough for polling clients and CI, low enough to stop a runaway loop. */
export const defaultRateLimit: Readonly<RateLimit> = Object.freeze({ requests: 600, perMs: 60_000 });

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request of `key`, when its bucket holds one. */
  take(key: string): RateDecision;
  /** Whether `key` could make a request now, counting nothing. */
  peek(key: string): RateDecision;
}

/**
 * A token bucket per key, in memory: a full bucket holds `requests`, refilled evenly over
 * `perMs`, so bursts are allowed up to the limit and the steady rate never exceeds it. Memory is
 * one small entry per key (a token, an address) counted within the last window: a full bucket is
 * dropped on the next sweep since it carries no state worth keeping.
 */
export function createRateLimiter(limit: RateLimit, now: () => number = Date.now): RateLimiter {
  const refillPerMs = limit.requests / limit.perMs;
  const buckets = new Map<string, { tokens: number; at: number }>();
  let lastSweep = now();
  return {
    take(key) {
      const bucket = refilled(key);
      if (bucket.tokens < 1) return refusal(bucket.tokens);
      bucket.tokens -= 1;
      return { allowed: true };
    },
    peek(key) {
      const bucket = buckets.get(key);
      if (!bucket) return { allowed: true };
      const tokens = Math.min(limit.requests, bucket.tokens + (now() - bucket.at) * refillPerMs);
      return tokens < 1 ? refusal(tokens) : { allowed: true };
    },
  };

  /** The key's bucket, topped up for the time since it was last used. */
  function refilled(key: string): { tokens: number; at: number } {
    const time = now();
    if (time - lastSweep > limit.perMs) sweep(time);
    const bucket = buckets.get(key) ?? { tokens: limit.requests, at: time };
    bucket.tokens = Math.min(limit.requests, bucket.tokens + (time - bucket.at) * refillPerMs);
    bucket.at = time;
    buckets.set(key, bucket);
    return bucket;
  }

  /** Refused until the bucket holds a whole request again. */
  function refusal(tokens: number): RateDecision {
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / refillPerMs / 1000)) };
  }

  function sweep(time: number): void {
    lastSweep = time;
    for (const [key, bucket] of buckets) if (bucket.tokens + (time - bucket.at) * refillPerMs >= limit.requests) buckets.delete(key);
  }
}
