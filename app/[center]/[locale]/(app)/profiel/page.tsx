/** /profiel: the signed-in user's profile at a glance. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfileOverview } from '@/components/profile/profile-overview';
import { loadProfile } from '@/lib/server/profile/load';
import { type PageParams, signedInPage } from '../page-context';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'profile.overview' });
  return { title: t('metaTitle') };
}

export default async function ProfilePage({ params }: { params: PageParams }) {
  const { locale, viewer } = await signedInPage(params, '/profiel');
  return <ProfileOverview locale={locale} viewer={viewer} profile={await loadProfile(viewer)} />;
}
