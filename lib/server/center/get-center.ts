/**
 * Loads the current volunteer center with its profile, once per request (React cache): the root layout,
 * metadata and pages all ask for it.
 */
import 'server-only';
import { cache } from 'react';
import { ApiRequestError } from '@/lib/shared/api';
import { createServerApi } from '@/lib/server/api/server';
import type { Locale } from '@/domain/values';
import { fetchCenterBySlug } from '@/lib/shared/center/api';
import type { Center } from '@/lib/shared/center/types';

const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;

export const getCenter = cache(async (slug: string, locale: Locale): Promise<Center | null> => {
  if (!SLUG.test(slug)) return null;
  // A public read: the page's branding must not depend on who is signed in (cacheable per center).
  const api = await createServerApi({ locale, auth: null });
  try {
    return await fetchCenterBySlug(api, slug);
  } catch (error) {
    // The backend answers an unknown center ("No tenant found") with 404; anything else is a real failure.
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
});
