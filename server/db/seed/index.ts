/**
 * Seeds the demo data into an empty database (development only; production never seeds demo users).
 * Deterministic: the same rows in the same order on every fresh database.
 */
import { count } from 'drizzle-orm';
import type { PasswordHasher } from '../../auth/passwords';
import type { Database } from '../client';
import {
  activityTypes,
  addresses,
  memberships,
  nonProfitTypes,
  organizationProfiles,
  organizations,
  roles,
  users,
  volunteerCenterProfiles,
  volunteerCenters,
} from '../schema';
import { seedVacancies } from './vacancies';
import { seedApplications } from './applications';
import { seedContent } from './content';
import { seedForms } from './forms';
import { seedSocialMap } from './social-map';
import { seedSupport } from './support';
import { seedDashboardDemo } from './dashboard';
import { seedAnalyticsDemo } from './analytics';
import { seedShifts } from './shifts';
import { seedConversations } from './conversations';
import { seedNotificationTemplates } from './notification-templates';
import { seedVolunteerPool } from './volunteer-pool';
import { seedHours } from './hours';
import { ACTIVITY_TYPES, DEMO_CENTERS, DEMO_ORGANIZATIONS, DEMO_PASSWORD, DEMO_USERS, NON_PROFIT_TYPES } from './demo-data';

export async function seedIfEmpty(db: Database, hasher: PasswordHasher): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(volunteerCenters);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(db, hasher);
  return true;
}

export async function seedDemo(db: Database, hasher: PasswordHasher): Promise<void> {
  const passwordHash = await hasher.hash(DEMO_PASSWORD);
  const confirmedAt = new Date('2026-01-01T09:00:00Z');
  const demo = await db.transaction(async (tx) => {
    const centerIds = new Map<string, number>();
    /** Each center's own lists of the non-profit profile (docs/domain.md#social-map), in the constants' order. */
    const lists = new Map<number, { types: number[]; activities: number[] }>();
    for (const c of DEMO_CENTERS) {
      const [center] = await tx.insert(volunteerCenters).values({ slug: c.slug, tenantKey: c.tenantKey, name: c.name }).returning();
      if (!center) throw new Error('seed: center not inserted');
      centerIds.set(c.slug, center.id);
      const types = await tx
        .insert(nonProfitTypes)
        .values(NON_PROFIT_TYPES.map((t) => ({ ...t, volunteerCenterId: center.id })))
        .returning({ id: nonProfitTypes.id });
      const activities = await tx
        .insert(activityTypes)
        .values(ACTIVITY_TYPES.map((t) => ({ ...t, volunteerCenterId: center.id })))
        .returning({ id: activityTypes.id });
      lists.set(center.id, { types: types.map((t) => t.id), activities: activities.map((a) => a.id) });
      await tx.insert(volunteerCenterProfiles).values({
        volunteerCenterId: center.id,
        name: c.name,
        primaryColor: c.primaryColor,
        secondaryColor: c.secondaryColor,
        mutedColor: c.mutedColor,
        backgroundColor: '#ffffff',
        textColor: '#111827',
        website: `https://${c.slug}.example.org`,
        contactEmail: `info@${c.slug}.test`,
        footerColumn1Title: c.footer.col1[0],
        footerColumn1Content: c.footer.col1[1],
        footerColumn2Title: c.footer.col2[0],
        footerColumn2Content: c.footer.col2[1],
        footerColumn3Title: c.footer.col3[0],
        footerColumn3Content: c.footer.col3[1],
        showAnbiLogo: c.anbi,
        showNovLogo: c.nov,
        themeConfig: c.theme,
      });
    }

    const demoId = centerIds.get('demo');
    if (!demoId) throw new Error('seed: demo center missing');
    const demoLists = lists.get(demoId)!;
    const orgIds = new Map<string, number>();
    for (const [i, o] of DEMO_ORGANIZATIONS.entries()) {
      const [address] = await tx
        .insert(addresses)
        .values({
          street: 'Dorpsstraat',
          houseNumber: String(10 + i),
          postalCode: `12${34 + i} AB`,
          city: o.city,
          latitude: 52.1 + i / 100,
          longitude: 5.1 + i / 100,
        })
        .returning();
      const [org] = await tx
        .insert(organizations)
        .values({
          volunteerCenterId: demoId,
          organizationType: o.type,
          name: o.name,
          description: o.description,
          status: o.status,
          email: `info@${o.name.toLowerCase().replace(/[^a-z]+/g, '-')}.test`,
          website: `https://${o.name.toLowerCase().replace(/[^a-z]+/g, '-')}.example.org`,
          phoneNumber: `0${(301234500 + i).toString()}`,
          addressId: address?.id ?? null,
          denialReason: o.status === 'denied' ? 'Dagbesteding valt buiten het vrijwilligerswerk van de centrale.' : null,
          deletedAt: o.status === 'deleted' ? confirmedAt : null,
          createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        })
        .returning();
      if (!org) throw new Error('seed: organization not inserted');
      orgIds.set(o.name, org.id);
      // Every non-profit has a type and two activity types of the demo center's lists; the approved ones are on the map.
      if (o.type === 'NonProfit') {
        const { types, activities } = demoLists;
        await tx.insert(organizationProfiles).values({
          organizationId: org.id,
          nonProfitTypeId: types[i % types.length] ?? null,
          showOnSocialMap: o.status === 'approved',
          activityTypeIds: [activities[i % activities.length]!, activities[(i + 2) % activities.length]!],
        });
      }
    }

    const userIds = new Map<string, number>();
    for (const u of DEMO_USERS) {
      const [user] = await tx
        .insert(users)
        .values({
          volunteerCenterId: demoId,
          email: `${u.role}@demo.test`,
          firstName: u.firstName,
          lastName: u.lastName,
          passwordHash,
          status: 'active',
          signupMethod: 'imported',
          confirmedAt,
          acceptedTermsAt: confirmedAt,
          digestDays: u.role === 'volunteer' ? [1] : [],
        })
        .returning();
      if (!user) throw new Error('seed: user not inserted');
      userIds.set(u.role, user.id);
      const orgId = u.organization ? (orgIds.get(u.organization) ?? null) : null;
      if (orgId !== null) await tx.insert(memberships).values({ userId: user.id, organizationId: orgId });
      await tx.insert(roles).values({ userId: user.id, name: u.role, volunteerCenterId: demoId, organizationId: orgId });
    }
    const mentorId = userIds.get('mentor');
    const studentId = userIds.get('student');
    if (mentorId && studentId) {
      const { eq } = await import('drizzle-orm');
      await tx.update(users).set({ mentorId }).where(eq(users.id, studentId));
    }

    // One account in each other center: signing in with it on the demo site is "wrong center".
    for (const c of DEMO_CENTERS.filter((x) => x.slug !== 'demo')) {
      const centerId = centerIds.get(c.slug);
      if (!centerId) continue;
      const [staff] = await tx
        .insert(users)
        .values({
          volunteerCenterId: centerId,
          email: `center_superuser@${c.slug}.test`,
          firstName: 'Beheer',
          lastName: c.name,
          passwordHash,
          status: 'active',
          signupMethod: 'imported',
          confirmedAt,
        })
        .returning();
      if (staff) await tx.insert(roles).values({ userId: staff.id, name: 'center_superuser', volunteerCenterId: centerId });
    }
    const seeded = DEMO_CENTERS.flatMap((c) => (centerIds.has(c.slug) ? [{ ...c, id: centerIds.get(c.slug)! }] : []));
    // Before the content: the home page's BuilderForm block shows the center's market sign-up form.
    const owner = userIds.get('center_superuser');
    const marketForms = await seedForms(tx, seeded, new Map(owner ? [[demoId, owner]] : []));
    await seedContent(
      tx,
      seeded.map((c) => ({ ...c, formId: marketForms.get(c.id) ?? null })),
    );
    return { id: demoId, lists: demoLists };
  });
  await seedVacancies(db);
  await seedApplications(db);
  // After the vacancies, which go round the approved organizations: the municipality's organizations have none.
  await seedSocialMap(db, demo.id, demo.lists);
  await seedSupport(db);
  await seedDashboardDemo(db);
  await seedAnalyticsDemo(db);
  await seedShifts(db);
  await seedConversations(db);
  await seedNotificationTemplates(db);
  await seedVolunteerPool(db, passwordHash);
  await seedHours(db);
}
