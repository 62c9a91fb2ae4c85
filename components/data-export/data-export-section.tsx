/**
 * "Download your data" on /profiel: what the export holds, a button that requests it (a plain form to a server
 * action, so it works without JavaScript) and the recent requests with their status. The download itself is behind
 * the mailed link (docs/decisions.md, "Personal data export").
 */
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { DATA_EXPORT_DAILY_REQUESTS, DATA_EXPORT_LINK_DAYS } from '@/domain/data-exports';
import { requestDataExportAction } from '@/lib/server/data-export/actions';
import type { DataExportView } from '@/lib/shared/data-export/api';

export type DataExportOutcome = 'requested' | 'limit' | 'failed' | null;

export async function DataExportSection({
  locale,
  exports,
  outcome,
  impersonating,
}: {
  locale: string;
  exports: DataExportView[];
  outcome: DataExportOutcome;
  impersonating: boolean;
}) {
  const t = await getTranslations('dataExport.profile');
  const tErrors = await getTranslations('api.errors');
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Amsterdam' }).format(new Date(iso));
  return (
    <section
      id="data-export"
      aria-labelledby="data-export-title"
      className="rounded-xl border border-muted-200 bg-surface p-5 shadow-sm sm:p-6 dark:border-muted-800"
    >
      <h2 id="data-export-title" className="font-heading text-xl font-semibold">
        {t('title')}
      </h2>
      <p className="mt-2 text-sm">{t('intro')}</p>
      <p className="mt-2 text-sm">{t('how', { days: DATA_EXPORT_LINK_DAYS })}</p>
      {outcome ? (
        <p
          role="status"
          className={
            outcome === 'requested'
              ? 'mt-4 text-sm font-medium text-green-800 dark:text-green-300'
              : 'mt-4 text-sm font-medium text-red-700 dark:text-red-300'
          }
        >
          {outcome === 'requested'
            ? t('requested')
            : outcome === 'limit'
              ? tErrors('dataExportLimit.detail', { count: DATA_EXPORT_DAILY_REQUESTS })
              : t('failed')}
        </p>
      ) : null}
      <div className="mt-4">
        {impersonating ? (
          <p className="text-sm font-medium">{t('impersonating')}</p>
        ) : (
          <form action={requestDataExportAction}>
            <Button type="submit">{t('request')}</Button>
          </form>
        )}
      </div>
      {exports.length ? (
        <>
          <h3 className="mt-6 font-heading text-base font-semibold">{t('history')}</h3>
          <ul className="mt-2 divide-y divide-muted-200 text-sm dark:divide-muted-800">
            {exports.map((e) => (
              <li key={e.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
                <span>{t('requestedOn', { date: date(e.createdAt) })}</span>
                <span className="font-medium">
                  {t(`statuses.${e.status}`)}
                  {e.status === 'ready' && e.expiresAt ? ` · ${t('expiresOn', { date: date(e.expiresAt) })}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
