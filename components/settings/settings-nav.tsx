'use client';

/** The sub-navigation of /instellingen. */
import { useTranslations } from 'next-intl';
import { SectionNav } from '@/components/ui/section-nav';

export const SETTINGS_SECTIONS = [
  { href: '/instellingen', key: 'overview' },
  { href: '/instellingen/design', key: 'design' },
  { href: '/instellingen/footer', key: 'footer' },
  { href: '/instellingen/organisatie', key: 'organization' },
  { href: '/instellingen/contact-person', key: 'contactPerson' },
] as const;

export function SettingsNav() {
  const t = useTranslations('settings.nav');
  return <SectionNav label={t('label')} items={SETTINGS_SECTIONS.map((item) => ({ href: item.href, label: t(item.key) }))} />;
}
