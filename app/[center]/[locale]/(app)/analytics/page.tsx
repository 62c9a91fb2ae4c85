/**
 * /analytics: how the center is doing over a period against the one before (docs/domain.md#analytics): vacancies,
 * applications and sign-ups. Center staff see the whole center, organization superusers their own organizations.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AnalyticsFrame } from '@/components/analytics/analytics-frame';
import { ActivityReportView } from '@/components/analytics/reports';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { Alert } from '@/components/ui/alert';
import { type ActivityReport, fetchActivityReport } from '@/lib/shared/analytics/api';
import type { PageParams } from '../page-context';
import { analyticsPage, type SearchParams } from './load';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'analytics.views.activity' });
  return { title: t('title') };
}

export default async function AnalyticsActivityPage({ params, searchParams }: { params: PageParams; searchParams: SearchParams }) {
  const { selection, allowed, center, api, viewer } = await analyticsPage(params, searchParams, '/analytics');
  if (!allowed) return <ForbiddenScreen />;
  const t = await getTranslations('analytics');
  let report: ActivityReport | null = null;
  try {
    report = await fetchActivityReport(api, selection.period);
  } catch {
    // The frame still lets the viewer choose another period.
  }
  const own = viewer.roles.filter((r) => r.name === 'organization_superuser' && r.organizationName).map((r) => r.organizationName);
  return (
    <AnalyticsFrame
      view="activity"
      selection={selection}
      showPublicSite={center}
      scopeNote={center ? undefined : t('scopeOrganizations', { names: own.join(', ') })}
    >
      {report ? <ActivityReportView report={report} /> : <Alert tone="error">{t('loadFailed')}</Alert>}
    </AnalyticsFrame>
  );
}
