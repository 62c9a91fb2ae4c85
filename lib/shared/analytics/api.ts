/**
 * The analytics reports' backend calls (GET /api/v1/analytics/activity and /public_site, docs/api.md "Analytics"),
 * for any ApiClient; the server pages ask them with the viewer's session. Attributes arrive camelCase.
 */
import type { AnalyticsBucket, Period } from '@/domain/analytics';
import type { VacancyType } from '@/domain/vacancies';
import type { ApiClient } from '@/lib/shared/api';

export interface Compared<T = number> {
  current: T;
  previous: T;
}

interface ReportPeriod {
  period: Period;
  previousPeriod: Period;
  bucket: AnalyticsBucket;
}

export interface ActivityReport extends ReportPeriod {
  organizationIds: number[] | null;
  vacancies: {
    series: { start: string; posted: number; published: number; filled: number; expired: number }[];
    totals: Record<'posted' | 'published' | 'filled' | 'expired', Compared>;
  };
  applications: {
    weekly: { start: string; applications: number }[];
    byType: { vacancyType: VacancyType; current: number; previous: number }[];
    totals: {
      applications: Compared;
      accepted: Compared;
      decided: Compared;
      acceptanceRate: Compared<number | null>;
      medianHoursToAnswer: Compared<number | null>;
    };
  };
  signups: {
    series: { start: string; organizations: number; volunteers: number }[];
    totals: Record<'organizations' | 'volunteers', Compared>;
  } | null;
}

export interface PublicSiteReport extends ReportPeriod {
  pageViews: {
    series: { start: string; pageViews: number }[];
    totals: { pageViews: Compared };
    topPaths: { path: string; current: number; previous: number }[];
  };
  searchTerms: { top: { term: string; current: number; previous: number }[] };
}

/** The period as the API's filters. */
export const periodQuery = (p: Period) => `filter[from]=${p.from}&filter[to]=${p.to}`;

export async function fetchActivityReport(api: ApiClient, period: Period): Promise<ActivityReport> {
  const doc = await api.get(`/api/v1/analytics/activity?${periodQuery(period)}`);
  return doc.data as unknown as ActivityReport;
}

export async function fetchPublicSiteReport(api: ApiClient, period: Period): Promise<PublicSiteReport> {
  const doc = await api.get(`/api/v1/analytics/public_site?${periodQuery(period)}`);
  return doc.data as unknown as PublicSiteReport;
}
