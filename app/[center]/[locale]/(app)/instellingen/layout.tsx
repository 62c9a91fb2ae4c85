/**
 * /instellingen: the center's settings with their sub-navigation, for center staff only (others get the 403
 * screen). Each page checks again itself, because a layout is not re-rendered on client-side navigation.
 */
import type { ReactNode } from 'react';
import { mayManageSocialMapLists } from '@/domain/social-map';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { SettingsNav } from '@/components/settings/settings-nav';
import type { PageParams } from '../page-context';
import { settingsPage } from './settings-page';

export default async function SettingsLayout({ children, params }: { children: ReactNode; params: PageParams }) {
  const { viewer, allowed } = await settingsPage(params, '/instellingen');
  if (!allowed) return <ForbiddenScreen />;
  // One column that never grows past the screen on phones, where the section navigation scrolls inside it.
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[12rem_minmax(0,1fr)]">
      <SettingsNav socialMapLists={mayManageSocialMapLists(viewer)} />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
