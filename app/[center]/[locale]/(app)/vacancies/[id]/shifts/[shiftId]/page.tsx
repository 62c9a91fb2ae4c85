/** /vacancies/{id}/shifts/{shiftId}: one shift of an activity for its managers: who comes, CSV, change, cancel. */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { SHIFT_NOTICES, ShiftDetail } from '@/components/shifts/shift-detail';
import { BackLink } from '@/components/ui/back-link';
import { RECORD_ID_PATTERN } from '@/domain/values';
import { ApiRequestError } from '@/lib/shared/api';
import { getViewerApi } from '@/lib/server/session/viewer';
import { fetchShift, listShiftSignups } from '@/lib/shared/shifts/api';
import { fetchVacancy } from '@/lib/shared/vacancies/api';
import { signedInPage } from '../../../../page-context';
import { mayManageVacancy } from '../../../data';

type Params = Promise<{ center: string; locale: string; id: string; shiftId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'shifts.manager' });
  return { title: t('shiftMetaTitle') };
}

export default async function VacancyShiftPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id, shiftId } = await params;
  const path = `/vacancies/${id}/shifts/${shiftId}`;
  const { viewer, locale } = await signedInPage(params, path);
  if (!RECORD_ID_PATTERN.test(shiftId)) notFound();
  const api = await getViewerApi(viewer);
  const vacancy = await fetchVacancy(api, id);
  if (!vacancy) notFound();
  if (!mayManageVacancy(viewer, vacancy)) return <ForbiddenScreen />;
  const loaded = await Promise.all([fetchShift(api, shiftId), listShiftSignups(api, shiftId)]).catch((error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  });
  if (!loaded || loaded[0].vacancyId !== vacancy.id) notFound();
  const [shift, signups] = loaded;
  const [t, query] = await Promise.all([getTranslations('shifts.manager'), searchParams]);
  return (
    <div className="space-y-4">
      <BackLink href={`/vacancies/${vacancy.id}/shifts`}>{t('backToShifts')}</BackLink>
      <p className="text-muted-700 dark:text-muted-300">{vacancy.title}</p>
      <ShiftDetail
        shift={shift}
        signups={signups}
        locale={locale}
        parent={{ vacancyId: vacancy.id }}
        path={path}
        notice={SHIFT_NOTICES.find((n) => n === query.dienst) ?? null}
      />
    </div>
  );
}
