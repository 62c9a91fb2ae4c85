/** /profiel: the signed-in user's profile at a glance, their saved searches of the vacancy bank, and their data export. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DataExportSection } from '@/components/data-export/data-export-section';
import { ProfileOverview } from '@/components/profile/profile-overview';
import { SavedSearchList } from '@/components/saved-searches/saved-search-list';
import { MyShiftsLink } from '@/components/shifts/my-shifts-link';
import { VACANCY_TYPES, type VacancyType } from '@/domain/vacancies';
import { loadProfile } from '@/lib/server/profile/load';
import { getViewerApi } from '@/lib/server/session/viewer';
import { listSavedSearches } from '@/lib/shared/saved-searches/api';
import { listDataExports } from '@/lib/shared/data-export/api';
import { type PageParams, signedInPage } from '../page-context';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'profile.overview' });
  return { title: t('metaTitle') };
}

const NOTICES = ['bewaard', 'gewijzigd', 'verwijderd'] as const;
/** The outcome of a data export request (lib/server/data-export/actions.ts), in `?gegevens=`. */
const EXPORT_OUTCOMES = ['requested', 'limit', 'failed'] as const;

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
  const dataExports = await listDataExports(await getViewerApi(viewer));
  const typeLabels = Object.fromEntries(VACANCY_TYPES.map((type) => [type, tTypes(type)])) as Record<VacancyType, string>;
  const query = await searchParams;
  const notice = query.zoekopdracht;
  const exportOutcome = EXPORT_OUTCOMES.find((o) => o === query.gegevens) ?? null;
  return (
    <div className="space-y-6">
      <ProfileOverview locale={locale} viewer={viewer} profile={profile} />
      <MyShiftsLink />
      <SavedSearchList searches={searches} typeLabels={typeLabels} notice={NOTICES.find((n) => n === notice)} />
      <DataExportSection locale={locale} exports={dataExports} outcome={exportOutcome} impersonating={viewer.impersonating} />
    </div>
  );
}
