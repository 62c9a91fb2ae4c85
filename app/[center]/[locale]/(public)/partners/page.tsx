/**
 * /partners: the center's content page with the slug "partners" when it has one (logos, texts), else a short
 * page that points to the social map of all organizations.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContentPageView } from '@/components/public-content/content-page-view';
import { PageContainer } from '@/components/shell/site-shell';
import { focusRing } from '@/components/ui/styles';
import { SYSTEM_PAGES } from '@/lib/shared/content/links';
import { getContentPage } from '@/lib/server/content/public-api';
import {
  contentPageMetadata,
  fixedPageMetadata,
  publicRequest,
  requirePublicRequest,
  translationsOf,
} from '@/lib/server/content/public-page';
import { Link } from '@/lib/shared/i18n/navigation';

type Params = Promise<{ center: string; locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const request = await publicRequest(params);
  if (!request) return {};
  const page = await getContentPage(request.key, request.locale, 'default', 'partners');
  const translations = await translationsOf(request, SYSTEM_PAGES.partners);
  // The content page's own path is /partners too, so its metadata carries the right canonical and hreflang.
  if (page) return contentPageMetadata(request, page, translations);
  const t = await getTranslations({ locale: request.locale, namespace: 'publicContent' });
  return fixedPageMetadata(request, {
    title: t('partners.title'),
    description: t('partners.description', { name: request.center.profile.name }),
    path: SYSTEM_PAGES.partners,
    translations,
  });
}

export default async function PartnersPage({ params }: { params: Params }) {
  const request = await requirePublicRequest(params);
  const page = await getContentPage(request.key, request.locale, 'default', 'partners');
  if (page) return <ContentPageView page={page} context={{ center: request.key, locale: request.locale }} />;
  const t = await getTranslations('publicContent');
  return (
    <div className="bg-white dark:bg-background">
      <PageContainer className="py-10">
        <h1 className="font-heading text-4xl font-bold tracking-tight">{t('partners.title')}</h1>
        <p className="mt-4 max-w-2xl text-lg">{t('partners.intro', { name: request.center.profile.name })}</p>
        <Link
          href={SYSTEM_PAGES.social_map}
          className={`mt-6 inline-flex min-h-11 items-center rounded-[var(--radius)] bg-primary-700 px-5 font-semibold text-primary-foreground hover:bg-primary-800 ${focusRing}`}
        >
          {t('partners.socialMap')}
        </Link>
      </PageContainer>
    </div>
  );
}
