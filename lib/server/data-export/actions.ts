'use server';
/**
 * Requesting a personal data export from /profiel: a plain form posting to this action (works without JavaScript),
 * which asks the backend and comes back to /profiel with the outcome in the address (docs/decisions.md).
 */
import { ApiRequestError } from '@/lib/shared/api';
import { requestDataExport } from '@/lib/shared/data-export/api';
import { redirect } from '@/lib/shared/i18n/navigation';
import { getRequestContext } from '@/lib/server/session/request-context';
import { getViewerApi, requireViewer } from '@/lib/server/session/viewer';

export async function requestDataExportAction(): Promise<void> {
  const { locale } = await getRequestContext();
  const viewer = await requireViewer({ returnTo: '/profiel' });
  let outcome = 'requested';
  try {
    await requestDataExport(await getViewerApi(viewer));
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    outcome = error.status === 429 ? 'limit' : 'failed';
  }
  redirect({ href: `/profiel?gegevens=${outcome}#data-export`, locale });
}
