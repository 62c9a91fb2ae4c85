/** /profile-edit/periodieke-mail: on which weekdays the periodic digest is sent (none = no digest). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DigestForm } from '@/components/profile/digest-form';
import { sectionClass } from '@/components/profile/form-styles';
import { loadProfile } from '@/lib/server/profile/load';
import { type PageParams, signedInPage } from '../../page-context';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'profile.digest' });
  return { title: t('metaTitle') };
}

export default async function ProfileDigestPage({ params }: { params: PageParams }) {
  const { viewer } = await signedInPage(params, '/profile-edit/periodieke-mail');
  const t = await getTranslations('profile.digest');
  const profile = await loadProfile(viewer);
  return (
    <section aria-labelledby="profile-digest-title" className={sectionClass}>
      <h2 id="profile-digest-title" className="mb-1 font-heading text-xl font-semibold">
        {t('title')}
      </h2>
      <p className="mb-4 text-sm text-muted-700 dark:text-muted-300">{t('intro')}</p>
      <DigestForm digestDays={profile.digestDays} />
    </section>
  );
}
