/** /instellingen/toegankelijkheid (center staff only): the accessibility statement's contact details. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccessibilityContactForm } from '@/components/accessibility/accessibility-contact-form';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { SettingsHeader } from '@/components/settings/settings-header';
import { fetchAccessibilityContact } from '@/lib/shared/accessibility/api';
import { Link } from '@/lib/shared/i18n/navigation';
import { getViewerApi } from '@/lib/server/session/viewer';
import type { PageParams } from '../../page-context';
import { settingsPage } from '../settings-page';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'accessibility.settings' });
  return { title: t('metaTitle') };
}

export default async function Page({ params }: { params: PageParams }) {
  const { viewer, allowed } = await settingsPage(params, '/instellingen/toegankelijkheid');
  if (!allowed) return <ForbiddenScreen />;
  const t = await getTranslations('accessibility.settings');
  return (
    <>
      <SettingsHeader title={t('title')} intro={t('intro')} />
      <p className="mb-6">
        <Link href="/toegankelijkheid" className="font-medium underline underline-offset-2">
          {t('view')}
        </Link>
      </p>
      <AccessibilityContactForm contact={await fetchAccessibilityContact(await getViewerApi(viewer))} />
    </>
  );
}
