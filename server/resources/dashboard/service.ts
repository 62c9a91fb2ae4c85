/**
 * The dashboard's figures (docs/domain.md#dashboard): one aggregate query per figure, each scoped to the center in
 * its own WHERE and, for organization roles and mentors, to their organizations and students, with the same condition
 * as the filtered list it links to. Small lists carry their total (`count(*) over ()` is computed before LIMIT); the
 * center's figures, which can be large, are plain counts on indexes beside their lists. The sections run in parallel.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { applications, hourEntries, notifications, organizations, pages, roles, users, vacancies } from '../../db/schema';
import { APPLICATION_STATES, isApplicationState } from '@/domain/applications';
import {
  type ApplicationStateCounts,
  DASHBOARD_LIST_SIZE,
  type DashboardApplicationItem,
  type DashboardAttributes,
  type DashboardCenterSection,
  type DashboardContentSection,
  type DashboardHoursSection,
  type DashboardMentorSection,
  type DashboardOrganizationSection,
  type DashboardSection,
  type DashboardVolunteerSection,
  dayAfterMonth,
  EXPIRING_WITHIN_DAYS,
  HOURS_ORGANIZATIONS,
  hoursMonths,
  RECENT_SIGNUP_DAYS,
  RECENTLY_CHANGED_DAYS,
  UNANSWERED_AFTER_DAYS,
} from '@/domain/dashboard';
import { todayIn } from '../hours/service';
import { publicVacancyConditions } from '../vacancies/search';

const DAY_MS = 24 * 3600_000;
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);
const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const isoOf = (value: Date | string) => new Date(value).toISOString();

/** The total of a `count(*) over ()` list: the first row carries it, an empty list counts 0. */
const totalOf = (rows: { total: unknown }[]) => Number(rows[0]?.total ?? 0);
const windowTotal = sql<number>`count(*) over ()`.mapWith(Number);

/** An application's state (domain/applications.ts applicationState) in SQL, for grouping. */
const stateSql = sql<string>`case when ${applications.withdrawnAt} is not null then 'withdrawn' when ${applications.status} is null then 'new' else ${applications.status}::text end`;
/** A new application: no decision, not withdrawn (the "new" state of domain/applications.ts). */
const isNew = and(isNull(applications.status), isNull(applications.withdrawnAt)) as SQL;

const applicantUsers = alias(users, 'applicant_users');

function stateCounts(rows: { state: string; n: number }[]): ApplicationStateCounts {
  const counts = Object.fromEntries(APPLICATION_STATES.map((s) => [s, 0])) as ApplicationStateCounts;
  for (const row of rows) if (isApplicationState(row.state)) counts[row.state] = Number(row.n);
  return counts;
}

const applicationItemSelection = {
  id: applications.id,
  firstName: applications.firstName,
  lastName: applications.lastName,
  vacancyId: applications.vacancyId,
  vacancyTitle: vacancies.title,
  state: stateSql,
  createdAt: applications.createdAt,
};

type ApplicationItemRow = {
  id: number;
  firstName: string;
  lastName: string;
  vacancyId: number;
  vacancyTitle: string;
  state: string;
  createdAt: Date;
};

const applicationItem = (row: ApplicationItemRow): DashboardApplicationItem => ({
  id: row.id,
  name: `${row.firstName} ${row.lastName}`.trim(),
  vacancyId: row.vacancyId,
  vacancyTitle: row.vacancyTitle,
  state: isApplicationState(row.state) ? row.state : 'new',
  createdAt: isoOf(row.createdAt),
});

interface Scope {
  centerId: number;
  now: Date;
}

/** Center staff: the organizations, vacancies and applications waiting for the center, and recent sign-ups. */
export async function centerSection(db: Executor, { centerId, now }: Scope): Promise<DashboardCenterSection> {
  // Each figure is a plain count (index-only where an index covers it); each list its first rows in its own query, so
  // a large count never pays for the join the list needs.
  const pendingWhere = and(
    eq(organizations.volunteerCenterId, centerId),
    eq(organizations.status, 'pending'),
    isNull(organizations.deletedAt),
  );
  const expiringWhere = and(
    eq(vacancies.volunteerCenterId, centerId),
    eq(vacancies.status, 'published'),
    gte(vacancies.expiresAt, now),
    lt(vacancies.expiresAt, daysFrom(now, EXPIRING_WITHIN_DAYS)),
  );
  const unansweredWhere = and(
    eq(applications.volunteerCenterId, centerId),
    isNotNull(applications.confirmedAt),
    isNew,
    lt(applications.createdAt, daysFrom(now, -UNANSWERED_AFTER_DAYS)),
  );
  const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const n = sql<number>`count(*)`.mapWith(Number);
  const [pendingCount, pending, expiringCount, expiring, unansweredCount, unanswered, recentOrganizations, recentVolunteers] =
    await Promise.all([
      countOf(db.select({ n }).from(organizations).where(pendingWhere)),
      db
        .select({ id: organizations.id, name: organizations.name, createdAt: organizations.createdAt })
        .from(organizations)
        .where(pendingWhere)
        .orderBy(asc(organizations.createdAt), asc(organizations.id))
        .limit(DASHBOARD_LIST_SIZE),
      countOf(db.select({ n }).from(vacancies).where(expiringWhere)),
      db
        .select({ id: vacancies.id, title: vacancies.title, organizationName: organizations.name, expiresAt: vacancies.expiresAt })
        .from(vacancies)
        .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
        .where(expiringWhere)
        .orderBy(asc(vacancies.expiresAt), asc(vacancies.id))
        .limit(DASHBOARD_LIST_SIZE),
      countOf(db.select({ n }).from(applications).where(unansweredWhere)),
      db
        .select(applicationItemSelection)
        .from(applications)
        .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
        .where(unansweredWhere)
        .orderBy(asc(applications.createdAt), asc(applications.id))
        .limit(DASHBOARD_LIST_SIZE),
      countOf(
        db
          .select({ n })
          .from(organizations)
          .where(
            and(
              eq(organizations.volunteerCenterId, centerId),
              ne(organizations.status, 'deleted'),
              isNull(organizations.deletedAt),
              gte(organizations.createdAt, daysFrom(now, -RECENT_SIGNUP_DAYS)),
            ),
          ),
      ),
      countOf(
        db
          .select({ n })
          .from(users)
          .where(
            and(
              eq(users.volunteerCenterId, centerId),
              ne(users.status, 'archived'),
              gte(users.createdAt, daysFrom(now, -RECENT_SIGNUP_DAYS)),
              sql`exists (select 1 from ${roles} where ${roles.userId} = ${users.id} and ${roles.volunteerCenterId} = ${centerId} and ${roles.name} = 'volunteer')`,
            ),
          ),
      ),
    ]);
  return {
    pendingOrganizations: pendingCount,
    pendingOrganizationList: pending.map((o) => ({ id: o.id, name: o.name, createdAt: isoOf(o.createdAt) })),
    expiringVacancies: expiringCount,
    expiringVacancyList: expiring.map((v) => ({
      id: v.id,
      title: v.title,
      organizationName: v.organizationName,
      expiresAt: isoOf(v.expiresAt as Date),
    })),
    unansweredApplications: unansweredCount,
    unansweredApplicationList: unanswered.map(applicationItem),
    recentOrganizations,
    recentVolunteers,
  };
}

/** An organization superuser: their organizations' published vacancies and the new applications to them. */
export async function organizationSection(db: Executor, o: Scope & { organizationIds: number[] }): Promise<DashboardOrganizationSection> {
  const ids = o.organizationIds.length ? o.organizationIds : [0];
  const [[open], perVacancy] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(vacancies)
      .where(and(eq(vacancies.volunteerCenterId, o.centerId), inArray(vacancies.organizationId, ids), eq(vacancies.status, 'published'))),
    db
      .select({
        id: vacancies.id,
        title: vacancies.title,
        n: sql<number>`count(*)`.mapWith(Number),
        total: sql<number>`sum(count(*)) over ()`.mapWith(Number),
      })
      .from(applications)
      .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
      .where(
        and(
          eq(applications.volunteerCenterId, o.centerId),
          eq(vacancies.volunteerCenterId, o.centerId),
          inArray(vacancies.organizationId, ids),
          isNotNull(applications.confirmedAt),
          isNew,
        ),
      )
      .groupBy(vacancies.id, vacancies.title)
      .orderBy(desc(sql`count(*)`), asc(vacancies.id))
      .limit(DASHBOARD_LIST_SIZE),
  ]);
  return {
    openVacancies: open?.n ?? 0,
    newApplications: totalOf(perVacancy),
    vacanciesWithNewApplications: perVacancy.map((v) => ({ id: v.id, title: v.title, newApplications: v.n })),
  };
}

/** A volunteer or student: their own applications, and the newest public vacancies they have not applied to. */
export async function volunteerSection(db: Executor, o: Scope & { userId: number }): Promise<DashboardVolunteerSection> {
  const own = and(eq(applications.volunteerCenterId, o.centerId), eq(applications.userId, o.userId), isNotNull(applications.confirmedAt));
  const [byState, recent, suggested] = await Promise.all([
    db
      .select({ state: stateSql, n: sql<number>`count(*)`.mapWith(Number) })
      .from(applications)
      .where(own)
      .groupBy(stateSql),
    db
      .select(applicationItemSelection)
      .from(applications)
      .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
      .where(own)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(DASHBOARD_LIST_SIZE),
    db
      .select({ id: vacancies.id, title: vacancies.title, organizationName: organizations.name, publishedAt: vacancies.publishedAt })
      .from(vacancies)
      .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
      .where(
        and(
          ...publicVacancyConditions(o.centerId, o.now),
          notExists(
            db
              .select({ one: sql`1` })
              .from(applications)
              .where(and(eq(applications.vacancyId, vacancies.id), eq(applications.userId, o.userId))),
          ),
        ),
      )
      .orderBy(sql`${vacancies.publishedAt} desc nulls last`, desc(vacancies.id))
      .limit(DASHBOARD_LIST_SIZE),
  ]);
  return {
    applications: stateCounts(byState),
    recentApplications: recent.map(applicationItem),
    suggestedVacancies: suggested.map((v) => ({ ...v, publishedAt: iso(v.publishedAt) })),
  };
}

/** A mentor: the applications of their students (docs/domain.md#roles), read-only. */
export async function mentorSection(db: Executor, o: Scope & { userId: number }): Promise<DashboardMentorSection> {
  const ofStudents = and(
    eq(applications.volunteerCenterId, o.centerId),
    isNotNull(applications.confirmedAt),
    eq(applicantUsers.mentorId, o.userId),
    eq(applicantUsers.volunteerCenterId, o.centerId),
  );
  const [[students], byState, recent] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(and(eq(users.volunteerCenterId, o.centerId), eq(users.mentorId, o.userId), ne(users.status, 'archived'))),
    db
      .select({ state: stateSql, n: sql<number>`count(*)`.mapWith(Number) })
      .from(applications)
      .innerJoin(applicantUsers, eq(applicantUsers.id, applications.userId))
      .where(ofStudents)
      .groupBy(stateSql),
    db
      .select(applicationItemSelection)
      .from(applications)
      .innerJoin(applicantUsers, eq(applicantUsers.id, applications.userId))
      .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
      .where(ofStudents)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(DASHBOARD_LIST_SIZE),
  ]);
  return { students: students?.n ?? 0, applications: stateCounts(byState), recentApplications: recent.map(applicationItem) };
}

/** Whoever edits pages: the unpublished drafts and the pages changed recently (news and stories included). */
export async function contentSection(db: Executor, { centerId, now }: Scope): Promise<DashboardContentSection> {
  const ofCenter = and(eq(pages.volunteerCenterId, centerId), isNull(pages.deletedAt));
  const pageSelection = {
    id: pages.id,
    title: pages.title,
    pageType: pages.pageType,
    locale: pages.locale,
    isPublished: pages.isPublished,
    updatedAt: pages.updatedAt,
    total: windowTotal,
  };
  const [drafts, changed] = await Promise.all([
    db
      .select(pageSelection)
      .from(pages)
      .where(and(ofCenter, eq(pages.isPublished, false)))
      .orderBy(desc(pages.updatedAt), desc(pages.id))
      .limit(DASHBOARD_LIST_SIZE),
    db
      .select(pageSelection)
      .from(pages)
      .where(and(ofCenter, gte(pages.updatedAt, daysFrom(now, -RECENTLY_CHANGED_DAYS))))
      .orderBy(desc(pages.updatedAt), desc(pages.id))
      .limit(DASHBOARD_LIST_SIZE),
  ]);
  return {
    drafts: totalOf(drafts),
    draftList: drafts.map((p) => ({ id: p.id, title: p.title, pageType: p.pageType, locale: p.locale, updatedAt: isoOf(p.updatedAt) })),
    recentlyChanged: totalOf(changed),
    recentlyChangedList: changed.map((p) => ({
      id: p.id,
      title: p.title,
      pageType: p.pageType,
      locale: p.locale,
      isPublished: p.isPublished,
      updatedAt: isoOf(p.updatedAt),
    })),
  };
}

/**
 * Approved hours per organization and month (docs/domain.md#hours, "Totals elsewhere"): the last HOURS_MONTHS
 * calendar months in the center's time zone, for the whole center (`organizationIds` null, center staff) or the given
 * organizations. One aggregate query, scoped to the center in its WHERE, returns a row per organization and month
 * that has approved hours (so at most HOURS_MONTHS rows per organization of the center), ranked by the organization's
 * total; the first HOURS_ORGANIZATIONS are listed and every row counts towards the totals.
 */
export async function hoursSection(db: Executor, o: Scope & { organizationIds: number[] | null }): Promise<DashboardHoursSection> {
  const months = hoursMonths(todayIn(o.now));
  const month = sql<string>`to_char(${hourEntries.workedOn}, 'YYYY-MM')`;
  const organizationMinutes = sql<number>`sum(sum(${hourEntries.minutes})) over (partition by ${hourEntries.organizationId})`.mapWith(
    Number,
  );
  const rows = await db
    .select({
      id: hourEntries.organizationId,
      name: organizations.name,
      month,
      minutes: sql<number>`sum(${hourEntries.minutes})`.mapWith(Number),
      organizationMinutes,
    })
    .from(hourEntries)
    .innerJoin(organizations, eq(organizations.id, hourEntries.organizationId))
    .where(
      and(
        eq(hourEntries.volunteerCenterId, o.centerId),
        eq(hourEntries.status, 'approved'),
        gte(hourEntries.workedOn, `${months[0]}-01`),
        lt(hourEntries.workedOn, dayAfterMonth(months[months.length - 1]!)),
        o.organizationIds ? inArray(hourEntries.organizationId, o.organizationIds.length ? o.organizationIds : [0]) : undefined,
      ),
    )
    .groupBy(hourEntries.organizationId, organizations.name, month)
    .orderBy(desc(organizationMinutes), asc(hourEntries.organizationId), asc(month));

  const perMonth = () => new Map(months.map((m) => [m, 0]));
  const listOf = (byMonth: Map<string, number>) => months.map((m) => ({ month: m, minutes: byMonth.get(m) ?? 0 }));
  const totals = perMonth();
  const byOrganization = new Map<number, { name: string; minutes: number; months: Map<string, number> }>();
  for (const row of rows) {
    totals.set(row.month, (totals.get(row.month) ?? 0) + row.minutes);
    let organization = byOrganization.get(row.id);
    if (!organization)
      byOrganization.set(row.id, (organization = { name: row.name, minutes: row.organizationMinutes, months: perMonth() }));
    organization.months.set(row.month, row.minutes);
  }
  // Map keeps the query's order: the most minutes first, then the lower id.
  const listed = [...byOrganization].slice(0, HOURS_ORGANIZATIONS);
  return {
    months,
    organizations: listed.map(([id, v]) => ({ id, name: v.name, minutes: v.minutes, months: listOf(v.months) })),
    organizationCount: byOrganization.size,
    monthTotals: listOf(totals),
    totalMinutes: [...totals.values()].reduce((sum, n) => sum + n, 0),
  };
}

async function unreadNotifications(db: Executor, o: Scope & { userId: number }): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(notifications)
    .where(and(eq(notifications.volunteerCenterId, o.centerId), eq(notifications.userId, o.userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Every section the person sees, computed side by side. */
export async function loadDashboard(
  db: Executor,
  o: Scope & {
    userId: number;
    sections: DashboardSection[];
    organizationIds: number[];
    /** Whose hours the hours section counts: null for the whole center; none when not given. */
    hoursOrganizationIds?: number[] | null;
  },
): Promise<DashboardAttributes> {
  const wants = (section: DashboardSection) => o.sections.includes(section);
  const [center, organization, hours, volunteer, mentor, content, unread] = await Promise.all([
    wants('center') ? centerSection(db, o) : null,
    wants('organization') ? organizationSection(db, o) : null,
    wants('hours') ? hoursSection(db, { ...o, organizationIds: o.hoursOrganizationIds === undefined ? [] : o.hoursOrganizationIds }) : null,
    wants('volunteer') ? volunteerSection(db, o) : null,
    wants('mentor') ? mentorSection(db, o) : null,
    wants('content') ? contentSection(db, o) : null,
    wants('notifications') ? unreadNotifications(db, o) : null,
  ]);
  return {
    sections: o.sections,
    center,
    organization,
    hours,
    volunteer,
    mentor,
    content,
    notifications: unread === null ? null : { unread },
    countedAt: o.now.toISOString(),
  };
}
