/** Shared by the developer pages: the gate first (a layout is not re-rendered on client-side navigation), then locale and center. */
import 'server-only';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Metadata } from 'next';
import { getRequestCenter } from '@/lib/server/center/current';
import { assertDeveloperPages } from '@/lib/server/developer/gate';
import { webEnv } from '@/lib/server/env';
import type { Center } from '@/lib/shared/center/types';
import type { DeveloperPageKey } from '@/lib/shared/developer/pages';
import { type AppLocale, isAppLocale } from '@/lib/shared/i18n/locales';

export type PageParams = Promise<{ center: string; locale: string }>;

export async function developerPage(params: PageParams): Promise<{ center: Center; locale: AppLocale }> {
  assertDeveloperPages();
  const { center: slug, locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  const center = await getRequestCenter(slug, locale);
  if (!center) notFound();
  return { center, locale };
}

/** generateMetadata of one developer page: its title from messages "developer.pages.<key>". */
export function developerMetadata(key: DeveloperPageKey) {
  return async ({ params }: { params: PageParams }): Promise<Metadata> => {
    // With the pages off the 404 keeps the center's own title (metadata renders beside the not-found screen).
    const { locale } = await params;
    if (!webEnv.developerPages || !isAppLocale(locale)) return {};
    const t = await getTranslations({ locale, namespace: 'developer.pages' });
    return { title: t(`${key}.title`) };
  };
}
