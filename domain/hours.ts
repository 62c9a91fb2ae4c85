/**
 * Hours (docs/domain.md#hours): a volunteer records the time they worked for an organization (per vacancy or shift),
 * or the organization records attendance on a shift and approved hours follow; the organization approves, rejects or
 * corrects. A student's mentor reads their students' hours and signs off the total of a school year. Minutes, never
 * fractional hours, so totals add up exactly. Generic over the id type (backend numbers, web strings).
 */
import { z } from 'zod';
import { hasRole, isCenterStaff, organizationsWithRole, type Holder, type Person } from './roles';
import { recordIdSchema } from './value-schemas';

export const HOUR_ENTRY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type HourEntryStatus = (typeof HOUR_ENTRY_STATUSES)[number];
/** What a reviewer sets: approve (possibly with corrected minutes) or reject. */
export const HOUR_REVIEW_STATUSES = ['approved', 'rejected'] as const;

/** One entry covers at most a day (the database's check `hour_entries_minutes_range`). */
export const MAX_ENTRY_MINUTES = 24 * 60;
export const MAX_HOUR_NOTE = 1000;

const minutesSchema = z.number().int().min(1).max(MAX_ENTRY_MINUTES);
const dateSchema = z.iso.date();

/**
 * A new entry by the volunteer: for exactly one of organization, vacancy or shift (the organization follows from the
 * vacancy or shift). Whether the volunteer may record for it is the service's check (docs/domain.md#hours).
 */
export const hourEntryCreateSchema = z
  .object({
    organizationId: recordIdSchema.optional(),
    vacancyId: recordIdSchema.optional(),
    shiftId: recordIdSchema.optional(),
    workedOn: dateSchema,
    minutes: minutesSchema,
    note: z.string().trim().max(MAX_HOUR_NOTE).nullish(),
  })
  .strict()
  .superRefine((v, ctx) => {
    const given = [v.organizationId, v.vacancyId, v.shiftId].filter((x) => x !== undefined).length;
    if (given !== 1) ctx.addIssue({ code: 'custom', path: ['organizationId'], message: 'hourApi.errors.oneTarget' });
  });

/**
 * A change: the volunteer's own pending entry (worked_on, minutes, note) or the organization's review (status, and
 * minutes to correct). Which part applies is decided by who asks (server/resources/hours/service.ts).
 */
export const hourEntryUpdateSchema = z
  .object({
    workedOn: dateSchema.optional(),
    minutes: minutesSchema.optional(),
    note: z.string().trim().max(MAX_HOUR_NOTE).nullish(),
    status: z.enum(HOUR_REVIEW_STATUSES).optional(),
  })
  .strict();

/** `2026-2027`: the school year from 1 August 2026 to 31 July 2027. */
export const SCHOOL_YEAR_PATTERN = /^(\d{4})-(\d{4})$/;

export const schoolYearSchema = z
  .string()
  .regex(SCHOOL_YEAR_PATTERN)
  .refine((v) => {
    const m = SCHOOL_YEAR_PATTERN.exec(v);
    return !!m && Number(m[2]) === Number(m[1]) + 1 && Number(m[1]) >= 2000 && Number(m[1]) < 2100;
  }, 'hourApi.errors.schoolYear');

/** The first and last day of a school year (inclusive), as ISO dates. */
export function schoolYearRange(year: string): { from: string; to: string } {
  const start = Number(year.slice(0, 4));
  return { from: `${start}-08-01`, to: `${start + 1}-07-31` };
}

/** The school year a date (ISO) falls in. */
export function schoolYearOf(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const start = month >= 8 ? year : year - 1;
  return `${start}-${start + 1}`;
}

export const hourSignOffCreateSchema = z
  .object({
    studentId: recordIdSchema,
    schoolYear: schoolYearSchema,
    note: z.string().trim().max(MAX_HOUR_NOTE).nullish(),
  })
  .strict();

/** Hours with up to two decimals for display: 90 minutes are 1.5 hours. */
export const minutesToHours = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;

/* Who may do what (docs/domain.md#hours, docs/authorization.md). */

/** An entry as the rules need it. */
export interface HourEntryAccess<Id = unknown> {
  userId: Id;
  organizationId: Id;
  /** The volunteer's mentor, when they are a student. */
  userMentorId: Id | null;
}

/** Which entries a list shows: the whole center, or the union of the parts. */
export interface HourListScope<Id = unknown> {
  all: boolean;
  userId: Id;
  /** Entries of these organizations (the viewer reviews them). */
  organizationIds: Id[];
  /** Entries of the students of this mentor. */
  mentorId: Id | null;
}

/** Organizations whose hours the holder reviews: those where they are organization superuser. */
export const reviewedOrganizations = <Id>(actor: Holder<Id>): Id[] => organizationsWithRole(actor, 'organization_superuser');

const isMentor = (actor: Holder): boolean => hasRole(actor, 'mentor');

export const hourListScope = <Id>(actor: Person<Id>): HourListScope<Id> => ({
  all: isCenterStaff(actor),
  userId: actor.id,
  organizationIds: reviewedOrganizations(actor),
  mentorId: isMentor(actor) ? actor.id : null,
});

export const mayReadHourEntry = <Id>(actor: Person<Id> | null | undefined, entry: HourEntryAccess<Id>): boolean =>
  !!actor &&
  (isCenterStaff(actor) ||
    entry.userId === actor.id ||
    reviewedOrganizations(actor).includes(entry.organizationId) ||
    (isMentor(actor) && entry.userMentorId === actor.id));

/** Approving, rejecting and correcting: the organization the hours were worked for (and the center). */
export const mayReviewHourEntry = <Id>(actor: Holder<Id>, entry: Pick<HourEntryAccess<Id>, 'organizationId'>): boolean =>
  isCenterStaff(actor) || reviewedOrganizations(actor).includes(entry.organizationId);

/** The volunteer changes or deletes their own entry while it waits for review. */
export const mayEditOwnHourEntry = <Id>(
  actor: Person<Id> | null | undefined,
  entry: Pick<HourEntryAccess<Id>, 'userId'> & { status: string },
): boolean => !!actor && entry.userId === actor.id && entry.status === 'pending';

/** Anyone signed in records their own hours (where they may is checked against applications and shifts). */
export const mayRecordHours = (actor: Holder): boolean => !!actor;

/** Whether the holder reviews hours at all: the organization queue on /uren. */
export const mayReviewHours = (actor: Holder): boolean => isCenterStaff(actor) || reviewedOrganizations(actor).length > 0;

/** Mentors sign off their own students' school years (the student's mentor link, docs/domain.md#hours). */
export const mayManageSignOffs = (actor: Holder): boolean => isMentor(actor);

export const maySignOff = <Id>(actor: Person<Id> | null | undefined, student: { mentorId: Id | null }): boolean =>
  !!actor && isMentor(actor) && student.mentorId === actor.id;

/** Who may list sign-offs: students their own, mentors their students', center staff all. */
export const mayListSignOffs = (actor: Holder): boolean => !!actor;

/** The /uren screen: everyone who can have, review or sign off hours; not those who only edit the center's content. */
export const mayOpenHours = (actor: Holder): boolean =>
  hasRole(actor, 'admin', 'center_superuser', 'organization_superuser', 'mentor', 'student', 'volunteer');
