/**
 * /analytics/index-2: the second analytics view, the use of the public site (docs/domain.md#analytics): page views
 * of the public pages and the most searched words of the vacancy bank, both counted first-party without personal
 * data. Center staff only.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AnalyticsFrame } from '@/components/analytics/analytics-frame';
import { PublicSiteReportView } from '@/components/analytics/reports';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { Alert } from '@/components/ui/alert';
import { fetchPublicSiteReport, type PublicSiteReport } from '@/lib/shared/analytics/api';
import type { PageParams } from '../../page-context';
import { analyticsPage, type SearchParams } from '../load';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'analytics.views.publicSite' });
  return { title: t('title') };
}

export default async function AnalyticsPublicSitePage({ params, searchParams }: { params: PageParams; searchParams: SearchParams }) {
  const { selection, center, api } = await analyticsPage(params, searchParams, '/analytics/index-2');
  if (!center) return <ForbiddenScreen />;
  const t = await getTranslations('analytics');
  let report: PublicSiteReport | null = null;
  try {
    report = await fetchPublicSiteReport(api, selection.period);
  } catch {
    // The frame still lets the viewer choose another period.
  }
  return (
    <AnalyticsFrame view="publicSite" selection={selection} showPublicSite>
      {report ? <PublicSiteReportView report={report} /> : <Alert tone="error">{t('loadFailed')}</Alert>}
    </AnalyticsFrame>
  );
}
