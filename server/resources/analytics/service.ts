/**
 * The analytics figures (docs/domain.md#analytics): aggregate queries over one period and the one of equal length
 * before it, scoped by center and, for an organization superuser, by their organizations. Every query reads a range
 * of an index that starts with volunteer_center_id (vacancies: created, published, status+expires; applications:
 * center+created; organizations: center+created; the counters' primary keys), one round trip per group of figures.
 * Days and steps are those of Europe/Amsterdam.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  ANALYTICS_TIME_ZONE,
  bucketStarts,
  previousPeriod,
  type AnalyticsBucket,
  type Period,
  VACANCY_FIGURES,
  type VacancyFigure,
} from '@/domain/analytics';
import { VACANCY_TYPES, type VacancyType } from '@/domain/vacancies';
import type { Executor } from '../../db/client';

export interface ReportScope {
  centerId: number;
  /** null: the whole center; otherwise only these organizations' vacancies and applications. */
  organizationIds: number[] | null;
  period: Period;
  bucket: AnalyticsBucket;
}

/** A figure in the period and in the one before it. */
export interface Compared<T = number> {
  current: T;
  previous: T;
}

type Rows<T> = T[];
async function rows<T>(db: Executor, query: SQL): Promise<Rows<T>> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows) as T[];
}

const tz = sql.raw(`'${ANALYTICS_TIME_ZONE}'`);
/** The first moment of a local day, and the first moment after the last one. */
const startOf = (day: string) => sql`(${day}::date::timestamp at time zone ${tz})`;
const endOf = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${tz})`;
const bucketOf = (column: SQL, bucket: AnalyticsBucket) => sql`to_char(date_trunc(${bucket}, ${column} at time zone ${tz}), 'YYYY-MM-DD')`;

function bounds(scope: ReportScope) {
  const previous = previousPeriod(scope.period);
  return { from: startOf(scope.period.from), to: endOf(scope.period.to), previousFrom: startOf(previous.from) };
}

const organizationFilter = (column: SQL, ids: number[] | null) =>
  ids === null
    ? sql``
    : ids.length
      ? sql` and ${column} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql` and false`;

const n = (value: unknown) => Number(value ?? 0);

/** Vacancies posted, published, filled and expired: a series per step and the totals of both periods. */
async function vacancyFigures(db: Executor, scope: ReportScope) {
  const { from, to, previousFrom } = bounds(scope);
  const org = organizationFilter(sql`organization_id`, scope.organizationIds);
  const center = scope.centerId;
  // Which moment makes each figure (docs/domain.md#analytics); a vacancy counts in each figure at most once.
  const events = sql`
    select 'posted' as kind, created_at as at from vacancies
      where volunteer_center_id = ${center} and created_at >= ${previousFrom} and created_at < ${to} and status <> 'deleted'${org}
    union all
    select 'published', published_at from vacancies
      where volunteer_center_id = ${center} and published_at >= ${previousFrom} and published_at < ${to} and status <> 'deleted'${org}
    union all
    select 'filled', updated_at from vacancies
      where volunteer_center_id = ${center} and status = 'filled' and updated_at >= ${previousFrom} and updated_at < ${to}${org}
    union all
    select 'expired', expires_at from vacancies
      where volunteer_center_id = ${center} and status = 'expired' and expires_at >= ${previousFrom} and expires_at < ${to}${org}`;
  const result = await rows<{ kind: VacancyFigure; step: string | null; n: string }>(
    db,
    sql`select kind, case when at >= ${from} then ${bucketOf(sql`at`, scope.bucket)} end as step, count(*) as n
        from (${events}) e group by 1, 2`,
  );
  const steps = bucketStarts(scope.period, scope.bucket);
  const series = steps.map((start) => ({ start, posted: 0, published: 0, filled: 0, expired: 0 }));
  const index = new Map(steps.map((s, i) => [s, i]));
  const totals = Object.fromEntries(VACANCY_FIGURES.map((f) => [f, { current: 0, previous: 0 }])) as Record<VacancyFigure, Compared>;
  for (const r of result) {
    if (r.step === null) totals[r.kind].previous += n(r.n);
    else {
      totals[r.kind].current += n(r.n);
      const i = index.get(r.step);
      if (i !== undefined) series[i]![r.kind] += n(r.n);
    }
  }
  return { series, totals };
}

/** Applications (confirmed ones: an unconfirmed guest application has not reached anyone yet). */
async function applicationFigures(db: Executor, scope: ReportScope) {
  const { from, to, previousFrom } = bounds(scope);
  const org = organizationFilter(sql`v.organization_id`, scope.organizationIds);
  const base = sql`from applications a join vacancies v on v.id = a.vacancy_id and v.volunteer_center_id = a.volunteer_center_id
    where a.volunteer_center_id = ${scope.centerId} and a.created_at >= ${previousFrom} and a.created_at < ${to}
      and a.confirmed_at is not null${org}`;
  const [grouped, answers] = await Promise.all([
    rows<{ current: boolean; week: string | null; vacancy_type: VacancyType; n: string; accepted: string; rejected: string }>(
      db,
      sql`select a.created_at >= ${from} as current,
            case when a.created_at >= ${from} then ${bucketOf(sql`a.created_at`, 'week')} end as week,
            v.vacancy_type, count(*) as n,
            count(*) filter (where a.status = 'accepted') as accepted,
            count(*) filter (where a.status = 'rejected') as rejected
          ${base} group by 1, 2, 3`,
    ),
    rows<{ current: boolean; hours: string | null }>(
      db,
      sql`select a.created_at >= ${from} as current,
            percentile_cont(0.5) within group (order by extract(epoch from (a.decided_at - a.created_at)) / 3600) as hours
          ${base} and a.decided_at is not null group by 1`,
    ),
  ]);
  const weeks = bucketStarts(scope.period, 'week');
  const weekly = weeks.map((start) => ({ start, applications: 0 }));
  const weekIndex = new Map(weeks.map((s, i) => [s, i]));
  const byType = VACANCY_TYPES.map((vacancyType) => ({ vacancyType, current: 0, previous: 0 }));
  const total: Compared = { current: 0, previous: 0 };
  const accepted: Compared = { current: 0, previous: 0 };
  const decided: Compared = { current: 0, previous: 0 };
  for (const r of grouped) {
    const side = r.current ? 'current' : 'previous';
    total[side] += n(r.n);
    accepted[side] += n(r.accepted);
    decided[side] += n(r.accepted) + n(r.rejected);
    const type = byType.find((t) => t.vacancyType === r.vacancy_type);
    if (type) type[side] += n(r.n);
    if (r.week !== null) {
      const i = weekIndex.get(r.week);
      if (i !== undefined) weekly[i]!.applications += n(r.n);
    }
  }
  const rate = (side: 'current' | 'previous') => (decided[side] ? Math.round((accepted[side] / decided[side]) * 1000) / 10 : null);
  const hours = (current: boolean) => {
    const row = answers.find((a) => a.current === current);
    return row?.hours === null || row?.hours === undefined ? null : Math.round(Number(row.hours) * 10) / 10;
  };
  return {
    weekly,
    byType,
    totals: {
      applications: total,
      accepted,
      decided,
      /** Accepted of the decided ones, in percent (one decimal); null without decisions. */
      acceptanceRate: { current: rate('current'), previous: rate('previous') } as Compared<number | null>,
      /** Median hours from application to the organization's decision; null without decisions. */
      medianHoursToAnswer: { current: hours(true), previous: hours(false) } as Compared<number | null>,
    },
  };
}

/** Organizations and volunteers signed up (the whole center only: an organization has no sign-ups of its own). */
async function signupFigures(db: Executor, scope: ReportScope) {
  const { from, to, previousFrom } = bounds(scope);
  const center = scope.centerId;
  const result = await rows<{ kind: 'organizations' | 'volunteers'; step: string | null; n: string }>(
    db,
    sql`select kind, case when at >= ${from} then ${bucketOf(sql`at`, scope.bucket)} end as step, count(*) as n from (
          select 'organizations' as kind, created_at as at from organizations
            where volunteer_center_id = ${center} and created_at >= ${previousFrom} and created_at < ${to}
          union all
          select 'volunteers', u.created_at from users u
            where u.volunteer_center_id = ${center} and u.created_at >= ${previousFrom} and u.created_at < ${to}
              and exists (select 1 from roles r where r.user_id = u.id and r.name = 'volunteer')
        ) e group by 1, 2`,
  );
  const steps = bucketStarts(scope.period, scope.bucket);
  const series = steps.map((start) => ({ start, organizations: 0, volunteers: 0 }));
  const index = new Map(steps.map((s, i) => [s, i]));
  const totals = { organizations: { current: 0, previous: 0 }, volunteers: { current: 0, previous: 0 } };
  for (const r of result) {
    if (r.step === null) totals[r.kind].previous += n(r.n);
    else {
      totals[r.kind].current += n(r.n);
      const i = index.get(r.step);
      if (i !== undefined) series[i]![r.kind] += n(r.n);
    }
  }
  return { series, totals };
}

/** The activity report: vacancies, applications and (for the whole center) sign-ups. */
export async function activityReport(db: Executor, scope: ReportScope) {
  const [vacancies, applications, signups] = await Promise.all([
    vacancyFigures(db, scope),
    applicationFigures(db, scope),
    scope.organizationIds === null ? signupFigures(db, scope) : Promise.resolve(null),
  ]);
  return { vacancies, applications, signups };
}

/** How many searched words and paths the public report lists. */
const TOP = 20;

/** The public site report: page views per step and per path, and the most searched words (whole center only). */
export async function publicReport(db: Executor, scope: Omit<ReportScope, 'organizationIds'>) {
  const previous = previousPeriod(scope.period);
  const { from, to } = scope.period;
  const center = scope.centerId;
  const range = sql`volunteer_center_id = ${center} and day >= ${previous.from}::date and day <= ${to}::date`;
  const isCurrent = sql`day >= ${from}::date`;
  const [views, paths, terms] = await Promise.all([
    rows<{ step: string | null; n: string }>(
      db,
      sql`select case when ${isCurrent} then to_char(date_trunc(${scope.bucket}, day::timestamp), 'YYYY-MM-DD') end as step,
            sum(count) as n from analytics_page_views where ${range} group by 1`,
    ),
    rows<{ path: string; current: string; previous: string }>(
      db,
      sql`select path, coalesce(sum(count) filter (where ${isCurrent}), 0) as current,
            coalesce(sum(count) filter (where not ${isCurrent}), 0) as previous
          from analytics_page_views where ${range} group by path
          having sum(count) filter (where ${isCurrent}) > 0 order by 2 desc, path limit ${TOP}`,
    ),
    rows<{ term: string; current: string; previous: string }>(
      db,
      sql`select term, coalesce(sum(count) filter (where ${isCurrent}), 0) as current,
            coalesce(sum(count) filter (where not ${isCurrent}), 0) as previous
          from analytics_search_terms where ${range} group by term
          having sum(count) filter (where ${isCurrent}) > 0 order by 2 desc, term limit ${TOP}`,
    ),
  ]);
  const steps = bucketStarts(scope.period, scope.bucket);
  const series = steps.map((start) => ({ start, pageViews: 0 }));
  const index = new Map(steps.map((s, i) => [s, i]));
  const total: Compared = { current: 0, previous: 0 };
  for (const r of views) {
    if (r.step === null) total.previous += n(r.n);
    else {
      total.current += n(r.n);
      const i = index.get(r.step);
      if (i !== undefined) series[i]!.pageViews += n(r.n);
    }
  }
  return {
    pageViews: {
      series,
      totals: { pageViews: total },
      topPaths: paths.map((p) => ({ path: p.path, current: n(p.current), previous: n(p.previous) })),
    },
    searchTerms: { top: terms.map((t) => ({ term: t.term, current: n(t.current), previous: n(t.previous) })) },
  };
}

// ── Counting ────────────────────────────────────────────────────────────────────────────────────────────────

/** Adds one to each word of a search, for this center and day. Nothing else of the search is kept. */
export async function countSearchTerms(db: Executor, centerId: number, day: string, terms: string[]) {
  if (!terms.length) return;
  const values = sql.join(
    terms.map((term) => sql`(${centerId}, ${day}::date, ${term}, 1)`),
    sql`, `,
  );
  await db.execute(sql`insert into analytics_search_terms (volunteer_center_id, day, term, count) values ${values}
    on conflict (volunteer_center_id, day, term) do update set count = analytics_search_terms.count + 1`);
}

/** Adds one view of a public path, for this center and day. */
export async function countPageView(db: Executor, centerId: number, day: string, path: string) {
  await db.execute(sql`insert into analytics_page_views (volunteer_center_id, day, path, count) values (${centerId}, ${day}::date, ${path}, 1)
    on conflict (volunteer_center_id, day, path) do update set count = analytics_page_views.count + 1`);
}
