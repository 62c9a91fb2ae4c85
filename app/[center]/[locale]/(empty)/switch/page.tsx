/** /switch (empty layout, public): lists the volunteer centers and lets this browser show another one. */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CenterSwitch } from '@/components/center/center-switch';
import { createServerApi } from '@/lib/server/api/server';
import { fetchCenters } from '@/lib/shared/center/api';
import { isAppLocale } from '@/lib/shared/i18n/locales';
import { chooseCenter, forgetCenter } from './actions';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!isAppLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'switch' });
  return { title: t('title'), robots: { index: false } };
}

export default async function SwitchPage({
  params,
  searchParams,
}: {
  params: Promise<{ center: string; locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { center: currentSlug, locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  const query = await searchParams;

  const api = await createServerApi({ locale, auth: null });
  const centers = await fetchCenters(api);

  return (
    <CenterSwitch
      centers={centers}
      currentSlug={currentSlug}
      unknownCenter={query.error === 'unknown'}
      chooseCenter={chooseCenter}
      forgetCenter={forgetCenter}
    />
  );
}
