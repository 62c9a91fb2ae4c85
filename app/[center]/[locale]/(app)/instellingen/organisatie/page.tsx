/** /instellingen/organisatie (center staff only). */
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { SettingsHeader } from '@/components/settings/settings-header';
import { OrganizationForm } from '@/components/settings/organization-form';
import type { PageParams } from '../../page-context';
import { settingsMetadata, settingsPage } from '../settings-page';

export const generateMetadata = ({ params }: { params: PageParams }) => settingsMetadata(params, 'organization.metaTitle');

export default async function Page({ params }: { params: PageParams }) {
  const { center, allowed } = await settingsPage(params, '/instellingen/organisatie');
  if (!allowed) return <ForbiddenScreen />;
  const t = await getTranslations('settings.organization');
  return (
    <>
      <SettingsHeader title={t('title')} intro={t('intro')} />
      <OrganizationForm profile={center.profile} centerName={center.name} />
    </>
  );
}
