/** /profile-edit: the personal details of the signed-in user. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { sectionClass } from '@/components/profile/form-styles';
import { ProfileDetailsForm } from '@/components/profile/profile-details-form';
import { loadProfile } from '@/lib/server/profile/load';
import { type PageParams, signedInPage } from '../page-context';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'profile.details' });
  return { title: t('metaTitle') };
}

export default async function ProfileEditPage({ params }: { params: PageParams }) {
  const { viewer } = await signedInPage(params, '/profile-edit');
  const t = await getTranslations('profile.details');
  const profile = await loadProfile(viewer);
  return (
    <section aria-labelledby="profile-details-title" className={sectionClass}>
      <h2 id="profile-details-title" className="mb-4 font-heading text-xl font-semibold">
        {t('title')}
      </h2>
      <ProfileDetailsForm profile={profile} />
    </section>
  );
}
