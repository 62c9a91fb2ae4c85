/**
 * The center and locale of the current request, for session helpers, server actions and route handlers.
 * The center comes from the proxy's resolution (`x-center-slug`, always overwritten by proxy.ts), never from
 * anything a visitor typed; the forwarding route under /bff, which the proxy does not see, resolves it itself.
 */
import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { getCenter } from '@/lib/server/center/get-center';
import type { Center } from '@/lib/shared/center/types';
import type { Locale } from '@/domain/values';
import { isAppLocale, DEFAULT_LOCALE } from '@/lib/shared/i18n/locales';
import { CENTER_HEADER } from '@/lib/server/routing/headers';

export interface RequestContext {
  center: Center;
  locale: Locale;
}

export class NoCenterError extends Error {
  constructor(slug: string | null) {
    super(`No tenant found${slug ? ` (${slug})` : ''}`);
    this.name = 'NoCenterError';
  }
}

export const getRequestLocale = cache(async (): Promise<Locale> => {
  const locale = await getLocale();
  return isAppLocale(locale) ? locale : DEFAULT_LOCALE;
});

export const getRequestContext = cache(async (): Promise<RequestContext> => {
  const slug = (await headers()).get(CENTER_HEADER);
  const locale = await getRequestLocale();
  const center = slug ? await getCenter(slug, locale) : null;
  if (!center) throw new NoCenterError(slug);
  return { center, locale };
});

/** The `{ id, tenantKey }` pair the API client sends as Volunteer-Center-Id and X-Tenant. */
export function apiCenter(center: Pick<Center, 'id' | 'tenantKey'>): { id: string; tenantKey: string } {
  return { id: center.id, tenantKey: center.tenantKey };
}
