/** /profile-edit/settings: language and password. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { sectionClass } from '@/components/profile/form-styles';
import { LanguageForm } from '@/components/profile/language-form';
import { PasswordForm } from '@/components/profile/password-form';
import { loadProfile } from '@/lib/server/profile/load';
import { type PageParams, signedInPage } from '../../page-context';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'profile.settings' });
  return { title: t('metaTitle') };
}

export default async function ProfileSettingsPage({ params }: { params: PageParams }) {
  const { viewer } = await signedInPage(params, '/profile-edit/settings');
  const t = await getTranslations('profile.settings');
  const profile = await loadProfile(viewer);
  return (
    <div className="space-y-6">
      <section aria-labelledby="profile-language-title" className={sectionClass}>
        <h2 id="profile-language-title" className="mb-4 font-heading text-xl font-semibold">
          {t('language.title')}
        </h2>
        <LanguageForm locale={profile.locale} />
      </section>
      <section aria-labelledby="profile-password-title" className={sectionClass}>
        <h2 id="profile-password-title" className="mb-1 font-heading text-xl font-semibold">
          {t('password.title')}
        </h2>
        <p className="mb-4 text-sm text-muted-700 dark:text-muted-300">{t('password.intro')}</p>
        <PasswordForm />
      </section>
    </div>
  );
}
