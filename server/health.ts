/**
 * Operations endpoints (docs/architecture.md "Operations"), outside /api/v1 and without tenant or auth:
 *   GET /healthz  the process answers (no database: a load balancer restarts on this one, so it must not fail
 *                 because a dependency is down);
 *   GET /readyz   the database answers a query, and every extra check (Redis when REDIS_URL is set) passes;
 *                 503 with the names of what is down otherwise (a load balancer stops sending traffic).
 * Bodies are plain JSON. The reasons stay in the log: error messages can name hosts and users.
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from './context';
import { log } from './log';

export interface ReadinessCheck {
  name: string;
  /** Resolves when the dependency answers; rejects (or times out) when it does not. */
  check: () => Promise<unknown>;
}

/** A check that has not answered by then counts as down: a hanging dependency must not hang the probe. */
export const CHECK_TIMEOUT_MS = 2000;

export const healthRoutes = new Hono<AppEnv>();

healthRoutes.get('/healthz', (c) => c.json({ status: 'ok' }));

healthRoutes.get('/readyz', async (c) => {
  const deps = c.get('deps');
  const checks: ReadinessCheck[] = [{ name: 'database', check: () => deps.db.execute(sql`select 1`) }, ...(deps.readiness ?? [])];
  const results = await Promise.all(
    checks.map(async ({ name, check }) => {
      try {
        await withTimeout(check(), CHECK_TIMEOUT_MS);
        return [name, 'ok'] as const;
      } catch (error) {
        log().warn({ check: name, err: error }, 'readiness check failed');
        return [name, 'down'] as const;
      }
    }),
  );
  const down = results.filter(([, state]) => state === 'down').map(([name]) => name);
  const body = { status: down.length ? 'unavailable' : 'ok', checks: Object.fromEntries(results), ...(down.length ? { down } : {}) };
  return c.json(body, down.length ? 503 : 200);
});

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Redis readiness on its own connection (the rate limiter's client may be configured to queue commands): no
 * offline queue, so a PING while Redis is away fails at once instead of waiting; it reconnects every second.
 */
export async function redisReadiness(url: string): Promise<ReadinessCheck & { close: () => Promise<void> }> {
  const { default: Redis } = await import('ioredis');
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: CHECK_TIMEOUT_MS,
    retryStrategy: () => 1000,
  });
  // Without a listener ioredis prints every failed reconnect; /readyz reports the state instead.
  redis.on('error', () => {});
  return {
    name: 'redis',
    check: async () => {
      // Just after start (or a reconnect) the connection may be on its way: give it most of the probe's time.
      for (let waited = 0; redis.status !== 'ready' && waited < CHECK_TIMEOUT_MS - 500; waited += 50)
        await new Promise((r) => setTimeout(r, 50));
      return redis.ping();
    },
    close: async () => {
      redis.disconnect();
    },
  };
}
