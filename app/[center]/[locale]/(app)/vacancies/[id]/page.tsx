/** /vacancies/{id}: a vacancy for its managers: details, status actions and its applications. */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ApplicationsList } from '@/components/applications/applications-list';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { BackLink } from '@/components/ui/back-link';
import { outlineActionLinkClass } from '@/components/ui/styles';
import { Link } from '@/lib/shared/i18n/navigation';
import { VacancyDetails } from '@/components/vacancies/admin/vacancy-details';
import { getViewerApi } from '@/lib/server/session/viewer';
import { signedInPage } from '../../page-context';
import { fetchAgeGroups, fetchVacancy } from '@/lib/shared/vacancies/api';
import { mayManageVacancy } from '../data';

type Params = Promise<{ center: string; locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'vacancies.details' });
  return { title: t('metaTitle') };
}

export default async function VacancyPage({ params }: { params: Params }) {
  const { id } = await params;
  const { viewer } = await signedInPage(params, `/vacancies/${id}`);
  const api = await getViewerApi(viewer);
  const [vacancy, ageGroups] = await Promise.all([fetchVacancy(api, id), fetchAgeGroups(api)]);
  if (!vacancy) notFound();
  if (!mayManageVacancy(viewer, vacancy)) return <ForbiddenScreen />;
  const t = await getTranslations('vacancies.details');
  return (
    <div className="space-y-4">
      <BackLink href="/vacancies">{t('back')}</BackLink>
      {vacancy.vacancyType === 'activity' ? (
        // An activity's shifts (docs/domain.md#shifts) have their own manager.
        <Link href={`/vacancies/${vacancy.id}/shifts`} className={outlineActionLinkClass}>
          {(await getTranslations('shifts.manager'))('manage')}
        </Link>
      ) : null}
      <VacancyDetails vacancy={vacancy} ageGroups={ageGroups} applications={<ApplicationsList fixedVacancyId={vacancy.id} />} />
    </div>
  );
}
