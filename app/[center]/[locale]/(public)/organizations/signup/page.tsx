/**
 * /organizations/signup (public): an organization signs up with its first user; the center approves it later.
 * Server page (metadata, the center, the lookup lists) plus the form as a client island.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageContainer } from '@/components/shell/site-shell';
import { getCenter } from '@/lib/server/center/get-center';
import { centerKey } from '@/lib/server/content/public-api';
import { getSocialMapLookups } from '@/lib/server/social-map/public-api';
import { isAppLocale } from '@/lib/shared/i18n/locales';
import { OrganizationSignupForm } from '@/components/organizations/organization-signup-form';

type Params = Promise<{ center: string; locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'organizationSignup' });
  return { title: t('metaTitle'), description: t('intro') };
}

export default async function OrganizationSignupPage({ params }: { params: Params }) {
  const { center: slug, locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  const center = await getCenter(slug, locale);
  if (!center) notFound();
  const t = await getTranslations('organizationSignup');
  // The public lookup lists, cached with the social map's (the same lists, named after every list write), so this
  // page is cached too (docs/architecture.md "Cached public pages").
  const { nonProfitTypes, activityTypes } = await getSocialMapLookups(centerKey(center), locale).catch(() => ({
    nonProfitTypes: [],
    activityTypes: [],
  }));
  return (
    <PageContainer className="max-w-3xl">
      <header className="mb-8">
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-muted-800 dark:text-muted-200">{t('intro')}</p>
        <p className="mt-2 text-sm text-muted-800 dark:text-muted-200">
          {t('approvalNote', { center: center.profile.name || center.name })}
        </p>
      </header>
      <OrganizationSignupForm lookups={{ nonProfitTypes, activityTypes }} />
    </PageContainer>
  );
}
