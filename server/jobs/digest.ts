/**
 * The periodic digest (docs/domain.md#periodic-digest): on each of a user's digest days (users.digest_days, ISO
 * weekdays, chosen at /profile-edit/periodieke-mail), from ALERT_HOUR (08:00) Dutch time, as the saved searches' digest alerts, one mail with the center's
 * vacancies published since the user's previous digest that match their pool profile (interests and travel distance;
 * without a profile or interests: every new vacancy), in the user's language, with a one-click unsubscribe.
 *
 * Exactly once per user and day: each batch runs in one transaction that takes a transaction-scoped advisory lock
 * (one instance works at a time), inserts the digest_deliveries rows (primary key user + day, ON CONFLICT DO NOTHING)
 * and queues the mails through the outbox in the same transaction. A crash half-way rolls back the batch's rows and
 * mails together; batches committed before stay done, so a restart sends the rest and never a second digest.
 * Delivery and its retries are the outbox's (server/jobs/deliver-mail.ts).
 */
import { localDate } from '@/domain/analytics';
import { and, eq, sql } from 'drizzle-orm';
import { DIGEST_MAX_LISTED, digestWords, greatCircleKm } from '@/domain/notification-templates';
import type { Locale } from '@/domain/values';
import { TENANTS, type TenantKey } from '@/lib/shared/tenancy';
import type { Database, Executor } from '../db/client';
import { digestDeliveries, organizations, users, vacancies, volunteerCenters, volunteerProfiles } from '../db/schema';
import { hashSecret, newSecret } from '../auth/tokens';
import { translator } from '../i18n';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import { publicVacancyConditions } from '../resources/vacancies/search';
import { latestSendMoment } from './saved-search-alerts';
import { every } from './scheduler';

/** Arbitrary, fixed: the advisory lock key of this job (the other jobs use 727_301, 727_303 and 727_311). */
export const DIGEST_LOCK = 727_321;
export const DIGEST_INTERVAL_MS = 5 * 60_000;
/** Users handled per transaction: a crash loses at most one batch's work, which the next run redoes. */
export const DIGEST_BATCH = 200;
/** A first digest looks back a week; none looks back further than a month. */
const FIRST_LOOKBACK_MS = 7 * 24 * 3600_000;
const MAX_LOOKBACK_MS = 31 * 24 * 3600_000;

export interface DigestDeps {
  db: Database;
  mailer: Mailer;
  centerUrl: (slug: string) => string;
}

export interface DigestResult {
  /** false when another instance held the lock. */
  ran: boolean;
  /** Users whose digest of the day was recorded in this run (with or without news). */
  users: number;
  /** Mails queued (users with at least one vacancy). */
  mails: number;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

/** The day's date in Dutch time (YYYY-MM-DD) and whether today's digest moment has come. */
export function digestDay(now: Date): { day: string; weekday: number } | null {
  const { moment, weekday } = latestSendMoment(now);
  const local = localDate;
  // latestSendMoment answers yesterday's moment before ALERT_HOUR: no digest then (yesterday's was sent yesterday).
  if (local(moment) !== local(now)) return null;
  return { day: local(now), weekday };
}

interface DueUser {
  id: number;
  centerId: number;
  email: string;
  firstName: string;
  locale: Locale;
  lastDigestAt: Date | null;
  interests: string[] | null;
  latitude: number | null;
  longitude: number | null;
  maxDistanceKm: number | null;
}

interface Candidate {
  id: number;
  title: string;
  organization: string;
  publishedAt: Date;
  text: string;
  latitude: number | null;
  longitude: number | null;
  remote: boolean;
}

/** Does a new vacancy belong in this user's digest (domain/notification-templates.ts DIGEST_INTEREST_WORDS)? */
export function matches(
  user: Pick<DueUser, 'interests' | 'latitude' | 'longitude' | 'maxDistanceKm'>,
  v: Omit<Candidate, 'id' | 'title' | 'organization' | 'publishedAt'>,
): boolean {
  const words = digestWords(user.interests ?? []);
  if (words.length && !words.some((w) => v.text.includes(w))) return false;
  if (
    user.maxDistanceKm !== null &&
    user.latitude !== null &&
    user.longitude !== null &&
    !v.remote &&
    v.latitude !== null &&
    v.longitude !== null
  )
    return greatCircleKm(user.latitude, user.longitude, v.latitude, v.longitude) <= user.maxDistanceKm;
  return true;
}

/** Sends today's digests, batch after batch, until none is due. */
export async function sendDigests(deps: DigestDeps, now: Date, batchSize = DIGEST_BATCH): Promise<DigestResult> {
  const total: DigestResult = { ran: true, users: 0, mails: 0 };
  for (;;) {
    const batch = await sendDigestBatch(deps, now, batchSize);
    if (!batch.ran) return total.users ? total : batch;
    total.users += batch.users;
    total.mails += batch.mails;
    if (batch.users < batchSize) return total;
  }
}

/** One transaction: the next DIGEST_BATCH users due today, their deliveries and their mails. */
export async function sendDigestBatch(deps: DigestDeps, now: Date, batchSize = DIGEST_BATCH): Promise<DigestResult> {
  const today = digestDay(now);
  if (!today) return { ran: true, users: 0, mails: 0 };
  return deps.db.transaction(async (tx) => {
    const locked = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${DIGEST_LOCK}) as locked`));
    if (!locked[0]?.locked) return { ran: false, users: 0, mails: 0 };
    const due: DueUser[] = await tx
      .select({
        id: users.id,
        centerId: users.volunteerCenterId,
        email: users.email,
        firstName: users.firstName,
        locale: users.locale,
        lastDigestAt:
          sql<Date | null>`(select max(${digestDeliveries.createdAt}) from ${digestDeliveries} where ${digestDeliveries.userId} = ${users.id})`.mapWith(
            (v: string | Date | null) => (v === null ? null : new Date(v)),
          ),
        interests: volunteerProfiles.interests,
        latitude: volunteerProfiles.latitude,
        longitude: volunteerProfiles.longitude,
        maxDistanceKm: volunteerProfiles.maxDistanceKm,
      })
      .from(users)
      .leftJoin(volunteerProfiles, eq(volunteerProfiles.userId, users.id))
      .where(
        and(
          eq(users.status, 'active'),
          sql`${users.digestDays} @> array[${today.weekday}::integer]`,
          sql`not exists (select 1 from ${digestDeliveries} where ${digestDeliveries.userId} = ${users.id} and ${digestDeliveries.digestOn} = ${today.day}::date)`,
        ),
      )
      .orderBy(users.id)
      .limit(batchSize);
    if (!due.length) return { ran: true, users: 0, mails: 0 };

    const mails: OutgoingMail[] = [];
    const byCenter = new Map<number, DueUser[]>();
    for (const user of due) byCenter.set(user.centerId, [...(byCenter.get(user.centerId) ?? []), user]);
    for (const [centerId, centerUsers] of byCenter) {
      const since = (u: DueUser) =>
        Math.max(u.lastDigestAt?.getTime() ?? now.getTime() - FIRST_LOOKBACK_MS, now.getTime() - MAX_LOOKBACK_MS);
      const earliest = new Date(Math.min(...centerUsers.map(since)));
      const candidates = await newVacancies(tx, centerId, earliest, now);
      const center = await centerOf(tx, centerId);
      for (const user of centerUsers) {
        const listed = candidates.filter((v) => v.publishedAt.getTime() > since(user) && matches(user, v));
        const token = newSecret();
        const [recorded] = await tx
          .insert(digestDeliveries)
          .values({
            userId: user.id,
            digestOn: today.day,
            vacancyCount: listed.length,
            unsubscribeTokenHash: hashSecret(token),
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ userId: digestDeliveries.userId });
        // Recorded by a run that committed meanwhile: its mail went with it.
        if (!recorded || !listed.length) continue;
        mails.push(digestMail(deps, center, user, listed, token));
      }
    }
    // In the batch's transaction: the mails are queued exactly when their deliveries commit.
    if (deps.mailer.sendMany) await deps.mailer.sendMany(mails, tx);
    else for (const mail of mails) await deps.mailer.send(mail, tx);
    return { ran: true, users: due.length, mails: mails.length };
  });
}

async function centerOf(tx: Executor, centerId: number) {
  const [center] = await tx
    .select({ id: volunteerCenters.id, slug: volunteerCenters.slug, name: volunteerCenters.name, tenantKey: volunteerCenters.tenantKey })
    .from(volunteerCenters)
    .where(eq(volunteerCenters.id, centerId));
  if (!center) throw new Error(`center ${centerId} not found`);
  return center;
}

/** The center's public vacancies published in (since, now], newest first, with the text the interests are matched on. */
async function newVacancies(tx: Executor, centerId: number, since: Date, now: Date): Promise<Candidate[]> {
  const rows = await tx
    .select({
      id: vacancies.id,
      title: vacancies.title,
      organization: organizations.name,
      publishedAt: vacancies.publishedAt,
      summary: vacancies.summary,
      descriptionText: vacancies.descriptionText,
      tags: vacancies.tags,
      latitude: vacancies.latitude,
      longitude: vacancies.longitude,
      remote: vacancies.remote,
    })
    .from(vacancies)
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .where(
      and(...publicVacancyConditions(centerId, now), sql`${vacancies.publishedAt} > ${since}`, sql`${vacancies.publishedAt} <= ${now}`),
    )
    .orderBy(sql`${vacancies.publishedAt} desc`, sql`${vacancies.id} desc`);
  return rows.map((v) => ({
    id: v.id,
    title: v.title,
    organization: v.organization,
    publishedAt: v.publishedAt!,
    text: [v.title, v.summary ?? '', v.descriptionText, ...v.tags].join(' ').toLowerCase(),
    latitude: v.latitude,
    longitude: v.longitude,
    remote: v.remote,
  }));
}

function digestMail(
  deps: DigestDeps,
  center: { id: number; slug: string; name: string; tenantKey: string },
  user: DueUser,
  listed: Candidate[],
  token: string,
): OutgoingMail {
  const locale = user.locale;
  const t = translator(locale);
  const site = deps.centerUrl(center.slug).replace(/\/+$/, '');
  const base = `${site}${locale === 'nl' ? '' : `/${locale}`}`;
  return {
    volunteerCenterId: center.id,
    to: user.email,
    locale,
    template: 'digest',
    params: {
      appName: TENANTS[center.tenantKey as TenantKey]?.appName ?? center.name,
      name: user.firstName,
      count: listed.length,
      actionUrl: `${base}/vacancies/search`,
      unsubscribeUrl: `${base}/periodieke-mail/afmelden?token=${token}`,
    },
    details: listed.slice(0, DIGEST_MAX_LISTED).map((v) => ({
      label: v.title,
      value: t('mail.digest.organization', { organization: v.organization }),
      href: `${base}/vacancies/search/${v.id}`,
    })),
    headers: {
      // RFC 2369 and RFC 8058: one-click unsubscribe posts to this address without a session.
      'List-Unsubscribe': `<${site}/api/v1/digest/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Today's digests now and every DIGEST_INTERVAL_MS (server/runtime.ts), never two runs at a time in this process. */
export function startDigest(deps: DigestDeps & { now: () => Date; log?: (message: string) => void }): () => Promise<void> {
  return every(DIGEST_INTERVAL_MS, 'periodic digest', async () => {
    const result = await sendDigests(deps, deps.now());
    if (result.mails) deps.log?.(`[jobs] periodic digest: ${result.mails} mails to ${result.users} users`);
  });
}
