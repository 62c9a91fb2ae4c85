/**
 * /content/widgets: the center's embeddable vacancy widgets, for whoever manages the whole site (domain/widgets.ts
 * mayManageWidgets, the rule the API asks); page managers get the 403 screen.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { mayManageWidgets } from '@/domain/widgets';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { WidgetSettings } from '@/components/vacancy-widgets/widget-settings';
import { centerOrigin } from '@/lib/server/content/public-api';
import { getViewerApi } from '@/lib/server/session/viewer';
import type { Resource } from '@/lib/shared/api';
import { fetchWidgets } from '@/lib/shared/widgets/api';
import { type PageParams, signedInPage } from '../../page-context';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'vacancyWidgetSettings' });
  return { title: t('metaTitle') };
}

export default async function WidgetsPage({ params }: { params: PageParams }) {
  const { center, viewer, locale } = await signedInPage(params, '/content/widgets');
  if (!mayManageWidgets(viewer)) return <ForbiddenScreen />;
  const api = await getViewerApi(viewer);
  const [widgets, organizations] = await Promise.all([
    fetchWidgets(api),
    // The approved organizations are those whose vacancies can be public: the filter's choices.
    api
      .get<Resource[]>('/api/v1/organizations', { filter: { status_eq: 'approved' }, sort: 'name', page: { size: 1000, number: 1 } })
      .then((doc) =>
        (Array.isArray(doc.data) ? doc.data : []).map((r) => ({
          id: Number(r.id),
          name: typeof r.name === 'string' ? r.name : String(r.id),
        })),
      )
      .catch(() => []),
  ]);
  return (
    <WidgetSettings
      centerId={center.id}
      centerName={center.profile.name}
      origin={centerOrigin(center.slug)}
      locale={locale}
      initialWidgets={widgets}
      organizations={organizations}
    />
  );
}
