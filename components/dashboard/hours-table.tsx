/**
 * The dashboard's hours card body (docs/domain.md#hours, "Totals elsewhere"): approved hours per organization and
 * month, the organizations with the most hours first, and the total of every organization in scope. A table with a
 * caption and header cells; on a phone it scrolls sideways inside its own focusable, labelled region, so the page
 * itself never does. Minutes arrive from the API and show as hours with up to two decimals.
 */
import clsx from 'clsx';
import { getFormatter, getTranslations } from 'next-intl/server';
import { focusRing, linkClass } from '@/components/ui/styles';
import { HOURS_MONTHS, type DashboardHoursSection } from '@/domain/dashboard';
import { minutesToHours } from '@/domain/hours';
import { Link } from '@/lib/shared/i18n/navigation';

const cell = 'px-2 py-2 text-right tabular-nums whitespace-nowrap';

export async function HoursTable({ hours }: { hours: DashboardHoursSection }) {
  const t = await getTranslations('dashboard.hours');
  const format = await getFormatter();
  const amount = (minutes: number) => format.number(minutesToHours(minutes), { maximumFractionDigits: 2 });
  // A month is `YYYY-MM` in the center's time zone; noon UTC on its first day is that month everywhere.
  const monthLabel = (month: string) =>
    format.dateTime(new Date(`${month}-01T12:00:00Z`), { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const captionId = 'dashboard-hours-caption';
  const link = (
    <p className="mt-4 text-sm">
      <Link href="/uren" className={linkClass}>
        {t('link')}
      </Link>
    </p>
  );

  if (hours.organizations.length === 0)
    return (
      <>
        <p className="mt-4 rounded-md border border-dashed border-muted-300 p-3 text-sm text-muted-800 dark:border-muted-700 dark:text-muted-200">
          {t('empty', { months: HOURS_MONTHS })}
        </p>
        {link}
      </>
    );

  return (
    <>
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        data-testid="dashboard-hours-table"
        className={clsx('mt-4 max-w-full overflow-x-auto rounded-md', focusRing)}
      >
        <table className="w-full border-collapse text-sm">
          <caption id={captionId} className="pb-2 text-left font-heading text-base font-semibold">
            {t('caption')}
          </caption>
          <thead>
            <tr className="border-b border-muted-300 dark:border-muted-700">
              <th scope="col" className="py-2 pr-2 text-left font-semibold">
                {t('organization')}
              </th>
              {hours.months.map((month) => (
                <th key={month} scope="col" className={clsx(cell, 'font-semibold')}>
                  {monthLabel(month)}
                </th>
              ))}
              <th scope="col" className={clsx(cell, 'pr-0 font-semibold')}>
                {t('total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {hours.organizations.map((organization) => (
              <tr key={organization.id} className="border-b border-muted-200 dark:border-muted-800">
                <th scope="row" className="max-w-48 py-2 pr-2 text-left font-medium break-words">
                  {organization.name}
                </th>
                {organization.months.map((m) => (
                  <td key={m.month} className={cell}>
                    {amount(m.minutes)}
                  </td>
                ))}
                <td className={clsx(cell, 'pr-0 font-semibold')}>{amount(organization.minutes)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-muted-300 dark:border-muted-700">
              <th scope="row" className="py-2 pr-2 text-left font-semibold">
                {hours.organizationCount > hours.organizations.length ? t('totalAll', { count: hours.organizationCount }) : t('total')}
              </th>
              {hours.monthTotals.map((m) => (
                <td key={m.month} className={clsx(cell, 'font-semibold')}>
                  {amount(m.minutes)}
                </td>
              ))}
              <td className={clsx(cell, 'pr-0 font-bold')} data-testid="dashboard-hours-total">
                {amount(hours.totalMinutes)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {hours.organizationCount > hours.organizations.length ? (
        <p className="mt-2 text-sm text-muted-800 dark:text-muted-200">
          {t('more', { shown: hours.organizations.length, count: hours.organizationCount })}
        </p>
      ) : null}
      {link}
    </>
  );
}
