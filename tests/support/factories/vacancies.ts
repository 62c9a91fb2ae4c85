/**
 * Vacancy factories for API tests: rows are inserted directly (no HTTP, no policies) so tests of other
 * resources (applications, the vacancy bank) can set up exactly the vacancies they need.
 */
import * as schema from '@/server/db/schema';
import type { ActivityFrequency, VacancyStatus, VacancyType } from '@/domain/vacancies';
import type { Database } from '@/server/db/client';

type VacancyRow = typeof schema.vacancies.$inferSelect;
type VacancyInsert = typeof schema.vacancies.$inferInsert;

export interface VacancyOverrides extends Partial<Omit<VacancyInsert, 'volunteerCenterId' | 'organizationId'>> {
  centerId: number;
  organizationId: number;
  status?: VacancyStatus;
  vacancyType?: VacancyType;
  activityFrequency?: ActivityFrequency | null;
}

let seq = 0;
const DAY = 24 * 3600_000;

/**
 * Inserts one vacancy. Defaults: a published volunteering vacancy that expires in 30 days.
 * `description_text` follows `description` (stripped of tags) unless given, as the service keeps it.
 */
export async function createVacancy(backend: { db: Database } | Database, attrs: VacancyOverrides): Promise<VacancyRow> {
  const db = 'db' in backend ? backend.db : backend;
  const { centerId, organizationId, ...overrides } = attrs;
  const n = ++seq;
  const now = Date.now();
  const status = overrides.status ?? 'published';
  const description = overrides.description ?? `<p>Beschrijving van vacature ${n}.</p>`;
  const [row] = await db
    .insert(schema.vacancies)
    .values({
      title: `Vacature ${n}`,
      vacancyType: 'volunteering',
      expiresAt: new Date(now + 30 * DAY),
      publishedAt: status === 'draft' ? null : new Date(now - DAY),
      ...overrides,
      status,
      description,
      descriptionText:
        overrides.descriptionText ??
        description
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      deletedAt: overrides.deletedAt ?? (status === 'deleted' ? new Date(now) : null),
      volunteerCenterId: centerId,
      organizationId,
    })
    .returning();
  if (!row) throw new Error('no vacancy');
  return row;
}

export const AGE_GROUP_FIXTURES = [
  { key: 'children', nameNl: 'Kinderen', nameEn: 'Children', position: 1 },
  { key: 'youth', nameNl: 'Jongeren', nameEn: 'Young people', position: 2 },
  { key: 'adults', nameNl: 'Volwassenen', nameEn: 'Adults', position: 3 },
  { key: 'seniors', nameNl: 'Ouderen', nameEn: 'Seniors', position: 4 },
];

/** Inserts the age group lookup (shared by all centers); idempotent, returns all rows by position. */
export async function createAgeGroups(backend: { db: Database } | Database) {
  const db = 'db' in backend ? backend.db : backend;
  await db.insert(schema.ageGroups).values(AGE_GROUP_FIXTURES).onConflictDoNothing();
  const rows = await db.select().from(schema.ageGroups);
  return rows.sort((a, b) => a.position - b.position || a.id - b.id);
}
