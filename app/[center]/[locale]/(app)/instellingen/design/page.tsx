/** /instellingen/design (center staff only). */
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { SettingsHeader } from '@/components/settings/settings-header';
import { DesignForm } from '@/components/settings/design-form';
import type { PageParams } from '../../page-context';
import { settingsMetadata, settingsPage } from '../settings-page';

export const generateMetadata = ({ params }: { params: PageParams }) => settingsMetadata(params, 'design.metaTitle');

export default async function Page({ params }: { params: PageParams }) {
  const { center, allowed } = await settingsPage(params, '/instellingen/design');
  if (!allowed) return <ForbiddenScreen />;
  const t = await getTranslations('settings.design');
  return (
    <>
      <SettingsHeader title={t('title')} intro={t('intro')} />
      <DesignForm profile={center.profile} />
    </>
  );
}
