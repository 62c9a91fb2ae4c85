/**
 * `npm run bench:conversations`: the conversation event stream under load (issue 11 §8; docs/benchmarks.md,
 * "Conversation events (issue 11 §8)"; docs/domain.md#conversations, "Live updates").
 *
 * 1. (Re)creates its own PostgreSQL database (BENCH_DATABASE_URL, default postgres://root@127.0.0.1:5432/bench_conversations,
 *    dropped and created from the `test` database of the same server), applies the committed migrations and seeds one
 *    center (slug bench), BENCH_ORGANIZATIONS organizations with one organization superuser each and the rest of the
 *    BENCH_STREAMS people as volunteers, each volunteer in one conversation with an organization (the product's own
 *    createConversation, so the participants are what the product makes). Every person gets an auth token written
 *    straight into auth_tokens (sign-in is argon2 and not what is measured here).
 * 2. Starts the standalone backend (`node --conditions=react-server --import tsx server/standalone.ts`, as bench:api
 *    does) on a free loopback port, NODE_ENV=production, RATE_LIMIT_DISABLED=true.
 * 3. Opens one GET /api/v1/conversations/events per person (BENCH_STREAMS, default 200) and waits for every ": connected"
 *    (the server subscribes to the hub before it answers, so after it no event can be missed).
 * 4. Posts BENCH_RATE (20) messages per second for BENCH_DURATION (60) s through POST /api/v1/conversations/{id}/messages,
 *    round robin over the conversations, the volunteer and the organization superuser taking turns as sender, on a
 *    fixed schedule (a late POST does not delay the next one).
 * 5. Records, for every message, the time from the start of its POST to its arrival on every stream that may read it
 *    (the volunteer's and the organization superuser's, the sender's own included: the stream does not leave the
 *    sender out), and reports p50/p99/max, expected vs received (lost, duplicated, on a stream that should not get it),
 *    POST latency, the server's RSS (VmRSS of its pid: before the streams, with them open, peak, end) and CPU, and the
 *    load average. Exits 1 when anything was lost, duplicated, misdelivered or a POST failed.
 *
 * Environment (all optional): BENCH_DATABASE_URL, BENCH_ADMIN_DATABASE (test), BENCH_STREAMS (200),
 * BENCH_ORGANIZATIONS (40), BENCH_RATE (20 per s), BENCH_DURATION (60 s), BENCH_SETTLE (10 s: how long to wait for
 * the last events after the last POST).
 *
 * Runs under the react-server export condition (see bench/api.ts): `npx tsx --conditions=react-server bench/conversation-events.ts`.
 */
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { hashSecret, newClientId, newSecret } from '../server/auth/tokens';
import { migrateDatabase, openDatabase } from '../server/db/client';
import * as schema from '../server/db/schema';
import { createConversation } from '../server/resources/conversations/service';
import { machineBusySeconds, memoryOf, startBackend, treeCpuSeconds, type Backend, freePort } from './proc';

const env = process.env;
const num = (name: string, fallback: number) => {
  const value = Number(env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const config = {
  databaseUrl: env.BENCH_DATABASE_URL || 'postgres://root@127.0.0.1:5432/bench_conversations',
  adminDatabase: env.BENCH_ADMIN_DATABASE || 'test',
  streams: Math.round(num('BENCH_STREAMS', 200)),
  organizations: Math.round(num('BENCH_ORGANIZATIONS', 40)),
  rate: num('BENCH_RATE', 20),
  duration: num('BENCH_DURATION', 60),
  settle: num('BENCH_SETTLE', 10),
};
const ROOT = path.resolve(__dirname, '..');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Database and seed

async function recreateDatabase() {
  const url = new URL(config.databaseUrl);
  const name = url.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name ${name}`);
  url.pathname = `/${config.adminDatabase}`;
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

interface Person {
  userId: number;
  headers: Record<string, string>;
}
interface Conversation {
  id: number;
  volunteer: number; // index into people
  superuser: number; // index into people
}

async function seed(): Promise<{ centerId: number; people: Person[]; conversations: Conversation[] }> {
  const handle = await openDatabase({ databaseUrl: config.databaseUrl });
  try {
    await migrateDatabase(handle);
    const db = handle.db;
    const [center] = await db.insert(schema.volunteerCenters).values({ slug: 'bench', tenantKey: 'demo', name: 'Bench' }).returning();
    if (!center) throw new Error('no center');
    await db.insert(schema.volunteerCenterProfiles).values({ volunteerCenterId: center.id, name: 'Bench' });
    const organizations = await db
      .insert(schema.organizations)
      .values(
        Array.from({ length: config.organizations }, (_, i) => ({
          volunteerCenterId: center.id,
          name: `Organisatie ${i + 1}`,
          status: 'approved' as const,
          organizationType: 'NonProfit' as const,
        })),
      )
      .returning({ id: schema.organizations.id });
    // People 0..organizations-1 are the organizations' superusers, the rest volunteers.
    const users = await db
      .insert(schema.users)
      .values(
        Array.from({ length: config.streams }, (_, i) => ({
          volunteerCenterId: center.id,
          email: `person-${i}@bench.test`,
          firstName: i < config.organizations ? 'Staf' : 'Vrijwilliger',
          lastName: String(i),
          // Never used to sign in: the token below is written directly.
          passwordHash: 'bench-no-password',
          status: 'active' as const,
          confirmedAt: new Date(),
          locale: 'nl' as const,
        })),
      )
      .returning({ id: schema.users.id, email: schema.users.email });
    await db.insert(schema.memberships).values(organizations.map((o, i) => ({ userId: users[i]!.id, organizationId: o.id })));
    await db
      .insert(schema.roles)
      .values(
        users.map((u, i) =>
          i < config.organizations
            ? { userId: u.id, name: 'organization_superuser' as const, volunteerCenterId: center.id, organizationId: organizations[i]!.id }
            : { userId: u.id, name: 'volunteer' as const, volunteerCenterId: center.id, organizationId: null },
        ),
      );
    const expiresAt = new Date(Date.now() + 24 * 3600_000);
    const people: Person[] = [];
    const tokens = users.map((u) => {
      const secret = newSecret();
      const client = newClientId();
      people.push({
        userId: u.id,
        headers: { 'Volunteer-Center-Id': String(center.id), 'access-token': secret, client, uid: u.email },
      });
      return { userId: u.id, client, tokenHash: hashSecret(secret), expiresAt };
    });
    await db.insert(schema.authTokens).values(tokens);
    const conversations: Conversation[] = [];
    for (let v = config.organizations; v < config.streams; v++) {
      const o = v % config.organizations;
      const id = await db.transaction((tx) =>
        createConversation(tx, {
          volunteerCenterId: center.id,
          organizationId: organizations[o]!.id,
          volunteerId: users[v]!.id,
          subject: `Gesprek ${v}`,
          senderId: users[o]!.id,
        }),
      );
      conversations.push({ id, volunteer: v, superuser: o });
    }
    return { centerId: center.id, people, conversations };
  } finally {
    await handle.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Server

let server: Backend | null = null;
const serverTail = (): string[] => server?.tail ?? [];

function startServer(port: number): Backend {
  return startBackend({ root: ROOT, port, databaseUrl: config.databaseUrl });
}

async function stopServer() {
  const backend = server;
  server = null;
  await backend?.stop();
}

process.on('SIGINT', () => void stopServer().finally(() => process.exit(130)));
process.on('SIGTERM', () => void stopServer().finally(() => process.exit(143)));
process.on('exit', () => {
  if (server?.child.pid !== undefined && server.child.exitCode === null)
    try {
      process.kill(-server.child.pid, 'SIGKILL');
    } catch {
      // gone
    }
});

// ---------------------------------------------------------------------------------------------
// HTTP

const postAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

function request(port: number, method: string, urlPath: string, headers: Record<string, string>, body?: string, timeoutMs = 10_000) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: urlPath, headers: { Host: 'localhost', ...headers }, agent: postAgent, timeout: timeoutMs },
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
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (!server || server.child.exitCode !== null) throw new Error(`server exited before it was ready:\n${serverTail().join('\n')}`);
    try {
      const reply = await request(port, 'GET', '/api/v1/volunteer_centers/current', {
        'Volunteer-Center-Id': String(centerId),
        Accept: 'application/vnd.api+json',
      });
      if (reply.status === 200) return;
      last = `HTTP ${reply.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(`server not ready after 120 s (last: ${last}):\n${serverTail().join('\n')}`);
}

/** Arrivals: message id → stream index → arrival times (more than one = a duplicate). */
const arrivals = new Map<number, Map<number, number[]>>();
const streamErrors: string[] = [];
let resyncs = 0;

interface Stream {
  request: http.ClientRequest;
  ended: boolean;
}

/** Opens one event stream; resolves at ": connected" (the server has subscribed by then). */
function openStream(port: number, index: number, person: Person, closing: { value: boolean }): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = { request: null as unknown as http.ClientRequest, ended: false };
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'GET',
        path: '/api/v1/conversations/events?max_seconds=900',
        headers: { Host: 'localhost', Accept: 'text/event-stream', ...person.headers },
        agent: streamAgent,
      },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`stream ${index}: HTTP ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        let connected = false;
        res.on('data', (chunk: string) => {
          const now = performance.now();
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!connected && block.includes(': connected')) {
              connected = true;
              resolve(stream);
            }
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event === 'resync') resyncs += 1;
            if (event !== 'message' || !data) continue;
            const { message_id: messageId } = JSON.parse(data) as { message_id: number };
            let perStream = arrivals.get(messageId);
            if (!perStream) arrivals.set(messageId, (perStream = new Map()));
            const times = perStream.get(index) ?? [];
            times.push(now);
            perStream.set(index, times);
          }
        });
        res.on('end', () => {
          stream.ended = true;
          if (!closing.value) streamErrors.push(`stream ${index} ended early`);
        });
        res.on('error', (error) => {
          if (!closing.value) streamErrors.push(`stream ${index}: ${error.message}`);
        });
      },
    );
    stream.request = req;
    req.on('error', (error) => {
      if (!closing.value) streamErrors.push(`stream ${index}: ${error.message}`);
      reject(error);
    });
    req.end();
  });
}

// ---------------------------------------------------------------------------------------------
// Figures

const percentile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : NaN;
const mb = (kb: number) => (kb / 1024).toFixed(0);
const ms = (v: number) => v.toFixed(1);

async function postgresVersion(): Promise<string> {
  const client = new Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return rows[0]?.server_version ?? '?';
  } finally {
    await client.end();
  }
}

async function main() {
  const cpus = os.cpus();
  console.log(
    `conversation events: ${config.streams} streams, ${config.rate} messages/s for ${config.duration} s; ` +
      `${cpus.length} × ${cpus[0]?.model.trim()}, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB, Node ${process.version}, ` +
      `${new Date().toISOString()}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  let t = Date.now();
  await recreateDatabase();
  const { centerId, people, conversations } = await seed();
  console.log(
    `seeded ${people.length} people (${config.organizations} organization superusers), ${conversations.length} conversations ` +
      `in ${((Date.now() - t) / 1000).toFixed(1)} s; PostgreSQL ${await postgresVersion()}`,
  );

  const port = await freePort();
  t = Date.now();
  server = startServer(port);
  await waitReady(port, centerId);
  const pid = server.child.pid as number;
  console.log(`standalone backend on 127.0.0.1:${port} (pid ${pid}) ready in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  await sleep(2000);
  const idle = memoryOf(pid);

  const closing = { value: false };
  t = Date.now();
  const streams: Stream[] = [];
  // In groups of 20, so the opening is not itself a burst of 200 token checks.
  for (let i = 0; i < people.length; i += 20)
    streams.push(...(await Promise.all(people.slice(i, i + 20).map((p, k) => openStream(port, i + k, p, closing)))));
  await sleep(1000);
  const open = memoryOf(pid);
  console.log(`${streams.length} streams open in ${((Date.now() - t) / 1000).toFixed(1)} s`);

  // Memory, sampled every 200 ms while the messages flow.
  let peakKb = open?.rssKb ?? 0;
  const sampler = setInterval(() => {
    const m = memoryOf(pid);
    if (m && m.rssKb > peakKb) peakKb = m.rssKb;
  }, 200);
  const cpuServer0 = treeCpuSeconds(pid);
  const busy0 = machineBusySeconds();
  const load0 = os.loadavg();

  const total = Math.round(config.rate * config.duration);
  const interval = 1000 / config.rate;
  const posts: {
    messageId: number | null;
    startedAt: number;
    tookMs: number;
    conversation: Conversation;
    status: number;
    error?: string;
  }[] = [];
  const began = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = began + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const conversation = conversations[i % conversations.length]!;
    // The volunteer and the organization's superuser take turns (a conversation gets a message every
    // conversations.length / rate seconds, so the sender alternates per round).
    const sender = people[Math.floor(i / conversations.length) % 2 === 0 ? conversation.volunteer : conversation.superuser]!;
    const body = JSON.stringify({ data: { type: 'conversation_messages', attributes: { body: `Bericht ${i}` } } });
    const startedAt = performance.now();
    inFlight.push(
      request(
        port,
        'POST',
        `/api/v1/conversations/${conversation.id}/messages`,
        {
          ...sender.headers,
          Accept: 'application/vnd.api+json',
          'Content-Type': 'application/vnd.api+json',
        },
        body,
      ).then(
        (reply) => {
          let messageId: number | null = null;
          if (reply.status === 201) messageId = Number((JSON.parse(reply.body) as { data: { id: string } }).data.id);
          posts.push({
            messageId,
            startedAt,
            tookMs: performance.now() - startedAt,
            conversation,
            status: reply.status,
            error: reply.status === 201 ? undefined : reply.body.slice(0, 200),
          });
        },
        (error: unknown) => {
          posts.push({ messageId: null, startedAt, tookMs: performance.now() - startedAt, conversation, status: 0, error: String(error) });
        },
      ),
    );
  }
  await Promise.all(inFlight);
  const postingSeconds = (performance.now() - began) / 1000;

  // Wait until every expected arrival is in, or BENCH_SETTLE seconds.
  const expectedFor = (c: Conversation) => [c.volunteer, c.superuser];
  const complete = () =>
    posts.every((p) => p.messageId === null || expectedFor(p.conversation).every((s) => arrivals.get(p.messageId!)?.has(s)));
  const settleUntil = Date.now() + config.settle * 1000;
  while (!complete() && Date.now() < settleUntil) await sleep(100);
  await sleep(500); // late duplicates
  clearInterval(sampler);
  const cpuServer = treeCpuSeconds(pid) - cpuServer0;
  const busy = machineBusySeconds() - busy0;
  const wall = (performance.now() - began) / 1000;
  const load1 = os.loadavg();
  const loaded = memoryOf(pid);

  closing.value = true;
  for (const s of streams) s.request.destroy();
  await sleep(2000);
  const end = memoryOf(pid);

  // Deliveries.
  const latencies: number[] = [];
  let expected = 0;
  let received = 0;
  let lost = 0;
  let duplicated = 0;
  let misdelivered = 0;
  const ours = new Set<number>();
  for (const p of posts) {
    if (p.messageId === null) continue;
    ours.add(p.messageId);
    const perStream = arrivals.get(p.messageId) ?? new Map<number, number[]>();
    const should = new Set(expectedFor(p.conversation));
    for (const s of should) {
      expected += 1;
      const times = perStream.get(s);
      if (!times?.length) {
        lost += 1;
        continue;
      }
      received += 1;
      duplicated += times.length - 1;
      latencies.push(times[0]! - p.startedAt);
    }
    for (const [s, times] of perStream) if (!should.has(s)) misdelivered += times.length;
  }
  const unknown = [...arrivals.keys()].filter((id) => !ours.has(id)).length;
  latencies.sort((a, b) => a - b);
  const postTimes = posts.map((p) => p.tookMs).sort((a, b) => a - b);
  const failed = posts.filter((p) => p.status !== 201);

  console.log(
    `\nposted ${posts.length - failed.length} of ${total} in ${postingSeconds.toFixed(1)} s (${(posts.length / postingSeconds).toFixed(1)}/s)`,
  );
  console.log(
    `POST latency ms: p50 ${ms(percentile(postTimes, 0.5))}, p99 ${ms(percentile(postTimes, 0.99))}, max ${ms(postTimes.at(-1) ?? NaN)}`,
  );
  console.log(
    `deliveries: expected ${expected}, received ${received}, lost ${lost}, duplicated ${duplicated}, on a stream that should not get it ${misdelivered}, unknown messages ${unknown}, resyncs ${resyncs}`,
  );
  console.log(
    `delivery latency ms (POST start → arrival on the stream): p50 ${ms(percentile(latencies, 0.5))}, p99 ${ms(percentile(latencies, 0.99))}, max ${ms(latencies.at(-1) ?? NaN)}`,
  );
  console.log(
    `server RSS MB: idle ${mb(idle?.rssKb ?? 0)}, ${streams.length} streams open ${mb(open?.rssKb ?? 0)}, peak ${mb(peakKb)}, after the run ${mb(loaded?.rssKb ?? 0)}, streams closed ${mb(end?.rssKb ?? 0)} (VmHWM ${mb(end?.hwmKb ?? 0)})`,
  );
  console.log(
    `CPU % of one core over ${wall.toFixed(0)} s: server ${((cpuServer / wall) * 100).toFixed(0)}, whole machine ${((busy / wall) * 100).toFixed(0)} of ${cpus.length * 100}; ` +
      `load average before ${load0.map((l) => l.toFixed(2)).join(' ')}, after ${load1.map((l) => l.toFixed(2)).join(' ')}`,
  );
  console.log(`errors: ${failed.length} POSTs failed, ${streamErrors.length} stream errors`);
  for (const f of failed.slice(0, 5)) console.log(`  POST ${f.status}: ${f.error}`);
  for (const e of streamErrors.slice(0, 5)) console.log(`  ${e}`);

  await stopServer();
  const ok = failed.length === 0 && streamErrors.length === 0 && lost === 0 && duplicated === 0 && misdelivered === 0;
  process.exit(ok ? 0 : 1);
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopServer();
  process.exit(1);
});
