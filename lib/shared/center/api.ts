/**
 * The settings screens' backend call, for any ApiClient (useApi() in the browser, createServerApi() on the
 * server): the current center's profile, theme and footer are one PATCH of the center itself.
 */
import { type ApiClient, serialize } from '@/lib/shared/api';
import { parseCenter } from './parse';
import type { Center, CenterProfile } from './types';

/** The profile fields a settings screen writes (the center's profile as the web reads it), each optional; null clears one. */
export type CenterProfileWrite = Partial<CenterProfile>;

export async function updateCurrentCenter(api: ApiClient, attributes: CenterProfileWrite): Promise<void> {
  await api.patch('/api/v1/volunteer_centers/current', serialize('volunteer_centers', attributes));
}

/** Enough for every center of the platform on one page. */
const CENTERS_PAGE_SIZE = 100;

/** Every volunteer center of the platform, by name; an entry that does not parse is left out. */
export async function fetchCenters(api: ApiClient): Promise<Center[]> {
  const doc = await api.get('/api/v1/volunteer_centers', { page: { size: CENTERS_PAGE_SIZE }, sort: 'name' });
  return (Array.isArray(doc.data) ? doc.data : []).map(parseCenter).filter((c): c is Center => c !== null);
}
