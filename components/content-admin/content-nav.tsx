'use client';

/** The sub-navigation of /content. */
import { useTranslations } from 'next-intl';
import { SectionNav } from '@/components/ui/section-nav';
import { visibleSections } from './sections';

export function ContentNav({ site, forms }: { site: boolean; forms: boolean }) {
  const t = useTranslations('contentAdmin.nav');
  return <SectionNav label={t('label')} items={visibleSections(site, forms).map((item) => ({ href: item.href, label: t(item.key) }))} />;
}
