/** /gelderse-handen (empty layout, public): the only page of the Gelderse Handen host (docs/domain.md). */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GeldersHandenLanding } from '@/components/public-content/gelderse-handen-landing';
import { isAppLocale } from '@/lib/shared/i18n/locales';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!isAppLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'geldersHanden' });
  return { title: t('title'), description: t('intro') };
}

export default async function GeldersHandenPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  return <GeldersHandenLanding />;
}
