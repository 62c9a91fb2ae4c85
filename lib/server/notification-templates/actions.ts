'use server';
/** The periodic digest's unsubscribe page's button: the mailed token is the only credential (no session needed). */
import { ApiRequestError } from '@/lib/shared/api';
import { createServerApi } from '@/lib/server/api/server';
import { redirect } from '@/lib/shared/i18n/navigation';
import { apiCenter, getRequestContext } from '@/lib/server/session/request-context';
import { unsubscribeDigest } from '@/lib/shared/notification-templates/digest';

export async function unsubscribeDigestAction(form: FormData): Promise<void> {
  const { center, locale } = await getRequestContext();
  const raw = form.get('token');
  const token = typeof raw === 'string' ? raw.trim() : '';
  if (/^[A-Za-z0-9_-]{43}$/.test(token)) {
    try {
      await unsubscribeDigest(await createServerApi({ locale, center: apiCenter(center), auth: null }), token);
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
    }
  }
  redirect({ href: `/periodieke-mail/afmelden?token=${encodeURIComponent(token)}`, locale });
}
