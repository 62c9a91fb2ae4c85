/**
 * /profiel/gegevens-export/{id}?token=…: where the mailed link of a personal data export lands. Signing in is
 * required (the sign-in comes back here); the export must be the viewer's own and the token its own, else 404.
 * The button downloads through /bff with the session AND the token (docs/decisions.md, "Personal data export").
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DataExportDownload } from '@/components/data-export/data-export-download';
import { findDataExport } from '@/lib/shared/data-export/api';
import { getViewerApi } from '@/lib/server/session/viewer';
import { type PageParams, signedInPage } from '../../../page-context';

type Params = PageParams extends Promise<infer P> ? Promise<P & { id: string }> : never;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'dataExport.download' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function DataExportDownloadPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<{ token?: string }>;
}) {
  const { id } = await params;
  const { token } = await searchParams;
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  const { locale, viewer } = await signedInPage(params, `/profiel/gegevens-export/${encodeURIComponent(id)}${query}`);
  if (!token || !/^\d{1,9}$/.test(id)) notFound();
  const found = await findDataExport(await getViewerApi(viewer), id, token);
  if (!found) notFound();
  return <DataExportDownload locale={locale} dataExport={found} token={token} />;
}
