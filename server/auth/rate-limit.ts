/**
 * Fixed-window rate limits for sign-in and password calls, per address and per IP.
 * In memory by default (one instance); Redis when REDIS_URL is set, so instances share counts.
 */
export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  close?(): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const now = this.now();
    if (this.windows.size > 50_000) this.sweep(now);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return { allowed: w.count <= limit, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}

export class RedisRateLimiter implements RateLimiter {
  constructor(private readonly redis: import('ioredis').default, private readonly prefix = 'rl:') {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const k = this.prefix + key;
    const [[, count], [, ttl]] = (await this.redis
      .multi()
      .incr(k)
      .pttl(k)
      .exec()) as [[null, number], [null, number]];
    let remaining = ttl;
    if (count === 1 || ttl < 0) {
      await this.redis.pexpire(k, windowMs);
      remaining = windowMs;
    }
    return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(remaining / 1000)) };
  }

  async close() {
    await this.redis.quit();
  }
}

export const NO_RATE_LIMIT: RateLimiter = { hit: async () => ({ allowed: true, retryAfterSeconds: 0 }) };

/** Limits per window; sign-in allows a few typos, password mails fewer. */
export const RATE_LIMITS = {
  signInPerEmail: { limit: 10, windowMs: 15 * 60_000 },
  signInPerIp: { limit: 100, windowMs: 15 * 60_000 },
  passwordPerEmail: { limit: 5, windowMs: 60 * 60_000 },
  passwordPerIp: { limit: 30, windowMs: 60 * 60_000 },
} as const;
