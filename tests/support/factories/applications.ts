/**
 * Application factories for API tests: rows inserted directly (no HTTP, no policies, no mails), and the
 * vacancies they need through the vacancy factory, so these tests do not depend on the vacancies API.
 */
import { eq } from 'drizzle-orm';
import { hashSecret } from '@/server/auth/tokens';
import * as schema from '@/server/db/schema';
import type { ApplicationStatus } from '@/domain/applications';
import type { Locale } from '@/domain/values';
import type { Database } from '@/server/db/client';
import { createCenter, createOrganization, createUser } from '../api';
import { createVacancy } from './vacancies';

type ApplicationRow = typeof schema.applications.$inferSelect;

export { createVacancy };

export interface ApplicationOverrides {
  centerId: number;
  vacancyId: number;
  /** A signed-in applicant; their name and address are copied unless given. */
  user?: { id: number; email: string; firstName: string; lastName: string; locale: Locale } | null;
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string | null;
  message?: string;
  locale?: Locale;
  status?: ApplicationStatus | null;
  withdrawn?: boolean;
  /** A guest's application waiting for its mailed link (the token, stored as its hash). */
  unconfirmedToken?: string;
  internalNote?: string | null;
  createdAt?: Date;
}

let seq = 0;

/** Inserts one application. Defaults: a confirmed, new guest application in Dutch. */
export async function createApplication(backend: { db: Database } | Database, attrs: ApplicationOverrides): Promise<ApplicationRow> {
  const db = 'db' in backend ? backend.db : backend;
  const n = ++seq;
  const now = new Date();
  const user = attrs.user ?? null;
  const [row] = await db
    .insert(schema.applications)
    .values({
      volunteerCenterId: attrs.centerId,
      vacancyId: attrs.vacancyId,
      userId: user?.id ?? null,
      firstName: attrs.firstName ?? user?.firstName ?? `Gast${n}`,
      lastName: attrs.lastName ?? user?.lastName ?? 'Aanmelder',
      email: attrs.email ?? user?.email ?? `guest-${n}@example.org`,
      phoneNumber: attrs.phoneNumber ?? '0612345678',
      message: attrs.message ?? `Ik help graag mee (${n}).`,
      locale: attrs.locale ?? user?.locale ?? 'nl',
      status: attrs.status ?? null,
      internalNote: attrs.internalNote ?? null,
      confirmationTokenHash: attrs.unconfirmedToken ? hashSecret(attrs.unconfirmedToken) : null,
      confirmedAt: attrs.unconfirmedToken ? null : now,
      decidedAt: attrs.status ? now : null,
      withdrawnAt: attrs.withdrawn ? now : null,
      createdAt: attrs.createdAt ?? now,
      updatedAt: attrs.createdAt ?? now,
    })
    .returning();
  if (!row) throw new Error('no application');
  return row;
}

/**
 * The cast most application tests need, in one center of the demo tenant, plus a second center: an approved
 * organization with a Dutch and an English superuser, a second organization with its own superuser, center
 * staff, two volunteers (one English), a mentor with a student, a content manager, and a published vacancy each.
 */
export async function applicationWorld(backend: { db: Database }) {
  const db = backend.db;
  const center = await createCenter(db, { tenantKey: 'demo' });
  const other = await createCenter(db, { tenantKey: 'demo' });
  const org = await createOrganization(db, center.id, { name: 'Stichting Buurtkracht' });
  const otherOrg = await createOrganization(db, center.id, { name: 'Sportclub Vooruit' });
  const school = await createOrganization(db, center.id, { name: 'Het Lyceum', organizationType: 'School' });
  const foreignOrg = await createOrganization(db, other.id, { name: 'Elders' });
  const u = (attrs: Parameters<typeof createUser>[2]) => createUser(db, center.id, attrs);
  const people = {
    superNl: await u({ role: 'organization_superuser', organizationId: org.id, firstName: 'Anna', locale: 'nl' }),
    superEn: await u({ role: 'organization_superuser', organizationId: org.id, firstName: 'Bob', locale: 'en' }),
    otherSuper: await u({ role: 'organization_superuser', organizationId: otherOrg.id, firstName: 'Carla' }),
    staff: await u({ role: 'center_superuser', firstName: 'Dirk' }),
    volunteer: await u({ role: 'volunteer', firstName: 'Eva', locale: 'nl' }),
    volunteerEn: await u({ role: 'volunteer', firstName: 'Frank', locale: 'en' }),
    mentor: await u({ role: 'mentor', organizationId: school.id, firstName: 'Gerda' }),
    contentManager: await u({ role: 'content_manager', firstName: 'Hans' }),
    foreignStaff: await createUser(db, other.id, { role: 'center_superuser', firstName: 'Ilse' }),
  };
  const student = await u({ role: 'student', organizationId: school.id, firstName: 'Joost' });
  await db.update(schema.users).set({ mentorId: people.mentor.id }).where(eq(schema.users.id, student.id));
  const vacancy = await createVacancy(db, { centerId: center.id, organizationId: org.id, title: 'Voorlezen in de bibliotheek' });
  const otherVacancy = await createVacancy(db, { centerId: center.id, organizationId: otherOrg.id, title: 'Trainer jeugd' });
  const foreignVacancy = await createVacancy(db, { centerId: other.id, organizationId: foreignOrg.id, title: 'Elders helpen' });
  return { center, other, org, otherOrg, school, foreignOrg, people: { ...people, student }, vacancy, otherVacancy, foreignVacancy };
}
