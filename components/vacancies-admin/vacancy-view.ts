/**
 * A vacancy as the admin screens read it from the API (JSON:API resource, camelCase), and the status rules they
 * offer. The transitions mirror server/resources/vacancies/transitions.ts (the web may not import the backend);
 * the API decides, a refused change comes back as a 422 and is shown as such.
 */
import type { Resource } from '@/lib/shared/api';

export const VACANCY_STATUSES = ['draft', 'published', 'filled', 'expired', 'archived', 'deleted'] as const;
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];
export const VACANCY_TYPES = ['volunteering', 'p2p', 'activity', 'language'] as const;
export type VacancyType = (typeof VACANCY_TYPES)[number];
export const ACTIVITY_FREQUENCIES = ['once', 'multi_day', 'regularly'] as const;
export type ActivityFrequency = (typeof ACTIVITY_FREQUENCIES)[number];
/** ISO weekdays, Monday first. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const NEXT: Record<VacancyStatus, VacancyStatus[]> = {
  draft: ['published', 'deleted'],
  published: ['filled', 'archived', 'deleted'],
  filled: ['published', 'deleted'],
  expired: ['published', 'deleted'],
  archived: ['published', 'deleted'],
  deleted: [],
};

export const nextStatuses = (from: VacancyStatus): VacancyStatus[] => [...NEXT[from]];
export const isVacancyStatus = (v: unknown): v is VacancyStatus => typeof v === 'string' && (VACANCY_STATUSES as readonly string[]).includes(v);
export const isVacancyType = (v: unknown): v is VacancyType => typeof v === 'string' && (VACANCY_TYPES as readonly string[]).includes(v);

export interface VacancyView {
  id: string;
  title: string;
  status: VacancyStatus;
  vacancyType: VacancyType;
  summary: string | null;
  description: string | null;
  tags: string[];
  ageGroupIds: number[];
  contactPersonId: number | null;
  contactPhoneVisible: boolean;
  hoursPerWeek: number | null;
  street: string | null;
  houseNumber: string | null;
  postalCode: string | null;
  city: string | null;
  remote: boolean;
  activityFrequency: ActivityFrequency | null;
  startsOn: string | null;
  endsOn: string | null;
  startTime: string | null;
  endTime: string | null;
  weekdays: number[];
  imageUrl: string | null;
  expiresAt: string | null;
  publishedAt: string | null;
  createdAt: string | null;
  organizationId: string;
  organizationName: string;
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
