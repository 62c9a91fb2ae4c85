/**
 * /vacancies/{id}/shifts: the shift manager of an activity vacancy (docs/domain.md#shifts), for those who manage the
 * vacancy (its organization's superusers and center staff; the backend decides again on every call).
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { ShiftForm } from '@/components/shifts/shift-form';
import { ShiftList } from '@/components/shifts/shift-list';
import { BackLink } from '@/components/ui/back-link';
import { cardClass } from '@/components/ui/styles';
import { getViewerApi } from '@/lib/server/session/viewer';
import { listShifts } from '@/lib/shared/shifts/api';
import { fetchVacancy } from '@/lib/shared/vacancies/api';
import { signedInPage } from '../../../page-context';
import { mayManageVacancy } from '../../data';

type Params = Promise<{ center: string; locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'shifts.manager' });
  return { title: t('metaTitle') };
}

export default async function VacancyShiftsPage({ params }: { params: Params }) {
  const { id } = await params;
  const path = `/vacancies/${id}/shifts`;
  const { viewer, locale } = await signedInPage(params, path);
  const api = await getViewerApi(viewer);
  const vacancy = await fetchVacancy(api, id);
  if (!vacancy || vacancy.vacancyType !== 'activity') notFound();
  if (!mayManageVacancy(viewer, vacancy)) return <ForbiddenScreen />;
  const [shifts, t] = await Promise.all([listShifts(api, { vacancyId: vacancy.id }), getTranslations('shifts.manager')]);
  return (
    <div className="space-y-6">
      <BackLink href={`/vacancies/${vacancy.id}`}>{t('backToVacancy')}</BackLink>
      <header>
        <h1 className="font-heading text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-muted-700 dark:text-muted-300">{vacancy.title}</p>
      </header>
      <section aria-labelledby="shifts-list" className={cardClass}>
        <h2 id="shifts-list" className="mb-3 font-heading text-xl font-semibold">
          {t('listTitle')}
        </h2>
        <ShiftList shifts={shifts} locale={locale} basePath={path} />
      </section>
      <section aria-labelledby="shifts-add" className={cardClass}>
        <h2 id="shifts-add" className="mb-3 font-heading text-xl font-semibold">
          {t('addTitle')}
        </h2>
        <ShiftForm parent={{ vacancyId: vacancy.id }} returnTo={path} defaults={{ capacity: '10', cancelCutoffHours: '24' }} />
      </section>
    </div>
  );
}
