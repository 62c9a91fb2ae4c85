/** /organizations/signup/success (public): what happens next (confirm the e-mail address, wait for approval). */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageContainer } from '@/components/shell/site-shell';
import { focusRing } from '@/components/ui/styles';
import { getCenter } from '@/lib/server/center/get-center';
import { Link } from '@/lib/shared/i18n/navigation';
import { isAppLocale } from '@/lib/shared/i18n/locales';

type Params = Promise<{ center: string; locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'organizationSignup.success' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function OrganizationSignupSuccessPage({ params }: { params: Params }) {
  const { center: slug, locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  const center = await getCenter(slug, locale);
  if (!center) notFound();
  const t = await getTranslations('organizationSignup.success');
  const centerName = center.profile.name || center.name;
  return (
    <PageContainer className="max-w-2xl">
      <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
      <div role="status" className="mt-4 space-y-3">
        <p>{t('thanks')}</p>
      </div>
      <h2 className="mt-8 font-heading text-xl font-semibold">{t('nextTitle')}</h2>
      <ol className="mt-3 list-decimal space-y-2 ps-6">
        <li>{t('stepConfirm')}</li>
        <li>{t('stepReview', { center: centerName })}</li>
        <li>{t('stepMail')}</li>
      </ol>
      <p className="mt-4 text-sm text-muted-800 dark:text-muted-200">{t('noMail')}</p>
      <p className="mt-8">
        <Link
          href="/"
          className={`inline-flex h-12 items-center rounded-md bg-primary-700 px-6 font-medium text-primary-foreground hover:bg-primary-800 ${focusRing}`}
        >
          {t('home')}
        </Link>
      </p>
    </PageContainer>
  );
}
