/**
 * Loads a volunteer center with its profile: the root layout, metadata and pages all ask for it. Kept in Next's data
 * cache per slug and locale under the center's tag (lib/shared/cache-tags centerRecord), which the backend names
 * after a profile write, and read signed out without the request's headers, so the cached public pages
 * (docs/architecture.md "Cached public pages") can render it. Once per request on top of that (React cache).
 */
import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { ApiRequestError } from '@/lib/shared/api';
import { createServerApi } from '@/lib/server/api/server';
import type { Locale } from '@/domain/values';
import { cacheTags } from '@/lib/shared/cache-tags';
import { fetchCenterBySlug } from '@/lib/shared/center/api';
import type { Center } from '@/lib/shared/center/types';

const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;
// A long safety net only: freshness comes from the tag.
const REVALIDATE_SECONDS = 3600;

/** Thrown inside the cache scope so that "no such center" is never cached: a center created later must appear. */
class NoSuchCenter extends Error {}

export const getCenter = cache(async (slug: string, locale: Locale): Promise<Center | null> => {
  if (!SLUG.test(slug)) return null;
  try {
    return await unstable_cache(
      async () => {
        // A public read: the page's branding must not depend on who is signed in (cacheable per center).
        const api = await createServerApi({ locale, auth: null, sharedCache: { appContext: 'meedoen' } });
        const center = await fetchCenterBySlug(api, slug);
        if (!center) throw new NoSuchCenter();
        return center;
      },
      ['center', slug, locale],
      { tags: [cacheTags.centerRecord(slug)], revalidate: REVALIDATE_SECONDS },
    )();
  } catch (error) {
    // The backend answers an unknown center ("No tenant found") with 404; anything else is a real failure.
    if (error instanceof NoSuchCenter || (error instanceof ApiRequestError && error.status === 404)) return null;
    throw error;
  }
});
