'use client';

/** The sub-navigation of /profile-edit: details, e-mail address, settings, periodic mail. */
import { useTranslations } from 'next-intl';
import { SectionNav } from '@/components/ui/section-nav';

const ITEMS = [
  { href: '/profile-edit', key: 'details' },
  { href: '/profile-edit/email', key: 'email' },
  { href: '/profile-edit/settings', key: 'settings' },
  { href: '/profile-edit/periodieke-mail', key: 'digest' },
  { href: '/profile-edit/vrijwilligerspool', key: 'pool' },
] as const;

export function ProfileEditNav() {
  const t = useTranslations('profile.nav');
  return <SectionNav label={t('label')} stackFrom="md" items={ITEMS.map((item) => ({ href: item.href, label: t(item.key) }))} />;
}
