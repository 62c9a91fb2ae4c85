/**
 * The centers' backend calls, for any ApiClient (useApi() in the browser, createServerApi() on the server): a
 * center with its profile by slug (every page's branding), the platform's centers, and the settings screens' one
 * PATCH of the current center's profile, theme and footer.
 */
import { type ApiClient, serialize } from '@/lib/shared/api';
import { parseCenter } from './parse';
import type { Center, CenterProfile } from './types';

/** The profile fields a settings screen writes (the center's profile as the web reads it), each optional; null clears one. */
export type CenterProfileWrite = Partial<CenterProfile>;

export async function updateCurrentCenter(api: ApiClient, attributes: CenterProfileWrite): Promise<void> {
  await api.patch('/api/v1/volunteer_centers/current', serialize('volunteer_centers', attributes));
}

/** The center with this slug and its profile, or null when there is none (or it does not parse). */
export async function fetchCenterBySlug(api: ApiClient, slug: string): Promise<Center | null> {
  const doc = await api.get('/api/v1/volunteer_centers', { filter: { slugEq: slug }, include: ['profile'] });
  const first = Array.isArray(doc.data) ? doc.data[0] : null;
  return first ? parseCenter(first) : null;
}

/** Enough for every center of the platform on one page. */
const CENTERS_PAGE_SIZE = 100;

/** Every volunteer center of the platform, by name; an entry that does not parse is left out. */
export async function fetchCenters(api: ApiClient): Promise<Center[]> {
  const doc = await api.get('/api/v1/volunteer_centers', { page: { size: CENTERS_PAGE_SIZE }, sort: 'name' });
  return (Array.isArray(doc.data) ? doc.data : []).map(parseCenter).filter((c): c is Center => c !== null);
}
