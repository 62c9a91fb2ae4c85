/**
 * The public vacancy reads of the web: the bank's search, one public vacancy with its contact person, the age
 * groups and the center's activities and workshop dates, all signed out (what a visitor sees does not depend on
 * who they are). Kept in Next's data cache under the center's vacancies tag, which the backend names after every
 * vacancy write, for five minutes at most (vacancies also expire by the clock), so the cached public pages that
 * show them are tagged and refreshed with them (docs/architecture.md "Cached public pages").
 */
import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { type Locale, RECORD_ID_PATTERN } from '@/domain/values';
import { ApiRequestError, type Resource } from '@/lib/shared/api';
import { cacheTags } from '@/lib/shared/cache-tags';
import type { Center } from '@/lib/shared/center/types';
import { centerKey, publicClient } from '@/lib/server/content/public-api';
import { type BankFilters, bankApiQuery } from '@/lib/shared/vacancies/filters';
import { type ContactPerson, type PublicVacancy, toContactPerson, toPublicVacancy } from '@/lib/shared/vacancies/public-vacancy';
import { toWorkshopDate, type WorkshopDate } from '@/lib/shared/vacancies/calendar-entries';
import { TIMEZONE } from '@/lib/shared/vacancies/ical';

const publicApi = (center: Center, locale: Locale) => publicClient(centerKey(center), locale);

// Vacancies expire by the clock, which names no tag; five minutes is how late an expired one may still show.
const REVALIDATE_SECONDS = 300;

/** `read` in the data cache, keyed by the center, locale and `key`, under the center's vacancies tag. */
function cachedRead<T>(center: Center, locale: Locale, key: string[], read: () => Promise<T>): Promise<T> {
  return unstable_cache(read, ['public-vacancies', center.id, locale, ...key], {
    tags: [cacheTags.vacancies(Number(center.id))],
    revalidate: REVALIDATE_SECONDS,
  })();
}

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
  const query = bankApiQuery(filters, pageSize);
  return cachedRead(center, locale, ['search', JSON.stringify(query)], async (): Promise<SearchResult> => {
    const api = await publicApi(center, locale);
    try {
      const doc = await api.get<Resource[], { totalCount?: number }>('/api/v1/vacancies/search', query);
      const items = (Array.isArray(doc.data) ? doc.data : []).map(toPublicVacancy);
      return { ok: true, items, total: typeof doc.meta.totalCount === 'number' ? doc.meta.totalCount : items.length };
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400) {
        return { ok: false, parameter: error.errors[0]?.source?.parameter ?? null, items: [], total: 0 };
      }
      throw error;
    }
  });
}

/** A public vacancy of this center, or null (unknown, another center's, or not public). */
/** Per request (React cache): the page and its metadata read the same vacancy once. */
export const getPublicVacancy = cache(
  async (center: Center, locale: Locale, id: string): Promise<{ vacancy: PublicVacancy; contact: ContactPerson | null } | null> => {
    if (!RECORD_ID_PATTERN.test(id)) return null;
    return cachedRead(center, locale, ['vacancy', id], async () => {
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
    });
  },
);

export interface AgeGroup {
  id: number;
  name: string;
}

export function listAgeGroups(center: Center, locale: Locale): Promise<AgeGroup[]> {
  return cachedRead(center, locale, ['age-groups'], async () => {
    const api = await publicApi(center, locale);
    const doc = await api.get<Resource[]>('/api/v1/age_groups').catch(() => null);
    return (Array.isArray(doc?.data) ? doc.data : []).map((r) => ({
      id: Number(r.id),
      name: typeof r.name === 'string' ? r.name : String(r.id),
    }));
  });
}

/** The center's public activities by start date, at most 1000 (the calendar and the feed work out the dates themselves). */
export async function listActivities(center: Center, locale: Locale, within?: { from: string; to: string }): Promise<PublicVacancy[]> {
  // With a range (a month of the calendar) the API filters by it: the first 1000 of all activities by start date
  // would leave later months empty once a center has more than that.
  const range = within ? { startsFrom: within.from, startsUntil: within.to } : {};
  const result = await searchPublicVacancies(center, locale, { vacancyTypes: ['activity'], sort: 'starts_on', page: 1, ...range }, 1000);
  return result.items;
}

/**
 * The dates of the center's published workshops for the activity calendar (docs/domain.md#activity-calendar): the
 * API lists only open shifts of workshops that are not cancelled, coming ones, at most 200.
 */
export function listWorkshopDates(center: Center, locale: Locale): Promise<WorkshopDate[]> {
  return cachedRead(center, locale, ['workshop-dates'], async () => {
    const api = await publicApi(center, locale);
    const doc = await api.get<Resource[]>('/api/v1/shifts', { filter: { parent_type: 'workshops' }, page: { size: 200 } });
    return (Array.isArray(doc.data) ? doc.data : []).map((r) => toWorkshopDate(r, TIMEZONE)).filter((w) => w !== null);
  });
}
