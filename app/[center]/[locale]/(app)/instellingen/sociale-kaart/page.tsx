/** /instellingen/sociale-kaart: the center's social-map lists, the kinds of non-profit and of activity (center staff only). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { mayManageSocialMapLists } from '@/domain/social-map';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { SocialMapLists } from '@/components/organizations/social-map-lists';
import { SettingsHeader } from '@/components/settings/settings-header';
import { getViewerApi } from '@/lib/server/session/viewer';
import { fetchLookupItems } from '@/lib/shared/organizations/lookups';
import type { PageParams } from '../../page-context';
import { settingsPage } from '../settings-page';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'socialMapLists' });
  return { title: t('metaTitle') };
}

export default async function Page({ params }: { params: PageParams }) {
  const { center, viewer, allowed } = await settingsPage(params, '/instellingen/sociale-kaart');
  // The rule the API's list writes ask (domain/social-map.ts).
  if (!allowed || !mayManageSocialMapLists(viewer)) return <ForbiddenScreen />;
  const api = await getViewerApi(viewer);
  const [nonProfitTypes, activityTypes] = await Promise.all([
    fetchLookupItems(api, 'non_profit_types'),
    fetchLookupItems(api, 'activity_types'),
  ]);
  const t = await getTranslations('socialMapLists');
  return (
    <>
      <SettingsHeader title={t('title')} intro={t('intro')} />
      <SocialMapLists centerId={center.id} nonProfitTypes={nonProfitTypes} activityTypes={activityTypes} />
    </>
  );
}
