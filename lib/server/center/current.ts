/**
 * The center of the current request: the one proxy.ts resolved (cookie or host) and passed on in the
 * `x-center-slug` header, provided the [center] route segment agrees. A request that reached the internal tree
 * without the proxy (a typed `/other-center/nl/...`) gets no center, so a path can never choose the tenant.
 */
import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import type { Locale } from '@/domain/values';
import { CENTER_HEADER } from '@/lib/server/routing/headers';
import { getCenter } from './get-center';
import type { Center } from '@/lib/shared/center/types';

export const getRequestCenter = cache(async (slug: string, locale: Locale): Promise<Center | null> => {
  const proxied = (await headers()).get(CENTER_HEADER);
  if (!proxied || proxied !== slug) return null;
  return getCenter(slug, locale);
});
