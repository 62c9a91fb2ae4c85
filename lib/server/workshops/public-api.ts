/** The public workshop reads: signed out, so a visitor sees the published workshops only (the API decides). */
import 'server-only';
import { type Locale, RECORD_ID_PATTERN } from '@/domain/values';
import { ApiRequestError } from '@/lib/shared/api';
import { createServerApi } from '@/lib/server/api/server';
import type { Center } from '@/lib/shared/center/types';
import { apiCenter } from '@/lib/server/session/request-context';
import { fetchWorkshop, listWorkshops, type WorkshopPage, type WorkshopView } from '@/lib/shared/workshops/api';

const publicApi = (center: Center, locale: Locale) => createServerApi({ locale, center: apiCenter(center), auth: null });

export const WORKSHOP_PAGE_SIZE = 20;

export async function listPublicWorkshops(center: Center, locale: Locale, page: number): Promise<WorkshopPage> {
  return listWorkshops(await publicApi(center, locale), { page, size: WORKSHOP_PAGE_SIZE });
}

/** A published (or cancelled) workshop, or null: unknown, a draft, another center's. */
export async function getPublicWorkshop(center: Center, locale: Locale, id: string): Promise<WorkshopView | null> {
  if (!RECORD_ID_PATTERN.test(id)) return null;
  try {
    return await fetchWorkshop(await publicApi(center, locale), id);
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}
