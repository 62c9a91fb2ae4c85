/**
 * Fixed-window rate limits (sign-in failures, password mails, guest applications, organization signup),
 * counted by rate-limiter-flexible: in memory for one instance, in Redis when REDIS_URL is set so instances
 * share counts. When Redis fails, each call falls back to an in-memory limiter (the library's
 * insuranceLimiter) and a warning is logged: sign-in keeps working instead of answering 500.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type Redis from 'ioredis';
import { log } from '../log';

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt under `key`; not allowed once more than `limit` fall in the window. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Takes one counted attempt back (an attempt that turned out not to count, e.g. a right password). */
  refund(key: string, limit: number, windowMs: number): Promise<void>;
  /** Forgets every attempt under `key`. */
  reset(key: string, limit: number, windowMs: number): Promise<void>;
  close?(): Promise<void>;
}

/** The library counts in whole seconds; a window is never shorter than one. */
const seconds = (windowMs: number) => Math.max(1, Math.ceil(windowMs / 1000));
const retryAfter = (msBeforeNext: number) => Math.max(1, Math.ceil(msBeforeNext / 1000));

/** One library limiter per (limit, window), created on first use; the key space is shared. */
abstract class FlexibleRateLimiter implements RateLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  protected abstract create(points: number, duration: number): RateLimiterAbstract;

  private limiter(limit: number, windowMs: number): RateLimiterAbstract {
    const id = `${limit}/${seconds(windowMs)}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = this.create(limit, seconds(windowMs));
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    try {
      const res = await this.limiter(limit, windowMs).consume(key);
      return { allowed: true, retryAfterSeconds: retryAfter(res.msBeforeNext) };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: retryAfter(rejection.msBeforeNext) };
      throw rejection;
    }
  }

  async refund(key: string, limit: number, windowMs: number): Promise<void> {
    await this.limiter(limit, windowMs).reward(key, 1);
  }

  async reset(key: string, limit: number, windowMs: number): Promise<void> {
    await this.limiter(limit, windowMs).delete(key);
  }
}

export class MemoryRateLimiter extends FlexibleRateLimiter {
  protected create(points: number, duration: number) {
    return new RateLimiterMemory({ points, duration });
  }
}

export interface RedisRateLimiterOptions {
  /** Prefix of every Redis key (default `rl`). */
  prefix?: string;
  /** Where the fallback warning goes (default the process log); called at most once a minute. */
  warn?: (message: string) => void;
}

/** The in-memory stand-in for Redis: counts as the Redis limiter would, and says that it is standing in. */
class InsuranceLimiter extends RateLimiterMemory {
  constructor(
    opts: { points: number; duration: number },
    private readonly notice: () => void,
  ) {
    super(opts);
  }
  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    this.notice();
    return super.consume(...args);
  }
}

export class RedisRateLimiter extends FlexibleRateLimiter {
  private readonly prefix: string;
  private readonly warn: (message: string) => void;
  private lastWarning = 0;

  constructor(
    private readonly redis: Redis,
    options: RedisRateLimiterOptions = {},
  ) {
    super();
    this.prefix = options.prefix ?? 'rl';
    this.warn = options.warn ?? ((message) => log().warn(message));
    // ioredis reports a lost connection as an 'error' event; unheard, Node prints it as an unhandled error.
    redis.on('error', (error: Error) => this.fallbackNotice(error.message));
  }

  private fallbackNotice(reason = 'Redis is not ready') {
    const now = Date.now();
    if (now - this.lastWarning < 60_000) return;
    this.lastWarning = now;
    this.warn(`[rate-limit] Redis unavailable (${reason}): counting in memory on this instance until it is back`);
  }

  protected create(points: number, duration: number) {
    return new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: this.prefix,
      points,
      duration,
      // Without a connection, fail over at once instead of queueing behind reconnect attempts.
      rejectIfRedisNotReady: true,
      insuranceLimiter: new InsuranceLimiter({ points, duration }, () => this.fallbackNotice()),
    });
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** The ioredis options the limiter expects: no offline queue, so a request never waits for a reconnect. */
export const REDIS_LIMITER_OPTIONS = { enableOfflineQueue: false, maxRetriesPerRequest: 1 } as const;

export const NO_RATE_LIMIT: RateLimiter = {
  hit: async () => ({ allowed: true, retryAfterSeconds: 0 }),
  refund: async () => {},
  reset: async () => {},
};

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * Limits per window. Sign-in counts failed passwords only (server/auth/sign-in-limits.ts): per client
 * address, per account and address, per account from unknown devices, and per account and known device.
 * Password mails count every call: each one sends mail.
 */
export const RATE_LIMITS = {
  signInFailuresPerIp: { limit: 50, windowMs: FIFTEEN_MINUTES },
  signInFailuresPerEmailAndIp: { limit: 10, windowMs: FIFTEEN_MINUTES },
  signInFailuresPerAccount: { limit: 20, windowMs: FIFTEEN_MINUTES },
  signInFailuresPerDevice: { limit: 30, windowMs: FIFTEEN_MINUTES },
  /** Checks of the current password by a signed-in user (server/resources/current-user), per account. */
  signInPerEmail: { limit: 10, windowMs: FIFTEEN_MINUTES },
  passwordPerEmail: { limit: 5, windowMs: 60 * 60_000 },
  passwordPerIp: { limit: 30, windowMs: 60 * 60_000 },
} as const;
