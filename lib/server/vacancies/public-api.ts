/**
 * The public vacancy reads of the web: the bank's search, one public vacancy with its contact person, the age
 * groups and the center's activities and workshop dates, all signed out (what a visitor sees does not depend on
 * who they are).
 */
import 'server-only';
import { cache } from 'react';
import { type Locale, RECORD_ID_PATTERN } from '@/domain/values';
import { ApiRequestError, type Resource } from '@/lib/shared/api';
import { createServerApi } from '@/lib/server/api/server';
import type { Center } from '@/lib/shared/center/types';
import { apiCenter } from '@/lib/server/session/request-context';
import { type BankFilters, bankApiQuery } from '@/lib/shared/vacancies/filters';
import { type ContactPerson, type PublicVacancy, toContactPerson, toPublicVacancy } from '@/lib/shared/vacancies/public-vacancy';
import { toWorkshopDate, type WorkshopDate } from '@/lib/shared/vacancies/calendar-entries';
import { TIMEZONE } from '@/lib/shared/vacancies/ical';

const publicApi = (center: Center, locale: Locale) => createServerApi({ locale, center: apiCenter(center), auth: null });

export type SearchResult =
  | { ok: true; items: PublicVacancy[]; total: number }
  /** The API refused a filter (an unknown postal code): the page says which. */
  | { ok: false; parameter: string | null; items: []; total: 0 };

export async function searchPublicVacancies(
  center: Center,
  locale: Locale,
  filters: BankFilters,
  pageSize?: number,
): Promise<SearchResult> {
  const api = await publicApi(center, locale);
  try {
    const doc = await api.get<Resource[], { totalCount?: number }>('/api/v1/vacancies/search', bankApiQuery(filters, pageSize));
    const items = (Array.isArray(doc.data) ? doc.data : []).map(toPublicVacancy);
    return { ok: true, items, total: typeof doc.meta.totalCount === 'number' ? doc.meta.totalCount : items.length };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400) {
      return { ok: false, parameter: error.errors[0]?.source?.parameter ?? null, items: [], total: 0 };
    }
    throw error;
  }
}

/** A public vacancy of this center, or null (unknown, another center's, or not public). */
/** Per request (React cache): the page and its metadata read the same vacancy once. */
export const getPublicVacancy = cache(
  async (center: Center, locale: Locale, id: string): Promise<{ vacancy: PublicVacancy; contact: ContactPerson | null } | null> => {
    if (!RECORD_ID_PATTERN.test(id)) return null;
    const api = await publicApi(center, locale);
    try {
      const doc = await api.get<Resource>(`/api/v1/vacancies/${id}`, { include: ['contact_person'] });
      if (!doc.data) return null;
      const person = doc.included.find((r) => r.type === 'users');
      return { vacancy: toPublicVacancy(doc.data), contact: toContactPerson(person) };
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }
  },
);

export interface AgeGroup {
  id: number;
  name: string;
}

export async function listAgeGroups(center: Center, locale: Locale): Promise<AgeGroup[]> {
  const api = await publicApi(center, locale);
  const doc = await api.get<Resource[]>('/api/v1/age_groups').catch(() => null);
  return (Array.isArray(doc?.data) ? doc.data : []).map((r) => ({
    id: Number(r.id),
    name: typeof r.name === 'string' ? r.name : String(r.id),
  }));
}

/** Every public activity of the center (the calendar and the feed work out the dates themselves). */
export async function listActivities(center: Center, locale: Locale): Promise<PublicVacancy[]> {
  const result = await searchPublicVacancies(center, locale, { vacancyTypes: ['activity'], sort: 'starts_on', page: 1 }, 1000);
  return result.items;
}

/**
 * The dates of the center's published workshops for the activity calendar (docs/domain.md#activity-calendar): the
 * API lists only open shifts of workshops that are not cancelled, coming ones, at most 200.
 */
export async function listWorkshopDates(center: Center, locale: Locale): Promise<WorkshopDate[]> {
  const api = await publicApi(center, locale);
  const doc = await api.get<Resource[]>('/api/v1/shifts', { filter: { parent_type: 'workshops' }, page: { size: 200 } });
  return (Array.isArray(doc.data) ? doc.data : []).map((r) => toWorkshopDate(r, TIMEZONE)).filter((w) => w !== null);
}
