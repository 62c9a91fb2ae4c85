/** /profile-edit and its children: one heading and the sub-navigation beside each page's form. */
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ProfileEditNav } from '@/components/profile/profile-edit-nav';
import { linkClass } from '@/components/profile/form-styles';
import { Link } from '@/lib/shared/i18n/navigation';

export default async function ProfileEditLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'profile' });
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-heading text-3xl font-bold tracking-tight">{t('edit.title')}</h1>
          <p className="mt-2 text-muted-800 dark:text-muted-200">{t('edit.intro')}</p>
        </div>
        <Link href="/profiel" className={`text-sm ${linkClass}`}>
          {t('edit.toProfile')}
        </Link>
      </header>
      {/* One column that may shrink below its content on a phone: the sub-navigation then scrolls sideways itself. */}
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[12rem_minmax(0,1fr)]">
        <ProfileEditNav />
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}
