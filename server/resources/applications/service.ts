/**
 * Applications, always within one center: every query names the center in its own WHERE, so another center's
 * application (or vacancy) is simply not found. Guest applications stay out of every list until confirmed.
 */
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { applications, notifications, organizations, roles, users, vacancies } from '../../db/schema';
import { applicationState, type ApplicationState, type ApplicationStatus } from '@/domain/applications';
import type { Locale } from '@/domain/values';
import type { Translate } from '../../i18n';
import { ApiError, notFound } from '../../jsonapi/errors';
import type { ApplicationListScope } from '../../policies/applications';
import { isUniqueViolation } from '../current-user/account-service';
import type { ApplicationUpdate } from './schemas';
import type { ApplicationView } from './serializers';
import { assertTransition } from './transitions';

/** How long a guest's confirmation link works. */
export const CONFIRMATION_VALID_MS = 7 * 24 * 3600_000;

/** The applicant's account (absent for guests), for a mentor's view of their students. */
const applicantUsers = alias(users, 'applicant_users');

function viewQuery(db: Executor) {
  return db
    .select({
      application: applications,
      vacancyTitle: vacancies.title,
      organizationId: vacancies.organizationId,
      organizationName: organizations.name,
      applicantMentorId: applicantUsers.mentorId,
    })
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .leftJoin(applicantUsers, eq(applicantUsers.id, applications.userId));
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof viewQuery>['execute']>>[number];
const toView = (r: ViewRow): ApplicationView => ({
  ...r.application,
  vacancyTitle: r.vacancyTitle,
  organizationId: r.organizationId,
  organizationName: r.organizationName,
  applicantMentorId: r.applicantMentorId === null ? null : Number(r.applicantMentorId),
});

const STATE_CONDITIONS: Record<ApplicationState, SQL> = {
  new: and(isNull(applications.status), isNull(applications.withdrawnAt)) as SQL,
  accepted: and(eq(applications.status, 'accepted'), isNull(applications.withdrawnAt)) as SQL,
  rejected: and(eq(applications.status, 'rejected'), isNull(applications.withdrawnAt)) as SQL,
  withdrawn: isNotNull(applications.withdrawnAt),
};

const SORTS: Record<string, SQL | typeof applications.createdAt> = {
  createdAt: applications.createdAt,
  status: sql`coalesce(${applications.status}::text, '')`,
  name: sql`lower(${applications.lastName} || ' ' || ${applications.firstName})`,
  vacancyTitle: sql`lower(${vacancies.title})`,
};

export interface ListOptions {
  centerId: number;
  scope: ApplicationListScope;
  states?: ApplicationState[];
  vacancyId?: number;
  organizationId?: number;
  /** Only applications created before this instant (docs/domain.md#dashboard). */
  createdBefore?: Date;
  ids?: number[];
  /** Only for reading back one's own just-written row: guests' unconfirmed applications are otherwise invisible. */
  includeUnconfirmed?: boolean;
  sort: { field: string; direction: 'asc' | 'desc' }[];
  limit: number;
  offset: number;
}

function scopeCondition(scope: ApplicationListScope): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [eq(applications.userId, scope.userId)];
  if (scope.organizationIds.length) parts.push(inArray(vacancies.organizationId, scope.organizationIds));
  if (scope.mentorId !== null) parts.push(eq(applicantUsers.mentorId, scope.mentorId));
  return or(...parts);
}

export async function listApplications(db: Executor, o: ListOptions) {
  const where: (SQL | undefined)[] = [
    eq(applications.volunteerCenterId, o.centerId),
    o.includeUnconfirmed ? undefined : isNotNull(applications.confirmedAt),
    scopeCondition(o.scope),
  ];
  if (o.ids) where.push(inArray(applications.id, o.ids.length ? o.ids : [0]));
  if (o.states?.length) where.push(or(...o.states.map((s) => STATE_CONDITIONS[s])));
  if (o.vacancyId !== undefined) where.push(eq(applications.vacancyId, o.vacancyId));
  if (o.organizationId !== undefined) where.push(eq(vacancies.organizationId, o.organizationId));
  if (o.createdBefore) where.push(lt(applications.createdAt, o.createdBefore));
  const condition = and(...where);
  const order = o.sort.map((s) => {
    const column = SORTS[s.field] ?? applications.createdAt;
    return s.direction === 'desc' ? desc(column) : asc(column);
  });
  const [rows, [total]] = await Promise.all([
    viewQuery(db)
      .where(condition)
      .orderBy(...order, desc(applications.id))
      .limit(o.limit)
      .offset(o.offset),
    db
      .select({ n: count() })
      .from(applications)
      .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
      .leftJoin(applicantUsers, eq(applicantUsers.id, applications.userId))
      .where(condition),
  ]);
  return { rows: rows.map(toView), total: Number(total?.n ?? 0) };
}

/** A confirmed application of this center; unconfirmed guest applications do not exist yet for anyone. */
export async function getApplicationOrThrow(db: Executor, scope: { centerId: number; id: number }): Promise<ApplicationView> {
  const [row] = await viewQuery(db)
    .where(and(eq(applications.id, scope.id), eq(applications.volunteerCenterId, scope.centerId), isNotNull(applications.confirmedAt)))
    .limit(1);
  if (!row) throw notFound('application');
  return toView(row);
}

/**
 * The vacancy one may apply to: published, not expired, of an approved organization of this center. A vacancy
 * that is not public is not found; a public one that has closed since (filled, expired) is a 422.
 */
export async function openVacancyOrThrow(db: Executor, scope: { centerId: number; id: number; now: Date }, t: Translate) {
  const [row] = await db
    .select({ vacancy: vacancies, organization: organizations })
    .from(vacancies)
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .where(and(eq(vacancies.id, scope.id), eq(vacancies.volunteerCenterId, scope.centerId), isNull(vacancies.deletedAt)))
    .limit(1);
  if (!row || row.organization.status !== 'approved' || row.vacancy.status === 'draft' || row.vacancy.status === 'deleted')
    throw notFound('vacancy');
  const expired = row.vacancy.expiresAt !== null && row.vacancy.expiresAt <= scope.now;
  if (row.vacancy.status !== 'published' || expired)
    throw new ApiError(422, { code: 'invalidAttribute', detail: t('applicationApi.errors.vacancyClosed'), source: { pointer: '/data' } });
  return row;
}

/** Refuses a second open (not withdrawn, not rejected) application of the same person to the same vacancy. */
async function assertNoOpenApplication(
  db: Executor,
  o: { vacancyId: number; userId: number | null; email: string; exceptId?: number },
  t: Translate,
) {
  const person =
    o.userId === null
      ? sql`lower(${applications.email}) = lower(${o.email})`
      : or(eq(applications.userId, o.userId), sql`lower(${applications.email}) = lower(${o.email})`);
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.vacancyId, o.vacancyId),
        isNotNull(applications.confirmedAt),
        isNull(applications.withdrawnAt),
        or(isNull(applications.status), ne(applications.status, 'rejected')),
        person,
        o.exceptId === undefined ? undefined : ne(applications.id, o.exceptId),
      ),
    )
    .limit(1);
  if (row) throw alreadyApplied(t, o.userId === null ? '/data/attributes/email' : '/data');
}

function alreadyApplied(t: Translate, pointer: string) {
  return new ApiError(422, { code: 'invalidAttribute', detail: t('applicationApi.errors.alreadyApplied'), source: { pointer } });
}

/**
 * The check above reads before it writes, so two simultaneous requests can both pass it; the partial unique index
 * applications_one_open_idx then refuses the second, which gets the same answer as if the check had caught it.
 */
async function refusingDuplicates<T>(work: () => Promise<T>, t: Translate, pointer: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyApplied(t, pointer);
    throw error;
  }
}

export interface NewApplication {
  centerId: number;
  vacancyId: number;
  userId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  message: string;
  locale: Locale;
  /** Set for guests: the application waits for the mailed link. */
  confirmationTokenHash: string | null;
  now: Date;
}

export async function createApplication(db: Executor, input: NewApplication, t: Translate) {
  const pointer = input.userId === null ? '/data/attributes/email' : '/data';
  return refusingDuplicates(
    () =>
      db.transaction(async (tx) => {
        await assertNoOpenApplication(tx, { vacancyId: input.vacancyId, userId: input.userId, email: input.email }, t);
        const { centerId, now, ...fields } = input;
        const [row] = await tx
          .insert(applications)
          .values({
            ...fields,
            volunteerCenterId: centerId,
            confirmedAt: input.confirmationTokenHash ? null : now,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!row) throw new Error('application not inserted');
        if (row.confirmedAt) await notifyOrganization(tx, row.id);
        return row;
      }),
    t,
    pointer,
  );
}

/** A guest's link: confirms the application once, within its validity; the token is single-use. */
export async function confirmApplication(db: Executor, o: { centerId: number; tokenHash: string; now: Date }, t: Translate) {
  return refusingDuplicates(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(applications)
          .where(
            and(
              eq(applications.confirmationTokenHash, o.tokenHash),
              eq(applications.volunteerCenterId, o.centerId),
              isNull(applications.confirmedAt),
              gt(applications.createdAt, new Date(o.now.getTime() - CONFIRMATION_VALID_MS)),
            ),
          )
          .limit(1);
        if (!row) throw new ApiError(422, { code: 'invalidToken', source: { pointer: '/token' } });
        await assertNoOpenApplication(tx, { vacancyId: row.vacancyId, userId: null, email: row.email, exceptId: row.id }, t);
        await tx
          .update(applications)
          .set({ confirmedAt: o.now, confirmationTokenHash: null, updatedAt: o.now })
          .where(eq(applications.id, row.id));
        await notifyOrganization(tx, row.id);
        return row.id;
      }),
    t,
    '/data/attributes/email',
  );
}

/** The organization superusers of an organization who can still act on it (not archived), by address. */
export async function organizationSuperusers(db: Executor, organizationId: number) {
  const rows = await db
    .selectDistinct({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(roles)
    .innerJoin(users, eq(users.id, roles.userId))
    .where(and(eq(roles.organizationId, organizationId), eq(roles.name, 'organization_superuser'), ne(users.status, 'archived')));
  return rows.sort((a, b) => a.email.localeCompare(b.email));
}

/** One in-app notification per organization superuser; written in the same transaction as the confirmation. */
async function notifyOrganization(tx: Executor, applicationId: number) {
  const [row] = await viewQuery(tx).where(eq(applications.id, applicationId)).limit(1);
  if (!row) return;
  const app = toView(row);
  const recipients = await organizationSuperusers(tx, app.organizationId);
  if (!recipients.length) return;
  await tx.insert(notifications).values(
    recipients.map((r) => ({
      volunteerCenterId: app.volunteerCenterId,
      userId: r.id,
      kind: 'application_received',
      subjectType: 'applications',
      subjectId: app.id,
      data: {
        vacancyId: app.vacancyId,
        vacancyTitle: app.vacancyTitle,
        applicantName: `${app.firstName} ${app.lastName}`.trim(),
        organizationName: app.organizationName,
      },
    })),
  );
}

/** The organization's decision and note; returns the row before and after so the caller can mail a change. */
export async function updateApplication(
  db: Executor,
  o: { centerId: number; id: number; now: Date },
  attrs: ApplicationUpdate,
  t: Translate,
) {
  // Accepting a rejected application again while the same person has applied anew would make two open ones.
  return refusingDuplicates(
    () =>
      db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(applications)
          .where(and(eq(applications.id, o.id), eq(applications.volunteerCenterId, o.centerId)))
          .for('update')
          .limit(1);
        if (!before) throw notFound('application');
        const set: Partial<typeof applications.$inferInsert> = { updatedAt: o.now };
        if (attrs.status !== undefined && attrs.status !== before.status) {
          assertTransition(t, applicationState(before), attrs.status);
          set.status = attrs.status satisfies ApplicationStatus;
          set.decidedAt = o.now;
        } else if (attrs.status !== undefined) {
          // Repeating the status is a no-op, but not on a withdrawn application.
          assertTransition(t, applicationState(before), attrs.status);
        }
        if (attrs.internalNote !== undefined) set.internalNote = attrs.internalNote?.trim() || null;
        const [after] = await tx.update(applications).set(set).where(eq(applications.id, o.id)).returning();
        if (!after) throw notFound('application');
        return { before, after };
      }),
    t,
    '/data/attributes/status',
  );
}

export async function withdrawApplication(db: Executor, o: { centerId: number; id: number; now: Date }, t: Translate) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(applications)
      .where(and(eq(applications.id, o.id), eq(applications.volunteerCenterId, o.centerId)))
      .for('update')
      .limit(1);
    if (!before) throw notFound('application');
    assertTransition(t, applicationState(before), 'withdrawn');
    await tx.update(applications).set({ withdrawnAt: o.now, updatedAt: o.now }).where(eq(applications.id, o.id));
  });
}
