/**
 * The public workshop reads: signed out, so a visitor sees the published workshops only (the API decides). The list
 * is kept in Next's data cache with the center's vacancies (the workshop and shift routes name that tag after a
 * write), so the cached /workshops page is tagged with it (docs/architecture.md "Cached public pages").
 */
import 'server-only';
import { unstable_cache } from 'next/cache';
import { type Locale, RECORD_ID_PATTERN } from '@/domain/values';
import { ApiRequestError } from '@/lib/shared/api';
import { cacheTags } from '@/lib/shared/cache-tags';
import type { Center } from '@/lib/shared/center/types';
import { centerKey, publicClient } from '@/lib/server/content/public-api';
import { fetchWorkshop, listWorkshops, type WorkshopPage, type WorkshopView } from '@/lib/shared/workshops/api';

const publicApi = (center: Center, locale: Locale) => publicClient(centerKey(center), locale);

export const WORKSHOP_PAGE_SIZE = 20;

export function listPublicWorkshops(center: Center, locale: Locale, page: number): Promise<WorkshopPage> {
  return unstable_cache(
    async () => listWorkshops(await publicApi(center, locale), { page, size: WORKSHOP_PAGE_SIZE }),
    ['public-workshops', center.id, locale, String(page)],
    // Workshop dates pass by the clock: five minutes at most between renderings.
    { tags: [cacheTags.vacancies(Number(center.id))], revalidate: 300 },
  )();
}

/** A published (or cancelled) workshop, or null: unknown, a draft, another center's. */
export function getPublicWorkshop(center: Center, locale: Locale, id: string): Promise<WorkshopView | null> {
  if (!RECORD_ID_PATTERN.test(id)) return Promise.resolve(null);
  // In the data cache under the vacancies tag, so the cached signed-out workshop page is dropped with it.
  return unstable_cache(
    async () => {
      try {
        return await fetchWorkshop(await publicApi(center, locale), id);
      } catch (error) {
        if (error instanceof ApiRequestError && (error.status === 404 || error.status === 403)) return null;
        throw error;
      }
    },
    ['public-workshop', center.id, locale, id],
    { tags: [cacheTags.vacancies(Number(center.id))], revalidate: 300 },
  )();
}
