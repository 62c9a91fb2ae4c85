/**
 * One Drizzle schema, two drivers: PGlite (embedded, default) or node-postgres when DATABASE_URL is set.
 * Both expose the same PgDatabase API, so services never know which one runs.
 */
import 'server-only';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { guardPool } from './pg-pool-guard';
import { lockDataDirectory } from './pglite-lock';
import * as schema from './schema';
import { log } from '../log';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database or an open transaction: services accept either. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'pg';
  /** Runs fn on one dedicated connection (pg) or the single PGlite connection. */
  withConnection<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the data directory as an uncompressed tarball, which `openDatabase({ pgliteDump })` starts from. */
  dump?(): Promise<Blob>;
}

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'server/db/migrations');

export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir?: string;
  /** An in-memory PGlite started from this dump instead of an empty cluster (the API tests' migrated template). */
  pgliteDump?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // A bounded wait for a connection: while the database is away a request fails (503) instead of queueing forever.
    const pool = guardPool(new Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 10_000 }));
    // An idle connection the server closes (restart, failover, a dropped test database) must not crash the process.
    pool.on('error', (error) => log().error({ err: error }, 'idle database connection failed'));
    // The last line of defence: every connection keeps an 'error' listener for its whole life, so the server ending
    // it (a restart's 57P01) at a moment no other listener is attached is logged instead of ending the process.
    // pg-pool-guard.ts still releases and drops such a connection; its next query fails and the request answers 503.
    pool.on('connect', (client) => client.on('error', (error) => log().warn({ err: error }, 'database connection lost')));
    const db = drizzle(pool, { schema }) as unknown as Database;
    let ending: Promise<void> | undefined;
    return {
      db,
      driver: 'pg',
      async withConnection(fn) {
        const connection = await pool.connect();
        try {
          return await fn(drizzle(connection, { schema }) as unknown as Database);
        } finally {
          connection.release();
        }
      },
      close: () => (ending ??= pool.end()),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = options.pgliteDir ?? 'memory://';
  let unlock = async () => {};
  if (!dir.startsWith('memory://')) {
    mkdirSync(dir, { recursive: true });
    unlock = await lockDataDirectory(dir);
  }
  let client: InstanceType<typeof PGlite>;
  try {
    client = options.pgliteDump ? new PGlite({ loadDataDir: options.pgliteDump }) : new PGlite(dir);
    await client.waitReady;
  } catch (error) {
    await unlock();
    throw error;
  }
  const db = drizzle(client, { schema }) as unknown as Database;
  let closing: Promise<void> | undefined;
  return {
    db,
    driver: 'pglite',
    withConnection: (fn) => fn(db),
    // The lock is released only after PGlite has written its last page, and once however often close is called.
    close: () => (closing ??= client.close().finally(unlock)),
    dump: async () => (await client.dumpDataDir('none')) as Blob,
  };
}

/**
 * Applies the committed migrations. On PostgreSQL an advisory lock keeps several starting
 * instances from migrating at once; PGlite has a single writer anyway.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'pg') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const { sql } = await import('drizzle-orm');
    await handle.withConnection(async (db) => {
      await db.execute(sql`select pg_advisory_lock(727274)`);
      try {
        await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await db.execute(sql`select pg_advisory_unlock(727274)`);
      }
    });
    return;
  }
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
}
