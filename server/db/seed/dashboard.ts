/**
 * Demo data for the dashboard (docs/domain.md#dashboard), so every figure of the demo center's staff has something to
 * show: two published vacancies that expire within two weeks, a guest's application that has waited ten days for an
 * answer, and an unpublished draft page. Dates are relative to the seeding, like the demo applications. Idempotent:
 * nothing is added when the draft page exists already.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../client';
import { applications, contentBlocks, organizations, pages, vacancies, volunteerCenters } from '../schema';

const DAY = 24 * 3600_000;
const DRAFT_SLUG = 'vrijwilligersprijs-2027';

const EXPIRING = [
  {
    title: 'Gastvrouw of gastheer bij de kerstmarkt',
    text: 'Ontvang bezoekers van de kerstmarkt, wijs de weg en help bij de kraampjes. Twee dagdelen in december.',
    expiresInDays: 6,
  },
  {
    title: 'Begeleider wandelgroep voor ouderen',
    text: 'Loop elke woensdagochtend mee met een wandelgroep van ouderen uit de wijk en zorg voor een kop koffie na afloop.',
    expiresInDays: 12,
  },
];

export async function seedDashboardDemo(db: Executor, now = new Date()): Promise<void> {
  const [center] = await db.select().from(volunteerCenters).where(eq(volunteerCenters.slug, 'demo')).limit(1);
  if (!center) return;
  const [existing] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.volunteerCenterId, center.id), eq(pages.slug, DRAFT_SLUG)))
    .limit(1);
  if (existing) return;
  // Buurthuis De Linde: not the organization whose superuser the demo applications are for, so theirs stay as seeded.
  const [organization] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        eq(organizations.volunteerCenterId, center.id),
        eq(organizations.status, 'approved'),
        eq(organizations.name, 'Buurthuis De Linde'),
      ),
    )
    .orderBy(asc(organizations.id))
    .limit(1);
  if (!organization) return;
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const vacancyIds: number[] = [];
  for (const v of EXPIRING) {
    const [row] = await db
      .insert(vacancies)
      .values({
        volunteerCenterId: center.id,
        organizationId: organization.id,
        vacancyType: 'volunteering',
        status: 'published',
        title: v.title,
        description: `<p>${v.text}</p>`,
        descriptionText: v.text,
        publishedAt: at(-40),
        expiresAt: at(v.expiresInDays),
        createdAt: at(-40),
        updatedAt: at(-40),
      })
      .returning({ id: vacancies.id });
    if (row) vacancyIds.push(row.id);
  }
  if (vacancyIds[0])
    await db.insert(applications).values({
      volunteerCenterId: center.id,
      vacancyId: vacancyIds[0],
      firstName: 'Hanneke',
      lastName: 'de Wacht',
      email: 'hanneke.dewacht@example.org',
      phoneNumber: '0611122233',
      message: 'Ik sta al jaren op de kerstmarkt en help graag mee.',
      confirmedAt: at(-10),
      createdAt: at(-10),
      updatedAt: at(-10),
    });
  const [draft] = await db
    .insert(pages)
    .values({
      volunteerCenterId: center.id,
      locale: 'nl',
      pageType: 'default',
      pageLayout: 'wide',
      title: 'Vrijwilligersprijs 2027',
      slug: DRAFT_SLUG,
      isPublished: false,
      createdAt: at(-3),
      updatedAt: at(-2),
    })
    .returning({ id: pages.id });
  if (draft)
    await db.insert(contentBlocks).values({
      pageId: draft.id,
      blockType: 'Markdown',
      position: 0,
      settings: {
        markdown:
          'Draag vóór 1 maart een vrijwilliger voor wie jij een pluim verdient. De jury maakt de winnaars bekend op de vrijwilligersavond.',
      },
      createdAt: at(-3),
      updatedAt: at(-2),
    });
}
