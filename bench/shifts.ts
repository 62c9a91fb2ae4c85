/**
 * Shifts at scale (docs/benchmarks.md, "Shifts (issue 15)"):
 *
 * 1. 500 sign-ups at once for 10 shifts of capacity 20, expecting exactly 200 confirmed, 300 waitlisted and no error,
 *    with the time. BENCH_SIGNUPS_VIA=http (default): 500 signed-in volunteers POST /api/v1/shifts/{id}/signups
 *    (waitlist: true) at the same moment to the standalone backend started as a separate process, as bench:api does
 *    (`node --conditions=react-server --import tsx server/standalone.ts`), so the burst meets what a real one meets:
 *    the HTTP server, the sign-in check, the product's pool (server/db/client.ts) and the sign-up transaction (the
 *    shift row lock, the count, the insert) and the mail after the commit. BENCH_SIGNUPS_VIA=service: the 500
 *    transactions started at once in this process on a pool of the product's settings, without HTTP.
 * 2. The reminder job (server/jobs/shift-reminders.ts) over BENCH_REMINDERS (50 000) confirmed sign-ups of signed-in
 *    volunteers for shifts that start tomorrow, batch by batch with each batch timed, this process's memory sampled,
 *    then a second run that must send nothing.
 *
 *   npm run bench:shifts                      # or: npx tsx --conditions=react-server bench/shifts.ts
 *   BENCH_SIGNUPS_VIA=service BENCH_REMINDERS=0 npm run bench:shifts
 *
 * Needs PostgreSQL; BENCH_DATABASE_URL (default postgres://root@127.0.0.1:5432/bench_shifts) is dropped and
 * re-created from BENCH_ADMIN_DATABASE (test) on every run. Deterministic data. Exits 1 when the sign-ups did not come
 * out as exactly 200 confirmed, 300 waitlisted and no error, or the second reminder run sent anything.
 */
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { hashSecret, newClientId, newSecret } from '../server/auth/tokens';
import { migrateDatabase, openDatabase, type Database } from '../server/db/client';
import * as schema from '../server/db/schema';
import { createMailer } from '../server/mail/mailer';
import { REMINDER_BATCH, sendBatch } from '../server/jobs/shift-reminders';
import { cancelHashOf } from '../server/resources/shifts/mails';
import { createSignup } from '../server/resources/shifts/service';
import { translator } from '../server/i18n';
import { readFileSync } from 'node:fs';
import { BENCH_SESSION_SECRET, machineBusySeconds, processTree, startBackend, treeCpuSeconds, type Backend, freePort } from './proc';

const SIGNUPS = 500;
const SHIFTS = 10;
const CAPACITY = 20;
const REMINDERS = Number(process.env.BENCH_REMINDERS ?? 50_000);
const VIA = process.env.BENCH_SIGNUPS_VIA === 'service' ? 'service' : 'http';
const DATABASE_URL = process.env.BENCH_DATABASE_URL || 'postgres://root@127.0.0.1:5432/bench_shifts';
const ADMIN_DATABASE = process.env.BENCH_ADMIN_DATABASE || 'test';
const ROOT = path.resolve(__dirname, '..');

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : NaN;

async function recreateDatabase() {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name ${name}`);
  url.pathname = `/${ADMIN_DATABASE}`;
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

/** Users with a token each (written directly: sign-in is argon2 and not what is measured), in batches of 5 000. */
async function seedVolunteers(db: Database, centerId: number, prefix: string, n: number) {
  const people: { id: number; email: string; headers: Record<string, string> }[] = [];
  const expiresAt = new Date(Date.now() + 24 * 3600_000);
  for (let i = 0; i < n; i += 5000) {
    const users = await db
      .insert(schema.users)
      .values(
        Array.from({ length: Math.min(5000, n - i) }, (_, k) => ({
          volunteerCenterId: centerId,
          email: `${prefix}${i + k}@bench.test`,
          firstName: 'V',
          lastName: String(i + k),
          passwordHash: 'bench-no-password',
          status: 'active' as const,
          confirmedAt: new Date(),
          locale: 'nl' as const,
        })),
      )
      .returning({ id: schema.users.id, email: schema.users.email });
    await db.insert(schema.roles).values(users.map((u) => ({ userId: u.id, name: 'volunteer' as const, volunteerCenterId: centerId })));
    const tokens = users.map((u) => {
      const secret = newSecret();
      const client = newClientId();
      people.push({ ...u, headers: { 'Volunteer-Center-Id': String(centerId), 'access-token': secret, client, uid: u.email } });
      return { userId: u.id, client, tokenHash: hashSecret(secret), expiresAt };
    });
    await db.insert(schema.authTokens).values(tokens);
  }
  return people;
}

// ---------------------------------------------------------------------------------------------
// The standalone backend, for BENCH_SIGNUPS_VIA=http

let server: Backend | null = null;
const serverTail = (): string[] => server?.tail ?? [];

/**
 * Loaded into the server before it starts (`--import`): times every wait for a pooled connection (pg's Pool.connect,
 * which pool.query and transactions go through) and prints the figures when the process exits, so the bench can say
 * how close the burst came to the pool's connection timeout (server/db/client.ts). BENCH_POOL_MAX=<n> also sets the
 * pool's size, to try another size by measurement before changing the product; unset, nothing else changes.
 */
const POOL_MAX = Number(process.env.BENCH_POOL_MAX) || 0;
const POOL_PROBE = `data:text/javascript,${encodeURIComponent(`
import { createRequire } from 'node:module';
const { Pool } = createRequire(${JSON.stringify(path.join(ROOT, 'package.json'))})('pg');
const waits = [];
let failed = 0;
const connect = Pool.prototype.connect;
Pool.prototype.connect = function (callback) {
  if (${POOL_MAX}) this.options.max = ${POOL_MAX};
  const start = performance.now();
  const done = (error) => { waits.push(performance.now() - start); if (error) failed += 1; };
  if (callback) return connect.call(this, (error, client, release) => { done(error); callback(error, client, release); });
  return connect.call(this).then((client) => { done(); return client; }, (error) => { done(error); throw error; });
};
process.on('exit', () => {
  waits.sort((a, b) => a - b);
  const at = (q) => waits[Math.min(waits.length - 1, Math.max(0, Math.ceil(q * waits.length) - 1))] ?? 0;
  process.stderr.write('POOL_WAITS ' + JSON.stringify({ n: waits.length, failed, p50: at(0.5), p99: at(0.99), max: at(1) }) + '\\n');
});
`)}`;

function startServer(port: number) {
  server = startBackend({
    root: ROOT,
    port,
    databaseUrl: DATABASE_URL,
    // The reminder job must not run in the server while this process times it.
    env: { JOBS_DISABLED: 'true' },
    imports: [POOL_PROBE],
    // BENCH_CPU_PROF=<dir>: a V8 CPU profile of the server, written when it stops.
    cpuProfileDir: process.env.BENCH_CPU_PROF || undefined,
  });
}

async function stopServer() {
  const backend = server;
  server = null;
  await backend?.stop();
}

process.on('SIGINT', () => void stopServer().finally(() => process.exit(130)));
process.on('SIGTERM', () => void stopServer().finally(() => process.exit(143)));

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

function request(port: number, method: string, urlPath: string, headers: Record<string, string>, body?: string, timeoutMs = 120_000) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: urlPath, headers: { Host: 'localhost', ...headers }, agent, timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout after ${timeoutMs} ms`)));
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

async function waitReady(port: number, centerId: number) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (!server || server.child.exitCode !== null) throw new Error(`server exited before it was ready:\n${serverTail().join('\n')}`);
    const reply = await request(
      port,
      'GET',
      '/api/v1/volunteer_centers/current',
      { 'Volunteer-Center-Id': String(centerId) },
      undefined,
      5000,
    ).catch(() => null);
    if (reply?.status === 200) return;
    await sleep(250);
  }
  throw new Error(`server not ready after 120 s:\n${serverTail().join('\n')}`);
}

/** PostgreSQL's postmaster (the parent of this connection's backend), for its CPU time; null if not on this machine. */
async function findPostmaster(): Promise<number | null> {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const backend = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
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

// ---------------------------------------------------------------------------------------------

async function main() {
  console.log(
    `shifts bench: sign-ups via ${VIA}; ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB, ` +
      `Node ${process.version}, ${new Date().toISOString()}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  await recreateDatabase();
  const handle = await openDatabase({ databaseUrl: DATABASE_URL });
  await migrateDatabase(handle);
  const db = handle.db;
  const [center] = await db.insert(schema.volunteerCenters).values({ slug: 'bench', tenantKey: 'demo', name: 'Bench' }).returning();
  await db.insert(schema.volunteerCenterProfiles).values({ volunteerCenterId: center!.id, name: 'Bench', shiftReminderHour: 0 });
  const [org] = await db
    .insert(schema.organizations)
    .values({ volunteerCenterId: center!.id, name: 'Org', status: 'approved', organizationType: 'NonProfit' })
    .returning();
  const [vacancy] = await db
    .insert(schema.vacancies)
    .values({
      volunteerCenterId: center!.id,
      organizationId: org!.id,
      title: 'Activiteit',
      vacancyType: 'activity',
      status: 'published',
      description: '',
      descriptionText: '',
    })
    .returning();
  const startsAt = new Date(Date.now() + 72 * 3600_000);
  const shifts = await db
    .insert(schema.shifts)
    .values(
      Array.from({ length: SHIFTS }, () => ({
        volunteerCenterId: center!.id,
        vacancyId: vacancy!.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3600_000),
        capacity: CAPACITY,
      })),
    )
    .returning();
  const t = translator('nl');
  let ok = true;

  // 1. 500 sign-ups at once.
  const errors: string[] = [];
  const took: number[] = [];
  let signupMs: number;
  if (VIA === 'http') {
    const people = await seedVolunteers(db, center!.id, 'v', SIGNUPS);
    const port = await freePort();
    startServer(port);
    await waitReady(port, center!.id);
    console.log(
      `standalone backend on 127.0.0.1:${port} (pid ${server!.child.pid}), ${POOL_MAX ? `pool of ${POOL_MAX} (BENCH_POOL_MAX)` : 'pool as in server/db/client.ts'}`,
    );
    const body = JSON.stringify({ data: { type: 'shift_signups', attributes: { waitlist: true } } });
    const postmaster = await findPostmaster();
    const pg0 = postmaster ? treeCpuSeconds(postmaster) : 0;
    const cpu0 = treeCpuSeconds(server!.child.pid!);
    const busy0 = machineBusySeconds();
    const began = performance.now();
    await Promise.all(
      people.map((p, i) => {
        const start = performance.now();
        return request(
          port,
          'POST',
          `/api/v1/shifts/${shifts[i % SHIFTS]!.id}/signups`,
          { ...p.headers, Accept: 'application/vnd.api+json', 'Content-Type': 'application/vnd.api+json' },
          body,
        ).then(
          (reply) => {
            took.push(performance.now() - start);
            if (reply.status !== 201) errors.push(`HTTP ${reply.status}: ${reply.body.slice(0, 300)}`);
          },
          (error: unknown) => {
            took.push(performance.now() - start);
            errors.push(String(error));
          },
        );
      }),
    );
    signupMs = performance.now() - began;
    console.log(
      `  CPU during the burst: server ${(treeCpuSeconds(server!.child.pid!) - cpu0).toFixed(1)} s, PostgreSQL ${postmaster ? (treeCpuSeconds(postmaster) - pg0).toFixed(1) : '?'} s, whole machine ${(machineBusySeconds() - busy0).toFixed(1)} s ` +
        `of ${((signupMs / 1000) * os.cpus().length).toFixed(1)} s (${os.cpus().length} cores)`,
    );
    // The probe prints its figures as the server exits: keep the server's output past the stop.
    const tailAtStop = serverTail();
    await stopServer();
    const waits = tailAtStop.find((line) => line.startsWith('POOL_WAITS '));
    if (waits) {
      const w = JSON.parse(waits.slice('POOL_WAITS '.length)) as { n: number; failed: number; p50: number; p99: number; max: number };
      console.log(
        `  the server's waits for a pooled connection (all ${w.n} over the run): p50 ${w.p50.toFixed(0)} ms, p99 ${w.p99.toFixed(0)} ms, ` +
          `max ${w.max.toFixed(0)} ms; ${w.failed} gave up`,
      );
    } else console.log('  (the server did not report its pool waits)');
  } else {
    const began = performance.now();
    const results = await Promise.allSettled(
      Array.from({ length: SIGNUPS }, (_, i) => {
        const start = performance.now();
        return db
          .transaction((tx) =>
            createSignup(
              tx,
              {
                centerId: center!.id,
                shiftId: shifts[i % SHIFTS]!.id,
                userId: null,
                firstName: 'V',
                lastName: String(i),
                email: `v${i}@bench.test`,
                phoneNumber: null,
                locale: 'nl',
                waitlist: true,
                confirmationTokenHash: null,
                now: new Date(),
              },
              t,
            ),
          )
          .finally(() => took.push(performance.now() - start));
      }),
    );
    signupMs = performance.now() - began;
    for (const r of results) if (r.status === 'rejected') errors.push(String(r.reason));
  }
  took.sort((a, b) => a - b);
  const counts = rowsOf<{ status: string; n: number }>(
    await db.execute(sql`select status, count(*)::int as n from shift_signups group by status order by status`),
  );
  const perShift = rowsOf<{ max: number; min: number }>(
    await db.execute(sql`select max(n)::int as max, min(n)::int as min from (select count(*) filter (where status = 'confirmed') as n
      from shift_signups group by shift_id) s`),
  );
  const by = Object.fromEntries(counts.map((c) => [c.status, c.n]));
  console.log(
    `sign-ups: ${SIGNUPS} at once for ${SHIFTS} shifts of ${CAPACITY} in ${signupMs.toFixed(0)} ms; each took p50 ${percentile(took, 0.5).toFixed(0)} ms, ` +
      `p99 ${percentile(took, 0.99).toFixed(0)} ms, max ${(took.at(-1) ?? NaN).toFixed(0)} ms; errors ${errors.length}`,
  );
  console.log(`  by status: ${JSON.stringify(by)}; confirmed per shift ${perShift[0]?.min}–${perShift[0]?.max}`);
  for (const e of [...new Set(errors)].slice(0, 5)) console.log(`  error (${errors.filter((x) => x === e).length}×): ${e}`);
  if (errors.length || by.confirmed !== SHIFTS * CAPACITY || by.waitlisted !== SIGNUPS - SHIFTS * CAPACITY) ok = false;

  // 2. The reminder job over REMINDERS confirmed sign-ups of signed-in volunteers for shifts that start tomorrow.
  if (REMINDERS > 0) {
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    tomorrow.setUTCHours(12, 0, 0, 0);
    const seedStart = performance.now();
    const volunteers = await seedVolunteers(db, center!.id, 'r', REMINDERS);
    const perShiftReminders = 500;
    const reminderShifts = await db
      .insert(schema.shifts)
      .values(
        Array.from({ length: Math.ceil(REMINDERS / perShiftReminders) }, () => ({
          volunteerCenterId: center!.id,
          vacancyId: vacancy!.id,
          startsAt: tomorrow,
          endsAt: new Date(tomorrow.getTime() + 3600_000),
          capacity: perShiftReminders,
        })),
      )
      .returning({ id: schema.shifts.id });
    const deviceTokenSecret = BENCH_SESSION_SECRET;
    for (let i = 0; i < REMINDERS; i += 5000) {
      const rows = await db
        .insert(schema.shiftSignups)
        .values(
          volunteers.slice(i, i + 5000).map((v, k) => ({
            volunteerCenterId: center!.id,
            shiftId: reminderShifts[Math.floor((i + k) / perShiftReminders)]!.id,
            userId: v.id,
            firstName: 'R',
            lastName: String(i + k),
            email: v.email,
            locale: 'nl' as const,
            status: 'confirmed' as const,
            confirmedAt: new Date(),
          })),
        )
        .returning({ id: schema.shiftSignups.id, createdAt: schema.shiftSignups.createdAt });
      // The cancel link's hash, as the sign-up route stores it (else the job writes it per row, as for imported rows).
      const hashes = JSON.stringify(rows.map((r) => ({ id: r.id, hash: cancelHashOf({ deviceTokenSecret }, r) })));
      await db.execute(sql`update shift_signups s set cancel_token_hash = v.hash
        from json_to_recordset(${hashes}::json) as v(id int, hash text) where s.id = v.id`);
    }
    await db.execute(sql`vacuum analyze shift_signups`);
    console.log(
      `seeded ${REMINDERS} volunteers with confirmed sign-ups for tomorrow in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    const mailer = createMailer({ db, delivers: false });
    const deps = { db, mailer, centerUrl: (slug: string) => `https://${slug}.example.org`, deviceTokenSecret };
    const at = new Date(Math.max(Date.now(), tomorrow.getTime() - 20 * 3600_000));
    // With `node --expose-gc` a full collection before and after each batch shows what the job keeps (heap after GC)
    // apart from what V8 merely has not collected yet (the RSS peak).
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    let peakRss = process.memoryUsage().rss;
    let peakHeap = process.memoryUsage().heapUsed;
    const rssBefore = peakRss;
    const heapBefore = peakHeap;
    let retainedHeap = 0;
    const sample = () => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    };
    const sampler = setInterval(sample, 100);
    const batches: number[] = [];
    let sent = 0;
    const r0 = performance.now();
    // sendShiftReminders, batch by batch so each batch is timed.
    for (;;) {
      const b0 = performance.now();
      const batch = await sendBatch(deps, at);
      if (batch === null) throw new Error('the reminder lock was held by someone else');
      if (batch > 0) batches.push(performance.now() - b0);
      sample();
      if (gc) {
        gc();
        retainedHeap = Math.max(retainedHeap, process.memoryUsage().heapUsed - heapBefore);
      }
      sent += batch;
      if (batch < REMINDER_BATCH) break;
    }
    const reminderMs = performance.now() - r0;
    clearInterval(sampler);
    const r1 = performance.now();
    let second = 0;
    for (;;) {
      const batch = await sendBatch(deps, at);
      second += batch ?? 0;
      if (batch === null || batch < REMINDER_BATCH) break;
    }
    const idleMs = performance.now() - r1;
    const [outbox] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from email_outbox where template = 'shiftReminder'`),
    );
    const [notes] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from notifications where kind = 'shift_reminder'`),
    );
    const [left] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from shift_signups where status = 'confirmed' and reminder_sent_at is null`),
    );
    batches.sort((a, b) => a - b);
    console.log(
      `reminders: ${sent} sent in ${(reminderMs / 1000).toFixed(1)} s (${((sent / reminderMs) * 1000).toFixed(0)}/s) in ${batches.length} batches of ` +
        `${REMINDER_BATCH}: per batch p50 ${percentile(batches, 0.5).toFixed(0)} ms, max ${(batches.at(-1) ?? NaN).toFixed(0)} ms ` +
        `(${((REMINDER_BATCH / percentile(batches, 0.5)) * 1000).toFixed(0)} sign-ups/s)`,
    );
    console.log(
      `  outbox ${outbox?.n} shiftReminder mails, ${notes?.n} notifications, ${left?.n} confirmed sign-ups left unreminded (of all, the 200 of the burst are not due); ` +
        `memory of this process (the job runs here): RSS ${(rssBefore / 2 ** 20).toFixed(0)} MB before, peak ${(peakRss / 2 ** 20).toFixed(0)} MB; ` +
        `heap ${(heapBefore / 2 ** 20).toFixed(0)} MB before, peak ${(peakHeap / 2 ** 20).toFixed(0)} MB` +
        (gc
          ? `, at most ${(retainedHeap / 2 ** 20).toFixed(0)} MB more after a full GC between batches`
          : ' (node --expose-gc for the heap kept between batches)'),
    );
    console.log(`  second run: ${second} sent in ${idleMs.toFixed(0)} ms`);
    if (second !== 0 || sent !== REMINDERS) ok = false;
  }
  console.log(
    `load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await handle.close();
  process.exit(ok ? 0 : 1);
}

main().catch(async (error: unknown) => {
  // A failed statement's error carries all its parameters: the message and stack are enough.
  console.error(
    error instanceof Error
      ? `${error.message.slice(0, 1000)}\n${error.stack?.split('\n').slice(-6).join('\n')}\ncause: ${String(error.cause).slice(0, 500)}`
      : error,
  );
  await stopServer();
  process.exit(1);
});
