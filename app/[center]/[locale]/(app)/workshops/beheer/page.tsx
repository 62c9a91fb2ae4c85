/** /workshops/beheer: the center's workshops for center staff and content managers (docs/domain.md#workshops). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { WorkshopAdminList } from '@/components/workshops/workshop-admin-list';
import { mayManageWorkshops, WORKSHOP_STATUSES } from '@/domain/workshops';
import { getViewerApi } from '@/lib/server/session/viewer';
import { listWorkshops } from '@/lib/shared/workshops/api';
import { type PageParams, signedInPage } from '../../page-context';

const NOTICES = ['verwijderd'] as const;

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'workshops.admin' });
  return { title: t('title') };
}

export default async function WorkshopAdminPage({
  params,
  searchParams,
}: {
  params: PageParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { viewer, locale } = await signedInPage(params, '/workshops/beheer');
  if (!mayManageWorkshops(viewer)) return <ForbiddenScreen />;
  const query = await searchParams;
  const status = WORKSHOP_STATUSES.find((s) => s === query.status) ?? null;
  const { items } = await listWorkshops(await getViewerApi(viewer), { status, size: 100 });
  return <WorkshopAdminList workshops={items} status={status} locale={locale} notice={NOTICES.find((n) => n === query.workshop) ?? null} />;
}
