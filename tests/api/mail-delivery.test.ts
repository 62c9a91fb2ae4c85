/**
 * The mail delivery job on the real database (server/jobs/deliver-mail.ts): a claim is a lease, retries back off,
 * a mail is given up after the last attempt, bodies are scrubbed once a mail is done, two workers never send the
 * same row, and the request path only enqueues. The transport records what it is asked to send.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import {
  claimDueMail,
  createMailWorker,
  deliverClaimed,
  MAIL_LEASE_MS,
  retryDelayMs,
  scrubExpiredBodies,
  UNSENT_BODY_TTL_MS,
} from '@/server/jobs/deliver-mail';
import { createMailer, type Transport } from '@/server/mail/mailer';
import { startTestBackend, type TestBackend } from '../support/api';

jest.setTimeout(60_000);

let backend: TestBackend;
let db: Database;

beforeAll(async () => {
  backend = await startTestBackend();
  db = backend.db;
});
afterAll(() => backend.close());

type Sent = Parameters<Transport['sendMail']>[0];

function recordingTransport(options: { failWith?: Error } = {}) {
  const sent: Sent[] = [];
  const transport: Transport = {
    async sendMail(message) {
      if (options.failWith) throw options.failWith;
      sent.push(message);
      return {};
    },
  };
  return { sent, transport };
}

let seq = 0;
async function enqueue(count = 1, delivers = true): Promise<string[]> {
  const mailer = createMailer({ db, delivers });
  const addresses: string[] = [];
  for (let i = 0; i < count; i++) {
    const to = `mail-${seq++}@delivery.test`;
    addresses.push(to);
    await mailer.send({
      volunteerCenterId: null,
      to,
      locale: 'en',
      template: 'resetPassword',
      params: { appName: 'Test', name: 'Ann', actionUrl: `https://center.test/auth/reset?reset_password_token=secret-${to}` },
    });
  }
  return addresses;
}

const rowOf = async (to: string) => (await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.toAddress, to)))[0]!;

test('the mailer only enqueues: the row is queued with its body and the kick is called, nothing is sent', async () => {
  let kicks = 0;
  const mailer = createMailer({ db, delivers: true, onQueued: () => kicks++ });
  await mailer.send({
    volunteerCenterId: null,
    to: 'kick@delivery.test',
    locale: 'nl',
    template: 'confirmation',
    params: { appName: 'T', name: 'A', actionUrl: 'https://x.test/confirm?confirmation_token=abc' },
  });
  const row = await rowOf('kick@delivery.test');
  expect(row).toMatchObject({ status: 'queued', attempts: 0, error: null, sentAt: null });
  expect(row.textBody).toContain('confirmation_token=abc');
  expect(kicks).toBe(1);
});

test('a sent mail keeps subject, recipient, template, status and times, and no body', async () => {
  const [to] = await enqueue();
  const { sent, transport } = recordingTransport();
  await createMailWorker({ db, transport, from: 'noreply@test', now: () => new Date() }).run();
  expect(sent.filter((m) => m.to === to)).toHaveLength(1);
  expect(sent.find((m) => m.to === to)!.text).toContain(`reset_password_token=secret-${to}`);
  const row = await rowOf(to!);
  expect(row).toMatchObject({ status: 'sent', attempts: 1, textBody: null, htmlBody: null, template: 'resetPassword', error: null });
  expect(row.subject).not.toBe('');
  expect(row.sentAt).toBeInstanceOf(Date);
});

test('a claim is a lease: a row claimed by a worker that stopped mid-send is due again after the lease', async () => {
  const [to] = await enqueue();
  const now = new Date(Date.now() + 1000);
  let claimed;
  do claimed = await claimDueMail(db, now);
  while (claimed && claimed.toAddress !== to);
  expect(claimed?.attempts).toBe(1);
  // The worker "dies" here. Within the lease nobody else takes the row.
  expect(await claimDueMail(db, new Date(now.getTime() + MAIL_LEASE_MS - 1000))).toBeUndefined();
  const { sent, transport } = recordingTransport();
  await createMailWorker({ db, transport, from: 'noreply@test', now: () => new Date(now.getTime() + MAIL_LEASE_MS + 1000) }).run();
  expect(sent.map((m) => m.to)).toContain(to);
  expect(await rowOf(to!)).toMatchObject({ status: 'sent', attempts: 2, textBody: null });
});

test('failures back off exponentially and end as failed with the error, the body kept for a retry by staff', async () => {
  const [to] = await enqueue();
  const failure = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ESOCKET' });
  const { transport } = recordingTransport({ failWith: failure });
  let now = new Date(Date.now() + 1000);
  const options = { db, transport, from: 'noreply@test', now: () => now, maxAttempts: 3, retryBaseMs: 1000 };
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const first = await claimDueMail(db, now);
    expect(await deliverClaimed(options, first!)).toBe('retry');
    const afterFirst = await rowOf(first!.toAddress);
    expect(afterFirst.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(1, 1000));
    expect(afterFirst).toMatchObject({ status: 'queued', error: 'ESOCKET: connect ECONNREFUSED 127.0.0.1:2525' });
    expect(afterFirst.textBody).not.toBeNull();

    // Not due before its back-off has passed.
    expect(await claimDueMail(db, new Date(afterFirst.nextAttemptAt.getTime() - 1))).toBeUndefined();
    now = afterFirst.nextAttemptAt;
    expect(await deliverClaimed(options, (await claimDueMail(db, now))!)).toBe('retry');
    const afterSecond = await rowOf(to!);
    expect(afterSecond.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(2, 1000));

    now = afterSecond.nextAttemptAt;
    expect(await deliverClaimed(options, (await claimDueMail(db, now))!)).toBe('failed');
  } finally {
    warn.mockRestore();
    error.mockRestore();
  }
  expect(await rowOf(to!)).toMatchObject({
    status: 'failed',
    attempts: 3,
    error: 'ESOCKET: connect ECONNREFUSED 127.0.0.1:2525',
  });
  expect((await rowOf(to!)).textBody).not.toBeNull();
  expect(retryDelayMs(1)).toBeLessThan(retryDelayMs(2));
  expect(retryDelayMs(50)).toBe(60 * 60_000);
});

test('two workers at once send every row exactly once (claims skip locked rows)', async () => {
  const addresses = await enqueue(12);
  const a = recordingTransport();
  const b = recordingTransport();
  const now = () => new Date(Date.now() + 60_000);
  await Promise.all([
    createMailWorker({ db, transport: a.transport, from: 'noreply@test', now }).run(),
    createMailWorker({ db, transport: b.transport, from: 'noreply@test', now }).run(),
  ]);
  const sentTo = [...a.sent, ...b.sent].map((m) => m.to).filter((to) => addresses.includes(to));
  expect(sentTo.sort()).toEqual([...addresses].sort());
  const rows = await db.select().from(schema.emailOutbox).where(inArray(schema.emailOutbox.toAddress, addresses));
  expect(rows.map((r) => [r.status, r.attempts])).toEqual(Array(12).fill(['sent', 1]));
});

test('without SMTP a kept mail is readable for the development window, then scrubbed', async () => {
  const [to] = await enqueue(1, false);
  const row = await rowOf(to!);
  expect(row.status).toBe('logged');
  expect(await scrubExpiredBodies(db, new Date(row.createdAt.getTime() + UNSENT_BODY_TTL_MS - 1000))).toBe(0);
  expect((await rowOf(to!)).textBody).toContain('reset_password_token=');
  // + 1 ms: PostgreSQL keeps microseconds that the Date read back has lost.
  expect(await scrubExpiredBodies(db, new Date(row.createdAt.getTime() + UNSENT_BODY_TTL_MS + 1))).toBeGreaterThanOrEqual(1);
  expect(await rowOf(to!)).toMatchObject({ status: 'logged', textBody: null, htmlBody: null, template: 'resetPassword' });
});

test('a stopped worker finishes the mail it is sending and claims no more', async () => {
  const addresses = await enqueue(3);
  let release: () => void = () => {};
  const sent: string[] = [];
  const transport: Transport = {
    sendMail: (message) =>
      new Promise((resolve) => {
        sent.push(message.to);
        release = () => resolve({});
      }),
  };
  const worker = createMailWorker({ db, transport, from: 'noreply@test', now: () => new Date(Date.now() + 60_000) });
  worker.kick();
  while (sent.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  const stopped = worker.stop();
  release();
  await stopped;
  expect(sent).toHaveLength(1);
  const rows = await db.select().from(schema.emailOutbox).where(inArray(schema.emailOutbox.toAddress, addresses));
  expect(rows.filter((r) => r.status === 'sent')).toHaveLength(1);
  expect(rows.filter((r) => r.status === 'queued')).toHaveLength(2);
});
