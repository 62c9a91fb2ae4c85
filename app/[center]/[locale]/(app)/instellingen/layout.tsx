/**
 * /instellingen: the center's settings with their sub-navigation, for center staff only (others get the 403
 * screen). Each page checks again itself, because a layout is not re-rendered on client-side navigation.
 */
import type { ReactNode } from 'react';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { SettingsNav } from '@/components/settings/settings-nav';
import type { PageParams } from '../page-context';
import { settingsPage } from './settings-page';

export default async function SettingsLayout({ children, params }: { children: ReactNode; params: PageParams }) {
  const { allowed } = await settingsPage(params, '/instellingen');
  if (!allowed) return <ForbiddenScreen />;
  return (
    <div className="grid gap-6 lg:grid-cols-[12rem_minmax(0,1fr)]">
      <SettingsNav />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
