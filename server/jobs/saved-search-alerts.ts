/**
 * Saved-search alerts (docs/domain.md#saved-searches, docs/architecture.md "Saved-search alerts"): vacancies
 * published since a saved search was last checked that the bank would find for it are mailed to its owner, at once
 * (every run, about a minute), once a day at ALERT_HOUR, or at ALERT_HOUR on the owner's digest days.
 *
 * One statement per center matches every due search against the new public vacancies: the same conditions as
 * GET /vacancies/search (server/resources/vacancies/search.ts: public, words on the search vector with the query the
 * bank builds, type, tag, age group, organization, activity dates, distance), read from the saved search's row
 * instead of the request. It inserts the (search, vacancy) pairs into saved_search_deliveries with ON CONFLICT DO
 * NOTHING and queues the mails in the same transaction, so a vacancy is announced to a search once: a second or
 * concurrent run finds the pairs taken, and a crash rolls back pairs and mails together.
 *
 * Several instances may run the job; a transaction-scoped advisory lock (as in expire-vacancies.ts) lets one of them
 * do the work. The match window starts MATCH_OVERLAP_MS before the last check, so a vacancy whose publishing
 * transaction committed just after a run read its snapshot is still found by the next one (the pairs deduplicate).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/domain/values';
import { bankSearchParams } from '@/lib/shared/vacancies/filters';
import type { Database, Executor } from '../db/client';
import {
  organizations,
  savedSearchDeliveries,
  savedSearches,
  users,
  vacancies,
  volunteerCenterProfiles,
  volunteerCenters,
} from '../db/schema';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import { publicVacancyConditions } from '../resources/vacancies/search';
import { translator } from '../i18n';
import { every } from './scheduler';

/** Arbitrary, fixed: the advisory lock key of this job (the other jobs use 727_301 and 727_303). */
export const SAVED_SEARCH_ALERTS_LOCK = 727_311;
/** How often the job runs: instant alerts go out within about this long of publishing. */
export const ALERT_INTERVAL_MS = 60_000;
/** Daily and digest alerts go out at this hour, Dutch time. */
export const ALERT_HOUR = 8;
export const ALERT_TIME_ZONE = 'Europe/Amsterdam';
export const MATCH_OVERLAP_MS = 5 * 60_000;
/** A search silent for long (a digest without digest days) is not sent a month's backlog. */
const MAX_LOOKBACK_MS = 31 * 24 * 3600_000;
/** Vacancies listed in one mail; the mail's link opens the search for the rest. */
export const MAX_LISTED = 10;
const EARTH_RADIUS_KM = 6371;

export interface AlertDeps {
  db: Database;
  mailer: Mailer;
  /** Base URL of a center's site (Deps.centerUrl). */
  centerUrl: (slug: string) => string;
}

export interface AlertResult {
  /** false when another instance held the lock; nothing was done then. */
  ran: boolean;
  /** Saved searches that were due (checked in this run). */
  checked: number;
  /** Mails queued, one per saved search with news. */
  mails: number;
  /** (saved search, vacancy) pairs announced. */
  announced: number;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

/** The local date, ISO weekday and UTC offset (minutes) of a moment in ALERT_TIME_ZONE. */
function zoned(moment: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: ALERT_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      timeZoneName: 'longOffset',
    })
      .formatToParts(moment)
      .map((p) => [p.type, p.value]),
  );
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(parts.timeZoneName ?? '');
  const minutes = offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday ?? '') + 1;
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), weekday, offsetMinutes: minutes };
}

/**
 * The latest ALERT_HOUR (Dutch time) at or before `now`, and its ISO weekday: daily and digest searches last checked
 * before it are due.
 */
export function latestSendMoment(now: Date): { moment: Date; weekday: number } {
  const at = (day: Date) => {
    const z = zoned(day);
    const guess = Date.UTC(z.year, z.month - 1, z.day, ALERT_HOUR) - z.offsetMinutes * 60_000;
    // The offset at the send hour itself (a change of summer time happens at night, never between 8 and the guess).
    const exact = Date.UTC(z.year, z.month - 1, z.day, ALERT_HOUR) - zoned(new Date(guess)).offsetMinutes * 60_000;
    return { moment: new Date(exact), weekday: z.weekday };
  };
  const today = at(now);
  return today.moment <= now ? today : at(new Date(now.getTime() - 24 * 3600_000));
}

/** The same great-circle distance as server/geo/distance.ts, between the search's point and the vacancy's. */
const distanceKm = (lat: SQL, lng: SQL, latitude: SQL, longitude: SQL): SQL<number> =>
  sql<number>`(case when ${latitude} is null or ${longitude} is null then null else 2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${lng}) / 2), 2)))) end)`;

/**
 * A due search's criteria against a vacancy (the joined `vacancies` row), as search.ts applies them for the bank.
 * Each one holds when the search does not set it.
 */
function criteria(): SQL[] {
  const query = sql`${savedSearches.query}`;
  return [
    sql`(${savedSearches.textQuery} is null or ${vacancies.searchVector} @@ ${savedSearches.textQuery})`,
    sql`(jsonb_array_length(coalesce(${query}->'vacancyTypes', '[]'::jsonb)) = 0 or (${query}->'vacancyTypes') @> to_jsonb(${vacancies.vacancyType}::text))`,
    sql`(${query}->>'tag' is null or ${vacancies.tags} @> array[${query}->>'tag']::text[])`,
    sql`(${query}->>'ageGroupId' is null or ${vacancies.ageGroupIds} @> array[(${query}->>'ageGroupId')::integer])`,
    sql`(${query}->>'organizationId' is null or ${vacancies.organizationId} = (${query}->>'organizationId')::integer)`,
    sql`(${query}->>'startsFrom' is null or coalesce(${vacancies.endsOn}, ${vacancies.startsOn}) >= (${query}->>'startsFrom')::date)`,
    sql`(${query}->>'startsUntil' is null or ${vacancies.startsOn} <= (${query}->>'startsUntil')::date)`,
    sql`(${query}->>'distanceKm' is null or ${distanceKm(
      sql`${savedSearches.latitude}`,
      sql`${savedSearches.longitude}`,
      sql`${vacancies.latitude}`,
      sql`${vacancies.longitude}`,
    )} <= (${query}->>'distanceKm')::float8)`,
  ];
}

/** Searches whose alert is due now: instant ones always; daily and digest ones once per send moment. */
function dueCondition(now: Date): SQL {
  const { moment, weekday } = latestSendMoment(now);
  return sql`(${savedSearches.frequency} = 'instant'
    or (${savedSearches.frequency} = 'daily' and ${savedSearches.lastCheckedAt} < ${moment})
    or (${savedSearches.frequency} = 'digest' and ${savedSearches.lastCheckedAt} < ${moment} and ${users.digestDays} @> array[${weekday}::integer]))`;
}

export async function sendSavedSearchAlerts(deps: AlertDeps, now: Date): Promise<AlertResult> {
  return deps.db.transaction(async (tx) => {
    const locked = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${SAVED_SEARCH_ALERTS_LOCK}) as locked`),
    );
    if (!locked[0]?.locked) return { ran: false, checked: 0, mails: 0, announced: 0 };

    const due = await tx
      .select({ id: savedSearches.id, centerId: savedSearches.volunteerCenterId })
      .from(savedSearches)
      .innerJoin(users, eq(users.id, savedSearches.userId))
      .where(and(sql`${savedSearches.frequency} <> 'off'`, eq(users.status, 'active'), dueCondition(now)));
    if (!due.length) return { ran: true, checked: 0, mails: 0, announced: 0 };

    const byCenter = new Map<number, number[]>();
    for (const row of due) {
      const ids = byCenter.get(row.centerId);
      if (ids) ids.push(row.id);
      else byCenter.set(row.centerId, [row.id]);
    }
    let pairs: { savedSearchId: number; vacancyId: number }[] = [];
    // concat, not push(...): a busy run announces more pairs than a call may have arguments.
    for (const [centerId, ids] of byCenter) pairs = pairs.concat(await matchAndRecord(tx, centerId, ids, now));

    const mails = await queueMails(tx, deps, pairs);
    // Checked up to now; the next run looks from now (less the overlap) on.
    const idList = `{${due.map((d) => d.id).join(',')}}`;
    await tx
      .update(savedSearches)
      .set({ lastCheckedAt: now })
      .where(sql`${savedSearches.id} = any(${idList}::integer[])`);
    return { ran: true, checked: due.length, mails, announced: pairs.length };
  });
}

/** Matches one center's due searches against its new public vacancies and records the pairs not announced before. */
async function matchAndRecord(tx: Executor, centerId: number, ids: number[], now: Date) {
  const idList = `{${ids.join(',')}}`;
  const since = sql`greatest(${savedSearches.lastCheckedAt} - ${`${MATCH_OVERLAP_MS} milliseconds`}::interval, ${savedSearches.createdAt}, ${new Date(now.getTime() - MAX_LOOKBACK_MS)}::timestamptz)`;
  const matches = tx
    .select({ savedSearchId: savedSearches.id, vacancyId: vacancies.id, createdAt: sql`${now}::timestamptz`.as('created_at') })
    .from(savedSearches)
    .innerJoin(vacancies, eq(vacancies.volunteerCenterId, savedSearches.volunteerCenterId))
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .where(
      and(
        eq(savedSearches.volunteerCenterId, centerId),
        sql`${savedSearches.id} = any(${idList}::integer[])`,
        ...publicVacancyConditions(centerId, now),
        sql`${vacancies.publishedAt} > ${since}`,
        sql`${vacancies.publishedAt} <= ${now}`,
        ...criteria(),
      ),
    );
  return tx
    .insert(savedSearchDeliveries)
    .select(matches)
    .onConflictDoNothing()
    .returning({ savedSearchId: savedSearchDeliveries.savedSearchId, vacancyId: savedSearchDeliveries.vacancyId });
}

/** One mail per saved search with news, in its owner's language, queued in the job's transaction. */
async function queueMails(tx: Executor, deps: AlertDeps, pairs: { savedSearchId: number; vacancyId: number }[]): Promise<number> {
  if (!pairs.length) return 0;
  const bySearch = new Map<number, number[]>();
  for (const p of pairs) {
    const ids = bySearch.get(p.savedSearchId);
    if (ids) ids.push(p.vacancyId);
    else bySearch.set(p.savedSearchId, [p.vacancyId]);
  }
  const searchIdList = `{${[...bySearch.keys()].join(',')}}`;
  const vacancyIds = [...new Set(pairs.map((p) => p.vacancyId))];
  const searches = await tx
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      query: savedSearches.query,
      token: savedSearches.unsubscribeToken,
      centerId: savedSearches.volunteerCenterId,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      slug: volunteerCenters.slug,
      appName: volunteerCenterProfiles.name,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .innerJoin(volunteerCenters, eq(volunteerCenters.id, savedSearches.volunteerCenterId))
    .leftJoin(volunteerCenterProfiles, eq(volunteerCenterProfiles.volunteerCenterId, savedSearches.volunteerCenterId))
    .where(sql`${savedSearches.id} = any(${searchIdList}::integer[])`);
  const found = await tx
    .select({ id: vacancies.id, title: vacancies.title, organization: organizations.name, publishedAt: vacancies.publishedAt })
    .from(vacancies)
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .where(inArray(vacancies.id, vacancyIds));
  const vacancyById = new Map(found.map((v) => [v.id, v]));

  const mails: OutgoingMail[] = [];
  for (const search of searches) {
    const locale = search.locale as Locale;
    const t = translator(locale);
    const base = `${deps.centerUrl(search.slug).replace(/\/+$/, '')}${locale === 'nl' ? '' : `/${locale}`}`;
    const apiBase = deps.centerUrl(search.slug).replace(/\/+$/, '');
    const listed = (bySearch.get(search.id) ?? [])
      .map((id) => vacancyById.get(id))
      .filter((v) => v !== undefined)
      .sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0) || b.id - a.id);
    const query = bankSearchParams({ ...search.query, vacancyTypes: search.query.vacancyTypes ?? [], page: 1 }).toString();
    const unsubscribeUrl = `${base}/zoekopdrachten/afmelden?token=${search.token}`;
    mails.push({
      volunteerCenterId: search.centerId,
      to: search.email,
      locale,
      template: 'savedSearchAlert',
      params: {
        appName: search.appName ?? search.slug,
        name: search.firstName ?? '',
        search: search.name,
        count: listed.length,
        more: Math.max(0, listed.length - MAX_LISTED),
        actionUrl: `${base}/vacancies/search${query ? `?${query}` : ''}`,
        unsubscribeUrl,
      },
      details: listed.slice(0, MAX_LISTED).map((v) => ({
        label: v.title,
        value: t('mail.savedSearchAlert.organization', { organization: v.organization }),
        href: `${base}/vacancies/search/${v.id}`,
      })),
      headers: {
        // RFC 2369 and RFC 8058: one-click unsubscribe posts to this address without a session.
        'List-Unsubscribe': `<${apiBase}/api/v1/saved_searches/unsubscribe?token=${search.token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  }
  // In the job's transaction: the mails are queued exactly when their deliveries commit.
  if (deps.mailer.sendMany) await deps.mailer.sendMany(mails, tx);
  else for (const mail of mails) await deps.mailer.send(mail, tx);
  return searches.length;
}

/** The alerts now and every ALERT_INTERVAL_MS (server/runtime.ts), never two runs at a time in this process. */
export function startSavedSearchAlerts(deps: AlertDeps & { now: () => Date; log?: (message: string) => void }): () => Promise<void> {
  return every(ALERT_INTERVAL_MS, 'saved-search alerts', async () => {
    const result = await sendSavedSearchAlerts(deps, deps.now());
    if (result.mails) deps.log?.(`[jobs] saved-search alerts: ${result.mails} mails, ${result.announced} vacancies announced`);
  });
}
