/**
 * The backend as one process runs it: database opened and migrated once, demo data seeded into an
 * empty development database, dependencies built from the environment. Cached on globalThis so
 * Next.js dev reloads do not open a second PGlite on the same folder.
 */
import 'server-only';
import { centerBaseUrl } from '@/lib/shared/tenancy';
import { createApp, type BackendApp } from './app';
import { MemoryRateLimiter, NO_RATE_LIMIT, REDIS_LIMITER_OPTIONS, RedisRateLimiter, type RateLimiter } from './auth/rate-limit';
import { argon2Hasher } from './auth/passwords';
import type { Deps } from './context';
import { migrateDatabase, openDatabase, type DatabaseHandle } from './db/client';
import { seedIfEmpty } from './db/seed';
import { serverEnv } from './env';
import { redisReadiness } from './health';
import { createMailer, smtpTransport } from './mail/mailer';
import { createMailWorker } from './jobs/deliver-mail';
import { startScheduler } from './jobs/scheduler';
import { startUploadCleanup } from './jobs/cleanup-uploads';
import { startDataExports } from './jobs/prepare-data-exports';
import { startSavedSearchAlerts } from './jobs/saved-search-alerts';
import { startDigest } from './jobs/digest';
import { startShiftReminders } from './jobs/shift-reminders';
import { startConversationMails } from './jobs/conversation-mails';
import { closeConversationHub } from './realtime/hub';
import { storageFromEnv } from './storage';
import { closeBeforeExit } from './shutdown';
import { revalidateTag } from 'next/cache';
import { installPeerStamp } from './net/peer-stamp';
import type { AddressBindings } from './net/request-address';

// Route handlers load this module: stamp socket addresses from here on even if instrumentation did not run.
installPeerStamp();
import { log } from './log';
import { createCenterCache } from './tenancy/center-cache';

/** How long an instance keeps a center row (server/tenancy/center-cache.ts): a change made elsewhere shows within it. */
const CENTER_CACHE_MS = 10_000;

export interface Backend {
  app: BackendApp;
  deps: Deps;
  database: DatabaseHandle;
  /** Stops the jobs and the mail worker (letting a running send finish), then closes the database. */
  shutdown(): Promise<void>;
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
  const transport = env.SMTP_URL ? await smtpTransport(env.SMTP_URL) : null;
  if (!transport && secure) log().warn('SMTP_URL is not set: mails are kept in email_outbox for an hour and never delivered');
  // Test-only switches: the end-to-end suite runs a production build with them, so they are allowed, but never silently.
  if (secure && env.E2E_MAILBOX_DIR) log().warn('E2E_MAILBOX_DIR is set: every mail, with its links, is also written to disk');
  if (secure && env.RATE_LIMIT_DISABLED) log().warn('RATE_LIMIT_DISABLED is set: sign-in and other limits are off');
  const mailWorker = createMailWorker({ db: database.db, transport, from: env.MAIL_FROM, now: () => new Date() });
  const deps: Deps = {
    db: database.db,
    mailer: createMailer({
      db: database.db,
      delivers: transport !== null,
      onQueued: () => mailWorker.kick(),
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
    centerCache: createCenterCache(CENTER_CACHE_MS),
    centerUrl: (slug) =>
      centerBaseUrl(slug, env.hostMapping, {
        devTemplate: env.CENTER_URL_TEMPLATE ?? (secure ? '' : 'http://{center}.localhost:3000'),
        secure,
      }),
  };
  const stopJobs: Array<() => Promise<void>> = [];
  if (!env.JOBS_DISABLED && env.NODE_ENV !== 'test') {
    stopJobs.push(startScheduler({ db: deps.db, now: deps.now, invalidate: (tags) => deps.invalidate?.(tags) }));
    stopJobs.push(startUploadCleanup({ db: deps.db, storage: storageFromEnv(), now: deps.now }));
    stopJobs.push(startDataExports(deps));
    stopJobs.push(startSavedSearchAlerts({ db: deps.db, mailer: deps.mailer, centerUrl: deps.centerUrl, now: deps.now }));
    stopJobs.push(startDigest({ db: deps.db, mailer: deps.mailer, centerUrl: deps.centerUrl, now: deps.now }));
    stopJobs.push(startShiftReminders({ ...deps, log: (m) => log().info(m) }));
    stopJobs.push(startConversationMails({ db: deps.db, mailer: deps.mailer, centerUrl: deps.centerUrl, now: deps.now }));
  }
  // Mail is delivered by every instance that has SMTP (claims skip each other's rows), JOBS_DISABLED or not.
  mailWorker.start();
  let stopping: Promise<void> | undefined;
  const shutdown = () =>
    (stopping ??= (async () => {
      await Promise.all(stopJobs.map((stop) => stop()));
      await mailWorker.stop();
      await rateLimiter.close?.();
      // Open conversation event streams end and the listening connection closes before the database does.
      await closeConversationHub(database.db);
      await database.close();
    })());
  return { app: createApp(deps), deps, database, shutdown };
}

/**
 * Expires cached public renderings at once (Next 16's revalidateTag(tag, { expire: 0 })): the next request after a
 * write renders from fresh data. Not 'max' (stale-while-revalidate), which served the old version to one more
 * visitor: an organization that hides itself from the social map must not be shown again (docs/domain.md#social-map),
 * and an editor expects to see the edit on the next load. Outside a Next.js request (standalone server, scheduler
 * jobs) there is no cache to mark and next/cache throws: a no-op then.
 */
function revalidateTags(tags: string[]) {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (!(error instanceof Error && error.message.includes('static generation store missing')))
        log().warn({ tag, err: error }, 'revalidateTag failed');
    }
  }
}

/** Stops the started backend (jobs, mail worker, database); nothing to do when it never started. */
export async function shutdownBackend(): Promise<void> {
  const started = globalForBackend.__backend;
  if (!started) return;
  const backend = await started.catch(() => null);
  await backend?.shutdown();
}

/**
 * Under Next.js: closes the backend after Next has drained its HTTP server on SIGTERM/SIGINT (server/shutdown.ts).
 * Not with NEXT_MANUAL_SIG_HANDLE: Next then leaves signals to the host, and a listener here would keep it alive.
 */
export function closeBackendBeforeExit(): void {
  closeBeforeExit(shutdownBackend);
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
