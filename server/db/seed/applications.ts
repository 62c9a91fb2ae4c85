/**
 * Demo applications (docs/domain.md#demo-data): on the published vacancies of the demo center's organizations, one
 * application in each state (new, accepted, rejected, withdrawn) from the demo volunteer, the student and guests,
 * with the notifications the organization superuser would have received. Runs after the vacancies are seeded.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { applications, notifications, organizations, roles, users, vacancies, volunteerCenters } from '../schema';
import type { ApplicationStatus } from '@/domain/applications';
import type { Locale } from '@/domain/values';

interface DemoApplication {
  /** A demo account by role, or a guest. */
  applicant: 'volunteer' | 'student' | { firstName: string; lastName: string; email: string; phone: string };
  message: string;
  status?: ApplicationStatus;
  withdrawn?: boolean;
  internalNote?: string;
  locale?: Locale;
  daysAgo: number;
}

const DEMO_APPLICATIONS: DemoApplication[] = [
  { applicant: 'volunteer', message: 'Ik heb op dinsdagochtend tijd en rij graag.', daysAgo: 1 },
  {
    applicant: 'student',
    message: 'Voor mijn maatschappelijke stage wil ik graag meehelpen.',
    status: 'accepted',
    internalNote: 'Stagecontract via Demo College.',
    daysAgo: 6,
  },
  {
    applicant: { firstName: 'Gert', lastName: 'Gast', email: 'gert.gast@example.org', phone: '0612345678' },
    message: 'Ik ben met pensioen en wil graag iets voor de buurt doen.',
    status: 'rejected',
    internalNote: 'Geen beschikbaarheid op de gevraagde dagen.',
    daysAgo: 9,
  },
  {
    applicant: { firstName: 'Emily', lastName: 'Guest', email: 'emily.guest@example.org', phone: '0687654321' },
    message: 'I would love to help; I speak some Dutch.',
    locale: 'en',
    daysAgo: 2,
  },
  { applicant: 'volunteer', message: 'Ik wil ook graag koken.', withdrawn: true, daysAgo: 12 },
];

const DAY = 24 * 3600_000;

export async function seedApplications(db: Database, now = new Date()): Promise<void> {
  const [center] = await db.select().from(volunteerCenters).where(eq(volunteerCenters.slug, 'demo'));
  if (!center) return;
  const open = await db
    .select({ id: vacancies.id, title: vacancies.title, organizationId: vacancies.organizationId })
    .from(vacancies)
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .where(and(eq(vacancies.volunteerCenterId, center.id), eq(vacancies.status, 'published'), eq(organizations.status, 'approved')))
    .orderBy(asc(vacancies.id));
  if (!open.length) return;
  // Vacancies of organizations with a demo superuser, so organization_superuser@demo.test has applications to handle.
  const managed = new Set(
    (
      await db
        .select({ id: roles.organizationId })
        .from(roles)
        .where(and(eq(roles.volunteerCenterId, center.id), eq(roles.name, 'organization_superuser')))
    ).map((r) => r.id),
  );
  const pool = open.some((v) => managed.has(v.organizationId)) ? open.filter((v) => managed.has(v.organizationId)) : open;
  const accounts = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: users.phoneNumber,
      locale: users.locale,
    })
    .from(users)
    .where(inArray(users.email, ['volunteer@demo.test', 'student@demo.test']));
  const account = (role: 'volunteer' | 'student') => accounts.find((a) => a.email === `${role}@demo.test`);

  await db.transaction(async (tx) => {
    for (const [i, demo] of DEMO_APPLICATIONS.entries()) {
      const vacancy = pool[i % pool.length]!;
      const createdAt = new Date(now.getTime() - demo.daysAgo * DAY);
      const person = typeof demo.applicant === 'string' ? account(demo.applicant) : null;
      if (typeof demo.applicant === 'string' && !person) continue;
      const guest = typeof demo.applicant === 'string' ? null : demo.applicant;
      const [row] = await tx
        .insert(applications)
        .values({
          volunteerCenterId: center.id,
          vacancyId: vacancy.id,
          userId: person?.id ?? null,
          firstName: person?.firstName ?? guest!.firstName,
          lastName: person?.lastName ?? guest!.lastName,
          email: person?.email ?? guest!.email,
          phoneNumber: person?.phoneNumber ?? guest?.phone ?? null,
          message: demo.message,
          locale: demo.locale ?? person?.locale ?? 'nl',
          status: demo.status ?? null,
          internalNote: demo.internalNote ?? null,
          confirmedAt: createdAt,
          decidedAt: demo.status ? new Date(createdAt.getTime() + DAY) : null,
          withdrawnAt: demo.withdrawn ? new Date(createdAt.getTime() + DAY) : null,
          createdAt,
          updatedAt: createdAt,
        })
        .returning();
      if (!row) continue;
      const [organization] = await tx
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, vacancy.organizationId));
      const superusers = await tx
        .select({ id: roles.userId })
        .from(roles)
        .where(and(eq(roles.organizationId, vacancy.organizationId), eq(roles.name, 'organization_superuser')));
      if (superusers.length)
        await tx.insert(notifications).values(
          superusers.map((s) => ({
            volunteerCenterId: center.id,
            userId: s.id,
            kind: 'application_received',
            subjectType: 'applications',
            subjectId: row.id,
            data: {
              vacancyId: vacancy.id,
              vacancyTitle: vacancy.title,
              applicantName: `${row.firstName} ${row.lastName}`.trim(),
              organizationName: organization?.name ?? '',
            },
            // Older ones have been seen; the newest are still unread.
            readAt: demo.daysAgo > 3 ? new Date(createdAt.getTime() + DAY) : null,
            createdAt,
          })),
        );
    }
  });
}
