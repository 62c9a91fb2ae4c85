/** The center's home page: its content page with the empty slug, or the built-in welcome until it has one. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContentPageView } from '@/components/public-content/content-page-view';
import { FallbackHome } from '@/components/public-content/fallback-home';
import { getContentPage } from '@/lib/server/content/public-api';
import {
  contentPageMetadata,
  fixedPageMetadata,
  publicRequest,
  requirePublicRequest,
  translationsOf,
} from '@/lib/server/content/public-page';

type Params = Promise<{ center: string; locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const request = await publicRequest(params);
  if (!request) return {};
  const page = await getContentPage(request.key, request.locale, 'default', '');
  const translations = await translationsOf(request, '/');
  if (page) return contentPageMetadata(request, page, translations, { home: true });
  const t = await getTranslations({ locale: request.locale, namespace: 'metadata' });
  return {
    ...fixedPageMetadata(request, {
      title: request.center.profile.name,
      description: t('description', { name: request.center.profile.name }),
      path: '/',
      translations,
    }),
    title: { absolute: request.center.profile.name },
  };
}

export default async function HomePage({ params }: { params: Params }) {
  const request = await requirePublicRequest(params);
  const page = await getContentPage(request.key, request.locale, 'default', '');
  if (!page) return <FallbackHome center={request.center} />;
  return <ContentPageView page={page} context={{ center: request.key, locale: request.locale }} />;
}
