/** /profiel/verwijderd (public): the account has been deleted; what was erased and what was kept. */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { linkClass } from '@/components/profile/form-styles';
import { Link } from '@/lib/shared/i18n/navigation';
import { isAppLocale } from '@/lib/shared/i18n/locales';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'profile.deleted' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function AccountDeletedPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('profile.deleted');
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p role="status" className="mt-4">
        {t('intro')}
      </p>
      <h2 className="mt-8 font-heading text-xl font-semibold">{t('erasedTitle')}</h2>
      <p className="mt-2">{t('erased')}</p>
      <h2 className="mt-8 font-heading text-xl font-semibold">{t('keptTitle')}</h2>
      <p className="mt-2">{t('kept')}</p>
      <p className="mt-8">
        <Link href="/" className={linkClass}>
          {t('home')}
        </Link>
      </p>
    </div>
  );
}
