/** Shared by the two analytics pages: the viewer, whether they may look, and the period of the query string. */
import 'server-only';
import { localDate, mayViewAnalytics, mayViewCenterAnalytics } from '@/domain/analytics';
import { selectPeriod } from '@/lib/shared/analytics/period';
import { getViewerApi } from '@/lib/server/session/viewer';
import { type PageParams, signedInPage } from '../page-context';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function analyticsPage(params: PageParams, searchParams: SearchParams, returnTo: string) {
  const { viewer } = await signedInPage(params, returnTo);
  const selection = selectPeriod(await searchParams, localDate(new Date()));
  return {
    viewer,
    selection,
    allowed: mayViewAnalytics(viewer),
    center: mayViewCenterAnalytics(viewer),
    api: await getViewerApi(viewer),
  };
}
