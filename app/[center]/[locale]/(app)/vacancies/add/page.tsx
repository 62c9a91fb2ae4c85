/** /vacancies/add: a new vacancy, published at once or kept as a draft. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { BackLink } from '@/components/ui/back-link';
import { VacancyForm } from '@/components/vacancies/admin/vacancy-form';
import { getViewerApi } from '@/lib/server/session/viewer';
import { type PageParams, signedInPage } from '../../page-context';
import { fetchAgeGroups } from '@/lib/shared/vacancies/api';
import { mayListVacancies, defaultOrganizationId, isCenterStaff } from '../data';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'vacancies.add' });
  return { title: t('metaTitle') };
}

export default async function AddVacancyPage({ params }: { params: PageParams }) {
  const { viewer } = await signedInPage(params, '/vacancies/add');
  if (!mayListVacancies(viewer)) return <ForbiddenScreen />;
  const t = await getTranslations('vacancies.add');
  const ageGroups = await fetchAgeGroups(await getViewerApi(viewer));
  const staff = isCenterStaff(viewer);
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <BackLink href="/vacancies">{t('back')}</BackLink>
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-muted-800 dark:text-muted-200">{t('intro')}</p>
      </header>
      <VacancyForm
        vacancy={null}
        ageGroups={ageGroups}
        staff={staff}
        defaultOrganizationId={staff ? undefined : defaultOrganizationId(viewer)}
      />
    </div>
  );
}
