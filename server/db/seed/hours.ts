/**
 * Demo hours (docs/domain.md#hours, #demo-data): the demo volunteer has hours waiting for the organization's approval
 * and one approved entry; the demo student (whose mentor is the demo mentor) has approved hours in this school year,
 * ready for the mentor to sign off, and last school year's hours already signed off. The organization is the one the
 * demo organization superuser manages, so its approval queue is not empty. Dates follow the day of seeding; seeding
 * again adds nothing.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { schoolYearOf, schoolYearRange } from '@/domain/hours';
import type { Database } from '../client';
import { hourEntries, hourSignOffs, roles, users, vacancies, volunteerCenters } from '../schema';

const DAY = 24 * 3600_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export async function seedHours(db: Database, now = new Date()): Promise<void> {
  const [center] = await db.select().from(volunteerCenters).where(eq(volunteerCenters.slug, 'demo'));
  if (!center) return;
  const [existing] = await db.select({ id: hourEntries.id }).from(hourEntries).where(eq(hourEntries.volunteerCenterId, center.id)).limit(1);
  if (existing) return;
  const people = await db
    .select({ id: users.id, email: users.email, mentorId: users.mentorId })
    .from(users)
    .where(inArray(users.email, ['volunteer@demo.test', 'student@demo.test', 'organization_superuser@demo.test']));
  const byEmail = new Map(people.map((p) => [p.email, p]));
  const volunteer = byEmail.get('volunteer@demo.test');
  const student = byEmail.get('student@demo.test');
  const reviewer = byEmail.get('organization_superuser@demo.test');
  if (!volunteer || !student || !reviewer) return;
  const [managed] = await db
    .select({ organizationId: roles.organizationId })
    .from(roles)
    .where(and(eq(roles.userId, reviewer.id), eq(roles.name, 'organization_superuser')))
    .orderBy(asc(roles.id))
    .limit(1);
  if (!managed?.organizationId) return;
  const [vacancy] = await db
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(and(eq(vacancies.organizationId, managed.organizationId), eq(vacancies.status, 'published')))
    .orderBy(asc(vacancies.id))
    .limit(1);

  const daysAgo = (n: number) => isoDay(new Date(now.getTime() - n * DAY));
  const base = { volunteerCenterId: center.id, organizationId: managed.organizationId, vacancyId: vacancy?.id ?? null };
  const approved = { status: 'approved', reviewedById: reviewer.id, reviewedAt: now };
  // Last school year: the day before this one began.
  const lastYearDay = isoDay(new Date(new Date(`${schoolYearRange(schoolYearOf(isoDay(now))).from}T12:00:00Z`).getTime() - 30 * DAY));
  await db.transaction(async (tx) => {
    await tx.insert(hourEntries).values([
      {
        ...base,
        userId: volunteer.id,
        workedOn: daysAgo(3),
        minutes: 180,
        note: 'Koffie geschonken bij de open dag',
        status: 'pending',
        recordedById: volunteer.id,
      },
      {
        ...base,
        userId: volunteer.id,
        workedOn: daysAgo(10),
        minutes: 150,
        note: 'Opbouw van de kraam',
        status: 'pending',
        recordedById: volunteer.id,
      },
      { ...base, userId: volunteer.id, workedOn: daysAgo(24), minutes: 240, note: null, recordedById: volunteer.id, ...approved },
      { ...base, userId: student.id, workedOn: daysAgo(5), minutes: 120, note: 'Voorlezen', recordedById: student.id, ...approved },
      { ...base, userId: student.id, workedOn: daysAgo(12), minutes: 180, note: 'Spelletjesmiddag', recordedById: student.id, ...approved },
      { ...base, userId: student.id, workedOn: daysAgo(19), minutes: 90, note: null, recordedById: student.id, ...approved },
      { ...base, userId: student.id, workedOn: daysAgo(1), minutes: 60, note: 'Opruimen', status: 'pending', recordedById: student.id },
      { ...base, userId: student.id, workedOn: lastYearDay, minutes: 300, note: 'Zomermarkt', recordedById: student.id, ...approved },
    ]);
    if (student.mentorId)
      await tx.insert(hourSignOffs).values({
        volunteerCenterId: center.id,
        studentId: student.id,
        mentorId: student.mentorId,
        schoolYear: schoolYearOf(lastYearDay),
        totalMinutes: 300,
        signedAt: new Date(`${lastYearDay}T15:00:00Z`),
      });
  });
}
