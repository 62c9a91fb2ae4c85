/**
 * Two `next start` instances of the production build on one PostgreSQL database and one Redis (issue 14 §2,
 * README "Running several instances"): a fresh database, migrated and demo-seeded by `npm run db:seed`'s script, and
 * a Redis database number of their own, emptied first. Each instance names itself to PostgreSQL (application_name),
 * so a query can tell which one did a piece of work. Used by e2e/two-instances.spec.ts; the suite's own server
 * (playwright.config.ts webServer, PGlite) is not involved.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import Redis from 'ioredis';

export const POSTGRES_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
/** Database 13 of the machine's Redis belongs to this spec: it is emptied before every run. */
export const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
export const CACHE_PREFIX = 'e2e-two-instances:';
export const DATABASE = 'e2e_two_instances';
const LOG_DIR = 'test-results/two-instances';

export interface Instance {
  name: string;
  port: number;
  /** http://demo.localhost:<port>, for the browser (Chromium resolves *.localhost). */
  url: string;
  /** http://127.0.0.1:<port>, for requests from Node with a Host header. */
  origin: string;
  host: string;
  process: ChildProcess;
}

/** Why the spec cannot run here, or null when PostgreSQL and Redis both answer. */
export async function unreachable(): Promise<string | null> {
  const client = new Client({ connectionString: `${POSTGRES_URL}/postgres`, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    return `PostgreSQL is not reachable at ${POSTGRES_URL} (${(error as Error).message}); start it to run the two-instance check`;
  } finally {
    await client.end().catch(() => undefined);
  }
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    return `Redis is not reachable at ${REDIS_URL} (${(error as Error).message}); start it to run the two-instance check`;
  } finally {
    redis.disconnect();
  }
  return null;
}

export function databaseUrl(applicationName?: string): string {
  return `${POSTGRES_URL}/${DATABASE}${applicationName ? `?application_name=${applicationName}` : ''}`;
}

/** Runs `sql` on the spec's database (or on `postgres` for create/drop). */
export async function query<T extends Record<string, unknown>>(sql: string, params: unknown[] = [], database = DATABASE): Promise<T[]> {
  const client = new Client({ connectionString: `${POSTGRES_URL}/${database}` });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** A fresh database with the committed migrations and the demo data, and an empty Redis database. */
export async function prepareStores(): Promise<void> {
  await query(`drop database if exists ${DATABASE} with (force)`, [], 'postgres');
  await query(`create database ${DATABASE}`, [], 'postgres');
  const seeded = spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/db-seed.ts'], {
    env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: databaseUrl(), LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (seeded.status !== 0) throw new Error(`seeding ${DATABASE} failed:\n${seeded.stdout}\n${seeded.stderr}`);
  const redis = new Redis(REDIS_URL);
  try {
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

/** Starts one instance of the production build; resolves when it answers /readyz (database and Redis up). */
export async function startInstance(name: string, port: number): Promise<Instance> {
  mkdirSync(LOG_DIR, { recursive: true });
  const log = createWriteStream(path.join(LOG_DIR, `${name}.log`));
  const child = spawn('npx', ['next', 'start', '-p', String(port)], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: databaseUrl(`instance-${name}`),
      REDIS_URL,
      REDIS_CACHE_PREFIX: CACHE_PREFIX,
      AUTO_SEED: 'false',
      SESSION_SECRET: 'e2e-only-session-secret-at-least-32-characters',
      CENTER_URL_TEMPLATE: `http://{center}.localhost:${port}`,
      // The limits are what check 2 is about: the suite's own server runs without them.
      RATE_LIMIT_DISABLED: 'false',
      E2E_MAILBOX_DIR: undefined,
      PGLITE_DIR: undefined,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance ${name} exited with ${child.exitCode}; see ${LOG_DIR}/${name}.log`);
    const ready = await fetch(`${origin}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`instance ${name} did not get ready in 60 s; see ${LOG_DIR}/${name}.log`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { name, port, url: `http://demo.localhost:${port}`, origin, host: `demo.localhost:${port}`, process: child };
}

/** Stops an instance (SIGTERM to its process group: npx and the server under it) and waits for it to exit. */
export async function stopInstance(instance: Instance | undefined): Promise<void> {
  const child = instance?.process;
  if (!child || child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Keys the instances stored under the cache prefix (entries and the tag hash). */
export async function cacheKeys(): Promise<string[]> {
  const redis = new Redis(REDIS_URL);
  try {
    return await redis.keys(`${CACHE_PREFIX}*`);
  } finally {
    redis.disconnect();
  }
}
