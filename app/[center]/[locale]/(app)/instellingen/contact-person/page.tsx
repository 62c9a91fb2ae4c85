/** /instellingen/contact-person (center staff only). */
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { SettingsHeader } from '@/components/settings/settings-header';
import { ContactPersonForm } from '@/components/settings/contact-person-form';
import type { PageParams } from '../../page-context';
import { settingsMetadata, settingsPage } from '../settings-page';

export const generateMetadata = ({ params }: { params: PageParams }) => settingsMetadata(params, 'contactPerson.metaTitle');

export default async function Page({ params }: { params: PageParams }) {
  const { center, allowed } = await settingsPage(params, '/instellingen/contact-person');
  if (!allowed) return <ForbiddenScreen />;
  const t = await getTranslations('settings.contactPerson');
  return (
    <>
      <SettingsHeader title={t('title')} intro={t('intro')} />
      <ContactPersonForm profile={center.profile} />
    </>
  );
}
