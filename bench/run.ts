/**
 * The body of `npm run bench:api` (see bench/api.ts for what it does and how to run it). Loaded only
 * under the react-server export condition, so server modules can be imported directly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Client, Pool } from 'pg';
import { argon2Hasher } from '../server/auth/passwords';
import { migrateDatabase, openDatabase, type Database } from '../server/db/client';
import * as schema from '../server/db/schema';
import { ACTIVITY_TYPES, NON_PROFIT_TYPES } from '../server/db/seed/demo-data';
import { listOrganizations, loadRelated } from '../server/resources/organizations/service';
import { listUsers, relationsOf } from '../server/resources/users/service';
import { machineBusySeconds, MemorySampler, processTree, treeCpuSeconds, treeMemory, freePort } from './proc';
import { seedBench, type SeedResult } from './seed';
import { seedVacancies, type VacancySeedResult } from './seed-vacancies';
import { seedAnalytics } from './seed-analytics';
import { seedDashboard } from './seed-dashboard';
import { loadDashboard } from '../server/resources/dashboard/service';
import { searchVacancies } from '../server/resources/vacancies/search';
import { listMapOrganizations, listMarkers } from '../server/resources/social-map/service';
import { locatePostalCode } from '../server/geo/locate';

const env = process.env;
const num = (name: string, fallback: number) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return n;
};

const config = {
  databaseUrl: env.BENCH_DATABASE_URL || 'postgres://root@127.0.0.1:5432/bench_api',
  adminDatabase: env.BENCH_ADMIN_DATABASE || 'test',
  duration: num('BENCH_DURATION', 10),
  warmup: num('BENCH_WARMUP', 2),
  connections: Math.round(num('BENCH_CONNECTIONS', 32)),
  signInConnections: Math.round(num('BENCH_SIGNIN_CONNECTIONS', 8)),
  organizations: Math.round(num('BENCH_ORGANIZATIONS', 10_000)),
  users: Math.round(num('BENCH_USERS', 50_000)),
  vacancies: Math.round(num('BENCH_VACANCIES', 100_000)),
  vacancyOrganizations: Math.round(num('BENCH_VACANCY_ORGANIZATIONS', 2_000)),
  mapOrganizations: Math.round(num('BENCH_MAP_ORGANIZATIONS', 5_000)),
  signInPool: 50,
  server: (env.BENCH_SERVER || 'auto') as 'auto' | 'next' | 'standalone',
  results: env.BENCH_RESULTS || 'bench/results.md',
  /** Before each run, wait up to this many seconds for other processes to go quiet (0 = never wait). */
  quietWait: env.BENCH_QUIET_WAIT === '0' ? 0 : num('BENCH_QUIET_WAIT', 90),
  only: env.BENCH_ONLY ? new Set(env.BENCH_ONLY.split(',').map((s) => s.trim())) : null,
  /** A fixed port for the product server (several people benchmarking on one machine each keep to their own). */
  port: env.BENCH_PORT ? Math.round(num('BENCH_PORT', 0)) : null,
};
const PASSWORD = 'Bench-Wachtwoord-2026!';
const SESSION_SECRET = 'bench-session-secret-0123456789-abcdefghijklmnop';
const STATS_FLUSH_MS = 1200;

// ---------------------------------------------------------------------------------------------
// Child processes: each in its own process group, so stopping it also stops what it spawned.

const children = new Set<ChildProcess>();
let currentRun: autocannon.Instance | null = null;
let stopping = false;

function startChild(name: string, args: string[], childEnv: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, args, { cwd: ROOT_DIR, env: childEnv, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) tail.push(`[${name}] ${line}`);
    tail.splice(0, Math.max(0, tail.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', () => children.delete(child));
  return { child, tail };
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

async function stopChild(child: ChildProcess, graceMs = 5000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  // The group may hold grandchildren that ignored SIGTERM.
  if (child.pid !== undefined)
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // group is empty
    }
}

async function stopAll() {
  currentRun?.stop();
  await Promise.all([...children].map((c) => stopChild(c, 3000)));
}

function installCleanup() {
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping the servers started by the benchmark…`);
    void stopAll().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // Last resort if something exits the process without the async path.
  process.on('exit', () => {
    for (const child of children) signalGroup(child, 'SIGKILL');
  });
}

let ROOT_DIR = process.cwd();

// ---------------------------------------------------------------------------------------------
// HTTP helpers (node:http, because fetch drops a custom Host header).

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The bytes as they came over the wire (still compressed when the server compressed them). */
  raw: Buffer;
}

function request(
  port: number,
  method: string,
  urlPath: string,
  headers: Record<string, string>,
  body?: string,
  timeoutMs = 5000,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: urlPath, headers, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw).toString() : raw.toString();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, raw });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`timeout after ${timeoutMs} ms`)));
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `probe` answers 200, the child exits or the time is up (bounded). */
async function waitReady(name: string, child: ChildProcess, tail: string[], timeoutMs: number, probe: () => Promise<Reply>) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  for (let attempt = 0; Date.now() < deadline && attempt < 10_000; attempt++) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${tail.join('\n')}`);
    try {
      const reply = await probe();
      if (reply.status === 200) return;
      last = `HTTP ${reply.status}: ${reply.body.slice(0, 300)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(`${name} not ready after ${timeoutMs / 1000} s (last: ${last}):\n${tail.join('\n')}`);
}

// ---------------------------------------------------------------------------------------------
// Database

function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function recreateDatabase() {
  const name = decodeURIComponent(new URL(config.databaseUrl).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`BENCH_DATABASE_URL: unexpected database name "${name}"`);
  if (name === config.adminDatabase) throw new Error('BENCH_DATABASE_URL must not name the admin database');
  const admin = new Client({ connectionString: withDatabase(config.databaseUrl, config.adminDatabase) });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return name;
}

/** Commits in the bench database so far (every autocommit statement is one); read from another database. */
async function transactionsSoFar(admin: Client, dbName: string): Promise<number> {
  const r = await admin.query<{ n: string }>('SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1', [dbName]);
  return Number(r.rows[0]?.n ?? 0);
}

/** The postmaster (parent of our backend), when PostgreSQL runs on this machine and /proc shows it. */
async function findPostmaster(admin: Client): Promise<number | null> {
  try {
    const r = await admin.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const backend = r.rows[0]?.pid;
    if (!backend) return null;
    const stat = readFileSync(`/proc/${backend}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return ppid > 1 && processTree(ppid).includes(backend) ? ppid : null;
  } catch {
    return null;
  }
}

interface Captured {
  label: string;
  sql: string;
  params: unknown[];
  plan: string;
}

/** Runs the product's own list functions under a logging Drizzle and EXPLAINs what they sent. */
/** The vacancy bank query of the load runs: a text query plus two filters (type and age group). */
const VACANCY_QUERY = { q: 'bewoners', type: 'volunteering' as const, pageSize: 20 };
/** The social map's postal-code search of the plans (a neighbourhood of the seeded municipality). */
const MAP_POSTAL_CODE = { code: '3511', distanceKm: 5 };

async function explainLists(seed: SeedResult, vacancySeed: VacancySeedResult | null): Promise<Captured[]> {
  const pool = new Pool({ connectionString: config.databaseUrl, max: 4 });
  const log: { sql: string; params: unknown[] }[] = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (sql, params) => log.push({ sql, params }) } }) as unknown as Database;
  const captured: Captured[] = [];
  const take = async (labels: string[], run: () => Promise<unknown>) => {
    log.length = 0;
    await run();
    log.forEach((q, i) => captured.push({ label: labels[i] ?? `query ${i + 1}`, sql: q.sql, params: q.params, plan: '' }));
  };
  const usersOptions = {
    centerId: seed.centerId,
    withinOrganizations: null,
    sort: [{ field: 'lastName', direction: 'asc' as const }],
    limit: 25,
    offset: 0,
  };
  try {
    await take(
      ['organizations list (the page, its total, addresses and profiles: one statement)', 'include=address', 'include=profile'],
      async () => {
        const { rows } = await listOrganizations(db, {
          centerId: seed.centerId,
          statuses: null,
          sort: [{ field: 'name', direction: 'asc' }],
          limit: 25,
          offset: 0,
        });
        await loadRelated(db, rows, new Set(['address', 'profile']));
      },
    );
    let users: { id: number }[] = [];
    await take(
      ['users list (organization filter)', 'users count (organization filter)', 'include=roles: roles', 'include=roles: memberships'],
      async () => {
        users = (await listUsers(db, { ...usersOptions, organizationId: seed.usersOrganizationId })).rows;
        await relationsOf(
          db,
          users.map((u) => u.id),
        );
      },
    );
    await take(['users list (whole center, default sort; not benchmarked)', 'users count (whole center)'], () =>
      listUsers(db, usersOptions),
    );
    if (vacancySeed) {
      const search = (offset: number) =>
        searchVacancies(db, {
          centerId: seed.centerId,
          now: new Date(),
          query: VACANCY_QUERY.q,
          vacancyTypes: [VACANCY_QUERY.type],
          ageGroupId: vacancySeed.ageGroupId,
          sort: 'relevance',
          limit: VACANCY_QUERY.pageSize,
          offset,
        });
      await take(['vacancy search: stop-word check', 'vacancy search page 1', 'vacancy search count'], () => search(0));
      await take(['vacancy search (page 50): stop-word check', 'vacancy search page 50', 'vacancy search (page 50) count'], () =>
        search(49 * VACANCY_QUERY.pageSize),
      );
    }
    // The dashboard of center staff (center queue, content, notifications); its queries run side by side, so they
    // are numbered rather than named.
    await take(
      Array.from({ length: 8 }, (_, i) => `dashboard query ${i + 1}`),
      () =>
        loadDashboard(db, {
          centerId: seed.centerId,
          now: new Date(),
          userId: 0,
          sections: ['center', 'content', 'notifications'],
          organizationIds: [],
        }),
    );
    const map = { centerId: seed.centerId };
    const mapSearch = { ...map, query: seed.map.query, activityTypeIds: [seed.map.activityTypeId] };
    await take(['social map: stop-word check', 'social map list (text query + activity type, by relevance)'], () =>
      listMapOrganizations(db, { ...mapSearch, sort: 'relevance', descending: false, limit: 20, offset: 0 }),
    );
    await take(['social map list (no filter, by name)'], () =>
      listMapOrganizations(db, { ...map, sort: 'name', descending: false, limit: 20, offset: 0 }),
    );
    await take(['social map markers (whole map)'], () => listMarkers(db, map));
    await take(['social map: stop-word check (markers)', 'social map markers (text query + activity type)'], () =>
      listMarkers(db, mapSearch),
    );
    await take(['social map: locate postal code', 'social map list (postal code + 5 km, by distance)'], async () => {
      const point = (await locatePostalCode(db, MAP_POSTAL_CODE.code)) ?? undefined;
      await listMapOrganizations(db, {
        ...map,
        point,
        distanceKm: MAP_POSTAL_CODE.distanceKm,
        sort: 'distance',
        descending: false,
        limit: 20,
        offset: 0,
      });
    });
    for (const q of captured) {
      const r = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${q.sql}`, q.params);
      q.plan = r.rows.map((row) => row['QUERY PLAN']).join('\n');
    }
  } finally {
    await pool.end();
  }
  return captured;
}

// ---------------------------------------------------------------------------------------------
// Load runs

interface Scenario {
  key: string;
  label: string;
  connections: number;
  path: string;
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  /** Built per request (the sign-in run rotates users). */
  body?: () => string;
  /** Work beside the requests, from the warm-up to the end of the measured run; returns its stop. */
  during?: () => () => Promise<void>;
}

/** One write a second to a published vacancy of the center (its updated_at), until stopped. */
function vacancyWriter(centerId: number): () => Promise<void> {
  let stopped = false;
  let writes = 0;
  const writer = new Client({ connectionString: config.databaseUrl });
  const done = (async () => {
    await writer.connect();
    while (!stopped) {
      await writer.query(
        `UPDATE vacancies SET updated_at = now() WHERE id = (SELECT id FROM vacancies WHERE volunteer_center_id = $1 AND status = 'published' ORDER BY id LIMIT 1 OFFSET $2)`,
        [centerId, writes % 1000],
      );
      writes++;
      await sleep(1000);
    }
    await writer.end();
  })();
  return async () => {
    stopped = true;
    await done;
    process.stdout.write(`(${writes} writes beside it) `);
  };
}

export interface Row {
  scenario: Scenario;
  rps: number;
  p50: number;
  p99: number;
  peakRssMb: number;
  total: number;
  non2xx: number;
  errors: number;
  txPerRequest: number | null;
  /**
   * CPU used during the run, in % of one core: server tree, PostgreSQL, this process (autocannon),
   * and everything else on the machine (other people's jobs make the figures unreliable).
   */
  cpu: { server: number; postgres: number | null; loadGenerator: number; other: number };
  statusCodes: string;
}

function cannon(port: number, s: Scenario, seconds: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const base: autocannon.Request = { method: s.method ?? 'GET', path: s.path, headers: s.headers };
    const makeBody = s.body;
    if (makeBody) base.setupRequest = (req) => ({ ...req, body: makeBody() });
    currentRun = autocannon(
      { url: `http://127.0.0.1:${port}`, connections: s.connections, duration: seconds, timeout: 30, requests: [base] },
      (error, result) => {
        currentRun = null;
        if (error) reject(error);
        else resolve(result);
      },
    );
  });
}

/**
 * Waits (bounded) until processes other than ours use under a fifth of a core, so other people's
 * builds and tests on a shared machine do not end up in the figures. Returns the seconds waited.
 */
async function waitQuiet(ours: number[]): Promise<number> {
  const started = Date.now();
  const deadline = started + config.quietWait * 1000;
  for (let i = 0; i < 1000 && Date.now() < deadline; i++) {
    const before = { machine: machineBusySeconds(), ours: ours.reduce((sum, pid) => sum + treeCpuSeconds(pid), 0) };
    await sleep(1500);
    const other = machineBusySeconds() - before.machine - (ours.reduce((sum, pid) => sum + treeCpuSeconds(pid), 0) - before.ours);
    if (other / 1.5 < 0.2) break;
  }
  return (Date.now() - started) / 1000;
}

async function measure(port: number, pid: number, s: Scenario, admin: Client, dbName: string, postmasterPid: number | null): Promise<Row> {
  if (config.quietWait) {
    const waited = await waitQuiet([process.pid, ...(postmasterPid ? [postmasterPid] : [])]); // our tree holds the server
    if (waited > 2) console.log(`  (waited ${waited.toFixed(0)} s for other processes to go quiet)`);
  }
  process.stdout.write(`  ${s.label}: warm-up ${config.warmup} s, run ${config.duration} s … `);
  const stopDuring = s.during?.();
  await cannon(port, s, config.warmup);
  await sleep(STATS_FLUSH_MS);
  const txBefore = await transactionsSoFar(admin, dbName);
  const sampler = new MemorySampler(pid).start();
  const cpuBefore = {
    server: treeCpuSeconds(pid),
    postgres: postmasterPid ? treeCpuSeconds(postmasterPid) : 0,
    self: process.cpuUsage(),
    machine: machineBusySeconds(),
  };
  const startedAt = process.hrtime.bigint();
  const result = await cannon(port, s, config.duration);
  await stopDuring?.();
  const wallSeconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
  const self = process.cpuUsage(cpuBefore.self);
  const machineBusy = ((machineBusySeconds() - cpuBefore.machine) / wallSeconds) * 100;
  const cpu = {
    server: ((treeCpuSeconds(pid) - cpuBefore.server) / wallSeconds) * 100,
    postgres: postmasterPid ? ((treeCpuSeconds(postmasterPid) - cpuBefore.postgres) / wallSeconds) * 100 : null,
    loadGenerator: ((self.user + self.system) / 1e6 / wallSeconds) * 100,
    other: 0,
  };
  cpu.other = Math.max(0, machineBusy - cpu.server - (cpu.postgres ?? 0) - cpu.loadGenerator);
  const peakKb = sampler.stop();
  await sleep(STATS_FLUSH_MS);
  const txAfter = await transactionsSoFar(admin, dbName);
  const total = result['2xx'] + result.non2xx;
  const statusCodes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, v]) => `${code}×${v.count}`)
    .join(' ');
  const row: Row = {
    scenario: s,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    peakRssMb: peakKb / 1024,
    total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    // Requests still in flight when the run ends are executed but not counted: add them.
    txPerRequest: total > 0 ? (txAfter - txBefore) / (total + s.connections) : null,
    cpu,
    statusCodes,
  };
  console.log(
    `${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, peak ${row.peakRssMb.toFixed(0)} MB (${statusCodes || 'no responses'})`,
  );
  console.log(
    `    CPU (% of one core): server ${cpu.server.toFixed(0)}, PostgreSQL ${cpu.postgres === null ? '?' : cpu.postgres.toFixed(0)}, autocannon ${cpu.loadGenerator.toFixed(0)}, other processes ${cpu.other.toFixed(0)}`,
  );
  if (cpu.other > 25)
    console.log(`    ! other processes used ${cpu.other.toFixed(0)} % of a core during this run: the machine was not quiet`);
  if (row.non2xx || row.errors)
    console.log(`    ! ${row.non2xx} non-2xx responses, ${row.errors} errors/timeouts: read the figures with care`);
  return row;
}

// ---------------------------------------------------------------------------------------------

function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown cpu',
    cores: cpus.length,
    memoryGb: os.totalmem() / 1024 ** 3,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
  };
}

function table(rows: Row[]): string {
  const lines = [
    '| scenario | conns | req/s | p50 ms | p99 ms | peak RSS MB | requests | non-2xx | errors | DB txns/req | CPU % server / PostgreSQL / autocannon / other |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows)
    lines.push(
      `| ${r.scenario.label} | ${r.scenario.connections} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.peakRssMb.toFixed(0)} | ${r.total} | ${r.non2xx} | ${r.errors} | ${r.txPerRequest === null ? '-' : r.txPerRequest.toFixed(1)} | ${r.cpu.server.toFixed(0)} / ${r.cpu.postgres === null ? '-' : r.cpu.postgres.toFixed(0)} / ${r.cpu.loadGenerator.toFixed(0)} / ${r.cpu.other.toFixed(0)} |`,
    );
  return lines.join('\n');
}

/** What `npm run bench` (bench/bench.ts) takes from this run for its one table. */
export interface ApiRun {
  rows: Row[];
  serverKind: string;
  pgVersion: string;
}

/**
 * `options.only` and `options.results` override BENCH_ONLY and BENCH_RESULTS (bench/bench.ts runs a few scenarios
 * and writes its own table).
 */
export async function main(root: string, options: { only?: string[]; results?: string } = {}): Promise<ApiRun> {
  if (options.only) config.only = new Set(options.only);
  if (options.results) config.results = options.results;
  ROOT_DIR = root;
  process.chdir(root);
  installCleanup();
  const startedAt = new Date();
  const budgetMs = 15 * 60_000 + 6 * (config.duration + config.warmup + 10) * 1000;
  const watchdog = setTimeout(() => {
    console.error(`bench: still running after ${Math.round(budgetMs / 1000)} s, giving up`);
    void stopAll().finally(() => process.exit(1));
  }, budgetMs);
  watchdog.unref();

  const m = machine();
  console.log(`bench:api — ${m.cpu}, ${m.cores} cores, ${m.memoryGb.toFixed(1)} GiB, node ${m.node}`);
  const load = os.loadavg()[0] ?? 0;
  console.log(
    `load average (1 min) ${load.toFixed(2)}${load > m.cores / 2 ? ': the machine is busy, expect lower and noisier figures' : ''}`,
  );

  // 1. Database
  let t = Date.now();
  const dbName = await recreateDatabase();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl });
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close();
  }
  console.log(`database ${dbName} recreated and migrated (${Date.now() - t} ms)`);

  t = Date.now();
  const passwordHash = await argon2Hasher.hash(PASSWORD);
  const client = new Client({ connectionString: config.databaseUrl });
  await client.connect();
  let seed: SeedResult;
  let vacancySeed: VacancySeedResult | null = null;
  let pgVersion = '';
  try {
    console.log(`seeding ${config.organizations} organizations and ${config.users} users…`);
    seed = await seedBench(client, {
      organizations: config.organizations,
      users: config.users,
      signInPool: config.signInPool,
      passwordHash,
      nonProfitTypes: NON_PROFIT_TYPES,
      activityTypes: ACTIVITY_TYPES,
      mapOrganizations: config.mapOrganizations,
      log: (line) => console.log(line),
    });
    if (config.vacancies > 0) {
      console.log(`seeding ${config.vacancies} vacancies over ${config.vacancyOrganizations} organizations…`);
      vacancySeed = await seedVacancies(client, {
        centerId: seed.centerId,
        organizations: config.vacancyOrganizations,
        vacancies: config.vacancies,
        log: (line) => console.log(line),
      });
      // Only the runs that read them need the dashboard's and the analytics' rows (a minute of seeding).
      const reads = (key: string) => !config.only || config.only.has(key);
      if (reads('dashboard')) await seedDashboard(client, { centerId: seed.centerId, log: (line) => console.log(line) });
      if (reads('analytics_activity') || reads('analytics_public_site'))
        await seedAnalytics(client, { centerId: seed.centerId, log: (line) => console.log(line) });
    }
    pgVersion = (await client.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0]?.v ?? '';
  } finally {
    await client.end();
  }
  console.log(
    `seeded in ${((Date.now() - t) / 1000).toFixed(1)} s; center id ${seed.centerId}; users run filters organization ${seed.usersOrganizationId} (${seed.usersOrganizationMembers} members)`,
  );

  // 2. Plans of the list queries, as the product sends them.
  const plans = await explainLists(seed, vacancySeed);
  const orgPlans = plans.filter(
    (p) => p.label.startsWith('organizations') || p.label.startsWith('include=a') || p.label.startsWith('include=p'),
  );
  console.log('\nEXPLAIN (ANALYZE, BUFFERS) of the organizations list request:');
  for (const p of orgPlans) console.log(`-- ${p.label}\n${p.sql}\n${p.plan}\n`);
  const searchPlans = plans.filter((p) => p.label.startsWith('vacancy search page'));
  if (searchPlans.length) console.log('\nEXPLAIN (ANALYZE, BUFFERS) of the vacancy search (text query + type + age group):');
  for (const p of searchPlans) console.log(`-- ${p.label}\n${p.sql}\n${p.plan}\n`);
  const mapPlans = plans.filter((p) => p.label.startsWith('social map') && !p.label.includes('stop-word'));
  console.log('\nEXPLAIN (ANALYZE, BUFFERS) of the social map (list and markers):');
  for (const p of mapPlans) console.log(`-- ${p.label}\n${p.sql}\n${p.plan}\n`);
  const seqScans = mapPlans.filter((p) => /Seq Scan/.test(p.plan));
  for (const p of seqScans)
    console.log(
      `  ! ${p.label}: sequential scan on ${[...new Set([...p.plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]))].join(', ')}`,
    );
  const otherPlans = plans.filter((p) => !orgPlans.includes(p) && !searchPlans.includes(p) && !mapPlans.includes(p));
  for (const p of otherPlans) {
    const summary = p.plan
      .split('\n')
      .filter((l) => /Scan|Sort|Execution Time|Join|Hash|Limit/.test(l))
      .slice(0, 6)
      .map((l) => l.trim());
    console.log(`-- ${p.label}: ${summary.join(' | ')}`);
  }

  // 3. Product server
  const admin = new Client({ connectionString: withDatabase(config.databaseUrl, config.adminDatabase) });
  await admin.connect();
  const postmasterPid = await findPostmaster(admin);
  const rows: Row[] = [];
  let serverKind = '';
  let serverHwmMb = 0;
  let bareHwmMb = 0;
  const sizes = new Map<string, { raw: number; wire: number; encoding: string; gzip: number; cacheControl: string; etag: string }>();
  const wanted = (key: string) => !config.only || config.only.has(key);
  try {
    const hasBuild = existsSync(path.join(root, '.next', 'BUILD_ID'));
    const useNext = config.server === 'next' || (config.server === 'auto' && hasBuild);
    if (config.server === 'next' && !hasBuild)
      throw new Error('BENCH_SERVER=next but there is no production build (.next/BUILD_ID): run npm run build');
    const port = config.port ?? (await freePort());
    const serverEnv: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: config.databaseUrl,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      SESSION_SECRET,
      AUTO_SEED: 'false',
      RATE_LIMIT_DISABLED: 'true',
      API_LOG: 'false',
      PORT: String(port),
      // The bench database has only the bench center: server-side reads without a center of their own (the center
      // lookup of every page) fall back to the default one, which must exist.
      DEFAULT_CENTER: 'bench',
    };
    delete serverEnv.NODE_OPTIONS;
    // No `-H 127.0.0.1`: with an explicit hostname Next 16 sends proxy.ts's rewrites back over the network to itself
    // (vercel/next.js#94745) and every page hangs. The load still goes to 127.0.0.1 only.
    const args = useNext
      ? [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port)]
      : ['--conditions=react-server', '--import', 'tsx', 'server/standalone.ts'];
    serverKind = useNext
      ? 'next start (production build, Hono mounted in Next.js)'
      : 'standalone backend (tsx server/standalone.ts, NODE_ENV=production)';
    console.log(`\nserver: ${serverKind} on 127.0.0.1:${port}`);
    console.log('        RATE_LIMIT_DISABLED=true: the sign-in run would otherwise hit the sign-in rate limiter.');
    t = Date.now();
    const { child, tail } = startChild(useNext ? 'next' : 'api', args, serverEnv);
    const baseHeaders = { Host: 'localhost', 'Volunteer-Center-Id': String(seed.centerId), Accept: 'application/vnd.api+json' };
    await waitReady('server', child, tail, useNext ? 180_000 : 120_000, () =>
      request(port, 'GET', '/api/v1/volunteer_centers/current', baseHeaders, undefined, 10_000),
    );
    console.log(`ready in ${((Date.now() - t) / 1000).toFixed(1)} s (pid ${child.pid})`);
    const pid = child.pid as number;

    const signIn = await request(
      port,
      'POST',
      '/auth/sign_in',
      { ...baseHeaders, 'Content-Type': 'application/json' },
      JSON.stringify({ email: seed.superuserEmail, password: PASSWORD }),
    );
    if (signIn.status !== 200)
      throw new Error(`sign-in of ${seed.superuserEmail} failed: HTTP ${signIn.status} ${signIn.body.slice(0, 300)}`);
    const authHeaders = {
      ...baseHeaders,
      'access-token': String(signIn.headers['access-token']),
      client: String(signIn.headers.client),
      uid: String(signIn.headers.uid),
    };
    let next = 0;
    const scenarios: Scenario[] = [
      {
        key: 'organizations',
        label: 'GET /api/v1/organizations?include=address,profile&page[size]=25&sort=name',
        connections: config.connections,
        path: '/api/v1/organizations?include=address,profile&page[size]=25&sort=name',
        headers: authHeaders,
      },
      {
        key: 'users',
        label: `GET /api/v1/users?filter[organization_id_eq]=…&include=roles (${seed.usersOrganizationMembers} members)`,
        connections: config.connections,
        path: `/api/v1/users?filter[organization_id_eq]=${seed.usersOrganizationId}&include=roles`,
        headers: authHeaders,
      },
      {
        key: 'current_user',
        label: 'GET /api/v1/current_user?include=roles',
        connections: config.connections,
        path: '/api/v1/current_user?include=roles',
        headers: authHeaders,
      },
      {
        key: 'dashboard',
        label: 'GET /api/v1/dashboard (center superuser: the center queue, content, notifications)',
        connections: config.connections,
        path: '/api/v1/dashboard',
        headers: authHeaders,
      },
      ...(vacancySeed
        ? (() => {
            const search = `/api/v1/vacancies/search?filter[q]=${VACANCY_QUERY.q}&filter[vacancy_type]=${VACANCY_QUERY.type}&filter[age_group_id]=${vacancySeed.ageGroupId}&page[size]=${VACANCY_QUERY.pageSize}`;
            const page = `/vacancies/search?q=${VACANCY_QUERY.q}&vacancy_type=${VACANCY_QUERY.type}&age_group_id=${vacancySeed.ageGroupId}`;
            const publicHeaders = { Host: 'localhost', 'Volunteer-Center-Id': String(seed.centerId), Accept: 'application/vnd.api+json' };
            const list: Scenario[] = [
              {
                key: 'vacancy_search',
                label: `GET ${search}&page[number]=1 (public)`,
                connections: config.connections,
                path: `${search}&page[number]=1`,
                headers: publicHeaders,
              },
              {
                // The same search while the center's bank changes once a second (a vacancy's updated_at, through
                // PostgreSQL): every write moves the bank's version on, so the result cache reads the page again.
                key: 'vacancy_search_writes',
                label: `GET …same…&page[number]=1 (public), one vacancy write a second beside it`,
                connections: config.connections,
                path: `${search}&page[number]=1`,
                headers: publicHeaders,
                during: () => vacancyWriter(seed.centerId),
              },
              {
                key: 'vacancy_search_50',
                label: `GET …same…&page[number]=50 (public)`,
                connections: config.connections,
                path: `${search}&page[number]=50`,
                headers: publicHeaders,
              },
            ];
            // The server-rendered page exists only in the Next.js build, reached through the center's cookie.
            if (useNext)
              list.push({
                key: 'vacancy_search_page',
                label: `GET ${page} (server-rendered HTML)`,
                connections: config.connections,
                path: page,
                headers: { Host: 'localhost', Cookie: 'volunteer_center=bench', Accept: 'text/html' },
              });
            return list;
          })()
        : []),
      ...(() => {
        // The social map (public): the whole map's marker feed as a browser asks for it (gzip), the list with a text
        // query and an activity type, and the server-rendered page with the same search.
        const publicHeaders = { Host: 'localhost', 'Volunteer-Center-Id': String(seed.centerId) };
        const filter = `filter[q]=${seed.map.query}&filter[activity_type_id]=${seed.map.activityTypeId}`;
        const list: Scenario[] = [
          {
            key: 'social-map-markers',
            label: `GET /api/v1/social_map/markers (whole map, ${seed.map.shown} organizations, gzip)`,
            connections: config.connections,
            path: '/api/v1/social_map/markers',
            headers: { ...publicHeaders, Accept: 'application/json', 'Accept-Encoding': 'gzip' },
          },
          {
            key: 'social-map-list-query',
            label: `GET /api/v1/social_map/organizations?${filter}&page[size]=20 (public)`,
            connections: config.connections,
            path: `/api/v1/social_map/organizations?${filter}&page[size]=20`,
            headers: { ...publicHeaders, Accept: 'application/vnd.api+json' },
          },
        ];
        if (useNext)
          list.push(
            {
              key: 'social-map-page',
              label: `GET /sociale-kaart?q=${seed.map.query}&activity=${seed.map.activityTypeId} (server-rendered HTML)`,
              connections: config.connections,
              path: `/sociale-kaart?q=${seed.map.query}&activity=${seed.map.activityTypeId}`,
              headers: { Host: 'localhost', Cookie: 'volunteer_center=bench', Accept: 'text/html', 'Accept-Encoding': 'gzip' },
            },
            {
              key: 'social-map-web-markers',
              label: `GET /sociale-kaart/markers (the web's marker route, whole map, gzip)`,
              connections: config.connections,
              path: '/sociale-kaart/markers',
              headers: { Host: 'localhost', Cookie: 'volunteer_center=bench', Accept: 'application/json', 'Accept-Encoding': 'gzip' },
            },
          );
        return list;
      })(),
      // Analytics over one year against the year before (docs/domain.md#analytics), as center staff.
      {
        key: 'analytics_activity',
        label: 'GET /api/v1/analytics/activity?filter[preset]=12m (center staff)',
        connections: config.connections,
        path: '/api/v1/analytics/activity?filter[preset]=12m',
        headers: authHeaders,
      },
      {
        key: 'analytics_public_site',
        label: 'GET /api/v1/analytics/public_site?filter[preset]=12m (center staff)',
        connections: config.connections,
        path: '/api/v1/analytics/public_site?filter[preset]=12m',
        headers: authHeaders,
      },
      {
        key: 'sign_in',
        label: `POST /auth/sign_in (${config.signInPool} users in turn)`,
        connections: config.signInConnections,
        path: '/auth/sign_in',
        method: 'POST',
        headers: { ...baseHeaders, 'Content-Type': 'application/json' },
        body: () => JSON.stringify({ email: seed.poolEmails[next++ % seed.poolEmails.length], password: PASSWORD }),
      },
    ];

    // One request each first: a run that only measures errors is worthless.
    for (const s of scenarios.filter((x) => wanted(x.key))) {
      const reply = await request(port, s.method ?? 'GET', s.path, s.headers, s.body?.());
      if (reply.status !== 200) throw new Error(`${s.label}: HTTP ${reply.status} ${reply.body.slice(0, 400)}`);
      // What one response costs on the wire: as sent (gzip when the server compressed it) and gzipped here.
      const size = {
        raw: Buffer.byteLength(reply.body),
        wire: reply.raw.length,
        encoding: String(reply.headers['content-encoding'] ?? 'none'),
        gzip: gzipSync(Buffer.from(reply.body)).length,
        cacheControl: String(reply.headers['cache-control'] ?? '-'),
        etag: String(reply.headers.etag ?? '-'),
      };
      sizes.set(s.key, size);
      const sizeNote = `${size.raw} bytes (${size.encoding === 'gzip' ? `${size.wire} bytes gzip on the wire` : `not compressed by the server; ${size.gzip} bytes gzipped`})`;
      if (s.headers.Accept === 'text/html') {
        // A 200 is not enough: an unresolved center renders "No tenant found" with a 200 too.
        const social = s.key.startsWith('social-map');
        const results = (reply.body.match(social ? /href="[^"]*\/sociale-kaart\/\d+"/g : /href="\/vacancies\/search\/\d+"/g) ?? []).length;
        if (!reply.body.includes(social ? 'data-testid="social-map-results"' : 'data-testid="bank-results"') || results === 0)
          throw new Error(`${s.label}: the page has no search results`);
        console.log(`  check ${s.key}: 200, ${sizeNote} of HTML, ${results} result links`);
        continue;
      }
      const doc = JSON.parse(reply.body) as { data?: unknown; included?: unknown[]; meta?: Record<string, unknown> };
      const count = Array.isArray(doc.data) ? `${doc.data.length} rows` : '1 resource';
      const total = doc.meta?.total_count ?? doc.meta?.totalCount;
      console.log(
        `  check ${s.key}: 200, ${sizeNote}, ${count}${doc.included ? `, ${doc.included.length} included` : ''}${total !== undefined ? `, total ${String(total)}` : ''}${s.key.startsWith('social-map') ? `; cache-control ${size.cacheControl}, etag ${size.etag}` : ''}`,
      );
      const expected =
        s.key === 'social-map-list-query' ? seed.map.queryActivityMatches : s.key.endsWith('markers') ? seed.map.shown : null;
      if (expected !== null && Number(total) !== expected)
        console.log(`    ! ${s.key}: total ${String(total)}, the seed expects ${expected}`);
    }
    console.log(`\nload (autocannon over loopback; ${config.connections} connections, sign-in ${config.signInConnections}):`);
    for (const s of scenarios.filter((x) => wanted(x.key))) rows.push(await measure(port, pid, s, admin, dbName, postmasterPid));
    serverHwmMb = treeMemory(pid).hwmKb / 1024;
    await stopChild(child);

    // 4. Yardstick
    if (wanted('bare')) {
      const barePort = await freePort();
      const bare = startChild('bare', ['--import', 'tsx', 'bench/bare-server.ts'], {
        ...process.env,
        NODE_OPTIONS: '',
        NODE_ENV: 'production',
        BARE_DATABASE_URL: config.databaseUrl,
        BARE_CENTER_ID: String(seed.centerId),
        PORT: String(barePort),
      });
      const bareScenario: Scenario = {
        key: 'bare',
        label: 'yardstick: node:http + pg + JSON.stringify, same list query',
        connections: config.connections,
        path: '/organizations?page[size]=25',
        headers: baseHeaders,
      };
      await waitReady('bare server', bare.child, bare.tail, 30_000, () => request(barePort, 'GET', bareScenario.path, baseHeaders));
      console.log(`\nyardstick (bench/bare-server.ts, pid ${bare.child.pid}):`);
      rows.push(await measure(barePort, bare.child.pid as number, bareScenario, admin, dbName, postmasterPid));
      bareHwmMb = treeMemory(bare.child.pid as number).hwmKb / 1024;
      await stopChild(bare.child);
    }
  } finally {
    await admin.end();
    await stopAll();
  }

  // 5. Report
  const product = rows.find((r) => r.scenario.key === 'organizations');
  const bare = rows.find((r) => r.scenario.key === 'bare');
  const ratio = product && bare ? product.rps / bare.rps : null;
  const out: string[] = [];
  out.push(table(rows));
  out.push('');
  if (ratio !== null && product && bare)
    out.push(
      `Ratio organizations / yardstick: **${ratio.toFixed(2)}** (${product.rps.toFixed(0)} vs ${bare.rps.toFixed(0)} req/s; p50 ${product.p50} vs ${bare.p50} ms).`,
    );
  for (const [key, size] of sizes)
    if (key.startsWith('social-map'))
      out.push(
        `Response size, ${key}: ${size.raw} bytes, ${size.encoding === 'gzip' ? `${size.wire} bytes gzip as sent` : `sent uncompressed (${size.gzip} bytes gzipped)`}; cache-control \`${size.cacheControl}\`${size.etag !== '-' ? ', ETag' : ''}.`,
      );
  out.push(
    `Server VmHWM over the whole run (sum over its process tree): ${serverHwmMb.toFixed(0)} MB${bareHwmMb ? `; yardstick ${bareHwmMb.toFixed(0)} MB` : ''}.`,
  );
  console.log(`\n${out.join('\n')}`);

  if (config.results !== '-') {
    const file = path.resolve(root, config.results);
    const header = [
      `## ${startedAt.toISOString()} — ${m.cpu}, ${m.cores} cores, ${m.memoryGb.toFixed(1)} GiB, node ${m.node}`,
      '',
      `- server: ${serverKind}; PostgreSQL ${pgVersion}; ${m.os}; load average (1 min) at start ${load.toFixed(2)}`,
      `- data: ${vacancySeed ? `${vacancySeed.vacancies} vacancies (${vacancySeed.published} published) over ${vacancySeed.organizations} organizations, ` : ''}${seed.counts.organizations} organizations (${seed.counts.addresses} addresses in ${seed.map.municipality}, ${seed.counts.organization_profiles} profiles, ${seed.map.shown} on the social map; "${seed.map.query}" matches ${seed.map.queryMatches} of them, ${seed.map.queryActivityMatches} with activity type ${seed.map.activityTypeId}), ${seed.counts.users} users, ${seed.counts.memberships} memberships, ${seed.counts.roles} roles`,
      `- autocannon over loopback, ${config.warmup} s warm-up + ${config.duration} s per run; RATE_LIMIT_DISABLED=true for the sign-in run (${config.signInPool} users in turn)`,
      "- peak RSS: highest sum of VmRSS over the server's process tree, sampled every 200 ms during the run; DB txns/req: commits in the bench database per request (each autocommit query is one); CPU: user+system time during the run in % of one core (server tree / all PostgreSQL processes / the autocannon process / everything else on the machine)",
      '',
    ];
    const plansText = plans.map((p) => `-- ${p.label}\n${p.sql}\n-- params: ${JSON.stringify(p.params)}\n${p.plan}`).join('\n\n');
    appendFileSync(
      file,
      `\n${header.join('\n')}\n${out.join('\n')}\n\n<details><summary>EXPLAIN (ANALYZE, BUFFERS) of the list queries, as the product sends them</summary>\n\n\`\`\`\n${plansText}\n\`\`\`\n\n</details>\n`,
    );
    console.log(`\nappended to ${path.relative(root, file)}`);
  }
  clearTimeout(watchdog);
  return { rows, serverKind, pgVersion };
}
