/**
 * Sending a mail means adding it to the outbox, nothing more: the request never waits for SMTP. The mail
 * delivery job (server/jobs/deliver-mail.ts) sends queued rows, retries them and scrubs the body afterwards.
 * Without SMTP_URL there is nobody to send to: the row is kept as `logged` with its body for a short development
 * window (UNSENT_BODY_TTL_MS), and the log gets a one-line notice, never the mail's links (docs/decisions.md).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database, Executor } from '../db/client';
import type { Locale } from '@/domain/values';
import { emailOutbox } from '../db/schema';
import { type CustomText, type MailDetails, type MailParams, type MailTemplate, type RenderedMail, renderMail } from './templates';
import { centerText } from './center-templates';
import { log } from '../log';

export interface OutgoingMail {
  volunteerCenterId: number | null;
  to: string;
  locale: Locale;
  template: MailTemplate;
  params: MailParams;
  /** Label and value pairs under the introduction (a form's answers). */
  details?: MailDetails;
  /** Extra message headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /** Already rendered own text (the test mail of a template being edited); otherwise the center's active template. */
  custom?: CustomText;
}

export interface Mailer {
  /**
   * Adds the mail to the outbox; delivery happens outside the request. `executor`: a transaction to queue the mail
   * in, so the mail is queued exactly when the caller's other writes commit (the saved-search alerts' deliveries).
   */
  send(mail: OutgoingMail, executor?: Executor): Promise<void>;
  /** Adds many mails in a few multi-row inserts (a job's batch); otherwise as `send`. */
  sendMany?(mails: OutgoingMail[], executor?: Executor): Promise<void>;
  /** Starts the delivery worker now (a failed mail put back in the queue by staff). */
  kick?(): void;
}

export interface Transport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    headers?: Record<string, string>;
  }): Promise<unknown>;
}

/**
 * Test-only (E2E_MAILBOX_DIR): also writes each mail as a JSON file into a folder, so browser tests can read mail
 * links while the server holds the (single-writer) database. Never set it in production.
 */
async function writeMailboxFile(dir: string, mail: OutgoingMail, rendered: RenderedMail): Promise<void> {
  await mkdir(dir, { recursive: true });
  const createdAt = new Date();
  const name = `${createdAt.getTime()}-${process.hrtime.bigint()}-${mail.template}.json`;
  const body = {
    to: mail.to,
    template: mail.template,
    locale: mail.locale,
    actionUrl: mail.params.actionUrl,
    ...(mail.headers ? { headers: mail.headers } : {}),
    createdAt: createdAt.toISOString(),
    ...rendered,
  };
  await writeFile(path.join(dir, name), JSON.stringify(body, null, 2));
}

export interface MailerOptions {
  db: Database;
  /** Whether a delivery job with an SMTP transport will send the queued rows. */
  delivers: boolean;
  /** Called after a row is queued, so the delivery job starts at once instead of at its next poll. */
  onQueued?: () => void;
  /** Prints the one-line notice for mail that is kept but not sent (development without SMTP). */
  log?: boolean;
  mailboxDir?: string;
}

export function createMailer(options: MailerOptions): Mailer {
  const rowOf = async (mail: OutgoingMail, executor: Executor, cache?: Map<string, Promise<CustomText | undefined>>) => {
    // The center's own active text for this mail and language, else the built-in one (docs/domain.md#notification-templates).
    // Read through the caller's executor: inside a transaction (PGlite has one connection) and consistent with it.
    const custom = mail.custom ?? (await centerText(executor, mail, cache));
    const rendered = renderMail(mail.template, mail.locale, mail.params, mail.details, custom);
    if (options.mailboxDir) await writeMailboxFile(options.mailboxDir, mail, rendered);
    return {
      volunteerCenterId: mail.volunteerCenterId,
      toAddress: mail.to,
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
      template: mail.template,
      locale: mail.locale,
      status: options.delivers ? ('queued' as const) : ('logged' as const),
      headers: mail.headers ?? null,
    };
  };
  const queued = (mails: OutgoingMail[]) => {
    if (options.delivers) options.onQueued?.();
    else if (options.log)
      for (const mail of mails) log().info({ template: mail.template, to: mail.to }, 'mail kept in email_outbox, SMTP not configured');
  };
  return {
    async send(mail, executor) {
      const target = executor ?? options.db;
      await target.insert(emailOutbox).values(await rowOf(mail, target));
      queued([mail]);
    },
    async sendMany(mails, executor) {
      const target = executor ?? options.db;
      const cache = new Map<string, Promise<CustomText | undefined>>();
      for (let i = 0; i < mails.length; i += 200) {
        const rows = [];
        for (const mail of mails.slice(i, i + 200)) rows.push(await rowOf(mail, target, cache));
        if (rows.length) await target.insert(emailOutbox).values(rows);
      }
      if (mails.length) queued(mails);
    },
    kick() {
      if (options.delivers) options.onQueued?.();
    },
  };
}

/** Bounded waits, so one unreachable or stalled SMTP server holds a delivery attempt for seconds, not hours. */
export const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 } as const;

export async function smtpTransport(url: string): Promise<Transport> {
  const nodemailer = await import('nodemailer');
  // nodemailer reads transport options from the URL's query (and drops other options when given a URL), so the
  // timeouts go there; SMTP_URL may set its own.
  const withTimeouts = new URL(url);
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS))
    if (!withTimeouts.searchParams.has(name)) withTimeouts.searchParams.set(name, String(ms));
  const transport = nodemailer.createTransport(withTimeouts.toString());
  return { sendMail: (message) => transport.sendMail(message) };
}
