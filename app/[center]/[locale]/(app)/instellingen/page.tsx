/** /instellingen: an overview of the current settings and the way to each section. */
import { mayManageSocialMapLists } from '@/domain/social-map';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { SettingsOverview } from '@/components/settings/settings-overview';
import type { PageParams } from '../page-context';
import { settingsMetadata, settingsPage } from './settings-page';

export const generateMetadata = ({ params }: { params: PageParams }) => settingsMetadata(params, 'metaTitle');

export default async function SettingsOverviewPage({ params }: { params: PageParams }) {
  const { center, viewer, allowed } = await settingsPage(params, '/instellingen');
  if (!allowed) return <ForbiddenScreen />;
  return <SettingsOverview profile={center.profile} socialMapLists={mayManageSocialMapLists(viewer)} />;
}
