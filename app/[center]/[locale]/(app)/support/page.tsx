/**
 * /support: help and contact for every signed-in person (docs/domain.md#support): the center's help texts (the content
 * page with the reserved slug), its contact details, the product's release notes and the way to ask a question.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SupportScreen } from '@/components/support/support-screen';
import { SUPPORT_PAGE_SLUG } from '@/domain/support';
import { isPageEditor } from '@/domain/roles';
import { centerKey, getContentPage } from '@/lib/server/content/public-api';
import { TENANTS } from '@/lib/shared/tenancy/tenants';
import { type PageParams, signedInPage } from '../page-context';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'support' });
  return { title: t('metaTitle') };
}

export default async function SupportPage({ params }: { params: PageParams }) {
  const { center, locale, viewer } = await signedInPage(params, '/support');
  const key = centerKey(center);
  // The help texts in the reader's language, else the Dutch original (a center need not translate them).
  const own = await getContentPage(key, locale, 'default', SUPPORT_PAGE_SLUG).catch(() => null);
  const help = own ?? (locale === 'nl' ? null : await getContentPage(key, 'nl', 'default', SUPPORT_PAGE_SLUG).catch(() => null));
  return (
    <SupportScreen
      centerName={center.profile.name || center.name}
      appName={TENANTS[center.tenantKey].appName}
      product={center.tenantKey}
      contact={{ email: center.profile.contactEmail, phone: center.profile.contactPhoneNumber, website: center.profile.website }}
      help={help ? { page: help, dutchOriginal: !own } : null}
      blockContext={{ center: key, locale }}
      mayEditHelp={isPageEditor(viewer)}
    />
  );
}
