/** /vacancies: the organization's vacancies (organization superusers) or the whole center's (staff). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { VacanciesList } from '@/components/vacancies/admin/vacancies-list';
import { type PageParams, signedInPage } from '../page-context';
import { mayListVacancies, isCenterStaff } from './data';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'vacancies.list' });
  return { title: t('metaTitle') };
}

export default async function VacanciesPage({ params }: { params: PageParams }) {
  const { viewer } = await signedInPage(params, '/vacancies');
  if (!mayListVacancies(viewer)) return <ForbiddenScreen />;
  return <VacanciesList staff={isCenterStaff(viewer)} />;
}
