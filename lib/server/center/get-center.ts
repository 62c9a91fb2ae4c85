/**
 * Loads the current volunteer center with its profile, once per request (React cache): the root layout,
 * metadata and pages all ask for it.
 */
import 'server-only';
import { cache } from 'react';
import { ApiRequestError } from '@/lib/shared/api';
import { createServerApi } from '@/lib/server/api/server';
import type { AppLocale } from '@/lib/shared/i18n/locales';
import { parseCenter } from '@/lib/shared/center/parse';
import type { Center } from '@/lib/shared/center/types';

const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;

export const getCenter = cache(async (slug: string, locale: AppLocale): Promise<Center | null> => {
  if (!SLUG.test(slug)) return null;
  // A public read: the page's branding must not depend on who is signed in (cacheable per center).
  const api = await createServerApi({ locale, auth: null });
  try {
    const doc = await api.get('/api/v1/volunteer_centers', { filter: { slugEq: slug }, include: ['profile'] });
    const first = Array.isArray(doc.data) ? doc.data[0] : null;
    return first ? parseCenter(first) : null;
  } catch (error) {
    // The backend answers an unknown center ("No tenant found") with 404; anything else is a real failure.
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
});
