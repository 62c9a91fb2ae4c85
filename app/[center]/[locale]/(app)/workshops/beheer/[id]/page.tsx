/**
 * /workshops/beheer/{id}: one workshop for its managers: its details (change, delete) and its dates (shifts: the list,
 * each with who comes, and a form to add one).
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { ShiftForm } from '@/components/shifts/shift-form';
import { ShiftList } from '@/components/shifts/shift-list';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { cardClass, linkClass } from '@/components/ui/styles';
import { WorkshopForm } from '@/components/workshops/workshop-form';
import { mayManageWorkshops } from '@/domain/workshops';
import { RECORD_ID_PATTERN } from '@/domain/values';
import { ApiRequestError } from '@/lib/shared/api';
import { Link } from '@/lib/shared/i18n/navigation';
import { deleteWorkshopAction } from '@/lib/server/shifts/actions';
import { getViewerApi } from '@/lib/server/session/viewer';
import { listShifts } from '@/lib/shared/shifts/api';
import { fetchWorkshop } from '@/lib/shared/workshops/api';
import { signedInPage } from '../../../page-context';

type Params = Promise<{ center: string; locale: string; id: string }>;
const NOTICES = ['toegevoegd', 'gewijzigd'] as const;
const SHIFT_NOTICES = ['toegevoegd', 'gewijzigd', 'geannuleerd'] as const;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'workshops.admin' });
  return { title: t('editTitle') };
}

export default async function ManageWorkshopPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  const path = `/workshops/beheer/${id}`;
  const { viewer, locale } = await signedInPage(params, path);
  if (!mayManageWorkshops(viewer)) return <ForbiddenScreen />;
  if (!RECORD_ID_PATTERN.test(id)) notFound();
  const api = await getViewerApi(viewer);
  const loaded = await Promise.all([fetchWorkshop(api, id), listShifts(api, { workshopId: id })]).catch((error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  });
  if (!loaded) notFound();
  const [workshop, shifts] = loaded;
  const [t, tShifts, query] = await Promise.all([getTranslations('workshops.admin'), getTranslations('shifts.manager'), searchParams]);
  const notice = NOTICES.find((n) => n === query.workshop);
  const shiftNotice = SHIFT_NOTICES.find((n) => n === query.dienst);
  return (
    <div className="space-y-6">
      <BackLink href="/workshops/beheer">{t('back')}</BackLink>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-heading text-2xl font-bold tracking-tight break-words sm:text-3xl">{workshop.title}</h1>
        {workshop.status === 'draft' ? null : (
          <Link href={`/workshops/${workshop.id}`} className={linkClass}>
            {t('viewPublic')}
          </Link>
        )}
      </header>
      {notice || shiftNotice ? (
        <p role="status" className="rounded-md bg-muted-50 p-3 text-sm dark:bg-muted-900" data-testid="workshop-notice">
          {notice ? t(`notices.${notice}`) : tShifts(`notices.${shiftNotice!}`)}
        </p>
      ) : null}
      <section aria-labelledby="workshop-dates" className={cardClass}>
        <h2 id="workshop-dates" className="mb-3 font-heading text-xl font-semibold">
          {t('dates')}
        </h2>
        <ShiftList shifts={shifts} locale={locale} basePath={`${path}/diensten`} />
        <h3 className="mt-6 mb-3 font-heading text-lg font-semibold">{t('addDate')}</h3>
        <ShiftForm parent={{ workshopId: workshop.id }} returnTo={path} defaults={{ capacity: '20', cancelCutoffHours: '24' }} />
      </section>
      <section aria-labelledby="workshop-edit" className={cardClass}>
        <h2 id="workshop-edit" className="mb-3 font-heading text-xl font-semibold">
          {t('details')}
        </h2>
        <WorkshopForm workshop={workshop} />
      </section>
      <section aria-labelledby="workshop-delete" className={cardClass}>
        <h2 id="workshop-delete" className="font-heading text-xl font-semibold">
          {t('deleteTitle')}
        </h2>
        <p className="mt-1 mb-3 text-sm text-muted-700 dark:text-muted-300">{t('deleteIntro')}</p>
        <form action={deleteWorkshopAction}>
          <input type="hidden" name="id" value={workshop.id} />
          <Button type="submit" variant="dangerOutline">
            {t('delete')}
          </Button>
        </form>
      </section>
    </div>
  );
}
