import type { VacancyAttributes } from '@/domain/vacancies';
import type { users, vacancies } from '../../db/schema';
import { ref, resource, type ResourceObject } from '../../jsonapi/document';

/** A vacancy as the services read it: without the search vector, with its organization's name. */
export type VacancyRecord = Omit<typeof vacancies.$inferSelect, 'searchVector'>;
export type VacancyRow = VacancyRecord & { organizationName: string; distanceKm?: number | null };
export type UserRow = typeof users.$inferSelect;

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
