/**
 * The frame of both analytics screens (docs/domain.md#analytics): heading, the period compared, the two views (the
 * public site view for center staff only) and the period form. A plain GET form, so choosing a period works without
 * JavaScript and every period has its own address.
 */
import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { previousPeriod, type Period } from '@/domain/analytics';
import { PERIOD_CHOICES, selectionQuery, type PeriodSelection } from '@/lib/shared/analytics/period';
import { Link } from '@/lib/shared/i18n/navigation';
import { controlClass, focusRing } from '@/components/ui/styles';

export type AnalyticsView = 'activity' | 'publicSite';

const VIEWS: { view: AnalyticsView; href: string }[] = [
  { view: 'activity', href: '/analytics' },
  { view: 'publicSite', href: '/analytics/index-2' },
];

/** A period's days as text, both ends, in the screen's language. */
export async function periodText(p: Period): Promise<string> {
  const format = await getFormatter();
  const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
  return format.dateTimeRange(day(p.from), day(p.to), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export async function AnalyticsFrame({
  view,
  selection,
  showPublicSite,
  scopeNote,
  children,
}: {
  view: AnalyticsView;
  selection: PeriodSelection;
  /** Center staff: the public site view is offered. */
  showPublicSite: boolean;
  /** Whose figures these are when not the whole center. */
  scopeNote?: string;
  children: ReactNode;
}) {
  const t = await getTranslations('analytics');
  const current = await periodText(selection.period);
  const previous = await periodText(previousPeriod(selection.period));
  const action = view === 'activity' ? '/analytics' : '/analytics/index-2';
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:px-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">{t(`views.${view}.title`)}</h1>
        <p className="text-sm text-muted-700 dark:text-muted-300">{t('comparedWith', { current, previous })}</p>
        {scopeNote ? <p className="text-sm text-muted-700 dark:text-muted-300">{scopeNote}</p> : null}
      </header>
      {showPublicSite ? (
        <nav aria-label={t('viewsLabel')}>
          <ul className="flex gap-1 overflow-x-auto border-b border-muted-200 dark:border-muted-800">
            {VIEWS.map((v) => (
              <li key={v.view} className="shrink-0">
                <Link
                  href={`${v.href}${selectionQuery(selection)}`}
                  aria-current={v.view === view ? 'page' : undefined}
                  className={`-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium ${
                    v.view === view
                      ? 'border-primary-700 text-primary-800 dark:border-primary-300 dark:text-primary-200'
                      : 'border-transparent text-muted-700 hover:text-primary-700 dark:text-muted-300'
                  } ${focusRing}`}
                >
                  {t(`views.${v.view}.tab`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <form method="get" action={action} className="flex flex-wrap items-end gap-3" aria-label={t('period.label')}>
        <div className="min-w-40">
          <label htmlFor="analytics-period" className="mb-1 block text-sm font-medium">
            {t('period.label')}
          </label>
          <select id="analytics-period" name="period" defaultValue={selection.choice} className={controlClass}>
            {PERIOD_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`period.choices.${choice}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="analytics-from" className="mb-1 block text-sm font-medium">
            {t('period.from')}
          </label>
          <input id="analytics-from" name="from" type="date" defaultValue={selection.period.from} className={controlClass} />
        </div>
        <div>
          <label htmlFor="analytics-to" className="mb-1 block text-sm font-medium">
            {t('period.to')}
          </label>
          <input id="analytics-to" name="to" type="date" defaultValue={selection.period.to} className={controlClass} />
        </div>
        <button
          type="submit"
          className={`inline-flex h-10 items-center rounded-md bg-primary-700 px-4 text-sm font-medium text-primary-foreground hover:bg-primary-800 ${focusRing}`}
        >
          {t('period.apply')}
        </button>
        <p className="basis-full text-xs text-muted-700 dark:text-muted-300">{t('period.hint')}</p>
      </form>
      {children}
    </div>
  );
}

/** A figure of the period beside the previous one, with the change in percent. */
export async function FigureCard({
  label,
  current,
  previous,
  unit,
}: {
  label: string;
  current: number | null;
  previous: number | null;
  unit?: 'percent' | 'hours';
}) {
  const t = await getTranslations('analytics.figure');
  const format = await getFormatter();
  const show = (value: number | null) =>
    value === null
      ? t('none')
      : unit === 'percent'
        ? format.number(value / 100, { style: 'percent', maximumFractionDigits: 1 })
        : unit === 'hours'
          ? t('hours', { hours: format.number(value, { maximumFractionDigits: 1 }) })
          : format.number(value);
  const change = current !== null && previous ? Math.round(((current - previous) / previous) * 100) : null;
  return (
    <div className="rounded-xl border border-muted-200 bg-surface p-4 shadow-sm dark:border-muted-800">
      <dt className="text-sm text-muted-700 dark:text-muted-300">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{show(current)}</dd>
      <dd className="mt-1 text-xs text-muted-700 dark:text-muted-300">
        {t('previous', { value: show(previous) })}
        {change !== null
          ? ` · ${t('change', { change: format.number(change / 100, { style: 'percent', signDisplay: 'exceptZero' }) })}`
          : null}
      </dd>
    </div>
  );
}
