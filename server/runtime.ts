/**
 * The backend as one process runs it: database opened and migrated once, demo data seeded into an
 * empty development database, dependencies built from the environment. Cached on globalThis so
 * Next.js dev reloads do not open a second PGlite on the same folder.
 */
import 'server-only';
import { centerBaseUrl } from '@/lib/tenancy';
import { createApp, type BackendApp } from './app';
import { MemoryRateLimiter, NO_RATE_LIMIT, REDIS_LIMITER_OPTIONS, RedisRateLimiter, type RateLimiter } from './auth/rate-limit';
import { argon2Hasher } from './auth/passwords';
import type { Deps } from './context';
import { migrateDatabase, openDatabase, type DatabaseHandle } from './db/client';
import { seedIfEmpty } from './db/seed';
import { serverEnv } from './env';
import { redisReadiness } from './health';
import { createMailer, smtpTransport } from './mail/mailer';
import { startScheduler } from './jobs/scheduler';
import { startUploadCleanup } from './jobs/cleanup-uploads';
import { storageFromEnv } from './storage';
import { revalidateTag } from 'next/cache';
import { installPeerStamp } from './net/peer-stamp';
import type { AddressBindings } from './net/request-address';

// Route handlers load this module: stamp socket addresses from here on even if instrumentation did not run.
installPeerStamp();
import { log } from './log';

export interface Backend {
  app: BackendApp;
  deps: Deps;
  database: DatabaseHandle;
}

const globalForBackend = globalThis as unknown as { __backend?: Promise<Backend> };

export function getBackend(): Promise<Backend> {
  globalForBackend.__backend ??= startBackend().catch((error: unknown) => {
    globalForBackend.__backend = undefined;
    throw error;
  });
  return globalForBackend.__backend;
}

async function startBackend(): Promise<Backend> {
  const env = serverEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  await migrateDatabase(database);
  if (env.autoSeed) await seedIfEmpty(database.db, argon2Hasher);

  let rateLimiter: RateLimiter = new MemoryRateLimiter();
  if (env.RATE_LIMIT_DISABLED) rateLimiter = NO_RATE_LIMIT;
  else if (env.REDIS_URL) {
    const { default: Redis } = await import('ioredis');
    rateLimiter = new RedisRateLimiter(new Redis(env.REDIS_URL, REDIS_LIMITER_OPTIONS));
  }
  const readiness = env.REDIS_URL ? [await redisReadiness(env.REDIS_URL)] : [];
  const secure = env.NODE_ENV === 'production';
  const deps: Deps = {
    db: database.db,
    mailer: createMailer({
      db: database.db,
      from: env.MAIL_FROM,
      transport: env.SMTP_URL ? await smtpTransport(env.SMTP_URL) : null,
      log: env.NODE_ENV !== 'test',
      mailboxDir: env.E2E_MAILBOX_DIR,
    }),
    rateLimiter,
    trustedProxies: env.trustPolicy,
    deviceTokenSecret: env.deviceTokenSecret,
    readiness,
    passwords: argon2Hasher,
    hostMapping: env.hostMapping,
    environmentFlags: env.configFlags,
    tokenLifespanMs: env.AUTH_TOKEN_LIFESPAN_DAYS * 24 * 3600_000,
    now: () => new Date(),
    invalidate: revalidateTags,
    centerUrl: (slug) =>
      centerBaseUrl(slug, env.hostMapping, {
        devTemplate: env.CENTER_URL_TEMPLATE ?? (secure ? '' : 'http://{center}.localhost:3000'),
        secure,
      }),
  };
  if (!env.JOBS_DISABLED && env.NODE_ENV !== 'test') startScheduler({ db: deps.db, now: deps.now, invalidate: (tags) => deps.invalidate?.(tags) });
  if (!env.JOBS_DISABLED && env.NODE_ENV !== 'test') startUploadCleanup({ db: deps.db, storage: storageFromEnv(), now: deps.now });
  return { app: createApp(deps), deps, database };
}

/**
 * Marks cached public renderings stale (stale-while-revalidate, Next 16's revalidateTag(tag, 'max')). Outside a
 * Next.js request (standalone server, scheduler jobs) there is no cache to mark and next/cache throws: a no-op then.
 */
function revalidateTags(tags: string[]) {
  for (const tag of tags) {
    try {
      revalidateTag(tag, 'max');
    } catch (error) {
      if (!(error instanceof Error && error.message.includes('static generation store missing'))) log().warn({ tag, err: error }, 'revalidateTag failed');
    }
  }
}

/**
 * The backend's fetch handler, for the Next.js route handlers and the in-process API transport. Only
 * in-process callers pass `clientAddress` (the visitor's address as the web resolved it); a route handler
 * passes nothing and the backend reads the stamped socket address (server/net/request-address.ts).
 */
export async function handleBackendRequest(request: Request, bindings?: Pick<AddressBindings, 'clientAddress'>): Promise<Response> {
  const { app } = await getBackend();
  return app.fetch(request, bindings);
}
