/**
 * A student's mentor (docs/api.md, "Mentors"): a mentor reads the applications and profiles of the students linked to
 * them, so the link may only name a user of the same center who is a mentor of a school organization in which the
 * student is a student. Anything else, another center's user included, is the same 422: which ids exist elsewhere
 * is not told.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { roles, users } from '../../db/schema';
import { ApiError } from '../../jsonapi/errors';

export const MENTOR_POINTER = '/data/attributes/mentor_id';

/** The school organizations in which `studentId` holds the student role and `mentorId` the mentor role. */
async function sharedSchools(db: Executor, centerId: number, studentId: number, mentorId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: roles.userId, name: roles.name, organizationId: roles.organizationId })
    .from(roles)
    .innerJoin(users, eq(users.id, roles.userId))
    .where(
      and(
        inArray(roles.userId, [studentId, mentorId]),
        inArray(roles.name, ['student', 'mentor']),
        eq(users.volunteerCenterId, centerId),
        eq(roles.volunteerCenterId, centerId),
      ),
    );
  const of = (userId: number, name: 'student' | 'mentor') =>
    new Set(rows.filter((r) => r.userId === userId && r.name === name && r.organizationId !== null).map((r) => r.organizationId as number));
  const mentorOf = of(mentorId, 'mentor');
  return [...of(studentId, 'student')].filter((id) => mentorOf.has(id));
}

/** Throws 422 on mentor_id unless `mentorId` may be the mentor of `studentId` in this center; null (unlinking) is always allowed. */
export async function assertMentor(
  db: Executor,
  scope: { centerId: number; studentId: number },
  mentorId: number | null | undefined,
): Promise<void> {
  if (mentorId === null || mentorId === undefined) return;
  const valid = mentorId !== scope.studentId && (await sharedSchools(db, scope.centerId, scope.studentId, mentorId)).length > 0;
  if (!valid) throw new ApiError(422, { code: 'invalidMentor', source: { pointer: MENTOR_POINTER } });
}
