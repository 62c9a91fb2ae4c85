/**
 * The public pages under load, for `npm run bench` (bench/bench.ts; docs/benchmarks.md, "One table"): a production
 * build under `next start` on PostgreSQL with the demo seed and BENCH_VACANCIES (100 000) vacancies in the demo center
 * (the center whose bank the pages read), then autocannon on a static file from public/ and on each public page, all
 * as the demo center (`Host: demo.localhost`), Dutch, gzip accepted, signed out.
 *
 * 1. Re-creates its own database (BENCH_PAGES_DATABASE_URL, default postgres://root@127.0.0.1:5432/bench_pages, from
 *    BENCH_ADMIN_DATABASE), migrates it, runs the product's demo seed (server/db/seed) and bench/seed-vacancies.ts.
 * 2. Starts `next start` (needs `npm run build`) on a free port (BENCH_PAGES_PORT to fix it), AUTO_SEED=false,
 *    JOBS_DISABLED=true, and checks each page once for a 200 with its own marker before the load.
 * 3. For each: warm-up, then the measured run; req/s, p50, p99, the server's and the other processes' CPU.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { argon2Hasher } from '../server/auth/passwords';
import { migrateDatabase, openDatabase } from '../server/db/client';
import { seedDemo } from '../server/db/seed';
import { BENCH_SESSION_SECRET, machineBusySeconds, processTree, stopProcessGroup, treeCpuSeconds, freePort } from './proc';
import { seedVacancies } from './seed-vacancies';

export interface PageRow {
  key: string;
  label: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** % of one core during the run: the server's process tree, and every other process on the machine. */
  serverCpu: number;
  /** PostgreSQL's processes (null when it does not run on this machine). */
  postgresCpu: number | null;
  otherCpu: number;
  /** Responses completed in the measured run (0: none finished within it, so req/s and latencies say nothing). */
  completed: number;
  /** One response's size as sent (gzip when the server compressed it). */
  bytes: number;
}

export interface PageRun {
  rows: PageRow[];
  vacancies: number;
  published: number;
}

interface Options {
  root: string;
  databaseUrl: string;
  adminDatabase: string;
  vacancies: number;
  connections: number;
  duration: number;
  warmup: number;
  port: number | null;
  log: (line: string) => void;
}

const HOST = 'demo.localhost';
const QUERY = { q: 'bewoners', type: 'volunteering' };

interface Target {
  key: string;
  label: string;
  path: string;
  /** A string the answer must contain: a 200 alone could be the "no tenant" page or an error screen. */
  marker: RegExp;
}

function get(port: number, p: string, timeoutMs = 60_000): Promise<{ status: number; body: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: p, headers: headers(port), timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw).toString() : raw.toString();
        resolve({ status: res.statusCode ?? 0, body, bytes: raw.length });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`timeout: ${p}`)));
    req.on('error', reject);
  });
}

const headers = (port: number) => ({
  Host: `${HOST}:${port}`,
  'Accept-Language': 'nl',
  'Accept-Encoding': 'gzip',
  Accept: 'text/html,*/*',
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function recreate(o: Options) {
  const url = new URL(o.databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name) || name === o.adminDatabase)
    throw new Error(`BENCH_PAGES_DATABASE_URL: unusable database "${name}"`);
  url.pathname = `/${o.adminDatabase}`;
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
}

export async function runPages(o: Options): Promise<PageRun> {
  let t = Date.now();
  await recreate(o);
  const handle = await openDatabase({ databaseUrl: o.databaseUrl });
  try {
    await migrateDatabase(handle);
    await seedDemo(handle.db, argon2Hasher);
  } finally {
    await handle.close();
  }
  const client = new Client({ connectionString: o.databaseUrl });
  await client.connect();
  let seeded;
  try {
    const center = await client.query<{ id: number }>(`SELECT id FROM volunteer_centers WHERE slug = 'demo'`);
    const centerId = center.rows[0]?.id;
    if (!centerId) throw new Error('the demo seed has no center "demo"');
    seeded = await seedVacancies(client, { centerId, organizations: 2000, vacancies: o.vacancies, log: o.log });
  } finally {
    await client.end();
  }
  const postmaster = await findPostmaster(o.databaseUrl);
  o.log(
    `pages: demo seed and ${seeded.vacancies} vacancies (${seeded.published} published) in the demo center in ${((Date.now() - t) / 1000).toFixed(0)} s`,
  );

  const port = o.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: o.databaseUrl,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    SESSION_SECRET: BENCH_SESSION_SECRET,
    AUTO_SEED: 'false',
    JOBS_DISABLED: 'true',
    API_LOG: 'false',
    CENTER_URL_TEMPLATE: `http://{center}.localhost:${port}`,
  };
  delete env.NODE_OPTIONS;
  delete env.DEFAULT_CENTER;
  // No -H: with an explicit hostname Next 16 proxies proxy.ts's rewrites over the network to itself (docs/benchmarks.md).
  const child = spawn(process.execPath, [path.join(o.root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port)], {
    cwd: o.root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    tail.push(
      ...chunk
        .toString()
        .split('\n')
        .filter((l) => l.trim()),
    );
    tail.splice(0, Math.max(0, tail.length - 30));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stopOnExit = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // gone
    }
  };
  process.on('exit', stopOnExit);
  try {
    t = Date.now();
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${tail.join('\n')}`);
      const ok = await get(port, '/logos/favicon.svg', 5000).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`next start not ready after 180 s:\n${tail.join('\n')}`);
      await sleep(500);
    }
    o.log(`pages: next start on 127.0.0.1:${port} (pid ${child.pid}) ready in ${((Date.now() - t) / 1000).toFixed(1)} s`);

    const first = async (from: string, pattern: RegExp) => (await get(port, from)).body.match(pattern)?.[1] ?? null;
    const article = await first('/nieuws', /href="(\/nieuws\/[^"?#]+)"/);
    const vacancy = await first('/vacancies/search', /href="(\/vacancies\/search\/\d+)"/);
    const search = `/vacancies/search?q=${QUERY.q}&vacancy_type=${QUERY.type}&age_group_id=${seeded.ageGroupId}`;
    const html = /<html/;
    const targets: Target[] = [
      { key: 'static', label: 'static file from public/ (`/logos/favicon.svg`)', path: '/logos/favicon.svg', marker: /<svg/ },
      { key: 'home', label: 'home page', path: '/', marker: html },
      { key: 'content', label: 'content page (every block type)', path: '/alle-blokken', marker: html },
      { key: 'news', label: 'news index', path: '/nieuws', marker: html },
      ...(article ? [{ key: 'article', label: 'news article', path: article, marker: html }] : []),
      { key: 'partners', label: 'partners', path: '/partners', marker: html },
      { key: 'calendar', label: 'activity calendar', path: '/activiteitenkalender', marker: html },
      { key: 'one-to-one', label: 'one-to-one help', path: '/een-op-een-hulp', marker: html },
      {
        key: 'bank',
        label: `vacancy bank, no query (${seeded.published} published)`,
        path: '/vacancies/search',
        marker: /href="\/vacancies\/search\/\d+"/,
      },
      { key: 'bank-query', label: 'vacancy bank, text query + two filters', path: search, marker: /href="\/vacancies\/search\/\d+"/ },
      ...(vacancy ? [{ key: 'vacancy', label: 'a vacancy (signed out)', path: vacancy, marker: /<h1/ }] : []),
      { key: 'social-map', label: 'social map', path: '/sociale-kaart', marker: /href="\/sociale-kaart\/\d+"/ },
    ];
    if (!article) o.log('  ! no news article found on /nieuws: the article row is left out');
    if (!vacancy) o.log('  ! no vacancy found in the bank: the vacancy row is left out');
    const checked: (Target & { bytes: number })[] = [];
    for (const target of targets) {
      const reply = await get(port, target.path);
      if (reply.status !== 200 || !target.marker.test(reply.body)) {
        o.log(`  ! ${target.path}: HTTP ${reply.status}${reply.status === 200 ? `, without ${String(target.marker)}` : ''}: left out`);
        continue;
      }
      checked.push({ ...target, bytes: reply.bytes });
    }
    const rows: PageRow[] = [];
    for (const target of checked) rows.push(await measure(port, child.pid as number, postmaster, target, o));
    return { rows, vacancies: seeded.vacancies, published: seeded.published };
  } finally {
    await stopProcessGroup(child);
    process.off('exit', stopOnExit);
  }
}

function cannon(port: number, p: string, connections: number, seconds: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections,
        duration: seconds,
        timeout: 30,
        requests: [{ method: 'GET', path: p, headers: headers(port) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * Waits (at most a minute) until the server and PostgreSQL are idle: requests of the previous row that were still in
 * flight when its connections closed are finished by the server anyway, and would otherwise be measured in this row.
 */
async function settle(pids: number[]) {
  const busy = () => pids.reduce((sum, pid) => sum + treeCpuSeconds(pid), 0);
  for (let i = 0; i < 60; i++) {
    const before = busy();
    await sleep(1000);
    if (busy() - before < 0.15) return i;
  }
  return 60;
}

/** The postmaster (parent of our backend), when PostgreSQL runs on this machine. */
async function findPostmaster(databaseUrl: string): Promise<number | null> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const backend = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid;
    if (!backend) return null;
    const stat = readFileSync(`/proc/${backend}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return ppid > 1 && processTree(ppid).includes(backend) ? ppid : null;
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

async function measure(
  port: number,
  pid: number,
  postmaster: number | null,
  target: Target & { bytes: number },
  o: Options,
): Promise<PageRow> {
  const waited = await settle(postmaster ? [pid, postmaster] : [pid]);
  if (waited > 2) o.log(`  (waited ${waited} s for the server and PostgreSQL to finish the previous row's requests)`);
  await cannon(port, target.path, o.connections, o.warmup);
  await settle(postmaster ? [pid, postmaster] : [pid]);
  const before = {
    server: treeCpuSeconds(pid),
    postgres: postmaster ? treeCpuSeconds(postmaster) : 0,
    self: process.cpuUsage(),
    machine: machineBusySeconds(),
    at: process.hrtime.bigint(),
  };
  const result = await cannon(port, target.path, o.connections, o.duration);
  const wall = Number(process.hrtime.bigint() - before.at) / 1e9;
  const self = process.cpuUsage(before.self);
  const server = ((treeCpuSeconds(pid) - before.server) / wall) * 100;
  const postgres = postmaster ? ((treeCpuSeconds(postmaster) - before.postgres) / wall) * 100 : null;
  const machine = ((machineBusySeconds() - before.machine) / wall) * 100;
  const other = Math.max(0, machine - server - (postgres ?? 0) - ((self.user + self.system) / 1e6 / wall) * 100);
  const row: PageRow = {
    key: target.key,
    label: target.label,
    path: target.path,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    serverCpu: server,
    postgresCpu: postgres,
    otherCpu: other,
    completed: result['2xx'] + result.non2xx,
    bytes: target.bytes,
  };
  o.log(
    `  ${target.label}: ${row.completed ? `${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms` : `no response completed within ${o.duration} s`}; CPU server ${server.toFixed(0)} %, PostgreSQL ${postgres === null ? '?' : postgres.toFixed(0)} %, other ${other.toFixed(0)} %${row.non2xx || row.errors ? `; ! ${row.non2xx} non-2xx, ${row.errors} errors` : ''}`,
  );
  return row;
}
