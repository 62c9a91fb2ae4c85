/**
 * A vacancy as the admin screens read it from the API (JSON:API resource, camelCase), and the status rules they
 * offer: the transitions are domain/vacancies.ts's, the backend's own. The API decides, a refused change comes
 * back as a 422 and is shown as such.
 */
import { ACTIVITY_FREQUENCIES, isVacancyStatus, isVacancyType, type ActivityFrequency, type VacancyWire } from '@/domain/vacancies';
import type { Resource } from '@/lib/shared/api';

export {
  ACTIVITY_FREQUENCIES,
  isVacancyStatus,
  isVacancyType,
  VACANCY_STATUSES,
  VACANCY_TYPES,
  type VacancyStatus,
  WEEKDAYS,
} from '@/domain/vacancies';

export { nextVacancyStatuses as nextStatuses } from '@/domain/vacancies';

/**
 * The served attributes (domain/vacancies.ts) as the admin screens use them: without the map position, the
 * organization's id as the client's string, the creation time possibly unknown.
 */
export interface VacancyView extends Omit<VacancyWire, 'latitude' | 'longitude' | 'updatedAt' | 'organizationId' | 'createdAt'> {
  id: string;
  organizationId: string;
  createdAt: string | null;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const nums = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);

export function toVacancyView(data: unknown): VacancyView {
  const r = (data ?? {}) as Resource;
  const frequency = str(r.activityFrequency);
  return {
    id: String(r.id),
    title: str(r.title) ?? '',
    status: isVacancyStatus(r.status) ? r.status : 'draft',
    vacancyType: isVacancyType(r.vacancyType) ? r.vacancyType : 'volunteering',
    summary: str(r.summary),
    description: str(r.description),
    tags: Array.isArray(r.tags) ? r.tags.filter((t): t is string => typeof t === 'string') : [],
    ageGroupIds: nums(r.ageGroupIds),
    contactPersonId: num(r.contactPersonId),
    contactPhoneVisible: r.contactPhoneVisible === true,
    hoursPerWeek: num(r.hoursPerWeek),
    street: str(r.street),
    houseNumber: str(r.houseNumber),
    postalCode: str(r.postalCode),
    city: str(r.city),
    remote: r.remote === true,
    activityFrequency: (ACTIVITY_FREQUENCIES as readonly string[]).includes(frequency ?? '') ? (frequency as ActivityFrequency) : null,
    startsOn: str(r.startsOn),
    endsOn: str(r.endsOn),
    startTime: str(r.startTime),
    endTime: str(r.endTime),
    weekdays: nums(r.weekdays),
    imageUrl: str(r.imageUrl),
    expiresAt: str(r.expiresAt),
    publishedAt: str(r.publishedAt),
    createdAt: str(r.createdAt),
    organizationId: String(r.organizationId ?? ''),
    organizationName: str(r.organizationName) ?? '',
  };
}

export interface AgeGroupOption {
  id: string;
  name: string;
}

export const vacancyKeys = {
  all: ['vacancies-admin'] as const,
  list: (params: unknown) => ['vacancies-admin', 'list', params] as const,
  applications: (id: string) => ['vacancies-admin', 'applications', id] as const,
};
