/** Shared steps of the .ics route handlers: the request's center, the response with calendar headers. */
import 'server-only';
import { cookies } from 'next/headers';
import type { Locale } from '@/domain/values';
import { getRequestCenter } from '@/lib/server/center/current';
import type { Center } from '@/lib/shared/center/types';
import { centerOrigin } from '@/lib/server/content/public-api';
import { isAppLocale } from '@/lib/shared/i18n/locales';
import { CENTER_COOKIE } from '@/lib/shared/tenancy/resolve-center';
import { publicFeatureEnabled } from '@/lib/shared/vacancies/labels';
import { calendarHeaders, type CalendarHeaderOptions } from '@/lib/shared/vacancies/ics-headers';

export interface CalendarScope {
  center: Center;
  locale: Locale;
  origin: string;
  /** The center came from the visitor's center cookie, not from the host: the answer is theirs alone. */
  chosenByCookie: boolean;
}

export async function calendarCenter(params: Promise<{ center: string; locale: string }>): Promise<CalendarScope | null> {
  const { center: slug, locale } = await params;
  if (!isAppLocale(locale)) return null;
  const center = await getRequestCenter(slug, locale);
  if (!center || !publicFeatureEnabled(center.tenantKey, 'activities')) return null;
  const chosenByCookie = (await cookies()).has(CENTER_COOKIE);
  return { center, locale, origin: centerOrigin(center.slug), chosenByCookie };
}

export function icsResponse(body: string, options: CalendarHeaderOptions): Response {
  return new Response(body, { headers: calendarHeaders(options) });
}

/** Not kept by any cache: the feed may exist a moment later (a vacancy published, a flag turned on). */
export const notFoundResponse = () =>
  new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
