/**
 * Every mail is written to the outbox first; with SMTP_URL set it is then delivered by nodemailer,
 * otherwise it is only logged. The outbox is the record of what was sent (and what tests read).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Locale } from '../db/schema/enums';
import { emailOutbox } from '../db/schema';
import { type MailParams, type MailTemplate, renderMail } from './templates';

export interface OutgoingMail {
  volunteerCenterId: number | null;
  to: string;
  locale: Locale;
  template: MailTemplate;
  params: MailParams;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export interface Transport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html: string }): Promise<unknown>;
}

/**
 * Test-only (E2E_MAILBOX_DIR): also writes each mail as a JSON file into a folder, so browser tests can read mail
 * links while the server holds the (single-writer) database. Never set it in production.
 */
async function writeMailboxFile(dir: string, mail: OutgoingMail, rendered: { subject: string; text: string; html: string }): Promise<void> {
  await mkdir(dir, { recursive: true });
  const createdAt = new Date();
  const name = `${createdAt.getTime()}-${process.hrtime.bigint()}-${mail.template}.json`;
  const body = { to: mail.to, template: mail.template, locale: mail.locale, actionUrl: mail.params.actionUrl, createdAt: createdAt.toISOString(), ...rendered };
  await writeFile(path.join(dir, name), JSON.stringify(body, null, 2));
}

export function createMailer(options: { db: Database; from: string; transport: Transport | null; log?: boolean; mailboxDir?: string }): Mailer {
  return {
    async send(mail) {
      const rendered = renderMail(mail.template, mail.locale, mail.params);
      if (options.mailboxDir) await writeMailboxFile(options.mailboxDir, mail, rendered);
      const [row] = await options.db
        .insert(emailOutbox)
        .values({
          volunteerCenterId: mail.volunteerCenterId,
          toAddress: mail.to,
          subject: rendered.subject,
          textBody: rendered.text,
          htmlBody: rendered.html,
          template: mail.template,
          locale: mail.locale,
          status: options.transport ? 'queued' : 'logged',
        })
        .returning({ id: emailOutbox.id });
      if (!options.transport) {
        if (options.log) console.info(`[mail] ${mail.template} to ${mail.to}: ${rendered.subject}\n${rendered.text}`);
        return;
      }
      try {
        await options.transport.sendMail({ from: options.from, to: mail.to, ...rendered });
        if (row) await options.db.update(emailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(emailOutbox.id, row.id));
      } catch (error) {
        // Delivery failure must not fail the user's request; the outbox row shows it for a retry.
        const message = error instanceof Error ? error.message : String(error);
        console.error(`[mail] delivery to ${mail.to} failed: ${message}`);
        if (row) await options.db.update(emailOutbox).set({ status: 'failed', error: message }).where(eq(emailOutbox.id, row.id));
      }
    },
  };
}

export async function smtpTransport(url: string): Promise<Transport> {
  const nodemailer = await import('nodemailer');
  return nodemailer.createTransport(url);
}
