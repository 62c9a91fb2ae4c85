/**
 * Mail delivery out of the request path (docs/architecture.md, "Mail delivery"). A worker claims one due row at a
 * time with FOR UPDATE SKIP LOCKED, so any number of instances can run it without sending a mail twice, and the
 * claim itself moves the row's next_attempt_at one lease ahead: a process that stops mid-send leaves a row that
 * simply becomes due again when the lease runs out. Failed attempts back off exponentially; after
 * MAIL_MAX_ATTEMPTS the row is `failed`. Sent rows lose their body at once (the links in it are secrets); failed rows
 * keep it for FAILED_BODY_TTL_MS, so center staff can put the mail back in the queue (docs/domain.md#failed-mail).
 */
import { and, asc, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema';
import type { Transport } from '../mail/mailer';
import { log, reportError } from '../log';

export const MAIL_MAX_ATTEMPTS = 8;
/** Longer than the SMTP timeouts together (server/mail/mailer.ts SMTP_TIMEOUTS), so a live send never loses its claim. */
export const MAIL_LEASE_MS = 2 * 60_000;
export const MAIL_RETRY_BASE_MS = 30_000;
const MAIL_RETRY_MAX_MS = 60 * 60_000;
/** How often a worker looks for due rows besides the kick after each enqueue (retries, other instances' rows). */
export const MAIL_POLL_MS = 15_000;
/** Development without SMTP: how long a kept (`logged`) mail's body stays readable in the outbox. */
export const UNSENT_BODY_TTL_MS = 60 * 60_000;
/** How long a failed mail can still be retried by center staff before its body is scrubbed. */
export const FAILED_BODY_TTL_MS = 7 * 24 * 3600_000;

export function retryDelayMs(attempt: number, baseMs = MAIL_RETRY_BASE_MS): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAIL_RETRY_MAX_MS);
}

/** The error as the outbox keeps it: the SMTP code and message, never the mail. */
export function describeDeliveryError(error: unknown): string {
  // Duck-typed: errors from another realm (a vm context, a worker) are not instanceof this realm's Error.
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; message?: unknown };
  if (typeof message !== 'string') return 'delivery failed';
  const text = `${typeof code === 'string' ? `${code}: ` : ''}${message}`;
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

export interface ClaimedMail {
  id: number;
  toAddress: string;
  subject: string;
  textBody: string | null;
  htmlBody: string | null;
  attempts: number;
  headers: Record<string, string> | null;
}

export async function claimDueMail(db: Database, now: Date, leaseMs = MAIL_LEASE_MS): Promise<ClaimedMail | undefined> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'queued'), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
    // `id = (subquery)`, an InitPlan evaluated once. `id IN (subquery)` may be planned as a join that rescans the
    // subquery, and with SKIP LOCKED each rescan can pick another row: one claim then took several rows and sent one.
    .where(and(eq(emailOutbox.status, 'queued'), sql`${emailOutbox.id} = (${due})`))
    .returning({
      id: emailOutbox.id,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      textBody: emailOutbox.textBody,
      htmlBody: emailOutbox.htmlBody,
      attempts: emailOutbox.attempts,
      headers: emailOutbox.headers,
    });
  return row;
}

export type DeliveryOutcome = 'sent' | 'retry' | 'failed';

export interface DeliveryOptions {
  db: Database;
  transport: Transport;
  from: string;
  now: () => Date;
  maxAttempts?: number;
  retryBaseMs?: number;
}

export async function deliverClaimed(options: DeliveryOptions, mail: ClaimedMail): Promise<DeliveryOutcome> {
  const { db } = options;
  const scrubbed = { textBody: null, htmlBody: null };
  if (mail.textBody === null || mail.htmlBody === null) {
    await db.update(emailOutbox).set({ status: 'failed', error: 'no body to send' }).where(eq(emailOutbox.id, mail.id));
    return 'failed';
  }
  try {
    await options.transport.sendMail({
      from: options.from,
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.textBody,
      html: mail.htmlBody,
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
  } catch (error) {
    const message = describeDeliveryError(error);
    // Only this claim may record its failure: if the lease ran out and another worker took the row, that one decides.
    const mine = and(eq(emailOutbox.id, mail.id), eq(emailOutbox.status, 'queued'), eq(emailOutbox.attempts, mail.attempts));
    if (mail.attempts >= (options.maxAttempts ?? MAIL_MAX_ATTEMPTS)) {
      log().error({ outboxId: mail.id, attempts: mail.attempts, error: message }, 'mail delivery given up');
      // The body stays (FAILED_BODY_TTL_MS) so staff can retry it after fixing the cause (docs/domain.md#failed-mail).
      await db.update(emailOutbox).set({ status: 'failed', error: message }).where(mine);
      return 'failed';
    }
    const next = new Date(options.now().getTime() + retryDelayMs(mail.attempts, options.retryBaseMs));
    log().warn(
      { outboxId: mail.id, attempts: mail.attempts, retryAt: next.toISOString(), error: message },
      'mail delivery failed, will retry',
    );
    await db.update(emailOutbox).set({ error: message, nextAttemptAt: next }).where(mine);
    return 'retry';
  }
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: options.now(), error: null, ...scrubbed })
    .where(eq(emailOutbox.id, mail.id));
  return 'sent';
}

/** Development without SMTP keeps mails readable for a while; after that they are scrubbed like sent ones. */
export async function scrubExpiredBodies(
  db: Database,
  now: Date,
  ttlMs = UNSENT_BODY_TTL_MS,
  failedTtlMs = FAILED_BODY_TTL_MS,
): Promise<number> {
  const expired = (status: 'logged' | 'failed', ms: number) =>
    and(eq(emailOutbox.status, status), isNotNull(emailOutbox.textBody), lte(emailOutbox.createdAt, new Date(now.getTime() - ms)));
  const rows = await db
    .update(emailOutbox)
    .set({ textBody: null, htmlBody: null })
    .where(or(expired('logged', ttlMs), expired('failed', failedTtlMs)))
    .returning({ id: emailOutbox.id });
  return rows.length;
}

export interface MailWorkerOptions extends Omit<DeliveryOptions, 'transport'> {
  /** Null without SMTP: the worker then only scrubs expired development mail. */
  transport: Transport | null;
  pollMs?: number;
  leaseMs?: number;
  unsentBodyTtlMs?: number;
}

export interface MailWorker {
  /** Starts a run now (or right after the current one): called after each enqueue. */
  kick(): void;
  /** One full run: delivers every due row, then scrubs expired bodies. Resolves when done. */
  run(): Promise<void>;
  start(): void;
  /** Stops polling, lets the mail being sent finish and claims nothing more. */
  stop(): Promise<void>;
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  let current: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  async function runOnce() {
    if (options.transport) {
      const delivery = { ...options, transport: options.transport };
      while (!stopped) {
        const mail = await claimDueMail(options.db, options.now(), options.leaseMs);
        if (!mail) break;
        await deliverClaimed(delivery, mail);
      }
    }
    if (!stopped) await scrubExpiredBodies(options.db, options.now(), options.unsentBodyTtlMs);
  }

  function run(): Promise<void> {
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      do {
        again = false;
        try {
          await runOnce();
        } catch (error) {
          reportError(error, 'mail delivery run failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      current = null;
    });
    return current;
  }

  return {
    kick() {
      if (!stopped) void run();
    },
    run,
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => void run(), options.pollMs ?? MAIL_POLL_MS);
      timer.unref?.();
      void run();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await current;
    },
  };
}
