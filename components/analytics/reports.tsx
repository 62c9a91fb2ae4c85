/**
 * The two analytics views (docs/domain.md#analytics): the activity of the center (or of an organization superuser's
 * organizations) and the use of the public site. Server components: the figures as cards, each dataset as a chart
 * panel (chart, table, CSV) with its rows formatted here, so chart, table and CSV show the same numbers.
 */
import { getFormatter, getTranslations } from 'next-intl/server';
import type { AnalyticsBucket, Period } from '@/domain/analytics';
import type { ActivityReport, PublicSiteReport } from '@/lib/shared/analytics/api';
import { ChartPanel, type ChartRow } from './chart-panel';
import { FigureCard } from './analytics-frame';

type Format = Awaited<ReturnType<typeof getFormatter>>;

/** The label of a step: its day, the Monday of its week, or its month. */
function stepLabel(format: Format, start: string, bucket: AnalyticsBucket) {
  const date = new Date(`${start}T12:00:00Z`);
  return bucket === 'month'
    ? format.dateTime(date, { month: 'short', year: 'numeric', timeZone: 'UTC' })
    : format.dateTime(date, { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

const fileName = (name: string, p: Period) => `${name}-${p.from}-${p.to}`;

function steps<T extends { start: string }>(format: Format, series: T[], bucket: AnalyticsBucket, keys: (keyof T & string)[]): ChartRow[] {
  return series.map((s) => ({
    key: s.start,
    label: stepLabel(format, s.start, bucket),
    values: Object.fromEntries(keys.map((k) => [k, Number(s[k])])),
  }));
}

export async function ActivityReportView({ report }: { report: ActivityReport }) {
  const t = await getTranslations('analytics');
  const tt = await getTranslations('vacancies');
  const format = await getFormatter();
  const { vacancies, applications, signups } = report;
  const stepHeading = t(`step.${report.bucket}`);
  const typeName = (type: string) => (tt.has(`types.${type}`) ? tt(`types.${type}`) : type);
  return (
    <div className="space-y-8">
      <section aria-labelledby="analytics-vacancies" className="space-y-4">
        <h2 id="analytics-vacancies" className="text-lg font-semibold">
          {t('vacancies.heading')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {(['posted', 'published', 'filled', 'expired'] as const).map((k) => (
            <FigureCard key={k} label={t(`vacancies.${k}`)} {...vacancies.totals[k]} />
          ))}
        </dl>
        <ChartPanel
          id="vacancies"
          title={t('vacancies.chartTitle')}
          description={t('vacancies.chartDescription')}
          kind="line"
          keyLabel={stepHeading}
          series={(['posted', 'published', 'filled', 'expired'] as const).map((k) => ({ key: k, label: t(`vacancies.${k}`) }))}
          rows={steps(format, vacancies.series, report.bucket, ['posted', 'published', 'filled', 'expired'])}
          fileName={fileName(t('files.vacancies'), report.period)}
        />
      </section>

      <section aria-labelledby="analytics-applications" className="space-y-4">
        <h2 id="analytics-applications" className="text-lg font-semibold">
          {t('applications.heading')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <FigureCard label={t('applications.total')} {...applications.totals.applications} />
          <FigureCard label={t('applications.accepted')} {...applications.totals.accepted} />
          <FigureCard label={t('applications.acceptanceRate')} {...applications.totals.acceptanceRate} unit="percent" />
          <FigureCard label={t('applications.medianHours')} {...applications.totals.medianHoursToAnswer} unit="hours" />
        </dl>
        <p className="text-xs text-muted-700 dark:text-muted-300">{t('applications.explanation')}</p>
        <div className="grid gap-4 lg:grid-cols-2">
          <ChartPanel
            id="applications-weekly"
            title={t('applications.weeklyTitle')}
            kind="bar"
            keyLabel={t('step.week')}
            series={[{ key: 'applications', label: t('applications.total') }]}
            rows={steps(format, applications.weekly, 'week', ['applications'])}
            fileName={fileName(t('files.applicationsWeekly'), report.period)}
          />
          <ChartPanel
            id="applications-by-type"
            title={t('applications.byTypeTitle')}
            kind="bar"
            valueLabels
            keyLabel={t('applications.type')}
            series={[
              { key: 'current', label: t('currentPeriod') },
              { key: 'previous', label: t('previousPeriod') },
            ]}
            rows={applications.byType.map((r) => ({
              key: r.vacancyType,
              label: typeName(r.vacancyType),
              values: { current: r.current, previous: r.previous },
            }))}
            fileName={fileName(t('files.applicationsByType'), report.period)}
          />
        </div>
      </section>

      {signups ? (
        <section aria-labelledby="analytics-signups" className="space-y-4">
          <h2 id="analytics-signups" className="text-lg font-semibold">
            {t('signups.heading')}
          </h2>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <FigureCard label={t('signups.organizations')} {...signups.totals.organizations} />
            <FigureCard label={t('signups.volunteers')} {...signups.totals.volunteers} />
          </dl>
          <ChartPanel
            id="signups"
            title={t('signups.chartTitle')}
            kind="line"
            keyLabel={stepHeading}
            series={[
              { key: 'organizations', label: t('signups.organizations') },
              { key: 'volunteers', label: t('signups.volunteers') },
            ]}
            rows={steps(format, signups.series, report.bucket, ['organizations', 'volunteers'])}
            fileName={fileName(t('files.signups'), report.period)}
          />
        </section>
      ) : null}
    </div>
  );
}

export async function PublicSiteReportView({ report }: { report: PublicSiteReport }) {
  const t = await getTranslations('analytics');
  const format = await getFormatter();
  const { pageViews, searchTerms } = report;
  const compared = [
    { key: 'current', label: t('currentPeriod') },
    { key: 'previous', label: t('previousPeriod') },
  ];
  return (
    <div className="space-y-8">
      <section aria-labelledby="analytics-page-views" className="space-y-4">
        <h2 id="analytics-page-views" className="text-lg font-semibold">
          {t('pageViews.heading')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <FigureCard label={t('pageViews.total')} {...pageViews.totals.pageViews} />
        </dl>
        <p className="text-xs text-muted-700 dark:text-muted-300">{t('pageViews.privacy')}</p>
        <ChartPanel
          id="page-views"
          title={t('pageViews.chartTitle')}
          kind="line"
          keyLabel={t(`step.${report.bucket}`)}
          series={[{ key: 'pageViews', label: t('pageViews.total') }]}
          rows={steps(format, pageViews.series, report.bucket, ['pageViews'])}
          fileName={fileName(t('files.pageViews'), report.period)}
        />
        <ChartPanel
          id="top-pages"
          title={t('pageViews.topTitle')}
          kind="table"
          keyLabel={t('pageViews.path')}
          series={compared}
          rows={pageViews.topPaths.map((p) => ({ key: p.path, label: p.path, values: { current: p.current, previous: p.previous } }))}
          fileName={fileName(t('files.topPages'), report.period)}
        />
      </section>
      <section aria-labelledby="analytics-search-terms" className="space-y-4">
        <h2 id="analytics-search-terms" className="text-lg font-semibold">
          {t('searchTerms.heading')}
        </h2>
        <p className="text-xs text-muted-700 dark:text-muted-300">{t('searchTerms.privacy')}</p>
        <ChartPanel
          id="search-terms"
          title={t('searchTerms.chartTitle')}
          kind="bar"
          valueLabels
          keyLabel={t('searchTerms.term')}
          series={compared}
          rows={searchTerms.top.map((s) => ({ key: s.term, label: s.term, values: { current: s.current, previous: s.previous } }))}
          fileName={fileName(t('files.searchTerms'), report.period)}
        />
      </section>
    </div>
  );
}
