/** /profiel: the signed-in user's profile at a glance, and their saved searches of the vacancy bank. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfileOverview } from '@/components/profile/profile-overview';
import { SavedSearchList } from '@/components/saved-searches/saved-search-list';
import { VACANCY_TYPES, type VacancyType } from '@/domain/vacancies';
import { loadProfile } from '@/lib/server/profile/load';
import { getViewerApi } from '@/lib/server/session/viewer';
import { listSavedSearches } from '@/lib/shared/saved-searches/api';
import { type PageParams, signedInPage } from '../page-context';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'profile.overview' });
  return { title: t('metaTitle') };
}

const NOTICES = ['bewaard', 'gewijzigd', 'verwijderd'] as const;

export default async function ProfilePage({
  params,
  searchParams,
}: {
  params: PageParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale, viewer } = await signedInPage(params, '/profiel');
  const [profile, searches, tTypes] = await Promise.all([
    loadProfile(viewer),
    listSavedSearches(await getViewerApi(viewer)),
    getTranslations('vacancyBank.types'),
  ]);
  const typeLabels = Object.fromEntries(VACANCY_TYPES.map((type) => [type, tTypes(type)])) as Record<VacancyType, string>;
  const notice = (await searchParams).zoekopdracht;
  return (
    <div className="space-y-6">
      <ProfileOverview locale={locale} viewer={viewer} profile={profile} />
      <SavedSearchList searches={searches} typeLabels={typeLabels} notice={NOTICES.find((n) => n === notice)} />
    </div>
  );
}
