/**
 * API test harness: the real backend (createApp) on a real, fresh database per test file:
 * in-memory PGlite by default, a new PostgreSQL database when DATABASE_URL is set.
 * Each test file seeds its own centers and users through these factories.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { DEFAULT_HOST_MAPPING } from '@/lib/shared/tenancy';
import { createApp } from '@/server/app';
import { MemoryRateLimiter, type RateLimiter } from '@/server/auth/rate-limit';
import type { PasswordHasher } from '@/server/auth/passwords';
import type { Deps } from '@/server/context';
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase, type Database, type DatabaseHandle } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import type { OrganizationStatus, OrganizationType } from '@/domain/organizations';
import type { RoleName } from '@/domain/roles';
import type { UserStatus } from '@/domain/users';
import { createMailer, type Mailer } from '@/server/mail/mailer';
import { createHash } from 'node:crypto';

/** Real hashing is argon2 (tested in auth tests); factories use a fast stand-in so suites stay quick. */
export const fastHasher: PasswordHasher = {
  hash: async (p) => `sha256:${createHash('sha256').update(p).digest('hex')}`,
  verify: async (h, p) => h === `sha256:${createHash('sha256').update(p).digest('hex')}`,
};

export const PASSWORD = 'Welkom123!';

export interface TestBackend {
  app: ReturnType<typeof createApp>;
  db: Database;
  deps: Deps;
  close(): Promise<void>;
}

export async function startTestBackend(
  options: {
    rateLimiter?: RateLimiter;
    passwords?: PasswordHasher;
    flags?: Deps['environmentFlags'];
    /** Default: a mailer without SMTP, whose rows keep their body for the tests to read. */
    mailer?: (db: Database) => Mailer;
    /** A database the test runs itself (a drill's private PostgreSQL); default: a fresh one per file. */
    databaseUrl?: string;
    /** The per-process center cache production runs with (server/tenancy/center-cache.ts); default: none. */
    centerCache?: Deps['centerCache'];
  } = {},
): Promise<TestBackend> {
  const { handle, drop } = options.databaseUrl
    ? { handle: await openDatabase({ databaseUrl: options.databaseUrl }), drop: async () => {} }
    : await freshDatabase();
  await migrateDatabase(handle);
  const deps: Deps = {
    db: handle.db,
    mailer: options.mailer?.(handle.db) ?? createMailer({ db: handle.db, delivers: false }),
    rateLimiter: options.rateLimiter ?? new MemoryRateLimiter(),
    passwords: options.passwords ?? fastHasher,
    hostMapping: { ...DEFAULT_HOST_MAPPING, geldersHandenHost: 'gelderse-handen.localhost' },
    environmentFlags: options.flags ?? {},
    tokenLifespanMs: 14 * 24 * 3600_000,
    now: () => new Date(),
    centerUrl: (slug) => `http://${slug}.localhost:3000`,
    centerCache: options.centerCache,
  };
  return {
    app: createApp(deps),
    db: handle.db,
    deps,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

async function freshDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { handle: await openDatabase({ pgliteDump: await migratedPgliteDump() }), drop: async () => {} };
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    // One worker at a time builds the template or copies it: CREATE DATABASE refuses a template someone is connected to.
    await admin.query('select pg_advisory_lock(727275)');
    const template = await migratedPostgresTemplate(admin, url);
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ databaseUrl: withDatabase(url, name) });
  return {
    handle,
    drop: async () => {
      const c = new Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** What the migrated templates are keyed by: the migrations' names and contents and the PGlite version. */
function migrationsKey(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const file = path.join(MIGRATIONS_FOLDER, name);
    if (statSync(file).isFile()) hash.update(name).update(readFileSync(file));
  }
  hash.update(readFileSync(path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated PostgreSQL database that each file's database is copied from (CREATE DATABASE … TEMPLATE, a fraction of
 * a second, where running every migration took one to two). Made once per set of migrations; older ones are dropped.
 * Called under the advisory lock.
 */
async function migratedPostgresTemplate(admin: import('pg').Client, url: string): Promise<string> {
  const template = `t_template_${migrationsKey()}`;
  const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like 't_template_%'");
  if (rows.some((row) => row.datname === template)) return template;
  for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
  const building = `${template}_building`;
  await admin.query(`create database ${building}`);
  const handle = await openDatabase({ databaseUrl: withDatabase(url, building) });
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close();
  }
  await admin.query(`alter database ${building} rename to ${template}`);
  return template;
}

/**
 * A migrated PGlite as a tarball, made once per set of migrations and kept in the temp folder: a file's database
 * loads it in about a second, where an empty PGlite (its initdb) and every migration took 3–5 s, most of the PGlite run's
 * time in CI (README, "Two commands"). Keyed by the migrations' contents, so a changed or new one makes a new
 * dump; written under a temporary name and renamed, so parallel workers never read half a file.
 */
async function migratedPgliteDump(): Promise<Blob> {
  const dumpFile = path.join(os.tmpdir(), `pglite-migrated-${migrationsKey()}.tar`);
  if (!existsSync(dumpFile)) {
    const handle = await openDatabase({});
    try {
      await migrateDatabase(handle);
      const dump = await handle.dump!();
      const partial = `${dumpFile}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, dumpFile);
    } finally {
      await handle.close();
    }
  }
  return new Blob([readFileSync(dumpFile)]);
}

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

export async function createCenter(db: Database, attrs: { slug?: string; tenantKey?: string; name?: string } = {}) {
  const slug = attrs.slug ?? `center-${unique()}`;
  const [center] = await db
    .insert(schema.volunteerCenters)
    .values({ slug, tenantKey: attrs.tenantKey ?? 'demo', name: attrs.name ?? `Center ${slug}` })
    .returning();
  if (!center) throw new Error('no center');
  await db.insert(schema.volunteerCenterProfiles).values({ volunteerCenterId: center.id, name: center.name, primaryColor: '#1d4ed8' });
  return center;
}

export async function createOrganization(
  db: Database,
  centerId: number,
  attrs: { name?: string; status?: OrganizationStatus; organizationType?: OrganizationType } = {},
) {
  const [org] = await db
    .insert(schema.organizations)
    .values({
      volunteerCenterId: centerId,
      name: attrs.name ?? `Organization ${unique()}`,
      status: attrs.status ?? 'approved',
      organizationType: attrs.organizationType ?? 'NonProfit',
    })
    .returning();
  if (!org) throw new Error('no organization');
  return org;
}

export async function createUser(
  db: Database,
  centerId: number,
  attrs: {
    email?: string;
    role?: RoleName | null;
    organizationId?: number;
    status?: UserStatus;
    confirmed?: boolean;
    firstName?: string;
    locale?: 'nl' | 'en';
  } = {},
) {
  const [user] = await db
    .insert(schema.users)
    .values({
      volunteerCenterId: centerId,
      email: attrs.email ?? `user-${unique()}@example.org`,
      firstName: attrs.firstName ?? 'Test',
      lastName: 'User',
      passwordHash: await fastHasher.hash(PASSWORD),
      status: attrs.status ?? 'active',
      confirmedAt: attrs.confirmed === false ? null : new Date(),
      locale: attrs.locale ?? 'nl',
    })
    .returning();
  if (!user) throw new Error('no user');
  if (attrs.organizationId) await db.insert(schema.memberships).values({ userId: user.id, organizationId: attrs.organizationId });
  if (attrs.role !== null)
    await db.insert(schema.roles).values({
      userId: user.id,
      name: attrs.role ?? 'volunteer',
      volunteerCenterId: centerId,
      organizationId: ['organization_superuser', 'mentor', 'student'].includes(attrs.role ?? '') ? (attrs.organizationId ?? null) : null,
    });
  return user;
}

export type Headers = Record<string, string>;

export interface CallOptions {
  headers?: Headers;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  /** The visitor's address, passed as the web's in-process transport passes it (default 127.0.0.1). */
  clientAddress?: string;
}

/** Calls the backend in-process, as the web's in-process transport does. */
export async function call(backend: TestBackend, method: string, path: string, options: CallOptions = {}) {
  const headers: Headers = { accept: 'application/vnd.api+json', ...options.headers };
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = options.contentType ?? 'application/vnd.api+json';
  const request = new Request(`http://backend.test${path}`, { method, headers, body });
  const response = await backend.app.fetch(request, { clientAddress: options.clientAddress ?? '127.0.0.1' });
  const text = await response.text();
  let json: any = null; // eslint-disable-line @typescript-eslint/no-explicit-any -- test assertions read arbitrary documents
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: response.status, headers: response.headers, json };
}

export const centerHeaders = (centerId: number, extra: Headers = {}): Headers => ({ 'volunteer-center-id': String(centerId), ...extra });

/** Signs in through the real endpoint and returns the auth headers (plus the center header). */
export async function signIn(backend: TestBackend, centerId: number, email: string, password = PASSWORD): Promise<Headers> {
  const res = await call(backend, 'POST', '/auth/sign_in', {
    headers: centerHeaders(centerId),
    body: { email, password },
    contentType: 'application/json',
  });
  if (res.status !== 200) throw new Error(`sign-in failed for ${email}: ${res.status} ${JSON.stringify(res.json)}`);
  return {
    ...centerHeaders(centerId),
    'access-token': res.headers.get('access-token') ?? '',
    client: res.headers.get('client') ?? '',
    uid: res.headers.get('uid') ?? '',
  };
}

/**
 * The mails to an address, oldest first. The test backend has no SMTP, so rows stay `logged` with their body
 * (a scrubbed body reads as an empty string, and a link looked up in it is not found).
 */
export async function outbox(db: Database, to: string) {
  const rows = await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.toAddress, to)).orderBy(schema.emailOutbox.id);
  return rows.map((row) => ({ ...row, textBody: row.textBody ?? '', htmlBody: row.htmlBody ?? '' }));
}

/** Extracts a token parameter from the last mail's link. */
export function tokenFromMail(text: string, parameter: string): string {
  const match = new RegExp(`${parameter}=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${parameter} in mail`);
  return match[1];
}
