/** The page behind a data export's mailed link: the download button while the link is valid, else what to do. */
import { getTranslations } from 'next-intl/server';
import { actionLinkClass } from '@/components/ui/styles';
import { dataExportDownloadHref, type DataExportView } from '@/lib/shared/data-export/api';
import { Link } from '@/lib/shared/i18n/navigation';

export async function DataExportDownload({ locale, dataExport, token }: { locale: string; dataExport: DataExportView; token: string }) {
  const t = await getTranslations('dataExport.download');
  const size =
    dataExport.byteSize === null
      ? ''
      : new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
          Math.max(1, dataExport.byteSize / 1024),
        );
  const until = dataExport.expiresAt
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Amsterdam' }).format(
        new Date(dataExport.expiresAt),
      )
    : '';
  return (
    <div className="max-w-2xl space-y-4">
      <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
      {dataExport.status === 'ready' ? (
        <>
          <p>{t('ready', { date: until })}</p>
          <p className="text-sm">{t('contents')}</p>
          <p>
            <a href={dataExportDownloadHref(dataExport.id, token)} download className={actionLinkClass}>
              {t('button', { size })}
            </a>
          </p>
        </>
      ) : (
        <p role="status">{dataExport.status === 'pending' ? t('pending') : t('expired')}</p>
      )}
      <p>
        <Link href="/profiel" className="underline">
          {t('back')}
        </Link>
      </p>
    </div>
  );
}
