/**
 * Unread-message mails (docs/domain.md#conversations, "Unread mail"): a participant with a message in a
 * conversation that has stayed unread for UNREAD_MAIL_DELAY_MS gets the `newMessage` mail, in their language, with a
 * link to /conversations/<id>; once per message (conversation_participants.last_mailed_message_id): one mail names
 * the newest unread message of that conversation, and a later mail only comes for a message after it.
 *
 * One run is one transaction under a transaction-scoped advisory lock, so with several instances one of them does
 * the work; the mails are queued in the outbox in the same transaction that moves last_mailed_message_id, so a crash
 * rolls both back and a second run finds nothing left to send. Only messages of the last MAX_AGE_MS are looked at (a
 * restart after a long stop does not mail old news), through the index on conversation_messages.created_at.
 */
import { sql } from 'drizzle-orm';
import { UNREAD_MAIL_DELAY_MS } from '@/domain/conversations';
import type { Locale } from '@/domain/values';
import type { Database } from '../db/client';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import { every } from './scheduler';

/** Arbitrary, fixed: the advisory lock key of this job (others use 727_301, 727_303, 727_311). */
export const CONVERSATION_MAILS_LOCK = 727_321;
export const CONVERSATION_MAILS_INTERVAL_MS = 60_000;
const MAX_AGE_MS = 24 * 3600_000;
/** Mails per run; the rest follow a minute later. */
const BATCH = 500;
/** Characters of the message quoted in the mail. */
const PREVIEW_CHARS = 300;

export interface ConversationMailDeps {
  db: Database;
  mailer: Mailer;
  centerUrl: (slug: string) => string;
}

interface Due {
  conversation_id: number;
  user_id: number;
  message_id: number;
  email: string;
  first_name: string;
  locale: Locale;
  subject: string;
  body: string;
  sender: string | null;
  volunteer_center_id: number;
  slug: string;
  app_name: string | null;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

export async function sendConversationMails(deps: ConversationMailDeps, now: Date): Promise<{ ran: boolean; mails: number }> {
  return deps.db.transaction(async (tx) => {
    const locked = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${CONVERSATION_MAILS_LOCK}) as locked`),
    );
    if (!locked[0]?.locked) return { ran: false, mails: 0 };
    const until = new Date(now.getTime() - UNREAD_MAIL_DELAY_MS);
    const since = new Date(now.getTime() - MAX_AGE_MS);
    // Per participant and conversation the newest message not theirs, unread and not mailed, old enough; marked as
    // mailed in the same statement. Everything found is marked, also for a participant who may no longer read the
    // conversation (a superuser who lost the role), who is then not mailed, now or later.
    const due = rowsOf<Due>(
      await tx.execute(sql`
        with pending as (
          select p.conversation_id, p.user_id, max(m.id) as message_id
          from conversation_messages m
          join conversation_participants p on p.conversation_id = m.conversation_id
          where m.created_at > ${since} and m.created_at <= ${until}
            and m.sender_id is distinct from p.user_id
            and m.created_at > coalesce(p.last_read_at, '-infinity'::timestamptz)
            and m.id > coalesce(p.last_mailed_message_id, 0)
          group by p.conversation_id, p.user_id
          order by 3, 1, 2
          limit ${BATCH}
        ), marked as (
          update conversation_participants p set last_mailed_message_id = pending.message_id
          from pending
          where p.conversation_id = pending.conversation_id and p.user_id = pending.user_id
          returning p.conversation_id, p.user_id, p.last_mailed_message_id as message_id
        )
        select marked.conversation_id, marked.user_id, marked.message_id,
          u.email, u.first_name, u.locale, c.subject, m.body,
          nullif(trim(s.first_name || ' ' || s.last_name), '') as sender,
          c.volunteer_center_id, vc.slug, vcp.name as app_name
        from marked
        join conversations c on c.id = marked.conversation_id
        join conversation_messages m on m.id = marked.message_id
        join users u on u.id = marked.user_id and u.status = 'active' and u.volunteer_center_id = c.volunteer_center_id
        join users v on v.id = c.volunteer_id
        left join users s on s.id = m.sender_id
        join volunteer_centers vc on vc.id = c.volunteer_center_id
        left join volunteer_center_profiles vcp on vcp.volunteer_center_id = c.volunteer_center_id
        where u.id = c.volunteer_id
          or v.mentor_id = u.id
          or exists (select 1 from roles r where r.user_id = u.id and (
            (r.name in ('admin', 'center_superuser') and r.volunteer_center_id = c.volunteer_center_id)
            or (r.name = 'organization_superuser' and r.organization_id = c.organization_id)))
        order by marked.message_id, marked.user_id`),
    );
    if (!due.length) return { ran: true, mails: 0 };
    const mails: OutgoingMail[] = due.map((row) => {
      const base = deps.centerUrl(row.slug).replace(/\/+$/, '');
      const preview = row.body.length > PREVIEW_CHARS ? `${row.body.slice(0, PREVIEW_CHARS)}…` : row.body;
      return {
        volunteerCenterId: row.volunteer_center_id,
        to: row.email,
        locale: row.locale,
        template: 'newMessage',
        params: {
          appName: row.app_name ?? row.slug,
          name: row.first_name,
          sender: row.sender ?? row.app_name ?? row.slug,
          subject: row.subject,
          preview,
          actionUrl: `${base}${row.locale === 'nl' ? '' : `/${row.locale}`}/conversations/${row.conversation_id}`,
        },
      };
    });
    if (deps.mailer.sendMany) await deps.mailer.sendMany(mails, tx);
    else for (const mail of mails) await deps.mailer.send(mail, tx);
    return { ran: true, mails: mails.length };
  });
}

/** The job now and every minute (server/runtime.ts), never two runs at a time in this process. */
export function startConversationMails(deps: ConversationMailDeps & { now: () => Date }): () => Promise<void> {
  return every(CONVERSATION_MAILS_INTERVAL_MS, 'conversation mails', () => sendConversationMails(deps, deps.now()));
}
