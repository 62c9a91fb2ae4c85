/**
 * Shift reminders (docs/domain.md#shifts, "Reminders"): the day before a shift, from the center's reminder hour
 * (volunteer_center_profiles.shift_reminder_hour, Dutch time, default 18), each confirmed sign-up gets a mail in its
 * language with the .ics and the cancel link, and a signed-in volunteer also an in-app notification.
 *
 * Exactly once per sign-up: a batch claims due sign-ups with FOR UPDATE SKIP LOCKED, sets reminder_sent_at and queues
 * the mails and notifications in the same transaction. A crash before the commit leaves them all unsent (the next
 * run sends them); after it, all sent and marked. A transaction-scoped advisory lock keeps a second instance out
 * of the run while a batch is in progress; SKIP LOCKED and the reminder_sent_at condition would keep it correct anyway.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_SHIFT_REMINDER_HOUR } from '@/domain/shifts';
import type { Locale } from '@/domain/values';
import { calendarText, escapeText, utcStamp } from '@/lib/shared/vacancies/ical';
import type { Database, Executor } from '../db/client';
import { notifications, shiftSignups, shifts, vacancies, volunteerCenterProfiles, volunteerCenters, workshops } from '../db/schema';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import { translator } from '../i18n';
import { appNameOf, cancelHashOf, cancelLink, formatWhen, shiftParams } from '../resources/shifts/mails';
import type { SignupView } from '../resources/shifts/service';
import { every } from './scheduler';

/** Arbitrary, fixed: the advisory lock key of this job (the other jobs use 727_301, 727_303 and 727_311). */
export const SHIFT_REMINDERS_LOCK = 727_321;
/**
 * Every minute, like the saved-search alerts: a sign-up made after the reminder hour for tomorrow is reminded within a
 * minute, and a run with nothing due is one indexed query.
 */
export const REMINDER_INTERVAL_MS = 60_000;
/** Sign-ups claimed per transaction: a crash redoes at most one batch, and no transaction holds 50 000 rows. */
export const REMINDER_BATCH = 1000;
const TIME_ZONE = 'Europe/Amsterdam';

export interface ReminderDeps {
  db: Database;
  mailer: Mailer;
  centerUrl: (slug: string) => string;
  deviceTokenSecret?: string;
}

export interface ReminderResult {
  ran: boolean;
  /** Sign-ups reminded in this run. */
  sent: number;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

/** Local date and hour in the Netherlands, and the UTC offset (minutes) at that moment. */
function local(moment: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(moment)
      .map((p) => [p.type, p.value]),
  );
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(parts.timeZoneName ?? '');
  const minutes = offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), offsetMinutes: minutes };
}

/** Midnight (Dutch time) of the local day `days` after the one `moment` falls on. */
function localMidnight(moment: Date, days: number): Date {
  const l = local(moment);
  const guess = Date.UTC(l.year, l.month - 1, l.day + days) - l.offsetMinutes * 60_000;
  return new Date(Date.UTC(l.year, l.month - 1, l.day + days) - local(new Date(guess)).offsetMinutes * 60_000);
}

/**
 * The shifts due for a reminder now, for a center with this reminder hour: those starting tomorrow (Dutch time),
 * once today's hour has come; null before it.
 */
export function reminderWindow(now: Date, reminderHour: number): { from: Date; to: Date } | null {
  if (local(now).hour < reminderHour) return null;
  return { from: localMidnight(now, 1), to: localMidnight(now, 2) };
}

/** Runs batches until no due sign-up is left (or another instance holds the lock). */
export async function sendShiftReminders(deps: ReminderDeps, now: Date): Promise<ReminderResult> {
  let sent = 0;
  for (;;) {
    const batch = await sendBatch(deps, now);
    if (batch === null) return { ran: sent > 0, sent };
    sent += batch;
    if (batch < REMINDER_BATCH) return { ran: true, sent };
  }
}

/** One batch in one transaction; null when another instance holds the lock. */
export async function sendBatch(
  deps: ReminderDeps,
  now: Date,
  options: { beforeCommit?: () => Promise<void> } = {},
): Promise<number | null> {
  return deps.db.transaction(async (tx) => {
    const locked = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${SHIFT_REMINDERS_LOCK}) as locked`));
    if (!locked[0]?.locked) return null;
    const centers = await tx
      .select({
        id: volunteerCenters.id,
        slug: volunteerCenters.slug,
        name: volunteerCenters.name,
        tenantKey: volunteerCenters.tenantKey,
        hour: volunteerCenterProfiles.shiftReminderHour,
      })
      .from(volunteerCenters)
      .leftJoin(volunteerCenterProfiles, eq(volunteerCenterProfiles.volunteerCenterId, volunteerCenters.id));
    let done = 0;
    for (const center of centers) {
      const window = reminderWindow(now, center.hour ?? DEFAULT_SHIFT_REMINDER_HOUR);
      if (!window) continue;
      done += await remindCenter(tx, deps, center, window, now, REMINDER_BATCH - done);
      if (done >= REMINDER_BATCH) break;
    }
    await options.beforeCommit?.();
    return done;
  });
}

type CenterInfo = { id: number; slug: string; name: string; tenantKey: string };

async function remindCenter(
  tx: Executor,
  deps: ReminderDeps,
  center: CenterInfo,
  window: { from: Date; to: Date },
  now: Date,
  limit: number,
) {
  if (limit <= 0) return 0;
  // Claimed and marked in one statement: the partial index shift_signups_reminder_idx holds exactly the candidates.
  const claimed = rowsOf<{ id: number }>(
    await tx.execute(sql`update shift_signups set reminder_sent_at = ${now.toISOString()}::timestamptz
      where id in (
        select s.id from shift_signups s join shifts sh on sh.id = s.shift_id
        where s.status = 'confirmed' and s.reminder_sent_at is null and s.volunteer_center_id = ${center.id}
          and sh.volunteer_center_id = ${center.id} and sh.status = 'open'
          and sh.starts_at >= ${window.from.toISOString()}::timestamptz and sh.starts_at < ${window.to.toISOString()}::timestamptz
          and sh.starts_at > ${now.toISOString()}::timestamptz
        order by s.id limit ${limit} for update of s skip locked)
      returning id`),
  );
  if (!claimed.length) return 0;
  const ids = claimed.map((r) => Number(r.id));
  const rows = await tx
    .select({
      signup: shiftSignups,
      startsAt: shifts.startsAt,
      endsAt: shifts.endsAt,
      place: shifts.place,
      cancelCutoffHours: shifts.cancelCutoffHours,
      shiftStatus: shifts.status,
      vacancyId: shifts.vacancyId,
      workshopId: shifts.workshopId,
      vacancyTitle: vacancies.title,
      organizationId: vacancies.organizationId,
      workshopTitle: workshops.title,
    })
    .from(shiftSignups)
    .innerJoin(shifts, eq(shifts.id, shiftSignups.shiftId))
    .leftJoin(vacancies, eq(vacancies.id, shifts.vacancyId))
    .leftJoin(workshops, eq(workshops.id, shifts.workshopId))
    .where(and(inArray(shiftSignups.id, ids), eq(shiftSignups.volunteerCenterId, center.id)))
    .orderBy(asc(shiftSignups.id));
  const host = new URL(deps.centerUrl(center.slug)).hostname;
  const mails: OutgoingMail[] = [];
  const notes: (typeof notifications.$inferInsert)[] = [];
  for (const r of rows) {
    const signup: SignupView = {
      ...r.signup,
      startsAt: r.startsAt,
      endsAt: r.endsAt,
      place: r.place,
      cancelCutoffHours: r.cancelCutoffHours,
      shiftStatus: r.shiftStatus,
      title: r.vacancyTitle ?? r.workshopTitle ?? '',
      vacancyId: r.vacancyId,
      workshopId: r.workshopId,
      organizationId: r.organizationId ?? null,
      waitlistPosition: null,
    };
    // A sign-up written without the API (demo data, imports) gets its cancel link's hash now.
    if (signup.cancelTokenHash === null)
      await tx
        .update(shiftSignups)
        .set({ cancelTokenHash: cancelHashOf(deps, signup) })
        .where(eq(shiftSignups.id, signup.id));
    const locale = signup.locale as Locale;
    const t = translator(locale);
    const ics = calendarText({
      name: signup.title,
      events: [
        [
          'BEGIN:VEVENT',
          `UID:shift-${signup.shiftId}@${host}`,
          `DTSTAMP:${utcStamp(now)}`,
          `DTSTART:${utcStamp(signup.startsAt)}`,
          `DTEND:${utcStamp(signup.endsAt)}`,
          `SUMMARY:${escapeText(signup.title)}`,
          ...(signup.place ? [`LOCATION:${escapeText(signup.place)}`] : []),
          'END:VEVENT',
        ],
      ],
    });
    mails.push({
      volunteerCenterId: center.id,
      to: signup.email,
      locale,
      template: 'shiftReminder',
      params: { appName: appNameOf(center), actionUrl: cancelLink(deps, center.slug, signup), ...shiftParams(signup) },
      details: [{ label: t('mail.shiftReminder.calendar'), value: ics }],
    });
    if (signup.userId !== null)
      notes.push({
        volunteerCenterId: center.id,
        userId: signup.userId,
        kind: 'shift_reminder',
        subjectType: 'shift_signups',
        subjectId: signup.id,
        data: { title: signup.title, when: formatWhen(signup.startsAt, signup.endsAt, locale) },
        createdAt: now,
      });
  }
  if (deps.mailer.sendMany) await deps.mailer.sendMany(mails, tx);
  else for (const mail of mails) await deps.mailer.send(mail, tx);
  for (let i = 0; i < notes.length; i += 1000) await tx.insert(notifications).values(notes.slice(i, i + 1000));
  return ids.length;
}

/** The reminders now and every REMINDER_INTERVAL_MS (server/runtime.ts), never two runs at a time in this process. */
export function startShiftReminders(deps: ReminderDeps & { now: () => Date; log?: (message: string) => void }): () => Promise<void> {
  return every(REMINDER_INTERVAL_MS, 'shift reminders', async () => {
    const result = await sendShiftReminders(deps, deps.now());
    if (result.sent) deps.log?.(`[jobs] shift reminders: ${result.sent} sent`);
  });
}
