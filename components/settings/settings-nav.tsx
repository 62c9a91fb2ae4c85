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
  { href: '/instellingen/sociale-kaart', key: 'socialMap' },
  { href: '/instellingen/toegankelijkheid', key: 'accessibility' },
  { href: '/instellingen/diensten', key: 'shifts' },
] as const;

/**
 * `socialMapLists`: whether the viewer manages the social map's lists (the page's own rule, asked by the layout),
 * so the link shows exactly to those the page lets in.
 */
export function SettingsNav({ socialMapLists = false }: { socialMapLists?: boolean }) {
  const t = useTranslations('settings.nav');
  const tLists = useTranslations('socialMapLists');
  const tAccessibility = useTranslations('accessibility.settings');
  const items = SETTINGS_SECTIONS.filter((item) => item.key !== 'socialMap' || socialMapLists).map((item) => ({
    href: item.href,
    label: item.key === 'socialMap' ? tLists('nav') : item.key === 'accessibility' ? tAccessibility('nav') : t(item.key),
  }));
  return <SectionNav label={t('label')} items={items} />;
}
