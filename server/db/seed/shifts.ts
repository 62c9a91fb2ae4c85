/**
 * Demo shifts and a workshop (docs/domain.md#shifts, #workshops, #demo-data): on an activity of an organization with
 * a demo superuser, three shifts in the coming weeks: one full, one full with a waitlist (the demo volunteer waiting
 * second), one with places left where the demo volunteer has a place; and a published workshop of the center with two
 * dates. Runs after the vacancies; the dates follow the day of seeding, the rest is fixed.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { roles, shiftSignups, shifts, users, vacancies, volunteerCenters, workshops } from '../schema';

const DAY = 24 * 3600_000;
const HOUR = 3600_000;

/** 10:00 Dutch time (winter: 09:00 UTC) `days` from today, a fixed hour so the demo reads naturally. */
function at(now: Date, days: number, utcHour: number): Date {
  const d = new Date(now.getTime() + days * DAY);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), utcHour));
}

const GUESTS = [
  ['Anouk', 'de Vries'],
  ['Bram', 'Jansen'],
  ['Chantal', 'Bakker'],
  ['Daan', 'Visser'],
  ['Esra', 'Yilmaz'],
  ['Finn', 'Smit'],
] as const;

export async function seedShifts(db: Database, now = new Date()): Promise<void> {
  const [center] = await db.select().from(volunteerCenters).where(eq(volunteerCenters.slug, 'demo'));
  if (!center) return;
  const managed = (
    await db
      .select({ id: roles.organizationId })
      .from(roles)
      .where(and(eq(roles.volunteerCenterId, center.id), eq(roles.name, 'organization_superuser')))
  ).flatMap((r) => (r.id === null ? [] : [r.id]));
  const activities = await db
    .select({ id: vacancies.id, organizationId: vacancies.organizationId, vacancyType: vacancies.vacancyType })
    .from(vacancies)
    .where(and(eq(vacancies.volunteerCenterId, center.id), eq(vacancies.status, 'published'), eq(vacancies.vacancyType, 'activity')))
    .orderBy(asc(vacancies.id));
  const activity = activities.find((v) => managed.includes(v.organizationId)) ?? activities[0];
  const [volunteer] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, locale: users.locale })
    .from(users)
    .where(inArray(users.email, ['volunteer@demo.test']));

  await db.transaction(async (tx) => {
    const guest = (i: number, shiftId: number, status: 'confirmed' | 'waitlisted', order: number) => {
      const [first, last] = GUESTS[i % GUESTS.length]!;
      const moment = new Date(now.getTime() - (10 - order) * HOUR);
      return {
        volunteerCenterId: center.id,
        shiftId,
        firstName: first,
        lastName: last,
        email: `${first.toLowerCase()}.${last.toLowerCase().replace(/\s+/g, '')}@example.org`,
        phoneNumber: '0612345678',
        status,
        confirmedAt: status === 'confirmed' ? moment : null,
        waitlistedAt: status === 'waitlisted' ? moment : null,
        createdAt: moment,
        updatedAt: moment,
      };
    };
    const person = (shiftId: number, status: 'confirmed' | 'waitlisted', order: number) => {
      const moment = new Date(now.getTime() - (10 - order) * HOUR);
      return {
        volunteerCenterId: center.id,
        shiftId,
        userId: volunteer!.id,
        firstName: volunteer!.firstName ?? '',
        lastName: volunteer!.lastName ?? '',
        email: volunteer!.email,
        locale: volunteer!.locale,
        status,
        confirmedAt: status === 'confirmed' ? moment : null,
        waitlistedAt: status === 'waitlisted' ? moment : null,
        createdAt: moment,
        updatedAt: moment,
      };
    };

    if (activity) {
      const [full, waitlist, open] = await tx
        .insert(shifts)
        .values(
          [
            { startsAt: at(now, 3, 9), endsAt: at(now, 3, 12), capacity: 3, place: 'Buurthuis De Linde, zaal 1' },
            { startsAt: at(now, 7, 9), endsAt: at(now, 7, 12), capacity: 2, place: 'Buurthuis De Linde, zaal 1' },
            {
              startsAt: at(now, 14, 13),
              endsAt: at(now, 14, 16),
              capacity: 6,
              place: 'Buurthuis De Linde, keuken',
              description: 'Middagdienst: opruimen en afwassen.',
            },
          ].map((s) => ({
            ...s,
            volunteerCenterId: center.id,
            vacancyId: activity.id,
            cancelCutoffHours: 24,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning();
      const rows: (typeof shiftSignups.$inferInsert)[] = [
        guest(0, full!.id, 'confirmed', 1),
        guest(1, full!.id, 'confirmed', 2),
        guest(2, full!.id, 'confirmed', 3),
        guest(3, waitlist!.id, 'confirmed', 1),
        guest(4, waitlist!.id, 'confirmed', 2),
        guest(5, waitlist!.id, 'waitlisted', 3),
        guest(0, open!.id, 'confirmed', 1),
      ];
      if (volunteer) rows.push(person(waitlist!.id, 'waitlisted', 4), person(open!.id, 'confirmed', 5));
      await tx.insert(shiftSignups).values(rows);
    }

    const [workshop] = await tx
      .insert(workshops)
      .values({
        volunteerCenterId: center.id,
        title: 'Training: in gesprek met nieuwe vrijwilligers',
        description:
          'Hoe heet je nieuwe vrijwilligers welkom, en hoe houd je ze vast? Een praktische training voor coördinatoren en vrijwilligers die anderen begeleiden. Met koffie en thee.',
        place: 'Vrijwilligerscentrale, Stationsplein 4',
        audience: 'everyone',
        status: 'published',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const dates = await tx
      .insert(shifts)
      .values(
        [
          { startsAt: at(now, 10, 18), endsAt: at(now, 10, 20) },
          { startsAt: at(now, 24, 9), endsAt: at(now, 24, 11) },
        ].map((d) => ({
          ...d,
          volunteerCenterId: center.id,
          workshopId: workshop!.id,
          capacity: 15,
          cancelCutoffHours: 48,
          place: workshop!.place,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning();
    if (volunteer) await tx.insert(shiftSignups).values(person(dates[0]!.id, 'confirmed', 6));
  });
}
