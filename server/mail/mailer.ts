/**
 * Every mail is written to the outbox first; with SMTP_URL set it is then delivered by nodemailer,
 * otherwise it is only logged. The outbox is the record of what was sent (and what tests read).
 */
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

export function createMailer(options: { db: Database; from: string; transport: Transport | null; log?: boolean }): Mailer {
  return {
    async send(mail) {
      const rendered = renderMail(mail.template, mail.locale, mail.params);
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
