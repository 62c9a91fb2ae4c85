/**
 * /open-data: the center's open feeds and its vacancy widget, explained with their addresses on the center's current
 * host (docs/api.md#open-feeds). Server-rendered without client JavaScript; listed in the sitemap.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OpenDataView } from '@/components/open-data/open-data-view';
import { fixedPageMetadata, publicRequest, requirePublicRequest, translationsOf } from '@/lib/server/content/public-page';

type Params = Promise<{ center: string; locale: string }>;

const PATH = '/open-data';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const request = await publicRequest(params);
  if (!request) return {};
  const t = await getTranslations({ locale: request.locale, namespace: 'openData' });
  return fixedPageMetadata(request, {
    title: t('title'),
    description: t('description', { name: request.center.profile.name }),
    path: PATH,
    translations: await translationsOf(request, PATH),
  });
}

export default async function OpenDataPage({ params }: { params: Params }) {
  const request = await requirePublicRequest(params);
  return (
    <OpenDataView
      origin={request.origin}
      locale={request.locale}
      name={request.center.profile.name}
      multiLanguage={request.multiLanguage}
    />
  );
}
