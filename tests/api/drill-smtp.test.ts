/**
 * Fault drill: SMTP unreachable (docs/architecture.md, "Mail delivery"). A private smtp-server on a free port is
 * stopped, then stalled, then started again, while requests that send mail keep coming: they only enqueue, so
 * they succeed even while the SMTP server accepts a connection and never greets; once it is back the worker
 * delivers every queued mail, nothing is lost, and the outbox rows keep no body afterwards.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { freePort } from '../support/free-port';
import { SMTPServer } from 'smtp-server';
import { and, eq, inArray } from 'drizzle-orm';
import { NO_RATE_LIMIT } from '@/server/auth/rate-limit';
import * as schema from '@/server/db/schema';
import { createMailWorker, type MailWorker } from '@/server/jobs/deliver-mail';
import { createMailer, smtpTransport } from '@/server/mail/mailer';
import { call, centerHeaders, createCenter, createUser, startTestBackend, type TestBackend } from '../support/api';

interface Received {
  to: string[];
  raw: string;
}

let backend: TestBackend;
let worker: MailWorker;
let port: number;
/** The worker's clock: moved forward to let a back-off elapse instead of waiting for it. */
let clockOffsetMs = 0;
const workerNow = () => new Date(Date.now() + clockOffsetMs);

function startSmtp(received: Received[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** Accepts connections and never sends the SMTP greeting: a stalled relay. */
function startBlackHole(): Promise<{ server: Server; sockets: Set<Socket> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ server, sockets })));
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

let center: Awaited<ReturnType<typeof createCenter>>;

beforeAll(async () => {
  port = await freePort();
  const transport = await smtpTransport(`smtp://127.0.0.1:${port}`);
  backend = await startTestBackend({
    rateLimiter: NO_RATE_LIMIT,
    mailer: (db) => {
      worker = createMailWorker({ db, transport, from: 'drill@example.org', now: workerNow, maxAttempts: 20 });
      return createMailer({ db, delivers: true, onQueued: () => worker.kick() });
    },
  });
  center = await createCenter(backend.db);
});

afterAll(async () => {
  await worker.stop();
  await backend.close();
});

async function requestResets(count: number, tag: string) {
  const users = await Promise.all(
    Array.from({ length: count }, (_, i) => createUser(backend.db, center.id, { email: `${tag}-${i}@drill.test` })),
  );
  const responses = await Promise.all(
    users.map((u) =>
      call(backend, 'POST', '/auth/password', {
        headers: centerHeaders(center.id),
        body: { email: u.email },
        contentType: 'application/json',
      }),
    ),
  );
  return { users, statuses: responses.map((r) => r.status) };
}

const rowsFor = (emails: string[]) => backend.db.select().from(schema.emailOutbox).where(inArray(schema.emailOutbox.toAddress, emails));

jest.setTimeout(60_000);

test('SMTP down, then stalled, then back: requests succeed at once and every mail arrives once, scrubbed afterwards', async () => {
  const received: Received[] = [];

  // 1. Nothing listens on the port: requests succeed; the worker's attempts fail and are recorded without content.
  const down = await requestResets(8, 'down');
  expect(down.statuses).toEqual(Array(8).fill(200));
  await worker.run();
  const afterDown = await rowsFor(down.users.map((u) => u.email));
  expect(afterDown).toHaveLength(8);
  for (const row of afterDown) {
    expect(row.status).toBe('queued');
    expect(row.attempts).toBeGreaterThanOrEqual(1);
    expect(row.error).toMatch(/ECONNREFUSED/);
    expect(row.error).not.toContain('reset_password_token');
    expect(row.textBody).toContain('reset_password_token=');
  }

  // 2. A relay that accepts and never greets: the request answers while the worker's connection hangs on it.
  const hole = await startBlackHole();
  clockOffsetMs += 3600_000;
  worker.kick();
  await until(() => hole.sockets.size > 0);
  const stalled = await requestResets(4, 'stalled');
  expect(stalled.statuses).toEqual(Array(4).fill(200));
  expect(hole.sockets.size).toBeGreaterThan(0);
  const duringStall = await rowsFor(stalled.users.map((u) => u.email));
  expect(duringStall.map((r) => r.status)).toEqual(Array(4).fill('queued'));
  await worker.stop();
  for (const socket of hole.sockets) socket.destroy();
  await new Promise((resolve) => hole.server.close(resolve));

  // 3. The relay is back: a new worker (as after a restart) delivers everything once the back-off has elapsed.
  const smtp = await startSmtp(received);
  try {
    const transport = await smtpTransport(`smtp://127.0.0.1:${port}`);
    worker = createMailWorker({ db: backend.db, transport, from: 'drill@example.org', now: workerNow, maxAttempts: 20 });
    clockOffsetMs += 3 * 3600_000;
    await worker.run();
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }

  const all = [...down.users, ...stalled.users].map((u) => u.email);
  const rows = await rowsFor(all);
  expect(rows).toHaveLength(12);
  for (const row of rows) {
    expect(row.status).toBe('sent');
    expect(row.sentAt).not.toBeNull();
    expect(row.textBody).toBeNull();
    expect(row.htmlBody).toBeNull();
    expect(row.subject).not.toBe('');
    expect(row.template).toBe('resetPassword');
  }
  expect(received.flatMap((m) => m.to).sort()).toEqual([...all].sort());
  for (const mail of received) expect(mail.raw).toContain('reset_password_token=');
  const left = await backend.db
    .select()
    .from(schema.emailOutbox)
    .where(and(inArray(schema.emailOutbox.toAddress, all), eq(schema.emailOutbox.status, 'queued')));
  expect(left).toEqual([]);
});
