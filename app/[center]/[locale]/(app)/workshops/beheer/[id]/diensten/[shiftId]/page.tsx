/** /workshops/beheer/{id}/diensten/{shiftId}: one date of a workshop for its managers: who comes, CSV, change, cancel. */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { SHIFT_NOTICES, ShiftDetail } from '@/components/shifts/shift-detail';
import { BackLink } from '@/components/ui/back-link';
import { mayManageWorkshops } from '@/domain/workshops';
import { RECORD_ID_PATTERN } from '@/domain/values';
import { ApiRequestError } from '@/lib/shared/api';
import { getViewerApi } from '@/lib/server/session/viewer';
import { fetchShift, listShiftSignups } from '@/lib/shared/shifts/api';
import { fetchWorkshop } from '@/lib/shared/workshops/api';
import { signedInPage } from '../../../../../page-context';

type Params = Promise<{ center: string; locale: string; id: string; shiftId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'shifts.manager' });
  return { title: t('shiftMetaTitle') };
}

export default async function WorkshopShiftPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id, shiftId } = await params;
  const path = `/workshops/beheer/${id}/diensten/${shiftId}`;
  const { viewer, locale } = await signedInPage(params, path);
  if (!mayManageWorkshops(viewer)) return <ForbiddenScreen />;
  if (!RECORD_ID_PATTERN.test(id) || !RECORD_ID_PATTERN.test(shiftId)) notFound();
  const api = await getViewerApi(viewer);
  const loaded = await Promise.all([fetchWorkshop(api, id), fetchShift(api, shiftId), listShiftSignups(api, shiftId)]).catch(
    (error: unknown) => {
      if (error instanceof ApiRequestError && error.status === 404) return null;
      throw error;
    },
  );
  if (!loaded || loaded[1].workshopId !== loaded[0].id) notFound();
  const [workshop, shift, signups] = loaded;
  const [t, query] = await Promise.all([getTranslations('workshops.admin'), searchParams]);
  return (
    <div className="space-y-4">
      <BackLink href={`/workshops/beheer/${workshop.id}`}>{t('backToWorkshop')}</BackLink>
      <p className="text-muted-700 dark:text-muted-300">{workshop.title}</p>
      <ShiftDetail
        shift={shift}
        signups={signups}
        locale={locale}
        parent={{ workshopId: workshop.id }}
        path={path}
        notice={SHIFT_NOTICES.find((n) => n === query.dienst) ?? null}
      />
    </div>
  );
}
