'use server';
/**
 * Deleting one's own account runs on the server: the same action that asks the backend to erase the account
 * ends the session and forgets the remembered organization, so the browser keeps nothing of the person.
 */
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { ApiRequestError, type JsonApiErrorObject } from '@/lib/shared/api';
import { clearSession } from '@/lib/server/session/auth';
import { ORGANIZATION_COOKIE } from '@/lib/server/session/organization-cookie';
import { getRequestContext } from '@/lib/server/session/request-context';
import { getViewer, getViewerApi } from '@/lib/server/session/viewer';
import { deleteAccount } from '@/lib/shared/profile/api';
import { deleteAccountSchema } from '@/lib/shared/profile/schemas';

export type DeleteAccountResult = { ok: true } | { ok: false; errors: JsonApiErrorObject[] };

export async function deleteAccountAction(input: { currentPassword: string }): Promise<DeleteAccountResult> {
  const { locale } = await getRequestContext();
  const t = await getTranslations({ locale, namespace: 'profile.delete' });
  const parsed = deleteAccountSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: [{ detail: t('failed') }] };
  const viewer = await getViewer();
  if (!viewer) return { ok: false, errors: [{ detail: t('signedOut') }] };
  try {
    await deleteAccount(await getViewerApi(viewer), parsed.data.currentPassword);
  } catch (error) {
    if (error instanceof ApiRequestError && error.errors.length) return { ok: false, errors: error.errors.map(plainError) };
    return { ok: false, errors: [{ detail: t('failed') }] };
  }
  await clearSession();
  (await cookies()).delete(ORGANIZATION_COOKIE);
  return { ok: true };
}

/** Only plain data crosses the server-action boundary. */
function plainError(error: JsonApiErrorObject): JsonApiErrorObject {
  return JSON.parse(JSON.stringify(error)) as JsonApiErrorObject;
}
