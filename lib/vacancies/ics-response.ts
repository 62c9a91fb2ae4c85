/** Shared steps of the .ics route handlers: the request's center, the response with calendar headers. */
import 'server-only';
import { getRequestCenter } from '@/lib/center/current';
import type { Center } from '@/lib/center/types';
import { centerOrigin } from '@/lib/content/public-api';
import { isAppLocale } from '@/lib/i18n/locales';
import { publicFeatureEnabled } from './labels';

export async function calendarCenter(params: Promise<{ center: string; locale: string }>): Promise<{ center: Center; locale: 'nl' | 'en'; origin: string } | null> {
  const { center: slug, locale } = await params;
  if (!isAppLocale(locale)) return null;
  const center = await getRequestCenter(slug, locale);
  if (!center || !publicFeatureEnabled(center.tenantKey, 'activities')) return null;
  return { center, locale, origin: centerOrigin(center.slug) };
}

export function icsResponse(body: string, options: { fileName: string; download: boolean }): Response {
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `${options.download ? 'attachment' : 'inline'}; filename="${options.fileName}"`,
      // Calendar apps poll; a few minutes of staleness is fine and spares the database.
      'cache-control': 'public, max-age=300',
    },
  });
}

export const notFoundResponse = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
