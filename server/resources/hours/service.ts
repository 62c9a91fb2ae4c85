/**
 * Hours of one center (docs/domain.md#hours): entries recorded by volunteers or following from shift attendance, the
 * organization's review, mentors' sign-offs and the totals of a certificate. Every query carries the center in its
 * own WHERE, so another center's entry, shift or student is not found. Shifts and sign-ups are read from their tables
 * (server/db/schema/shifts.ts) directly; the shifts resource owns everything else about them.
 */
import { localDate } from '@/domain/analytics';
import { aliasedTable, and, asc, count, desc, eq, gte, inArray, isNotNull, lte, or, sql, sum, type SQL } from 'drizzle-orm';
import { MAX_ENTRY_MINUTES, schoolYearRange, type HourEntryStatus, type HourListScope } from '@/domain/hours';
import type { Executor } from '../../db/client';
import {
  applications,
  hourEntries,
  hourSignOffs,
  organizations,
  shiftSignups,
  shifts,
  users,
  vacancies,
  volunteerCenterProfiles,
} from '../../db/schema';
import type { Translate } from '../../i18n';
import { ApiError, notFound } from '../../jsonapi/errors';

const volunteers = aliasedTable(users, 'volunteer');
const mentors = aliasedTable(users, 'mentor');

export interface EntryFilters {
  userId?: number;
  organizationId?: number;
  status?: HourEntryStatus;
  from?: string;
  to?: string;
}

const entryColumns = {
  id: hourEntries.id,
  volunteerCenterId: hourEntries.volunteerCenterId,
  userId: hourEntries.userId,
  userFirstName: volunteers.firstName,
  userLastName: volunteers.lastName,
  userMentorId: volunteers.mentorId,
  organizationId: hourEntries.organizationId,
  organizationName: organizations.name,
  vacancyId: hourEntries.vacancyId,
  vacancyTitle: vacancies.title,
  shiftId: hourEntries.shiftId,
  shiftSignupId: hourEntries.shiftSignupId,
  workedOn: hourEntries.workedOn,
  minutes: hourEntries.minutes,
  note: hourEntries.note,
  status: hourEntries.status,
  recordedById: hourEntries.recordedById,
  reviewedById: hourEntries.reviewedById,
  reviewedAt: hourEntries.reviewedAt,
  createdAt: hourEntries.createdAt,
  updatedAt: hourEntries.updatedAt,
};

export type HourEntryView = {
  [K in keyof typeof entryColumns]: (typeof entryColumns)[K]['_']['data'] | (K extends 'vacancyTitle' ? null : never);
};

const entryQuery = (db: Executor) =>
  db
    .select(entryColumns)
    .from(hourEntries)
    .innerJoin(volunteers, eq(volunteers.id, hourEntries.userId))
    .innerJoin(organizations, eq(organizations.id, hourEntries.organizationId))
    .leftJoin(vacancies, eq(vacancies.id, hourEntries.vacancyId));

/** The scope's OR of parts: own, reviewed organizations', the mentor's students'; null = everything of the center. */
function scopeCondition(scope: HourListScope<number>): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [eq(hourEntries.userId, scope.userId)];
  if (scope.organizationIds.length) parts.push(inArray(hourEntries.organizationId, scope.organizationIds));
  if (scope.mentorId !== null) parts.push(eq(volunteers.mentorId, scope.mentorId));
  return or(...parts);
}

function filterConditions(f: EntryFilters): SQL[] {
  const out: SQL[] = [];
  if (f.userId !== undefined) out.push(eq(hourEntries.userId, f.userId));
  if (f.organizationId !== undefined) out.push(eq(hourEntries.organizationId, f.organizationId));
  if (f.status) out.push(eq(hourEntries.status, f.status));
  if (f.from) out.push(gte(hourEntries.workedOn, f.from));
  if (f.to) out.push(lte(hourEntries.workedOn, f.to));
  return out;
}

export async function listEntries(
  db: Executor,
  centerId: number,
  scope: HourListScope<number>,
  filters: EntryFilters,
  page: { limit: number; offset: number; oldestFirst: boolean },
) {
  const where = and(eq(hourEntries.volunteerCenterId, centerId), scopeCondition(scope), ...filterConditions(filters));
  const order = page.oldestFirst ? [asc(hourEntries.workedOn), asc(hourEntries.id)] : [desc(hourEntries.workedOn), desc(hourEntries.id)];
  const [rows, [totals]] = await Promise.all([
    entryQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count(), minutes: sum(hourEntries.minutes) })
      .from(hourEntries)
      .innerJoin(volunteers, eq(volunteers.id, hourEntries.userId))
      .where(where),
  ]);
  return { rows: rows as HourEntryView[], total: Number(totals?.n ?? 0), totalMinutes: Number(totals?.minutes ?? 0) };
}

export async function getEntryOrThrow(db: Executor, centerId: number, id: number): Promise<HourEntryView> {
  const [row] = await entryQuery(db).where(and(eq(hourEntries.id, id), eq(hourEntries.volunteerCenterId, centerId)));
  if (!row) throw notFound('hour entry');
  return row as HourEntryView;
}

/* ── Recording one's own hours ───────────────────────────────────────────────────────────────────────── */

/**
 * Where a volunteer may record hours (docs/domain.md#hours): vacancies they were accepted for, and vacancy shifts
 * they have a confirmed sign-up for; an organization when one of these is of it.
 */
export async function recordingOptions(db: Executor, centerId: number, userId: number, now: Date) {
  const accepted = await db
    .selectDistinct({
      vacancyId: vacancies.id,
      title: vacancies.title,
      organizationId: organizations.id,
      organizationName: organizations.name,
    })
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .where(
      and(
        eq(applications.volunteerCenterId, centerId),
        eq(applications.userId, userId),
        eq(applications.status, 'accepted'),
        sql`${applications.withdrawnAt} is null`,
      ),
    );
  const signedUp = await db
    .select({
      shiftId: shifts.id,
      startsAt: shifts.startsAt,
      endsAt: shifts.endsAt,
      signupId: shiftSignups.id,
      vacancyId: vacancies.id,
      title: vacancies.title,
      organizationId: organizations.id,
      organizationName: organizations.name,
    })
    .from(shiftSignups)
    .innerJoin(shifts, eq(shifts.id, shiftSignups.shiftId))
    .innerJoin(vacancies, eq(vacancies.id, shifts.vacancyId))
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .where(
      and(
        eq(shiftSignups.volunteerCenterId, centerId),
        eq(shiftSignups.userId, userId),
        eq(shiftSignups.status, 'confirmed'),
        lte(shifts.startsAt, now),
      ),
    )
    .orderBy(desc(shifts.startsAt))
    .limit(200);
  const orgs = new Map<number, string>();
  const vacs = new Map<number, { id: number; title: string; organizationId: number }>();
  for (const r of [...accepted, ...signedUp]) {
    orgs.set(r.organizationId, r.organizationName);
    vacs.set(r.vacancyId, { id: r.vacancyId, title: r.title, organizationId: r.organizationId });
  }
  return {
    organizations: [...orgs].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    vacancies: [...vacs.values()].sort((a, b) => a.title.localeCompare(b.title)),
    shifts: signedUp.map((s) => ({
      id: s.shiftId,
      title: s.title,
      vacancyId: s.vacancyId,
      organizationId: s.organizationId,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
    })),
    _signups: new Map(signedUp.map((s) => [s.shiftId, s.signupId])),
  };
}

const notEligible = (t: Translate, pointer: string) =>
  new ApiError(422, { code: 'invalidAttribute', detail: t('hours.api.notEligible'), source: { pointer } });

export interface NewEntry {
  organizationId?: number;
  vacancyId?: number;
  shiftId?: number;
  workedOn: string;
  minutes: number;
  note?: string | null;
}

/** Today in the center's time zone (Europe/Amsterdam, like every date of the product). */
export const todayIn = (now: Date) => localDate(now);

export async function createEntry(db: Executor, centerId: number, userId: number, attrs: NewEntry, now: Date, t: Translate) {
  const targets = [attrs.organizationId, attrs.vacancyId, attrs.shiftId].filter((x) => x !== undefined).length;
  if (targets !== 1)
    throw new ApiError(422, {
      code: 'invalidAttribute',
      detail: t('hours.api.oneTarget'),
      source: { pointer: '/data/attributes/organization_id' },
    });
  if (attrs.workedOn > todayIn(now))
    throw new ApiError(422, { code: 'invalidAttribute', detail: t('hours.api.future'), source: { pointer: '/data/attributes/worked_on' } });
  const options = await recordingOptions(db, centerId, userId, now);
  let organizationId: number;
  let vacancyId: number | null = null;
  let shiftId: number | null = null;
  let shiftSignupId: number | null = null;
  if (attrs.shiftId !== undefined) {
    const shift = options.shifts.find((s) => s.id === attrs.shiftId);
    if (!shift) throw notEligible(t, '/data/attributes/shift_id');
    ({ organizationId, vacancyId } = shift);
    shiftId = shift.id;
    // The volunteer's own entry for a shift is tied to their sign-up, so recorded attendance updates it instead of
    // counting the same shift twice (hour_entries_signup_idx).
    shiftSignupId = options._signups.get(shift.id) ?? null;
  } else if (attrs.vacancyId !== undefined) {
    const vacancy = options.vacancies.find((v) => v.id === attrs.vacancyId);
    if (!vacancy) throw notEligible(t, '/data/attributes/vacancy_id');
    organizationId = vacancy.organizationId;
    vacancyId = vacancy.id;
  } else {
    if (!options.organizations.some((o) => o.id === attrs.organizationId)) throw notEligible(t, '/data/attributes/organization_id');
    organizationId = attrs.organizationId!;
  }
  const [row] = await db
    .insert(hourEntries)
    .values({
      volunteerCenterId: centerId,
      userId,
      organizationId,
      vacancyId,
      shiftId,
      shiftSignupId,
      workedOn: attrs.workedOn,
      minutes: attrs.minutes,
      note: attrs.note || null,
      status: 'pending',
      recordedById: userId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: hourEntries.id });
  if (!row)
    throw new ApiError(422, {
      code: 'invalidAttribute',
      detail: t('hours.api.shiftRecorded'),
      source: { pointer: '/data/attributes/shift_id' },
    });
  return getEntryOrThrow(db, centerId, row.id);
}

export async function updateOwnEntry(
  db: Executor,
  entry: HourEntryView,
  attrs: { workedOn?: string; minutes?: number; note?: string | null },
  now: Date,
  t: Translate,
) {
  if (attrs.workedOn && attrs.workedOn > todayIn(now))
    throw new ApiError(422, { code: 'invalidAttribute', detail: t('hours.api.future'), source: { pointer: '/data/attributes/worked_on' } });
  await db
    .update(hourEntries)
    .set({
      ...(attrs.workedOn !== undefined ? { workedOn: attrs.workedOn } : {}),
      ...(attrs.minutes !== undefined ? { minutes: attrs.minutes } : {}),
      ...(attrs.note !== undefined ? { note: attrs.note || null } : {}),
      updatedAt: now,
    })
    // Still pending in the same statement: a review that landed meanwhile wins (docs/domain.md#hours).
    .where(and(eq(hourEntries.id, entry.id), eq(hourEntries.status, 'pending')));
  return getEntryOrThrow(db, entry.volunteerCenterId, entry.id);
}

export async function reviewEntry(
  db: Executor,
  entry: HourEntryView,
  attrs: { status?: 'approved' | 'rejected'; minutes?: number },
  reviewerId: number,
  now: Date,
) {
  await db
    .update(hourEntries)
    .set({
      ...(attrs.status ? { status: attrs.status } : {}),
      ...(attrs.minutes !== undefined ? { minutes: attrs.minutes } : {}),
      reviewedById: reviewerId,
      reviewedAt: now,
      updatedAt: now,
    })
    .where(eq(hourEntries.id, entry.id));
  return getEntryOrThrow(db, entry.volunteerCenterId, entry.id);
}

export async function deleteEntry(db: Executor, entry: HourEntryView) {
  await db.delete(hourEntries).where(and(eq(hourEntries.id, entry.id), eq(hourEntries.status, 'pending')));
}

/* ── Attendance on a shift ───────────────────────────────────────────────────────────────────────────── */

export async function getShiftOrThrow(db: Executor, centerId: number, id: number) {
  const [row] = await db
    .select({
      id: shifts.id,
      vacancyId: shifts.vacancyId,
      workshopId: shifts.workshopId,
      startsAt: shifts.startsAt,
      endsAt: shifts.endsAt,
      status: shifts.status,
      organizationId: vacancies.organizationId,
      title: vacancies.title,
    })
    .from(shifts)
    .leftJoin(vacancies, eq(vacancies.id, shifts.vacancyId))
    .where(and(eq(shifts.id, id), eq(shifts.volunteerCenterId, centerId)));
  if (!row) throw notFound('shift');
  return row;
}

export type ShiftRow = Awaited<ReturnType<typeof getShiftOrThrow>>;

/** A shift's length in whole minutes, at most a day: the default of attendance hours. */
export const shiftMinutes = (shift: { startsAt: Date; endsAt: Date }) =>
  Math.min(MAX_ENTRY_MINUTES, Math.max(1, Math.round((shift.endsAt.getTime() - shift.startsAt.getTime()) / 60_000)));

/** The confirmed sign-ups of a shift with their attendance and the minutes of their hour entry. */
export async function attendanceOf(db: Executor, centerId: number, shiftId: number) {
  return db
    .select({
      signupId: shiftSignups.id,
      userId: shiftSignups.userId,
      firstName: shiftSignups.firstName,
      lastName: shiftSignups.lastName,
      attended: shiftSignups.attended,
      hourEntryId: hourEntries.id,
      minutes: hourEntries.minutes,
      hourStatus: hourEntries.status,
    })
    .from(shiftSignups)
    .leftJoin(hourEntries, eq(hourEntries.shiftSignupId, shiftSignups.id))
    .where(and(eq(shiftSignups.volunteerCenterId, centerId), eq(shiftSignups.shiftId, shiftId), eq(shiftSignups.status, 'confirmed')))
    .orderBy(asc(shiftSignups.lastName), asc(shiftSignups.firstName), asc(shiftSignups.id));
}

export interface AttendanceItem {
  signupId: number;
  attended: boolean;
  minutes?: number;
}

/**
 * Records attendance (docs/domain.md#hours): each sign-up's `attended`; for a volunteer with an account who came,
 * an approved entry of the given minutes (default: the shift's length), replacing what they recorded themselves for
 * that sign-up; for one who did not come, their entry of that sign-up is rejected. Workshops have no organization,
 * so their attendance makes no hours. One transaction: a refused item changes nothing.
 */
export async function recordAttendance(
  db: Executor,
  centerId: number,
  shift: ShiftRow,
  items: AttendanceItem[],
  reviewerId: number,
  now: Date,
  t: Translate,
) {
  const ids = items.map((i) => i.signupId);
  const signups = ids.length
    ? await db
        .select({ id: shiftSignups.id, userId: shiftSignups.userId })
        .from(shiftSignups)
        .where(
          and(
            eq(shiftSignups.volunteerCenterId, centerId),
            eq(shiftSignups.shiftId, shift.id),
            eq(shiftSignups.status, 'confirmed'),
            inArray(shiftSignups.id, ids),
          ),
        )
    : [];
  const byId = new Map(signups.map((s) => [s.id, s]));
  items.forEach((item, i) => {
    if (!byId.has(item.signupId))
      throw new ApiError(422, {
        code: 'invalidAttribute',
        detail: t('hours.api.unknownSignup'),
        source: { pointer: `/data/${i}/signup_id` },
      });
  });
  const workedOn = todayIn(shift.startsAt);
  const run = async (tx: Executor) => {
    for (const item of items) {
      const signup = byId.get(item.signupId)!;
      await tx.update(shiftSignups).set({ attended: item.attended, updatedAt: now }).where(eq(shiftSignups.id, signup.id));
      if (shift.organizationId === null || signup.userId === null) continue;
      if (item.attended) {
        const minutes = item.minutes ?? shiftMinutes(shift);
        await tx
          .insert(hourEntries)
          .values({
            volunteerCenterId: centerId,
            userId: signup.userId,
            organizationId: shift.organizationId,
            vacancyId: shift.vacancyId,
            shiftId: shift.id,
            shiftSignupId: signup.id,
            workedOn,
            minutes,
            status: 'approved',
            recordedById: reviewerId,
            reviewedById: reviewerId,
            reviewedAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: hourEntries.shiftSignupId,
            targetWhere: isNotNull(hourEntries.shiftSignupId),
            set: { minutes, status: 'approved', workedOn, reviewedById: reviewerId, reviewedAt: now, updatedAt: now },
          });
      } else {
        await tx
          .update(hourEntries)
          .set({ status: 'rejected', reviewedById: reviewerId, reviewedAt: now, updatedAt: now })
          .where(and(eq(hourEntries.shiftSignupId, signup.id), eq(hourEntries.volunteerCenterId, centerId)));
      }
    }
  };
  await (db as { transaction: (fn: (tx: Executor) => Promise<void>) => Promise<void> }).transaction(run);
  return attendanceOf(db, centerId, shift.id);
}

/** Past shifts (the last 90 days) of the organizations' vacancies (all of the center's: null) that have confirmed sign-ups. */
export async function shiftsForAttendance(db: Executor, centerId: number, organizationIds: number[] | null, now: Date) {
  if (organizationIds && organizationIds.length === 0) return [];
  const since = new Date(now.getTime() - 90 * 24 * 3600_000);
  return db
    .select({
      id: shifts.id,
      vacancyId: shifts.vacancyId,
      title: vacancies.title,
      organizationId: vacancies.organizationId,
      startsAt: shifts.startsAt,
      endsAt: shifts.endsAt,
      confirmedCount: sql<number>`count(${shiftSignups.id})::int`,
      recordedCount: sql<number>`count(${shiftSignups.attended})::int`,
    })
    .from(shifts)
    .innerJoin(vacancies, eq(vacancies.id, shifts.vacancyId))
    .innerJoin(shiftSignups, and(eq(shiftSignups.shiftId, shifts.id), eq(shiftSignups.status, 'confirmed')))
    .where(
      and(
        eq(shifts.volunteerCenterId, centerId),
        eq(shifts.status, 'open'),
        lte(shifts.startsAt, now),
        gte(shifts.startsAt, since),
        organizationIds ? inArray(vacancies.organizationId, organizationIds) : undefined,
      ),
    )
    .groupBy(shifts.id, vacancies.id)
    .orderBy(desc(shifts.startsAt))
    .limit(100);
}

/* ── Mentors' sign-offs ──────────────────────────────────────────────────────────────────────────────── */

export async function getStudentOrNull(db: Executor, centerId: number, id: number) {
  const [row] = await db
    .select({ id: users.id, mentorId: users.mentorId, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, id), eq(users.volunteerCenterId, centerId)));
  return row ?? null;
}

/** Approved minutes of a user between two dates (inclusive), per organization. */
export async function approvedTotals(
  db: Executor,
  centerId: number,
  userId: number,
  range: { from?: string; to?: string; organizationId?: number },
) {
  return db
    .select({
      organizationId: organizations.id,
      organizationName: organizations.name,
      minutes: sql<number>`sum(${hourEntries.minutes})::int`,
    })
    .from(hourEntries)
    .innerJoin(organizations, eq(organizations.id, hourEntries.organizationId))
    .where(
      and(
        eq(hourEntries.volunteerCenterId, centerId),
        eq(hourEntries.userId, userId),
        eq(hourEntries.status, 'approved'),
        range.from ? gte(hourEntries.workedOn, range.from) : undefined,
        range.to ? lte(hourEntries.workedOn, range.to) : undefined,
        range.organizationId !== undefined ? eq(hourEntries.organizationId, range.organizationId) : undefined,
      ),
    )
    .groupBy(organizations.id)
    .orderBy(asc(organizations.name));
}

const signOffColumns = {
  id: hourSignOffs.id,
  studentId: hourSignOffs.studentId,
  studentFirstName: volunteers.firstName,
  studentLastName: volunteers.lastName,
  mentorId: hourSignOffs.mentorId,
  mentorFirstName: mentors.firstName,
  mentorLastName: mentors.lastName,
  schoolYear: hourSignOffs.schoolYear,
  totalMinutes: hourSignOffs.totalMinutes,
  note: hourSignOffs.note,
  signedAt: hourSignOffs.signedAt,
};

export interface SignOffView {
  id: number;
  studentId: number;
  studentFirstName: string;
  studentLastName: string;
  mentorId: number | null;
  mentorFirstName: string | null;
  mentorLastName: string | null;
  schoolYear: string;
  totalMinutes: number;
  note: string | null;
  signedAt: Date;
}

/** The center's branding for the certificate: its profile's name, primary color and logo. */
export async function branding(db: Executor, centerId: number) {
  const [row] = await db
    .select({
      name: volunteerCenterProfiles.name,
      primaryColor: volunteerCenterProfiles.primaryColor,
      logoUrl: volunteerCenterProfiles.websiteLogoUrl,
    })
    .from(volunteerCenterProfiles)
    .where(eq(volunteerCenterProfiles.volunteerCenterId, centerId));
  return row ?? null;
}

/** Sign-offs: a student's own, a mentor's students', the whole center for staff (`scope.all`). */
export async function listSignOffs(
  db: Executor,
  centerId: number,
  scope: { all: boolean; userId: number; mentorId: number | null },
  filters: { studentId?: number; schoolYear?: string },
  page: { limit: number; offset: number },
): Promise<{ rows: SignOffView[]; total: number }> {
  const own = [eq(hourSignOffs.studentId, scope.userId)];
  if (scope.mentorId !== null) own.push(eq(volunteers.mentorId, scope.mentorId));
  const where = and(
    eq(hourSignOffs.volunteerCenterId, centerId),
    scope.all ? undefined : or(...own),
    filters.studentId !== undefined ? eq(hourSignOffs.studentId, filters.studentId) : undefined,
    filters.schoolYear ? eq(hourSignOffs.schoolYear, filters.schoolYear) : undefined,
  );
  const base = () =>
    db
      .select(signOffColumns)
      .from(hourSignOffs)
      .innerJoin(volunteers, eq(volunteers.id, hourSignOffs.studentId))
      .leftJoin(mentors, eq(mentors.id, hourSignOffs.mentorId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(hourSignOffs.schoolYear), asc(volunteers.lastName), asc(hourSignOffs.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(hourSignOffs).innerJoin(volunteers, eq(volunteers.id, hourSignOffs.studentId)).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * Signs off a student's school year with the approved total now. Signing again (more hours were approved since)
 * replaces the total and the time: one sign-off per student and year (hour_sign_offs_student_year_idx).
 */
export async function signOff(
  db: Executor,
  centerId: number,
  student: { id: number },
  mentorId: number,
  attrs: { schoolYear: string; note?: string | null },
  now: Date,
): Promise<SignOffView> {
  const range = schoolYearRange(attrs.schoolYear);
  const totals = await approvedTotals(db, centerId, student.id, range);
  const totalMinutes = totals.reduce((s, r) => s + Number(r.minutes), 0);
  const [row] = await db
    .insert(hourSignOffs)
    .values({
      volunteerCenterId: centerId,
      studentId: student.id,
      mentorId,
      schoolYear: attrs.schoolYear,
      totalMinutes,
      note: attrs.note || null,
      signedAt: now,
    })
    .onConflictDoUpdate({
      target: [hourSignOffs.studentId, hourSignOffs.schoolYear],
      set: { mentorId, totalMinutes, note: attrs.note || null, signedAt: now },
    })
    .returning({ id: hourSignOffs.id });
  const [view] = await db
    .select(signOffColumns)
    .from(hourSignOffs)
    .innerJoin(volunteers, eq(volunteers.id, hourSignOffs.studentId))
    .leftJoin(mentors, eq(mentors.id, hourSignOffs.mentorId))
    .where(and(eq(hourSignOffs.id, row!.id), eq(hourSignOffs.volunteerCenterId, centerId)));
  return view!;
}

/** A mentor's students with their approved and pending minutes in a school year and its sign-off, if any. */
export async function studentsOf(db: Executor, centerId: number, mentorId: number, schoolYear: string) {
  const range = schoolYearRange(schoolYear);
  const inYear = and(gte(hourEntries.workedOn, range.from), lte(hourEntries.workedOn, range.to));
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      approvedMinutes: sql<number>`coalesce(sum(${hourEntries.minutes}) filter (where ${hourEntries.status} = 'approved'), 0)::int`,
      pendingMinutes: sql<number>`coalesce(sum(${hourEntries.minutes}) filter (where ${hourEntries.status} = 'pending'), 0)::int`,
      signOffId: hourSignOffs.id,
      signedMinutes: hourSignOffs.totalMinutes,
      signedAt: hourSignOffs.signedAt,
    })
    .from(users)
    .leftJoin(hourEntries, and(eq(hourEntries.userId, users.id), eq(hourEntries.volunteerCenterId, centerId), inYear))
    .leftJoin(hourSignOffs, and(eq(hourSignOffs.studentId, users.id), eq(hourSignOffs.schoolYear, schoolYear)))
    .where(and(eq(users.volunteerCenterId, centerId), eq(users.mentorId, mentorId)))
    .groupBy(users.id, hourSignOffs.id)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(500);
}
