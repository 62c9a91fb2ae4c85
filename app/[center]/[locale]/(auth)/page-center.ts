/** Shared by the sign-in journey's pages: the locale and the proxy-resolved center, or a 404. */
import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getRequestCenter } from '@/lib/server/center/current';
import type { Center } from '@/lib/shared/center/types';
import { type AppLocale, isAppLocale } from '@/lib/shared/i18n/locales';

export type PageParams = Promise<{ center: string; locale: string }>;
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function pageCenter(params: PageParams): Promise<{ center: Center; locale: AppLocale }> {
  const { center: slug, locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  const center = await getRequestCenter(slug, locale);
  if (!center) notFound();
  return { center, locale };
}

export function single(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first && first.length <= 2000 ? first : null;
}
