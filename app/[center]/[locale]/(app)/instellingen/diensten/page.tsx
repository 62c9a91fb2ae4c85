/** /instellingen/diensten: when shift reminders go out (center staff only; docs/domain.md#shifts). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { SettingsHeader } from '@/components/settings/settings-header';
import { ReminderHourForm } from '@/components/shifts/reminder-hour-form';
import { getViewerApi } from '@/lib/server/session/viewer';
import { fetchReminderHour } from '@/lib/shared/shifts/api';
import type { PageParams } from '../../page-context';
import { settingsPage } from '../settings-page';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'shifts.settings' });
  return { title: t('metaTitle') };
}

export default async function ShiftSettingsPage({ params }: { params: PageParams }) {
  const { viewer, allowed } = await settingsPage(params, '/instellingen/diensten');
  if (!allowed) return <ForbiddenScreen />;
  const [t, hour] = await Promise.all([getTranslations('shifts.settings'), fetchReminderHour(await getViewerApi(viewer))]);
  return (
    <>
      <SettingsHeader title={t('title')} intro={t('intro')} />
      <ReminderHourForm hour={hour} />
    </>
  );
}
