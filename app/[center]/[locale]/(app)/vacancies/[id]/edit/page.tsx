/** /vacancies/{id}/edit: every field of a vacancy, for its managers. */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { BackLink } from '@/components/ui/back-link';
import { VacancyStatusBadge } from '@/components/vacancies/admin/status-badge';
import { VacancyForm } from '@/components/vacancies/admin/vacancy-form';
import { getViewerApi } from '@/lib/server/session/viewer';
import { signedInPage } from '../../../page-context';
import { fetchAgeGroups, fetchVacancy } from '@/lib/shared/vacancies/api';
import { mayManageVacancy, isCenterStaff } from '../../data';

type Params = Promise<{ center: string; locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'vacancies.edit' });
  return { title: t('metaTitle') };
}

export default async function EditVacancyPage({ params }: { params: Params }) {
  const { id } = await params;
  const { viewer } = await signedInPage(params, `/vacancies/${id}/edit`);
  const api = await getViewerApi(viewer);
  const [vacancy, ageGroups] = await Promise.all([fetchVacancy(api, id), fetchAgeGroups(api)]);
  if (!vacancy || vacancy.status === 'deleted') notFound();
  if (!mayManageVacancy(viewer, vacancy)) return <ForbiddenScreen />;
  const t = await getTranslations('vacancies.edit');
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <BackLink href={`/vacancies/${vacancy.id}`}>{t('back')}</BackLink>
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title', { title: vacancy.title })}</h1>
        <VacancyStatusBadge status={vacancy.status} />
      </header>
      <VacancyForm vacancy={vacancy} ageGroups={ageGroups} staff={isCenterStaff(viewer)} />
    </div>
  );
}
