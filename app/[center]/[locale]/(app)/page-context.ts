/** Shared by the signed-in pages: locale, the proxy-resolved center, and the signed-in viewer. */
import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getRequestCenter } from '@/lib/server/center/current';
import type { Center } from '@/lib/shared/center/types';
import { type AppLocale, isAppLocale } from '@/lib/shared/i18n/locales';
import type { Viewer } from '@/lib/shared/session/types';
import { requireViewer } from '@/lib/server/session/viewer';

export type PageParams = Promise<{ center: string; locale: string }>;

export async function signedInPage(params: PageParams, returnTo: string): Promise<{ center: Center; locale: AppLocale; viewer: Viewer }> {
  const { center: slug, locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  const center = await getRequestCenter(slug, locale);
  if (!center) notFound();
  const viewer = await requireViewer({ returnTo });
  return { center, locale, viewer };
}
