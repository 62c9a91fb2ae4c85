/** /profiel/diensten: the signed-in volunteer's shifts and their personal calendar feed (docs/domain.md#shifts). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MY_SHIFT_NOTICES, MyShifts } from '@/components/shifts/my-shifts';
import { BackLink } from '@/components/ui/back-link';
import { getViewerApi } from '@/lib/server/session/viewer';
import { fetchCalendarFeedUrl, listMySignups } from '@/lib/shared/shifts/api';
import { type PageParams, signedInPage } from '../../page-context';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'shifts.mine' });
  return { title: t('title') };
}

export default async function MyShiftsPage({
  params,
  searchParams,
}: {
  params: PageParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale, viewer } = await signedInPage(params, '/profiel/diensten');
  const api = await getViewerApi(viewer);
  const [signups, feedUrl, query, t] = await Promise.all([
    listMySignups(api),
    fetchCalendarFeedUrl(api),
    searchParams,
    getTranslations('shifts.mine'),
  ]);
  return (
    <div className="space-y-4">
      <BackLink href="/profiel">{t('back')}</BackLink>
      <MyShifts signups={signups} feedUrl={feedUrl} locale={locale} notice={MY_SHIFT_NOTICES.find((n) => n === query.dienst) ?? null} />
    </div>
  );
}
