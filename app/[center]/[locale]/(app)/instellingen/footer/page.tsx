/** /instellingen/footer (center staff only). */
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { SettingsHeader } from '@/components/settings/settings-header';
import { FooterForm } from '@/components/settings/footer-form';
import type { PageParams } from '../../page-context';
import { settingsMetadata, settingsPage } from '../settings-page';

export const generateMetadata = ({ params }: { params: PageParams }) => settingsMetadata(params, 'footer.metaTitle');

export default async function Page({ params }: { params: PageParams }) {
  const { center, allowed } = await settingsPage(params, '/instellingen/footer');
  if (!allowed) return <ForbiddenScreen />;
  const t = await getTranslations('settings.footer');
  return (
    <>
      <SettingsHeader title={t('title')} intro={t('intro')} />
      <FooterForm profile={center.profile} />
    </>
  );
}
