import type { VacancyAttributes } from '@/domain/vacancies';
import type { Locale } from '@/domain/values';
import type { ageGroups, users, vacancies } from '../../db/schema';
import { document, ref, resource, type ResourceObject } from '../../jsonapi/document';

/** A vacancy as the services read it: without the search vector, with its organization's name. */
export type VacancyRecord = Omit<typeof vacancies.$inferSelect, 'searchVector'>;
export type VacancyRow = VacancyRecord & { organizationName: string; distanceKm?: number | null };
export type UserRow = typeof users.$inferSelect;
export type AgeGroupRow = typeof ageGroups.$inferSelect;

export type VacancyResource = ResourceObject & { meta?: Record<string, unknown> };

const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);

/** Every attribute of domain/vacancies.ts, no other: `satisfies` makes a new field a compile error here until served. */
export function vacancyResource(v: VacancyRow): VacancyResource {
  const out: VacancyResource = resource({
    type: 'vacancies',
    id: v.id,
    attributes: {
      title: v.title,
      status: v.status,
      vacancyType: v.vacancyType,
      summary: v.summary,
      description: v.description,
      tags: v.tags,
      ageGroupIds: v.ageGroupIds,
      contactPersonId: v.contactPersonId,
      contactPhoneVisible: v.contactPhoneVisible,
      hoursPerWeek: v.hoursPerWeek,
      street: v.street,
      houseNumber: v.houseNumber,
      postalCode: v.postalCode,
      city: v.city,
      latitude: v.latitude,
      longitude: v.longitude,
      remote: v.remote,
      activityFrequency: v.activityFrequency,
      startsOn: v.startsOn,
      endsOn: v.endsOn,
      startTime: hhmm(v.startTime),
      endTime: hhmm(v.endTime),
      weekdays: v.weekdays,
      imageUrl: v.imageUrl,
      expiresAt: v.expiresAt,
      publishedAt: v.publishedAt,
      createdAt: v.createdAt,
      updatedAt: v.updatedAt,
      organizationId: v.organizationId,
      organizationName: v.organizationName,
    } satisfies VacancyAttributes,
    relationships: {
      organization: ref('organizations', v.organizationId),
      contactPerson: ref('users', v.contactPersonId),
    },
  });
  if (v.distanceKm !== undefined && v.distanceKm !== null) out.meta = { distance_km: Math.round(v.distanceKm * 10) / 10 };
  return out;
}

/**
 * The contact person as a vacancy shows them: name and e-mail address; the phone number only when the vacancy
 * says so (managers always see it, they edit the choice).
 */
export function contactPersonResource(user: UserRow, options: { phoneVisible: boolean }) {
  return resource({
    type: 'users',
    id: user.id,
    attributes: {
      firstName: user.firstName,
      lastName: user.lastName,
      fullName: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      phoneNumber: options.phoneVisible ? user.phoneNumber : null,
    },
  });
}

/** An age group, named in the request's language. */
interface AgeGroupAttributes {
  key: string;
  name: string;
  position: number;
}

/** GET /api/v1/age_groups: every age group in the order given, with their number as meta.total_count. */
export function ageGroupsDocument(rows: AgeGroupRow[], locale: Locale) {
  const data = rows.map((row) =>
    resource({
      type: 'age_groups',
      id: row.id,
      attributes: { key: row.key, name: locale === 'en' ? row.nameEn : row.nameNl, position: row.position } satisfies AgeGroupAttributes,
    }),
  );
  return document(data, { meta: { totalCount: data.length } });
}

/**
 * One page of GET /api/v1/public/sitemap/vacancies: a public vacancy's id and last change only, and the page's
 * place in the whole. No pagination links: they would carry page[size], which this endpoint fixes and parseQuery
 * caps lower.
 */
export function sitemapVacanciesDocument(rows: { id: number; updatedAt: Date }[], page: { number: number; size: number; total: number }) {
  return document(
    rows.map((r) =>
      resource({ type: 'vacancies', id: r.id, attributes: { updatedAt: r.updatedAt } satisfies Pick<VacancyAttributes, 'updatedAt'> }),
    ),
    {
      meta: {
        totalCount: page.total,
        page: { number: page.number, size: page.size, totalPages: Math.max(1, Math.ceil(page.total / page.size)) },
      },
    },
  );
}
